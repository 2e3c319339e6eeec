#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_queue_unusable_test {

using testing::run_rule;

constexpr const char* kRule = "wl-queue-unusable";

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

TEST(WlQueueUnusable, ACapacitySchedulerQueueThatDoesNotExistIsAnError) {
  const std::string yaml =
      "workloads:\n  - name: job\n    queue: batch\n    am: {memory-mb: 2048}\n    roles: []\n";
  const auto f = run_rule(
      {{"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}, {"workloads.yaml", yaml}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_EQ(f[0].message,
            "job's queue batch: no queue batch in the CapacityScheduler configuration: the "
            "ResourceManager rejects the application (\"submitted by user ... to unknown queue: "
            "batch\")");
}

TEST(WlQueueUnusable, BeforeHadoop33AFullPathIsAnUnknownQueue) {
  const std::string yaml =
      "workloads:\n  - name: job\n    queue: root.etl\n    am: {memory-mb: 2048}\n    roles: []\n";
  const testing::Files files{
      {"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}, {"workloads.yaml", yaml}};
  EXPECT_TRUE(run_rule(files, kRule, "3.3").empty());
  const auto f = run_rule(files, kRule, "3.2");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("finds queues by their short name only"), std::string::npos);
}

TEST(WlQueueUnusable, AFairSchedulerQueueMissingFromTheFileIsAnInfo) {
  const std::string yarn_site =
      "<configuration><property><name>yarn.resourcemanager.scheduler.class</name><value>"
      "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value>"
      "</property></configuration>\n";
  const std::string yaml =
      "workloads:\n  - name: job\n    queue: batch\n    am: {memory-mb: 2048}\n    roles: []\n";
  const auto f =
      run_rule({{"yarn-site.xml", yarn_site},
                {"fair-scheduler.xml", "<allocations><queue name=\"etl\"/></allocations>"},
                {"nodes.yaml", kNodes},
                {"workloads.yaml", yaml}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
}

}  // namespace wl_queue_unusable_test
}  // namespace schedlint
