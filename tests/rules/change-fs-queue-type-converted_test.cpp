#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_fs_queue_type_converted_test {

using testing::run_change_rule;

constexpr const char* kRule = "change-fs-queue-type-converted";

const std::string kLeaf = "<allocations>\n  <queue name=\"analytics\"/>\n</allocations>\n";
const std::string kParent =
    "<allocations>\n  <queue name=\"analytics\">\n    <queue name=\"daily\"/>\n  </queue>\n"
    "</allocations>\n";
const std::string kDeclaredParent =
    "<allocations>\n  <queue name=\"analytics\" type=\"parent\"/>\n</allocations>\n";

// QueueManager.removeEmptyIncompatibleQueues: converted only once empty; YARN-8191 (3.2) retries
// it on every check.
TEST(ChangeFsQueueTypeConverted, BothWaysAtTheNewElement) {
  const auto to_parent = run_change_rule(
      {{"old/fair-scheduler.xml", kLeaf}, {"new/fair-scheduler.xml", kParent}}, kRule);
  ASSERT_EQ(to_parent.size(), 1u);
  EXPECT_EQ(to_parent[0].loc.line, 2);
  EXPECT_NE(to_parent[0].message.find("root.analytics becomes a parent"), std::string::npos);
  EXPECT_NE(to_parent[0].message.find("retries the conversion"), std::string::npos);
  const auto to_leaf = run_change_rule(
      {{"old/fair-scheduler.xml", kDeclaredParent}, {"new/fair-scheduler.xml", kLeaf}}, kRule,
      "3.1");
  ASSERT_EQ(to_leaf.size(), 1u);
  EXPECT_NE(to_leaf[0].message.find("becomes a leaf"), std::string::npos);
  EXPECT_NE(to_leaf[0].message.find("waits for a reload"), std::string::npos);
}

TEST(ChangeFsQueueTypeConverted, SilentWhenTheKindStays) {
  EXPECT_TRUE(
      run_change_rule(
          {{"old/fair-scheduler.xml", kParent}, {"new/fair-scheduler.xml", kDeclaredParent}}, kRule)
          .empty());
}

}  // namespace change_fs_queue_type_converted_test
}  // namespace schedlint
