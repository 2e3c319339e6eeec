#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_max_applications_zero_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-max-applications-zero";

// TestApplicationLimits: maxApplications = (int)(maximum-applications x absolute capacity); a
// queue with capacity 0 and no limit of its own truncates to 0.
TEST(CsMaxApplicationsZero, AZeroCapacityQueueTruncatesToZero) {
  const auto f = run_rule({{"capacity-scheduler.xml",
                            conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,spare"},
                                      {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                                      {"yarn.scheduler.capacity.root.spare.capacity", "0"}})}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.spare");
  EXPECT_NE(f[0].message.find("10000 x absolute capacity 0 truncates to 0"), std::string::npos);
}

TEST(CsMaxApplicationsZero, SilentWhenTheHierarchyIsRefusedAnyway) {
  // The children of root add up to 0: cs-children-capacity-sum says so; 0 applications would
  // only repeat it.
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml",
                         conf_xml({{"yarn.scheduler.capacity.root.queues", "a"}})}},
                       kRule)
                  .empty());
}

// Issue 31: retiring a queue the documented way (STOPPED, capacity 0) is not an error of its own:
// a STOPPED queue accepts no submission anyway. Running again, it is.
TEST(CsMaxApplicationsZero, SilentForAStoppedQueue) {
  const auto conf = [](const std::string& state) {
    return conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,spare"},
                     {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                     {"yarn.scheduler.capacity.root.spare.capacity", "0"},
                     {"yarn.scheduler.capacity.root.spare.state", state}});
  };
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", conf("STOPPED")}}, kRule).empty());
  EXPECT_EQ(run_rule({{"capacity-scheduler.xml", conf("RUNNING")}}, kRule).size(), 1u);
}

}  // namespace cs_max_applications_zero_test
}  // namespace schedlint
