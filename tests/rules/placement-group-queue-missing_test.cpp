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
