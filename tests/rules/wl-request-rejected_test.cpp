#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_request_rejected_test {

using testing::run_rule;

constexpr const char* kRule = "wl-request-rejected";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

// One workload in root.etl: its AM, and one role of `role_mb` MB and `vcores` vcores.
std::string workload(int64_t am_mb, int64_t role_mb, int64_t vcores = 1,
                     const std::string& extra = "") {
  return fmt::format(
      "workloads:\n  - name: job\n    queue: etl\n    am: {{memory-mb: {}}}\n    roles:\n"
      "      - {{name: task, memory-mb: {}, vcores: {}{}}}\n",
      am_mb, role_mb, vcores, extra);
}

TEST(WlRequestRejected, ATaskAboveTheQueueMaximumDiesAtAllocateInTheReleasesWords) {
  const std::string capacity = std::string(kCapacity).replace(
      std::string(kCapacity).find("</configuration>"), 16,
      "  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>6144"
      "</value></property>\n</configuration>");
  const testing::Files files{{"capacity-scheduler.xml", capacity},
                             {"nodes.yaml", kNodes},
                             {"workloads.yaml", workload(2048, 6758, 2)}};
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 6);
  EXPECT_EQ(f[0].queue, "root.etl");
  EXPECT_EQ(f[0].message,
            "job's task container 6758 MB, 2 vcores is larger than root.etl allows "
            "(6144 MB, 4 vcores): the ResourceManager refuses the request when the AM asks "
            "for it, and the AM dies");
  EXPECT_NE(f[0].details[0].find("refused by rm-allocate: Invalid resource request! Cannot "
                                 "allocate containers"),
            std::string::npos);
  // Hadoop 2.9 words it as SchedulerUtils did before YARN-7739.
  const auto old = run_rule(files, kRule, "2.9");
  ASSERT_EQ(old.size(), 1u);
  EXPECT_EQ(old[0].details[0],
            "refused by rm-allocate: Invalid resource request, requested memory < 0, or requested "
            "memory > max configured, requestedMemory=6758, maxMemory=6144");
}

TEST(WlRequestRejected, BeforeYarn8720TheClusterMaximumIsTheOneChecked) {
  const std::string capacity = std::string(kCapacity).replace(
      std::string(kCapacity).find("</configuration>"), 16,
      "  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>6144"
      "</value></property>\n</configuration>");
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", capacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workload(2048, 6758, 2)}},
                       kRule, "2.8")
                  .empty());
}

TEST(WlRequestRejected, AnAmAboveTheMaximumFailsTheSubmission) {
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(9216, 1024)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(f[0].message.find("the ResourceManager refuses the submission: the application never "
                              "reaches ACCEPTED"),
            std::string::npos);
}

TEST(WlRequestRejected, LeavesNegativeMemoryToItsOwnRule) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workload(2048, -1)}},
                       kRule)
                  .empty());
}

}  // namespace wl_request_rejected_test
}  // namespace schedlint
