#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_am_exceeds_concurrency_test {

using testing::run_rule;

constexpr const char* kRule = "wl-am-exceeds-concurrency";

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

TEST(WlAmExceedsConcurrency, CountsTheAmsTheLimitHolds) {
  // etl may use the whole cluster, 262144 MB: its AM limit, a tenth of it, holds 12 or 13 AMs of
  // 2048 MB (the exact count is wl-am-over-am-limit's and fit's to show), fewer than 14.
  const std::string yaml =
      "workloads:\n  - name: job\n    queue: etl\n    concurrency: 14\n    am: {memory-mb: "
      "2048}\n    roles: []\n";
  const auto f = run_rule(
      {{"capacity-scheduler.xml", kCapacity}, {"nodes.yaml", kNodes}, {"workloads.yaml", yaml}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_NE(f[0].message.find("job runs 14 applications at once"), std::string::npos);
}

// With its user named, the workload's applications share that user's AM limit: etl's
// user-limit-factor 0.1 leaves alice 183500 x 0.1 x 0.1 = 1835 MB, normalized up to 2048: one AM
// of 2048 MB where the queue's limit holds several; maxRunningApps is no cause of this rule.
TEST(WlAmExceedsConcurrency, NamesTheUsersAmLimitWhenItBinds) {
  const std::string capacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.user-limit-factor</name><value>0.1</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)";
  const auto workloads = [](const std::string& user) {
    return "workloads:\n  - name: job\n    queue: etl\n" + user +
           "    concurrency: 3\n    am: {memory-mb: 2048}\n    roles: []\n";
  };
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", capacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workloads("")}},
                       kRule)
                  .empty());
  const auto f = run_rule({{"capacity-scheduler.xml", capacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workloads("    user: alice\n")}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("but user alice's AM limit in root.etl 2048 MB, 1 vcores holds 1 "
                              "AMs of 2048 MB, 1 vcores: 2 wait in ACCEPTED"),
            std::string::npos)
      << f[0].message;
}

}  // namespace wl_am_exceeds_concurrency_test
}  // namespace schedlint
