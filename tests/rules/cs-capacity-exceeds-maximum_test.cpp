#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_capacity_exceeds_maximum_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-capacity-exceeds-maximum";

std::string config(const std::string& b2_capacity, const std::string& b2_max) {
  return conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                   {"yarn.scheduler.capacity.root.a.capacity", "50"},
                   {"yarn.scheduler.capacity.root.b.capacity", "50"},
                   {"yarn.scheduler.capacity.root.b.queues", "b1,b2"},
                   {"yarn.scheduler.capacity.root.b.b1.capacity", "20"},
                   {"yarn.scheduler.capacity.root.b.b2.capacity", b2_capacity},
                   {"yarn.scheduler.capacity.root.b.b2.maximum-capacity", b2_max}});
}

TEST(CsCapacityExceedsMaximum, AbsoluteCapacityAboveAbsoluteMaximum) {
  const auto f = run_rule({{"capacity-scheduler.xml", config("80", "30")}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.b.b2");
  EXPECT_EQ(f[0].loc.line, 8);  // the maximum-capacity
  EXPECT_NE(f[0].message.find("(abs-capacity=0.4) > (abs-maximum-capacity=0.3)"), std::string::npos)
      << f[0].message;
}

// CSQueueUtils.checkMaxCapacity / checkAbsoluteCapacity: 3.x compares absolute values only (b2: 80%
// of 50% = 0.4 against 40% of 100% = 0.4 passes); 2.7/2.8 also compare the relative ones (80 > 40)
// and refuse.
TEST(CsCapacityExceedsMaximum, RelativeComparisonOnlyBefore2_9) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", config("80", "40")}}, kRule, "3.3").empty());
  const auto old = run_rule({{"capacity-scheduler.xml", config("80", "40")}}, kRule, "2.8");
  ASSERT_EQ(old.size(), 1u);
  EXPECT_NE(old[0].message.find("(capacity=0.8) > (maximum-capacity=0.4)"), std::string::npos)
      << old[0].message;
}

// 3.4 has no such check any more.
TEST(CsCapacityExceedsMaximum, NotCheckedIn3_4) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", config("80", "30")}}, kRule, "3.4").empty());
}

TEST(CsCapacityExceedsMaximum, SilentWhenTheMaximumIsAtLeastTheCapacity) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", config("80", "90")}}, kRule).empty());
}

}  // namespace cs_capacity_exceeds_maximum_test
}  // namespace schedlint
