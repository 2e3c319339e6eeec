#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace acl_not_enforced_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "acl-not-enforced";
constexpr const char* kFairWithAcl = R"(<allocations>
  <queue name="etl"><aclSubmitApps>etl-svc etl-team</aclSubmitApps></queue>
</allocations>
)";

TEST(AclNotEnforced, FiresAtAnExplicitFalse) {
  const auto f = run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "false"}})},
                           {"fair-scheduler.xml", kFairWithAcl}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "yarn-site.xml");
  EXPECT_EQ(f[0].loc.line, 2);
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 2);
}

TEST(AclNotEnforced, FiresAtTheAclWhenYarnSiteLeavesTheDefault) {
  const auto f =
      run_rule({{"yarn-site.xml", conf_xml({{"yarn.resourcemanager.scheduler.class",
                                             "org.apache.hadoop.yarn.server.resourcemanager."
                                             "scheduler.fair.FairScheduler"}})},
                {"fair-scheduler.xml", kFairWithAcl}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "fair-scheduler.xml");
}

TEST(AclNotEnforced, SilentWhenEnabledWithoutYarnSiteOrWithoutRestrictions) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}})},
                        {"fair-scheduler.xml", kFairWithAcl}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", kFairWithAcl}}, kRule).empty());
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "false"}})},
                        {"fair-scheduler.xml", "<allocations><queue name=\"a\"/></allocations>\n"}},
                       kRule)
                  .empty());
}

}  // namespace acl_not_enforced_test
}  // namespace schedlint
