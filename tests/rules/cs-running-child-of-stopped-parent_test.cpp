#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_running_child_of_stopped_parent_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-running-child-of-stopped-parent";

std::vector<Finding> run(bool child_running, const std::string& version = "3.3") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "prod"},
      {"yarn.scheduler.capacity.root.prod.capacity", "100"},
      {"yarn.scheduler.capacity.root.prod.state", "STOPPED"},
      {"yarn.scheduler.capacity.root.prod.queues", "etl"},
      {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"}};
  if (child_running) p.push_back({"yarn.scheduler.capacity.root.prod.etl.state", "RUNNING"});
  return run_rule({{"capacity-scheduler.xml", conf_xml(p)}}, kRule, version);
}

// TestCapacitySchedulerConfigValidator / TestQueueState: from 3.0 a RUNNING child of a STOPPED
// parent is refused.
TEST(CsRunningChildOfStoppedParent, RefusedFrom3_0AtTheChildState) {
  const auto f = run(true);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 7);
  EXPECT_NE(f[0].message.find("cannot be STOPPED as the child queue"), std::string::npos)
      << f[0].message;
  EXPECT_TRUE(run(true, "2.8").empty());
}

TEST(CsRunningChildOfStoppedParent, SilentWhenTheChildInherits) {
  EXPECT_TRUE(run(false).empty());
}

}  // namespace cs_running_child_of_stopped_parent_test
}  // namespace schedlint
