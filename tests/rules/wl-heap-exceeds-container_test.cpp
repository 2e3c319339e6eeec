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

// A Tez task's heap is a share of the container it is granted (AMContainerHelpers), not of its
// request: 1100 MB granted 2048 runs -Xmx1638m, 80% of what the NodeManager enforces.
TEST(WlHeapExceedsContainer, ATezTaskHeapIsJudgedAgainstItsGrantedContainer) {
  const auto tez_site = [](const std::string& fraction) {
    return "<configuration>\n"
           "  <property><name>tez.task.resource.memory.mb</name><value>1100</value></property>\n"
           "  <property><name>tez.am.launch.cmd-opts</name><value>-Xmx512m</value></property>\n" +
           fraction + "</configuration>\n";
  };
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", kCapacity},
                        {"nodes.yaml", kNodes},
                        {"tez-site.xml", tez_site("")}},
                       kRule)
                  .empty());
  const auto tight =
      run_rule({{"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes},
                {"tez-site.xml",
                 tez_site("  <property><name>tez.container.max.java.heap.fraction</name><value>0.95"
                          "</value></property>\n")}},
               kRule);
  ASSERT_EQ(tight.size(), 1u);
  EXPECT_EQ(tight[0].severity, Severity::kInfo);
  EXPECT_EQ(tight[0].message,
            "tez-site.xml's task's heap (-Xmx1945m) takes 94% of its 2048 MB container, leaving "
            "103 MB for the JVM's own memory (threads, metaspace, buffers)");
}

}  // namespace wl_heap_exceeds_container_test
}  // namespace schedlint
