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

// UsersManager.computeUserLimit caps a user at guarantee x user-limit-factor: 20% x 1 of an
// explicit 100% maximum.
TEST(CsUserLimitFactorCapsElasticity, DefaultFactorUnderAnExplicitMaximum) {
  const auto f = run({{"yarn.scheduler.capacity.root.adhoc.maximum-capacity", "100"}});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(f[0].loc.line, 6);  // the maximum-capacity: no user-limit-factor is set
  EXPECT_EQ(
      f[0].message,
      "one user of root.adhoc can hold at most 20.00% of the cluster (capacity 20.00% x "
      "user-limit-factor 1), though the queue may grow to 100.00%: a lone user leaves the rest "
      "idle; raise user-limit-factor to 5");
}

TEST(CsUserLimitFactorCapsElasticity, AtTheFactorWhenSet) {
  const auto f = run({{"yarn.scheduler.capacity.root.adhoc.maximum-capacity", "60"},
                      {"yarn.scheduler.capacity.root.adhoc.user-limit-factor", "2"}});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 7);
  EXPECT_NE(f[0].message.find("raise user-limit-factor to 3"), std::string::npos) << f[0].message;
}

TEST(CsUserLimitFactorCapsElasticity, SilentWhenTheFactorReachesTheMaximum) {
  EXPECT_TRUE(run({{"yarn.scheduler.capacity.root.adhoc.maximum-capacity", "100"},
                   {"yarn.scheduler.capacity.root.adhoc.user-limit-factor", "5"}})
                  .empty());
}

TEST(CsUserLimitFactorCapsElasticity, TheDefaultsAreTheClassicTrap) {
  // user-limit-factor 1 and maximum-capacity unset (100%): a lone user stops at the guarantee.
  const auto f = run({});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 5);  // the capacity: nothing else is set
  EXPECT_NE(f[0].message.find("may grow to 100.00% (maximum-capacity unset)"), std::string::npos)
      << f[0].message;
}

}  // namespace cs_user_limit_factor_caps_elasticity_test
}  // namespace schedlint
