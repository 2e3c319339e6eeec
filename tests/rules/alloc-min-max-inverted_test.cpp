#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace alloc_min_max_inverted_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "alloc-min-max-inverted";
constexpr const char* kFairScheduler =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler";

// TestCapacitySchedulerConfigValidator / CapacityScheduler.validateConf.
TEST(AllocMinMaxInverted, MinimumAboveMaximumIsAnErrorAtTheMaximum) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "16384"},
                                            {"yarn.scheduler.maximum-allocation-mb", "8192"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kError);
  EXPECT_EQ(f[0].loc.line, 3);
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 2);
  EXPECT_EQ(
      f[0].message,
      "yarn.scheduler.minimum-allocation-mb=16384, yarn.scheduler.maximum-allocation-mb=8192: "
      "the ResourceManager does not start (\"Invalid resource scheduler memory allocation "
      "configuration ... min and max should be greater than 0, max should be no smaller than "
      "min\")");
}

TEST(AllocMinMaxInverted, ZeroMinimumIsRefusedByTheCapacitySchedulerOnly) {
  const auto cs = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-vcores", "0"}})}}, kRule);
  ASSERT_EQ(cs.size(), 1u);
  EXPECT_TRUE(run_rule({{"yarn-site.xml",
                         conf_xml({{"yarn.resourcemanager.scheduler.class", kFairScheduler},
                                   {"yarn.scheduler.minimum-allocation-vcores", "0"}})}},
                       kRule)
                  .empty());
}

TEST(AllocMinMaxInverted, SilentForValidOrDefaultSettings) {
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "512"},
                                            {"yarn.scheduler.maximum-allocation-mb", "512"}})}},
               kRule)
          .empty());
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}})}}, kRule).empty());
}

}  // namespace alloc_min_max_inverted_test
}  // namespace schedlint
