#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_placement_differs_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-placement-differs";

const std::string kNestedUsers = R"(<allocations>
  <queue name="users" type="parent"/>
  <queuePlacementPolicy>
    <rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>
  </queuePlacementPolicy>
</allocations>
)";

std::string capacity(const std::string& mappings) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "users,default"},
      {"yarn.scheduler.capacity.root.users.capacity", "90"},
      {"yarn.scheduler.capacity.root.users.queues", "alice"},
      {"yarn.scheduler.capacity.root.users.alice.capacity", "100"},
      {"yarn.scheduler.capacity.root.default.capacity", "10"}};
  if (!mappings.empty()) p.push_back({"yarn.scheduler.capacity.queue-mappings", mappings});
  return conf_xml(p);
}

// An fs2cs output without mappings: every user that had a queue of its own now shares
// root.default; the finding says where each went before and why.
TEST(ChangePlacementDiffers, AnFs2csOutputWithoutMappingsSendsUsersToDefault) {
  const auto f = run_change_rule(
      {{"old/fair-scheduler.xml", kNestedUsers}, {"new/capacity-scheduler.xml", capacity("")}},
      kRule);
  // alice (root.users.alice is a per-user queue) and everyone else: the same two rules, one
  // finding.
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].message,
            "applications submitted without a queue are placed elsewhere after this change, for 2 "
            "of the submitters tried (the details list them); for example user alice: go to "
            "root.users.alice before this change, go to root.default after");
  EXPECT_EQ(f[0].details[2],
            "users no file names (such as otheruser, of group othergroup): go to "
            "root.users.otheruser before this change, go to root.default after");
  EXPECT_EQ(f[0].details[0], "before: rule 1 (<rule name=\"nestedUserQueue\">)");
  EXPECT_EQ(f[0].details[1], "after: no queue mapping matches: the queue default");
  EXPECT_EQ(f[0].loc.file, "new/capacity-scheduler.xml");
}

TEST(ChangePlacementDiffers, SilentWhenTheMappingsCarryThePlacementOver) {
  // u:%user:users.%user is refused for a non-auto-creating parent; the converter writes
  // explicit mappings for the users it knows, and %user for the others needs auto-creation.
  const std::string users = R"(<allocations>
  <queue name="users"><queue name="alice"/></queue>
  <queuePlacementPolicy>
    <rule name="user" create="false"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
)";
  // FairScheduler: root.alice does not exist (she has root.users.alice): everyone to root.default.
  EXPECT_TRUE(
      run_change_rule(
          {{"old/fair-scheduler.xml", users}, {"new/capacity-scheduler.xml", capacity("")}}, kRule)
          .empty());
  EXPECT_TRUE(run_change_rule({{"old/capacity-scheduler.xml", capacity("u:alice:alice")},
                               {"new/capacity-scheduler.xml", capacity("u:alice:alice")}},
                              kRule)
                  .empty());
}

// A mapping removed between two CapacityScheduler versions moves its user.
TEST(ChangePlacementDiffers, AMappingRemovedMovesItsUser) {
  const auto f = run_change_rule({{"old/capacity-scheduler.xml", capacity("u:alice:alice")},
                                  {"new/capacity-scheduler.xml", capacity("")}},
                                 kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.default");
  EXPECT_NE(f[0].message.find("user alice"), std::string::npos);
}

// Issue 31: one mapping change said once, with the submitters the files really name (the
// queues' submit ACLs), not users made up from queue names.
TEST(ChangePlacementDiffers, OneMappingIsOneFindingWithRealExamples) {
  const auto conf = [](const std::string& mappings) {
    std::vector<std::pair<std::string, std::string>> p{
        {"yarn.scheduler.capacity.root.queues", "default,alice,bob,carol"},
        {"yarn.scheduler.capacity.root.default.capacity", "40"},
        {"yarn.scheduler.capacity.root.alice.capacity", "20"},
        {"yarn.scheduler.capacity.root.bob.capacity", "20"},
        {"yarn.scheduler.capacity.root.carol.capacity", "20"},
        {"yarn.scheduler.capacity.root.alice.acl_submit_applications", "alice"},
        {"yarn.scheduler.capacity.root.bob.acl_submit_applications", "bob analysts"}};
    if (!mappings.empty()) p.push_back({"yarn.scheduler.capacity.queue-mappings", mappings});
    return conf_xml(p);
  };
  const auto f = run_change_rule({{"old/capacity-scheduler.xml", conf("u:%user:%user")},
                                  {"new/capacity-scheduler.xml", conf("")}},
                                 kRule);
  ASSERT_EQ(f.size(), 1u);
  // alice, bob, a user of group analysts, and everyone else: the same two rules move them all.
  EXPECT_NE(f[0].message.find("for 4 of the submitters tried (the details list them); for "
                              "example user alice: go to root.alice before this change, go to "
                              "root.default after"),
            std::string::npos)
      << f[0].message;
  std::string all = f[0].message;
  for (const std::string& d : f[0].details)
    all += "\n" + d;
  EXPECT_NE(all.find("user bob: go to root.bob before"), std::string::npos) << all;
  EXPECT_EQ(all.find("user carol"), std::string::npos) << all;  // a queue, not a user
  EXPECT_NE(all.find("before: queue mapping u:%user:%user"), std::string::npos) << all;
}

// 3.4 JSON mapping rules are not read: nothing is claimed about them.
TEST(ChangePlacementDiffers, SilentOnRulesItCannotRead) {
  const std::string json = conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                                     {"yarn.scheduler.capacity.root.default.capacity", "100"},
                                     {"yarn.scheduler.capacity.mapping-rule-format", "json"}});
  EXPECT_TRUE(run_change_rule(
                  {{"old/fair-scheduler.xml", kNestedUsers}, {"new/capacity-scheduler.xml", json}},
                  kRule, "3.4")
                  .empty());
}

}  // namespace change_placement_differs_test
}  // namespace schedlint
