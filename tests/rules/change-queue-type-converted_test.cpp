#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_queue_type_converted_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-queue-type-converted";

using Properties = std::vector<std::pair<std::string, std::string>>;

const Properties kLeaf{{"yarn.scheduler.capacity.root.queues", "prod"},
                       {"yarn.scheduler.capacity.root.prod.capacity", "100"}};
const Properties kParent{{"yarn.scheduler.capacity.root.queues", "prod"},
                         {"yarn.scheduler.capacity.root.prod.capacity", "100"},
                         {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                         {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"}};

testing::Files change(Properties before, Properties after) {
  return {{"old/capacity-scheduler.xml", conf_xml(before)},
          {"new/capacity-scheduler.xml", conf_xml(after)}};
}

Properties with(Properties p, std::string key, std::string value) {
  p.push_back({std::move(key), std::move(value)});
  return p;
}

// TestCapacitySchedulerConfigValidator: "Can not convert the leaf queue: ... to parent queue since
// it is not yet in stopped state."
TEST(ChangeQueueTypeConverted, ARunningLeafCannotBecomeAParent) {
  const auto f = run_change_rule(change(kLeaf, kParent), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.prod");
  EXPECT_NE(f[0].details[0].find("Can not convert the leaf queue: root.prod to parent queue since "
                                 "it is not yet in stopped state. Current State : RUNNING"),
            std::string::npos)
      << f[0].details[0];
  EXPECT_TRUE(
      run_change_rule(
          change(with(kLeaf, "yarn.scheduler.capacity.root.prod.state", "STOPPED"), kParent), kRule)
          .empty());
}

// 3.3 also takes the new queue's STOPPED state; 3.1 only the running one.
TEST(ChangeQueueTypeConverted, TheNewStateCountsFrom3_3) {
  const auto files =
      change(kLeaf, with(kParent, "yarn.scheduler.capacity.root.prod.state", "STOPPED"));
  EXPECT_TRUE(run_change_rule(files, kRule, "3.3").empty());
  EXPECT_EQ(run_change_rule(files, kRule, "3.1").size(), 1u);
}

// From 2.9 (2.9.1's ParentQueue.reinitialize) and 3.1 a parent may become a leaf; in 2.7, 2.8 and
// 3.0, LeafQueue/ParentQueue.reinitialize refuse either way ("Trying to reinitialize root.prod
// from root.prod").
TEST(ChangeQueueTypeConverted, ParentToLeafOnlyRefusedIn28And30) {
  EXPECT_TRUE(run_change_rule(change(kParent, kLeaf), kRule, "3.3").empty());
  EXPECT_TRUE(run_change_rule(change(kParent, kLeaf), kRule, "2.9").empty());
  EXPECT_TRUE(run_change_rule(change(kParent, kLeaf), kRule, "2.10").empty());
  EXPECT_EQ(run_change_rule(change(kParent, kLeaf), kRule, "3.0").size(), 1u);
  const auto old = run_change_rule(change(kParent, kLeaf), kRule, "2.8");
  ASSERT_EQ(old.size(), 1u);
  EXPECT_NE(old[0].details[0].find("Trying to reinitialize root.prod from root.prod"),
            std::string::npos);
  EXPECT_EQ(run_change_rule(
                change(with(kLeaf, "yarn.scheduler.capacity.root.prod.state", "STOPPED"), kParent),
                kRule, "2.8")
                .size(),
            1u);
}

}  // namespace change_queue_type_converted_test
}  // namespace schedlint
