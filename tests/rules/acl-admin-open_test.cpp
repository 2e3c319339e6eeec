#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace acl_admin_open_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "acl-admin-open";

TEST(AclAdminOpen, FiresWhenAclsAreOnAndAdminAclIsLeftAtItsDefault) {
  const auto f = run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}})}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 2);
  EXPECT_NE(f[0].message.find("yarn.admin.acl is not set and defaults to \"*\""),
            std::string::npos);
}

TEST(AclAdminOpen, FiresAtAnExplicitStar) {
  const auto f = run_rule(
      {{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"}, {"yarn.admin.acl", "*"}})}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
}

TEST(AclAdminOpen, SilentWhenRestrictedOrWhenAclsAreOff) {
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.acl.enable", "true"},
                                                    {"yarn.admin.acl", "yarn hadoop-admins"}})}},
                       kRule)
                  .empty());
  EXPECT_TRUE(run_rule({{"yarn-site.xml", conf_xml({{"yarn.admin.acl", "*"}})}}, kRule).empty());
}

}  // namespace acl_admin_open_test
}  // namespace schedlint
