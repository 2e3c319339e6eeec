#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_queue_removed_running_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-queue-removed-running";

// root.prod and root.adhoc (with adhoc's extra properties), then root.prod alone plus `after`.
testing::Files removal(const std::vector<std::pair<std::string, std::string>>& before_extra,
                       const std::vector<std::pair<std::string, std::string>>& after_extra = {}) {
  std::vector<std::pair<std::string, std::string>> before{
      {"yarn.scheduler.capacity.root.queues", "prod,adhoc"},
      {"yarn.scheduler.capacity.root.prod.capacity", "80"},
      {"yarn.scheduler.capacity.root.adhoc.capacity", "20"}};
  before.insert(before.end(), before_extra.begin(), before_extra.end());
  std::vector<std::pair<std::string, std::string>> after{
      {"yarn.scheduler.capacity.root.queues", "prod"},
      {"yarn.scheduler.capacity.root.prod.capacity", "100"}};
  after.insert(after.end(), after_extra.begin(), after_extra.end());
  return {{"old/capacity-scheduler.xml", conf_xml(before)},
          {"new/capacity-scheduler.xml", conf_xml(after)}};
}

// TestCapacitySchedulerConfigValidator#testValidateQueueHierarchy: a RUNNING queue cannot be
// deleted ("cannot be deleted from the capacity scheduler configuration").
TEST(ChangeQueueRemovedRunning, ARunningQueueCannotBeDeleted) {
  const auto f = run_change_rule(removal({}), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
  // On the edited line of the version after: root.queues.
  EXPECT_EQ(f[0].loc.file, "new/capacity-scheduler.xml");
  EXPECT_EQ(f[0].loc.line, 2);
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.file, "old/capacity-scheduler.xml");
  EXPECT_NE(f[0].details[0].find("root.adhoc cannot be deleted from the capacity scheduler "
                                 "configuration, as the queue is not yet in stopped state. "
                                 "Current State : RUNNING"),
            std::string::npos)
      << f[0].details[0];
}

TEST(ChangeQueueRemovedRunning, AStoppedQueueMayBeDeleted) {
  EXPECT_TRUE(
      run_change_rule(removal({{"yarn.scheduler.capacity.root.adhoc.state", "STOPPED"}}), kRule)
          .empty());
}

// From 3.3 the validator also reads the state from the new configuration: a state key left there
// as STOPPED (exactly: QueueState.valueOf) lets the deletion through; 3.1 and 3.2 do not read it.
TEST(ChangeQueueRemovedRunning, AStoppedStateLeftInTheNewFileCountsFrom3_3) {
  const auto left = removal({}, {{"yarn.scheduler.capacity.root.adhoc.state", "STOPPED"}});
  EXPECT_TRUE(run_change_rule(left, kRule, "3.3").empty());
  EXPECT_EQ(run_change_rule(left, kRule, "3.2").size(), 1u);
  const auto lower = removal({}, {{"yarn.scheduler.capacity.root.adhoc.state", "stopped"}});
  EXPECT_EQ(run_change_rule(lower, kRule, "3.3").size(), 1u);
}

// In 2.7, 2.8 and 3.0 (CapacityScheduler.validateExistingQueues) no deletion passes, STOPPED or
// not; 2.9.1's CapacitySchedulerQueueManager.validateQueueHierarchy deletes a STOPPED queue,
// as 3.1.
TEST(ChangeQueueRemovedRunning, NoDeletionIn28And30) {
  const auto stopped = removal({{"yarn.scheduler.capacity.root.adhoc.state", "STOPPED"}});
  for (const char* version : {"2.8", "3.0"}) {
    const auto f = run_change_rule(stopped, kRule, version);
    ASSERT_EQ(f.size(), 1u) << version;
    EXPECT_NE(f[0].details[0].find("adhoc cannot be found during refresh!"), std::string::npos);
  }
  for (const char* version : {"2.9", "2.10", "3.1"})
    EXPECT_TRUE(run_change_rule(stopped, kRule, version).empty()) << version;
  const auto running = run_change_rule(removal({}), kRule, "2.9");
  ASSERT_EQ(running.size(), 1u);
  EXPECT_NE(running[0].details[0].find("is not yet in stopped state"), std::string::npos);
}

// A deleted subtree is one finding (its top), and its children under a stopped parent are
// stopped too.
TEST(ChangeQueueRemovedRunning, OneFindingPerDeletedSubtree) {
  const auto files = removal({{"yarn.scheduler.capacity.root.adhoc.queues", "a,b"},
                              {"yarn.scheduler.capacity.root.adhoc.a.capacity", "50"},
                              {"yarn.scheduler.capacity.root.adhoc.b.capacity", "50"}});
  const auto f = run_change_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
}

}  // namespace change_queue_removed_running_test
}  // namespace schedlint
