// Which FairScheduler placement rules end the search (QueuePlacementPolicy's terminal rules;
// from 3.3 PlacementPolicy after YARN-8967): what placement-unreachable-rule and
// placement-no-terminal-rule build on.
#include "sched/fair/placement_policy.h"

#include <memory>

#include <gtest/gtest.h>

namespace schedlint {
namespace placement_policy_test {

PlacementRule rule(const std::string& name, bool create = true) {
  PlacementRule r;
  r.name = name;
  r.create = create;
  return r;
}

TEST(PlacementRuleTerminal, RejectAlwaysSpecifiedNever) {
  for (const HadoopVersion v : {HadoopVersion{2, 7}, HadoopVersion{3, 3}}) {
    EXPECT_TRUE(placement_rule_terminal(rule("reject"), v));
    EXPECT_FALSE(placement_rule_terminal(rule("specified"), v));
    EXPECT_FALSE(placement_rule_terminal(rule("secondaryGroupExistingQueue"), v));
  }
}

TEST(PlacementRuleTerminal, UserAndPrimaryGroupOnlyWhenTheyMayCreate) {
  EXPECT_TRUE(placement_rule_terminal(rule("user"), {2, 7}));
  EXPECT_FALSE(placement_rule_terminal(rule("user", false), {2, 7}));
  EXPECT_FALSE(placement_rule_terminal(rule("primaryGroup", false), {3, 3}));
}

TEST(PlacementRuleTerminal, DefaultAlwaysBefore33AndOnlyWithCreateFrom33) {
  EXPECT_TRUE(placement_rule_terminal(rule("default", false), {3, 2}));
  EXPECT_FALSE(placement_rule_terminal(rule("default", false), {3, 3}));
  EXPECT_TRUE(placement_rule_terminal(rule("default", true), {3, 3}));
}

TEST(PlacementRuleTerminal, NestedUserQueueFrom33WithATerminalParentRule) {
  PlacementRule nested = rule("nestedUserQueue");
  nested.parent = std::make_shared<PlacementRule>(rule("primaryGroup", false));
  EXPECT_FALSE(placement_rule_terminal(nested, {3, 2}));
  EXPECT_FALSE(placement_rule_terminal(nested, {3, 3}));
  nested.parent = std::make_shared<PlacementRule>(rule("primaryGroup", true));
  EXPECT_TRUE(placement_rule_terminal(nested, {3, 3}));
}

FairConfig with_rules(std::vector<PlacementRule> rules) {
  FairConfig config;
  config.global.placement_policy = PlacementPolicy{{}, std::move(rules)};
  return config;
}

// What `explain` of a queue not in the file builds on: which new queues placement can create.
TEST(PlacementMayCreate, SpecifiedWithCreateTakesAnyNameTheApplicationGives) {
  EXPECT_TRUE(placement_may_create(with_rules({rule("specified")}), false, "root.a.new"));
  EXPECT_FALSE(placement_may_create(with_rules({rule("specified", false)}), true, "root.a.new"));
}

TEST(PlacementMayCreate, UserQueuesAreCreatedUnderRootOrTheNestedRulesQueue) {
  EXPECT_TRUE(placement_may_create(with_rules({rule("user")}), false, "root.alice"));
  EXPECT_FALSE(placement_may_create(with_rules({rule("user")}), false, "root.users.alice"));
  PlacementRule nested = rule("nestedUserQueue");
  PlacementRule users = rule("default");
  users.attributes["queue"] = "users";
  nested.parent = std::make_shared<PlacementRule>(users);
  EXPECT_TRUE(placement_may_create(with_rules({nested}), false, "root.users.alice"));
  // Under a primary group queue the rule creates on the way, itself under root.
  nested.parent = std::make_shared<PlacementRule>(rule("primaryGroup"));
  EXPECT_TRUE(placement_may_create(with_rules({nested}), false, "root.staff.alice"));
  EXPECT_FALSE(placement_may_create(with_rules({nested}), false, "root.a.staff.alice"));
}

TEST(PlacementMayCreate, WithoutAPolicyOnlyWhenUndeclaredPoolsAreAllowed) {
  EXPECT_TRUE(placement_may_create(FairConfig{}, true, "root.anything"));
  EXPECT_FALSE(placement_may_create(FairConfig{}, false, "root.anything"));
}

}  // namespace placement_policy_test
}  // namespace schedlint
