#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_memory_only_calculator_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-memory-only-calculator";
constexpr const char* kDominant = "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator";

TEST(CsMemoryOnlyCalculator, VcoreCapacitiesUnderTheDefaultCalculator) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                  {"yarn.scheduler.capacity.root.etl.capacity", "[memory=65536,vcores=16]"}})}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
}

// CapacityScheduler.initScheduler refuses the DefaultResourceCalculator with resource types.
TEST(CsMemoryOnlyCalculator, CustomResourceTypesStopTheResourceManager) {
  const auto f = run_rule({{"yarn-site.xml", conf_xml({{"yarn.resource-types", "yarn.io/gpu"}})},
                           {"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                                      {"yarn.scheduler.capacity.root.etl.capacity", "100"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
}

TEST(CsMemoryOnlyCalculator, SilentWithTheDominantCalculator) {
  EXPECT_TRUE(
      run_rule(
          {{"capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.resource-calculator", kDominant},
                      {"yarn.scheduler.capacity.root.queues", "etl"},
                      {"yarn.scheduler.capacity.root.etl.capacity", "[memory=65536,vcores=16]"}})}},
          kRule)
          .empty());
}

}  // namespace cs_memory_only_calculator_test
}  // namespace schedlint
