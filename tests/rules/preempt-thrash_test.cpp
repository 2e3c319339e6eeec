#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace preempt_thrash_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "preempt-thrash";
constexpr const char* kPrefix = "yarn.resourcemanager.monitor.capacity.preemption.";

std::vector<Finding> run(const std::string& dead_zone, const std::string& factor,
                         bool monitor = true) {
  return run_rule(
      {{"yarn-site.xml",
        conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", monitor ? "true" : "false"},
                  {std::string(kPrefix) + "max_ignored_over_capacity", dead_zone},
                  {std::string(kPrefix) + "natural_termination_factor", factor}})},
       {"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                  {"yarn.scheduler.capacity.root.default.capacity", "100"}})}},
      kRule);
}

TEST(PreemptThrash, NoDeadZoneAndALargeShareEachRound) {
  const auto f = run("0", "1.0");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 4);
}

TEST(PreemptThrash, SilentWithADeadZoneOrTheDefaultsOrTheMonitorOff) {
  EXPECT_TRUE(run("0.1", "1.0").empty());
  EXPECT_TRUE(run("0", "0.2").empty());  // 20% of the overage per round, 10% of the cluster
  EXPECT_TRUE(run("0", "1.0", false).empty());
}

}  // namespace preempt_thrash_test
}  // namespace schedlint
