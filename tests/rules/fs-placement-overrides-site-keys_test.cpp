#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_placement_overrides_site_keys_test {

using testing::run_rule;

constexpr const char* kRule = "fs-placement-overrides-site-keys";

TEST(FsPlacementOverridesSiteKeys, BothKeysAreReportedWhenAPolicyReplacesThem) {
  // AllocationFileLoaderService builds the placement from <queuePlacementPolicy> alone.
  const std::string site =
      testing::conf_xml({{"yarn.resourcemanager.scheduler.class", kFairSchedulerClass},
                         {"yarn.scheduler.fair.user-as-default-queue", "false"},
                         {"yarn.scheduler.fair.allow-undeclared-pools", "false"}});
  const std::string with_policy =
      "<allocations>\n  <queue name=\"etl\"/>\n  <queuePlacementPolicy>\n"
      "    <rule name=\"specified\"/>\n    <rule name=\"default\" queue=\"etl\"/>\n"
      "  </queuePlacementPolicy>\n</allocations>\n";
  const auto f = run_rule({{"yarn-site.xml", site}, {"fair-scheduler.xml", with_policy}}, kRule);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
  // Without a placement policy both keys shape the default one.
  EXPECT_TRUE(
      run_rule({{"yarn-site.xml", site},
                {"fair-scheduler.xml", "<allocations>\n  <queue name=\"etl\"/>\n</allocations>\n"}},
               kRule)
          .empty());
}

}  // namespace fs_placement_overrides_site_keys_test
}  // namespace schedlint
