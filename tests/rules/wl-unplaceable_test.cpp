#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_unplaceable_test {

using testing::run_rule;

constexpr const char* kRule = "wl-unplaceable";

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

TEST(WlUnplaceable, MemoryAloneUnderTheDefaultCalculator) {
  // 40960 MB and 16 vcores: no node has both, but the DefaultResourceCalculator counts memory
  // only, and the big-memory nodes hold one.
  const std::string yarn_site =
      "<configuration><property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536"
      "</value></property><property><name>yarn.scheduler.maximum-allocation-vcores</name><value>32"
      "</value></property></configuration>\n";
  const std::string nodes =
      "nodes:\n  - {group: big-memory, count: 4, memory-mb: 65536, vcores: 8}\n  - {group: "
      "many-cores, count: 4, memory-mb: 32768, vcores: 32}\n";
  EXPECT_TRUE(run_rule({{"yarn-site.xml", yarn_site},
                        {"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", nodes},
                        {"workloads.yaml", workload(2048, 40960, 16)}},
                       kRule)
                  .empty());
  const std::string drc = std::string(kCapacity).replace(
      std::string(kCapacity).find("</configuration>"), 16,
      "  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache."
      "hadoop.yarn.util.resource.DominantResourceCalculator</value></property>\n</configuration>");
  const auto f = run_rule({{"yarn-site.xml", yarn_site},
                           {"capacity-scheduler.xml", drc},
                           {"nodes.yaml", nodes},
                           {"workloads.yaml", workload(2048, 40960, 16)}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "job's task container 40960 MB, 16 vcores fits on no node of the default "
            "partition (big-memory 65536 MB, 8 vcores, many-cores 32768 MB, 32 vcores): the "
            "ResourceManager accepts the request, and it waits forever");
}

}  // namespace wl_unplaceable_test
}  // namespace schedlint
