#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_user_weight_out_of_range_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-user-weight-out-of-range";

std::vector<Finding> run(const std::string& weight, const std::string& version = "3.3") {
  return run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                  {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                  {"yarn.scheduler.capacity.root.etl.minimum-user-limit-percent", "50"},
                  {"yarn.scheduler.capacity.root.etl.user-settings.alice.weight", weight}})}},
      kRule, version);
}

TEST(CsUserWeightOutOfRange, SilentWithinTheBound) {
  EXPECT_TRUE(run("2").empty());
}

}  // namespace cs_user_weight_out_of_range_test
}  // namespace schedlint
