#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace placement_group_queue_missing_test {

using testing::run_rule;

constexpr const char* kRule = "placement-group-queue-missing";

std::vector<Finding> run(const std::string& queues, const std::string& rules) {
  return run_rule(
      {{"fair-scheduler.xml", "<allocations>\n" + queues + "\n<queuePlacementPolicy>\n" + rules +
                                  "\n</queuePlacementPolicy>\n</allocations>\n"}},
      kRule);
}

// A declared parent under root is found like a leaf, and FairScheduler.assignToQueue rejects it.
TEST(PlacementGroupQueueMissing, AParentUnderRootRejectsTheGroupOfItsName) {
  const auto f = run(R"(<queue name="etl"/><queue name="users" type="parent"/>)",
                     R"(<rule name="primaryGroup" create="false"/>
<rule name="default" queue="etl"/>)");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(f[0].message.find(
                "a user in a group named users is placed in that parent queue and rejected"),
            std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("go on to rule 2"), std::string::npos) << f[0].message;
}

TEST(PlacementGroupQueueMissing, OtherwiseSaysWhereUsersWithoutAGroupQueueGo) {
  const auto f = run(R"(<queue name="etl"/><queue name="bi"/>)",
                     R"(<rule name="secondaryGroupExistingQueue"/>
<rule name="primaryGroup" create="false"/>)");
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_NE(f[0].message.find("declared: root.etl, root.bi"), std::string::npos) << f[0].message;
  EXPECT_NE(f[1].message.find("fall off the end of the policy and are rejected"), std::string::npos)
      << f[1].message;
}

TEST(PlacementGroupQueueMissing, SilentForRulesThatCreateTheGroupQueue) {
  EXPECT_TRUE(
      run(R"(<queue name="users" type="parent"/>)", R"(<rule name="primaryGroup"/>)").empty());
  // Nested: the group is the parent of the user's queue, not the target.
  EXPECT_TRUE(run(R"(<queue name="users" type="parent"/>)", R"(<rule name="nestedUserQueue">
<rule name="primaryGroup" create="false"/></rule>
<rule name="default"/>)")
                  .empty());
}

}  // namespace placement_group_queue_missing_test
}  // namespace schedlint
