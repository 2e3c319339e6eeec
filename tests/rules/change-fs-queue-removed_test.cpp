#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_fs_queue_removed_test {

using testing::run_change_rule;

constexpr const char* kRule = "change-fs-queue-removed";

const std::string kBefore = R"(<allocations>
  <queue name="prod">
    <queue name="etl"/>
    <queue name="bi"><queue name="daily"/></queue>
  </queue>
  <queue name="adhoc"/>
</allocations>
)";

// QueueManager keeps a queue dropped from the file while it has applications: until it is empty
// from 3.2 (YARN-8191, removeEmptyDynamicQueues), until a restart before.
TEST(ChangeFsQueueRemoved, ARemovedSubtreeIsOneFindingOnItsParent) {
  const std::string after = R"(<allocations>
  <queue name="prod">
    <queue name="etl"/>
  </queue>
  <queue name="adhoc"/>
</allocations>
)";
  const auto f = run_change_rule(
      {{"old/fair-scheduler.xml", kBefore}, {"new/fair-scheduler.xml", after}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.prod.bi");
  EXPECT_EQ(f[0].loc.line, 2);  // root.prod's element in the new file
  EXPECT_NE(f[0].message.find("until its last application ends"), std::string::npos);
  const auto old = run_change_rule(
      {{"old/fair-scheduler.xml", kBefore}, {"new/fair-scheduler.xml", after}}, kRule, "3.1");
  ASSERT_EQ(old.size(), 1u);
  EXPECT_NE(old[0].message.find("until the ResourceManager restarts"), std::string::npos);
}

TEST(ChangeFsQueueRemoved, SilentWhenEveryQueueStaysOrOnlyDefaultGoes) {
  EXPECT_TRUE(run_change_rule(
                  {{"old/fair-scheduler.xml", kBefore}, {"new/fair-scheduler.xml", kBefore}}, kRule)
                  .empty());
  EXPECT_TRUE(run_change_rule({{"old/fair-scheduler.xml",
                                "<allocations>\n  <queue name=\"default\"/>\n</allocations>\n"},
                               {"new/fair-scheduler.xml", "<allocations>\n</allocations>\n"}},
                              kRule)
                  .empty());
}

}  // namespace change_fs_queue_removed_test
}  // namespace schedlint
