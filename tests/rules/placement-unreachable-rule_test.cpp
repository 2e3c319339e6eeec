#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace placement_unreachable_rule_test {

using testing::run_rule;

constexpr const char* kRule = "placement-unreachable-rule";

constexpr const char* kDefaultThenUser = R"(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="default"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>
)";

// TestQueuePlacementPolicy.testTerminalRuleInMiddle: rules after a terminal rule are rejected.
TEST(PlacementUnreachableRule, FiresAtTheFirstRuleAfterATerminalOne) {
  const auto f = run_rule({{"fair-scheduler.xml", kDefaultThenUser}}, kRule, "3.3");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 5);
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 4);
  // 3.3+ numbers the terminal rule from 1 in its message.
  EXPECT_NE(f[0].message.find("Rules after rule 2 in queue placement policy"), std::string::npos)
      << f[0].message;
}

// TestQueuePlacementPolicy.testSpecifiedUserPolicy: non-terminal rules may be followed.
TEST(PlacementUnreachableRule, SilentWhenOnlyTheLastRuleIsTerminal) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
    <rule name="primaryGroup" create="false"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace placement_unreachable_rule_test
}  // namespace schedlint
