#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_mixed_capacity_modes_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-mixed-capacity-modes";

// 3.1-3.3: a percentage parent with absolute children is refused
// (TestAbsoluteResourceConfiguration).
TEST(CsMixedCapacityModes, AbsoluteChildrenUnderAPercentageParent) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                  {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                  {"yarn.scheduler.capacity.root.etl.queues", "a,b"},
                  {"yarn.scheduler.capacity.root.etl.a.capacity", "[memory=4096,vcores=4]"},
                  {"yarn.scheduler.capacity.root.etl.b.capacity", "[memory=4096,vcores=4]"}})}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_NE(f[0].message.find("absolute"), std::string::npos) << f[0].message;
}

// TestCapacitySchedulerWeightMode (3.4): siblings mixing percentage and weight are refused.
TEST(CsMixedCapacityModes, PercentageAndWeightSiblingsIn3_4) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                            {"yarn.scheduler.capacity.root.a.capacity", "50"},
                                            {"yarn.scheduler.capacity.root.b.capacity", "1w"}})}},
      kRule, "3.4");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find(
                "have children queue used mixed of  weight mode, percentage and absolute mode"),
            std::string::npos)
      << f[0].message;
}

TEST(CsMixedCapacityModes, SilentWhenEveryLevelUsesOneMode) {
  EXPECT_TRUE(
      run_rule(
          {{"capacity-scheduler.xml",
            conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                      {"yarn.scheduler.capacity.root.etl.capacity", "[memory=8192,vcores=8]"},
                      {"yarn.scheduler.capacity.root.etl.queues", "a,b"},
                      {"yarn.scheduler.capacity.root.etl.a.capacity", "[memory=4096,vcores=4]"},
                      {"yarn.scheduler.capacity.root.etl.b.capacity", "[memory=4096,vcores=4]"}})}},
          kRule)
          .empty());
}

}  // namespace cs_mixed_capacity_modes_test
}  // namespace schedlint
