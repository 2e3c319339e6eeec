#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_user_limit_factor_caps_elasticity_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-user-limit-factor-caps-elasticity";

std::vector<Finding> run(const std::vector<std::pair<std::string, std::string>>& adhoc,
                         const std::string& v = "3.3") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
      {"yarn.scheduler.capacity.root.etl.capacity", "80"},
      {"yarn.scheduler.capacity.root.etl.user-limit-factor", "1.25"},  // 80% x 1.25: all of it
      {"yarn.scheduler.capacity.root.adhoc.capacity", "20"}};
  p.insert(p.end(), adhoc.begin(), adhoc.end());
  return run_rule({{"capacity-scheduler.xml", conf_xml(p)}}, kRule, v);
}

TEST(CsUserLimitFactorCapsElasticity, SilentWhenTheFactorReachesTheMaximum) {
  EXPECT_TRUE(run({{"yarn.scheduler.capacity.root.adhoc.maximum-capacity", "100"},
                   {"yarn.scheduler.capacity.root.adhoc.user-limit-factor", "5"}})
                  .empty());
}

}  // namespace cs_user_limit_factor_caps_elasticity_test
}  // namespace schedlint
