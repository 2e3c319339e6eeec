#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_heap_exceeds_container_test {

using testing::run_rule;

constexpr const char* kRule = "wl-heap-exceeds-container";

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

TEST(WlHeapExceedsContainer, AboveTheContainerIsAWarningAboveNinetyPercentAnInfo) {
  const auto over = run_rule({{"capacity-scheduler.xml", kCapacity},
                              {"nodes.yaml", kNodes},
                              {"workloads.yaml", workload(2048, 2048, 1, ", heap-mb: 3072")}},
                             kRule);
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].severity, Severity::kWarning);
  EXPECT_EQ(over[0].message,
            "job's task's heap (-Xmx3072m) is larger than its 2048 MB container: the NodeManager "
            "kills the container (\"running beyond physical memory limits\") once the heap grows "
            "past it");
  const auto tight = run_rule({{"capacity-scheduler.xml", kCapacity},
                               {"nodes.yaml", kNodes},
                               {"workloads.yaml", workload(2048, 2048, 1, ", heap-mb: 1945")}},
                              kRule);
  ASSERT_EQ(tight.size(), 1u);
  EXPECT_EQ(tight[0].severity, Severity::kInfo);
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workload(2048, 2048, 1, ", heap-mb: 1843")}},
                       kRule)
                  .empty());
}

}  // namespace wl_heap_exceeds_container_test
}  // namespace schedlint
