#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_negative_or_unset_memory_test {

using testing::run_rule;

constexpr const char* kRule = "wl-negative-or-unset-memory";

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

TEST(WlNegativeOrUnsetMemory, NegativeIsAnErrorAndZeroAnInfo) {
  const auto negative = run_rule({{"capacity-scheduler.xml", kCapacity},
                                  {"nodes.yaml", kNodes},
                                  {"workloads.yaml", workload(2048, -1)}},
                                 kRule);
  ASSERT_EQ(negative.size(), 1u);
  EXPECT_EQ(negative[0].severity, Severity::kError);
  EXPECT_EQ(negative[0].message,
            "job's task asks for -1 MB of memory: the ResourceManager refuses a negative request "
            "(the AM dies when it asks)");
  const auto zero = run_rule({{"capacity-scheduler.xml", kCapacity},
                              {"nodes.yaml", kNodes},
                              {"workloads.yaml", workload(2048, 0)}},
                             kRule);
  ASSERT_EQ(zero.size(), 1u);
  EXPECT_EQ(zero[0].severity, Severity::kInfo);
  EXPECT_EQ(zero[0].message,
            "job's task asks for 0 MB of memory: the ResourceManager raises it to the minimum "
            "allocation, 1024 MB, 1 vcores");
}

}  // namespace wl_negative_or_unset_memory_test
}  // namespace schedlint
