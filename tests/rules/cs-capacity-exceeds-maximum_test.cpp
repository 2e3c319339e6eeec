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
}

TEST(CsCapacityExceedsMaximum, SilentWhenTheMaximumIsAtLeastTheCapacity) {
  EXPECT_TRUE(run_rule({{"capacity-scheduler.xml", config("80", "90")}}, kRule).empty());
}

}  // namespace cs_capacity_exceeds_maximum_test
}  // namespace schedlint
