// Where each scheduler places an application submitted without a queue, as diff's
// change-placement-differs compares them: the FairScheduler's placement rules
// (QueuePlacementPolicy / FSPlacementRule) and the CapacityScheduler's queue mappings
// (UserGroupMappingPlacementRule.getPlacementForUser).
#include <gtest/gtest.h>

#include "sched/capacity/queue_mappings.h"
#include "sched/fair/placement_policy.h"
#include "support/test_support.h"

namespace schedlint {
namespace application_placement_test {

using testing::conf_xml;
using testing::load_files;

std::string fair_placed(const std::string& allocations, const Submitter& who,
                        const std::string& version = "3.3") {
  const Model m = load_files({{"fair-scheduler.xml", allocations}}, version);
  const PlacementResult r = place_application(*m.fair, m.cluster, m.hadoop_version, who);
  return r.queue.value_or("rejected");
}

std::string capacity_placed(const std::string& mappings, const Submitter& who,
                            const std::string& version = "3.3") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "users,default,etl"},
      {"yarn.scheduler.capacity.root.users.capacity", "50"},
      {"yarn.scheduler.capacity.root.users.queues", "alice"},
      {"yarn.scheduler.capacity.root.users.alice.capacity", "100"},
      {"yarn.scheduler.capacity.root.default.capacity", "25"},
      {"yarn.scheduler.capacity.root.etl.capacity", "25"}};
  if (!mappings.empty()) p.push_back({"yarn.scheduler.capacity.queue-mappings", mappings});
  const Model m = load_files({{"capacity-scheduler.xml", conf_xml(p)}}, version);
  const auto r = place_application(*m.capacity, m.hadoop_version, who);
  return r ? r->queue.value_or("rejected") : "unknown";
}

const Submitter kAlice{"alice", {"analysts", "etl"}};
const Submitter kBob{"bob", {"engineers"}};

TEST(FairPlacement, RulesInOrderEachWhenItMayCreateOrTheQueueExists) {
  const std::string nested = R"(<allocations>
  <queue name="users" type="parent"/>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>
  </queuePlacementPolicy>
</allocations>
)";
  // specified passes (no queue asked for); nestedUserQueue puts users under root.users.
  EXPECT_EQ(fair_placed(nested, kAlice), "root.users.alice");
  const std::string existing_only = R"(<allocations>
  <queue name="bob"/>
  <queuePlacementPolicy>
    <rule name="user" create="false"/>
    <rule name="primaryGroup" create="false"/>
    <rule name="secondaryGroupExistingQueue"/>
    <rule name="default" queue="fallback"/>
  </queuePlacementPolicy>
</allocations>
)";
  EXPECT_EQ(fair_placed(existing_only, kBob), "root.bob");
  // alice: no queue root.alice nor root.analysts; no queue root.etl for her secondary group.
  EXPECT_EQ(fair_placed(existing_only, kAlice), "root.fallback");
  const std::string reject = R"(<allocations>
  <queuePlacementPolicy>
    <rule name="user" create="false"/>
    <rule name="reject"/>
  </queuePlacementPolicy>
</allocations>
)";
  EXPECT_EQ(fair_placed(reject, kAlice), "rejected");
}

// QueueManager.getLeafQueue: a placed name that is a parent in the file is no leaf.
TEST(FairPlacement, AParentQueueIsNoPlaceForAnApplication) {
  const std::string to_parent = R"(<allocations>
  <queue name="analysts"><queue name="adhoc"/></queue>
  <queuePlacementPolicy>
    <rule name="primaryGroup"/>
  </queuePlacementPolicy>
</allocations>
)";
  EXPECT_EQ(fair_placed(to_parent, kAlice), "rejected");
}

// QueuePlacementPolicy.fromConfiguration: without a policy, user-as-default-queue puts users in
// their own queue under root.
TEST(FairPlacement, WithoutAPolicyUsersGetTheirOwnQueue) {
  EXPECT_EQ(fair_placed("<allocations/>\n", kAlice), "root.alice");
}

TEST(CapacityPlacement, TheFirstMatchingMappingDecides) {
  EXPECT_EQ(capacity_placed("", kAlice), "root.default");
  EXPECT_EQ(capacity_placed("u:alice:alice,u:%user:etl", kAlice), "root.users.alice");
  EXPECT_EQ(capacity_placed("u:alice:alice,u:%user:etl", kBob), "root.etl");
  // A group mapping matches any of the user's groups.
  EXPECT_EQ(capacity_placed("g:etl:etl", kAlice), "root.etl");
  EXPECT_EQ(capacity_placed("g:etl:etl", kBob), "root.default");
  // %user naming a queue that does not exist: the submission is refused (unknown queue).
  EXPECT_EQ(capacity_placed("u:%user:%user", kBob), "rejected");
}

// From 3.3 u:%user:%primary_group needs a queue root.<group>; without one the mapping names no
// queue and the application keeps "default" (getContextForPrimaryGroup); before 3.3 it is sent to
// a queue named after the group, which does not exist.
// CapacityScheduler.addApplication's two refusals, said as they are: a queue that does not exist
// ("unknown queue"), and one that is a parent ("not a leaf queue").
TEST(CapacityPlacement, ARefusalSaysWhetherTheQueueIsMissingOrAParent) {
  const Model m =
      load_files({{"capacity-scheduler.xml",
                   conf_xml({{"yarn.scheduler.capacity.root.queues", "users"},
                             {"yarn.scheduler.capacity.root.users.capacity", "100"},
                             {"yarn.scheduler.capacity.root.users.queues", "alice"},
                             {"yarn.scheduler.capacity.root.users.alice.capacity", "100"},
                             {"yarn.scheduler.capacity.queue-mappings", "u:alice:users"}})}});
  const auto alice = place_application(*m.capacity, m.hadoop_version, kAlice);
  ASSERT_TRUE(alice.has_value());
  EXPECT_FALSE(alice->queue.has_value());
  EXPECT_NE(alice->why.find("users is a parent queue, so the application is rejected (not a "
                            "leaf queue)"),
            std::string::npos)
      << alice->why;
  const auto bob = place_application(*m.capacity, m.hadoop_version, kBob);
  ASSERT_TRUE(bob.has_value());
  EXPECT_NE(bob->why.find("there is no queue default, so the application is rejected (unknown "
                          "queue)"),
            std::string::npos)
      << bob->why;
}

TEST(CapacityPlacement, PrimaryGroupWithoutItsQueueByRelease) {
  EXPECT_EQ(capacity_placed("u:%user:%primary_group", kBob, "3.3"), "root.default");
  EXPECT_EQ(capacity_placed("u:%user:%primary_group", kBob, "3.2"), "rejected");
}

}  // namespace application_placement_test
}  // namespace schedlint
