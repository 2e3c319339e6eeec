#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace wl_vcores_unchecked_by_client_test {

using testing::run_rule;

constexpr const char* kRule = "wl-vcores-unchecked-by-client";

constexpr const char* kCapacity = R"(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

TEST(WlVcoresUncheckedByClient, SparkChecksMemoryAndTheRmRefusesTheCores) {
  const auto f =
      run_rule({{"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes},
                {"spark-defaults.conf", "spark.executor.memory 4g\nspark.executor.cores 16\n"}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.file, "spark-defaults.conf");
  EXPECT_EQ(f[0].message,
            "spark-defaults.conf's executor asks for 16 vcores, more than root.default's maximum "
            "allocation of 4: Spark's client checks memory only, so the application is submitted "
            "and its AM dies when the ResourceManager refuses the request");
}

TEST(WlVcoresUncheckedByClient, MemoryAboveTheMaximumIsAnotherRulesCause) {
  // Spark refuses 9011 MB itself (wl-request-rejected): nothing reaches the ResourceManager.
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml", kCapacity},
                {"nodes.yaml", kNodes},
                {"spark-defaults.conf", "spark.executor.memory 8g\nspark.executor.cores 16\n"}},
               kRule)
          .empty());
}

}  // namespace wl_vcores_unchecked_by_client_test
}  // namespace schedlint
