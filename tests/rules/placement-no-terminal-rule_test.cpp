#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace placement_no_terminal_rule_test {

using testing::run_rule;

constexpr const char* kRule = "placement-no-terminal-rule";

// TestQueuePlacementPolicy.testNoCreate / testTerminals: a last rule that may not place fails.
TEST(PlacementNoTerminalRule, FiresAtALastRuleThatMayNotPlace) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
  </queuePlacementPolicy>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(f[0].message.find("Could get past last queue placement rule without assigning"),
            std::string::npos);
}

TEST(PlacementNoTerminalRule, SilentWhenTheLastRuleAlwaysPlacesOrRejects) {
  for (const char* last :
       {"<rule name=\"default\"/>", "<rule name=\"reject\"/>", "<rule name=\"user\"/>"}) {
    EXPECT_TRUE(
        run_rule({{"fair-scheduler.xml", std::string("<allocations><queuePlacementPolicy>"
                                                     "<rule name=\"specified\"/>") +
                                             last + "</queuePlacementPolicy></allocations>\n"}},
                 kRule)
            .empty())
        << last;
  }
}

TEST(PlacementNoTerminalRule, SilentWithoutAPlacementPolicy) {
  EXPECT_TRUE(
      run_rule({{"fair-scheduler.xml", "<allocations><queue name=\"a\"/></allocations>\n"}}, kRule)
          .empty());
}

}  // namespace placement_no_terminal_rule_test
}  // namespace schedlint
