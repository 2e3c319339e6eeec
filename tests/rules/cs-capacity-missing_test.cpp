#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_capacity_missing_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-capacity-missing";

const std::string kConfig = conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                                      {"yarn.scheduler.capacity.root.etl.capacity", "100"}});

// Before 3.1 a missing capacity reads -1 ("Illegal capacity of -1.0 for queue root.adhoc").
TEST(CsCapacityMissing, RefusedBefore3_1) {
  const auto f = run_rule({{"capacity-scheduler.xml", kConfig}}, kRule, "3.0");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
}

}  // namespace cs_capacity_missing_test
}  // namespace schedlint
