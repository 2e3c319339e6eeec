#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace change_queue_moved_test {

using testing::conf_xml;
using testing::run_change_rule;

constexpr const char* kRule = "change-queue-moved";

// root.dev.test moves to root.prod.test.
testing::Files move(bool stopped_first) {
  std::vector<std::pair<std::string, std::string>> before{
      {"yarn.scheduler.capacity.root.queues", "prod,dev"},
      {"yarn.scheduler.capacity.root.prod.capacity", "70"},
      {"yarn.scheduler.capacity.root.prod.queues", "etl"},
      {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
      {"yarn.scheduler.capacity.root.dev.capacity", "30"},
      {"yarn.scheduler.capacity.root.dev.queues", "test,qa"},
      {"yarn.scheduler.capacity.root.dev.test.capacity", "50"},
      {"yarn.scheduler.capacity.root.dev.qa.capacity", "50"}};
  if (stopped_first) before.push_back({"yarn.scheduler.capacity.root.dev.test.state", "STOPPED"});
  return {{"old/capacity-scheduler.xml", conf_xml(before)},
          {"new/capacity-scheduler.xml",
           conf_xml({{"yarn.scheduler.capacity.root.queues", "prod,dev"},
                     {"yarn.scheduler.capacity.root.prod.capacity", "70"},
                     {"yarn.scheduler.capacity.root.prod.queues", "etl,test"},
                     {"yarn.scheduler.capacity.root.prod.etl.capacity", "80"},
                     {"yarn.scheduler.capacity.root.prod.test.capacity", "20"},
                     {"yarn.scheduler.capacity.root.dev.capacity", "30"},
                     {"yarn.scheduler.capacity.root.dev.queues", "qa"},
                     {"yarn.scheduler.capacity.root.dev.qa.capacity", "100"}})}};
}

// Before 3.3 queues are matched by short name and a move is refused, stopped or not
// (CapacitySchedulerQueueManager.validateQueueHierarchy: "is moved from:... to:...").
TEST(ChangeQueueMoved, RefusedByShortNameBefore3_3) {
  for (bool stopped : {false, true}) {
    const auto f = run_change_rule(move(stopped), kRule, "3.2");
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].queue, "root.prod.test");
    EXPECT_EQ(f[0].loc.file, "new/capacity-scheduler.xml");
    EXPECT_NE(f[0].details[0].find(
                  "test is moved from:root.dev.test to:root.prod.test after refresh, which is not "
                  "allowed."),
              std::string::npos)
        << f[0].details[0];
  }
}

// From 3.3 (full paths) a move deletes the old queue: refused while it runs, fine once stopped.
TEST(ChangeQueueMoved, FromFullPaths3_3AMoveIsADeletion) {
  const auto running = run_change_rule(move(false), kRule, "3.3");
  ASSERT_EQ(running.size(), 1u);
  EXPECT_NE(running[0].details[0].find("root.dev.test cannot be deleted"), std::string::npos);
  EXPECT_TRUE(run_change_rule(move(true), kRule, "3.3").empty());
}

TEST(ChangeQueueMoved, NotAMoveWhenTheQueueStays) {
  auto files = move(false);
  files[1] = files[0];
  files[1].first = "new/capacity-scheduler.xml";
  EXPECT_TRUE(run_change_rule(files, kRule).empty());
  // ... nor is the move also reported as a deletion.
  EXPECT_TRUE(run_change_rule(move(false), "change-queue-removed-running").empty());
}

}  // namespace change_queue_moved_test
}  // namespace schedlint
