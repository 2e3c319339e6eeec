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

TEST(AclAdminOpen, TheAnonymousWebUserInAnAdminAclIsEveryone) {
  const auto f = run_rule(
      {{"yarn-site.xml",
        testing::conf_xml({{"yarn.acl.enable", "true"}, {"yarn.admin.acl", "yarn,dr.who"}})}},
      "acl-admin-open");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_NE(f[0].message.find("yarn.admin.acl names dr.who"), std::string::npos) << f[0].message;
}

TEST(AclAdminOpen, TheAnonymousWebUserInAQueueAdministerAcl) {
  const auto f =
      run_rule({{"yarn-site.xml",
                 testing::conf_xml({{"yarn.acl.enable", "true"}, {"yarn.admin.acl", "yarn"}})},
                {"capacity-scheduler.xml",
                 testing::conf_xml(
                     {{"yarn.scheduler.capacity.root.queues", "a"},
                      {"yarn.scheduler.capacity.root.a.capacity", "100"},
                      {"yarn.scheduler.capacity.root.a.acl_administer_queue", "dr.who ops"}})}},
               "acl-admin-open");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.a");
  EXPECT_EQ(f[0].loc.line, 4);
  // Only the exact user: a group named dr.who, or ACLs not enforced, is another matter.
  EXPECT_TRUE(run_rule({{"yarn-site.xml", testing::conf_xml({{"yarn.acl.enable", "true"},
                                                             {"yarn.admin.acl", "yarn dr.who"}})}},
                       "acl-admin-open")
                  .empty());
}

}  // namespace acl_admin_open_test
}  // namespace schedlint
