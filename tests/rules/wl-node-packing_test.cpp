#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_node_packing_test {

using testing::run_rule;

constexpr const char* kRule = "wl-node-packing";

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

TEST(WlNodePacking, TheDefaultCalculatorCountsMemoryAlone) {
  // 5120 MB, 4 vcores on 64 GB, 16-vcore nodes: twelve by memory, so only 4096 MB (6%) left.
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"workloads.yaml", workload(2048, 5120, 4)}},
                       kRule)
                  .empty());
}

TEST(WlNodePacking, DominantResourcesStrandMemory) {
  const std::string drc = std::string(kCapacity).replace(
      std::string(kCapacity).find("</configuration>"), 16,
      "  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache."
      "hadoop.yarn.util.resource.DominantResourceCalculator</value></property>\n</configuration>");
  const auto f = run_rule({{"capacity-scheduler.xml", drc},
                           {"nodes.yaml", kNodes},
                           {"workloads.yaml", workload(2048, 5120, 4)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "a node of group w (65536 MB, 16 vcores) holds 4 of job's task containers (5120 MB, 4 "
            "vcores each), leaving 45056 of its 65536 MB of memory (68%) unused");
}

}  // namespace wl_node_packing_test
}  // namespace schedlint
