#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_dynalloc_unreachable_test {

using testing::run_rule;

constexpr const char* kRule = "wl-dynalloc-unreachable";

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

TEST(WlDynallocUnreachable, CountsTheQueueMaximumLessTheAm) {
  // etl may use the whole cluster: (262144 - 2048) / 5120 = 50 executors.
  const auto f = run_rule({{"capacity-scheduler.xml", kCapacity},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(2048, 5120, 1, ", max-concurrent: 100")}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "job's task may run 100 containers at once, but root.etl's maximum 262144 MB, 64 "
            "vcores holds 50 of 5120 MB, 1 vcores beside the AM: the other 50 never run");
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workload(2048, 5120, 1, ", max-concurrent: 50")}},
                       kRule)
                  .empty());
}

}  // namespace wl_dynalloc_unreachable_test
}  // namespace schedlint
