#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_heap_derivation_rounding_test {

using testing::run_rule;

constexpr const char* kRule = "wl-heap-derivation-rounding";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(WlHeapDerivationRounding, Hadoop3DerivesFromTheHeapAndHadoop2DoesNot) {
  // MAPREDUCE-5785: -Xmx820m gives ceil(820 / 0.8f) = 1025 MB, rounded to 2048; 2.x asks for
  // mapreduce.map.memory.mb's default, 1024, whatever the heap.
  const testing::Files files{
      {"capacity-scheduler.xml", kCapacity},
      {"nodes.yaml", kNodes},
      {"mapred-site.xml",
       "<configuration><property><name>mapreduce.map.java.opts</name><value>-Xmx820m</value>"
       "</property></configuration>\n"}};
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "mapred-site.xml's map's memory is unset, so MapReduce derives 1025 MB from its heap "
            "(-Xmx820m), which the ResourceManager rounds up to 2048 MB: 1023 MB (50.0%) never "
            "used");
  EXPECT_TRUE(run_rule(files, kRule, "2.10").empty());
}

}  // namespace wl_heap_derivation_rounding_test
}  // namespace schedlint
