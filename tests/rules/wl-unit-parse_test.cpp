#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_unit_parse_test {

using testing::run_rule;

constexpr const char* kRule = "wl-unit-parse";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(WlUnitParse, SparkRefusesAFractionAtItsLine) {
  const auto f =
      run_rule({{"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes},
                {"spark-defaults.conf", "spark.yarn.queue default\nspark.executor.memory 4.5g\n"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_NE(f[0].message.find("Fractional values are not supported. Input was: 4.5"),
            std::string::npos)
      << f[0].message;
}

TEST(WlUnitParse, MapReduceReadsItsMemoryAsAnInteger) {
  const auto f =
      run_rule({{"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes},
                {"mapred-site.xml",
                 "<configuration><property><name>mapreduce.map.memory.mb</name><value>4g</value>"
                 "</property></configuration>\n"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("mapreduce.map.memory.mb"), std::string::npos) << f[0].message;
}

}  // namespace wl_unit_parse_test
}  // namespace schedlint
