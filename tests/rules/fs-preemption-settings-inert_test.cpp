// fs-preemption-settings-inert: what its fixtures
// (tests/fixtures/rules/fs-preemption-settings-inert/) do not show.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace fs_preemption_settings_inert_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "fs-preemption-settings-inert";
constexpr const char* kFairScheduler =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler";

const std::string kAllocations = R"(<allocations>
  <queue name="etl">
    <minResources>40960 mb, 10 vcores</minResources>
    <minSharePreemptionTimeout>30</minSharePreemptionTimeout>
  </queue>
  <queue name="adhoc"><fairSharePreemptionThreshold>0.6</fairSharePreemptionThreshold></queue>
</allocations>
)";

testing::Files files(const std::string& preemption) {
  std::vector<std::pair<std::string, std::string>> site{
      {"yarn.resourcemanager.scheduler.class", kFairScheduler}};
  if (!preemption.empty()) site.push_back({"yarn.scheduler.fair.preemption", preemption});
  return {{"yarn-site.xml", conf_xml(site)}, {"fair-scheduler.xml", kAllocations}};
}

// One cause, one finding: preemption is off. preempt-disabled-with-elasticity, which says the
// same of a queue with minResources, stays silent once the file holds preemption settings.
TEST(FsPreemptionSettingsInert, OneFindingForPreemptionOffWithEveryInertSettingRelated) {
  for (const char* version : {"2.7", "2.10", "3.3"}) {
    const auto f = run_rule(files("false"), kRule, version);
    ASSERT_EQ(f.size(), 1u) << version;
    EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
    EXPECT_EQ(f[0].queue, "root.etl");
    ASSERT_EQ(f[0].related.size(), 2u);
    EXPECT_EQ(f[0].related[0].loc.line, 4);
    EXPECT_EQ(f[0].related[1].loc.line, 6);
    EXPECT_TRUE(run_rule(files("false"), "preempt-disabled-with-elasticity", version).empty());
  }
}

TEST(FsPreemptionSettingsInert, WithoutTheKeyTheFindingIsOnTheFirstSetting) {
  const auto f = run_rule(files(""), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "fair-scheduler.xml");
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].related.size(), 1u);
}

TEST(FsPreemptionSettingsInert, SilentWithPreemptionOn) {
  EXPECT_TRUE(run_rule(files("true"), kRule).empty());
}

}  // namespace fs_preemption_settings_inert_test
}  // namespace schedlint
