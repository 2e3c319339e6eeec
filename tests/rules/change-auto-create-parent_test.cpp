#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_auto_create_parent_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-auto-create-parent";

using Properties = std::vector<std::pair<std::string, std::string>>;

const Properties kManaged{
    {"yarn.scheduler.capacity.root.queues", "users"},
    {"yarn.scheduler.capacity.root.users.capacity", "100"},
    {"yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled", "true"}};
const Properties kParent{{"yarn.scheduler.capacity.root.queues", "users"},
                         {"yarn.scheduler.capacity.root.users.capacity", "100"},
                         {"yarn.scheduler.capacity.root.users.queues", "alice"},
                         {"yarn.scheduler.capacity.root.users.alice.capacity", "100"}};
const Properties kLeaf{{"yarn.scheduler.capacity.root.queues", "users"},
                       {"yarn.scheduler.capacity.root.users.capacity", "100"}};

testing::Files change(const Properties& before, const Properties& after) {
  return {{"old/capacity-scheduler.xml", conf_xml(before)},
          {"new/capacity-scheduler.xml", conf_xml(after)}};
}

// CapacitySchedulerConfigValidator.validateQueueHierarchy (3.1+): a ParentQueue cannot become a
// ManagedParentQueue, nor a ManagedParentQueue a leaf or a plain parent.
TEST(ChangeAutoCreateParent, NeitherWayOnARefresh) {
  const auto to_managed = run_change_rule(change(kParent, kManaged), kRule);
  ASSERT_EQ(to_managed.size(), 1u);
  EXPECT_NE(to_managed[0].details[0].find("Can not convert parent queue: root.users to auto "
                                          "create enabled parent queue"),
            std::string::npos);
  for (const Properties& after : {kLeaf, kParent}) {
    const auto from_managed = run_change_rule(change(kManaged, after), kRule);
    ASSERT_EQ(from_managed.size(), 1u);
    EXPECT_NE(from_managed[0].details[0].find(
                  "Cannot convert auto create enabled parent queue: root.users to leaf queue"),
              std::string::npos);
  }
}

TEST(ChangeAutoCreateParent, SilentWhenTheKindStaysAndBefore3_1) {
  EXPECT_TRUE(run_change_rule(change(kManaged, kManaged), kRule).empty());
  // A leaf that becomes an auto-creating parent is a leaf becoming a parent: the other rule's.
  EXPECT_TRUE(run_change_rule(change(kLeaf, kManaged), kRule).empty());
  EXPECT_EQ(run_change_rule(change(kLeaf, kManaged), "change-queue-type-converted").size(), 1u);
  EXPECT_TRUE(run_change_rule(change(kParent, kManaged), kRule, "3.0").empty());
}

}  // namespace change_auto_create_parent_test
}  // namespace schedlint
