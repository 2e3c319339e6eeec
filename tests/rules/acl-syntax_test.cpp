#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace acl_syntax_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "acl-syntax";

std::vector<Finding> fs_acl(const std::string& acl) {
  return run_rule(
      {{"fair-scheduler.xml", "<allocations>\n<queue name=\"etl\">\n<aclSubmitApps>" + acl +
                                  "</aclSubmitApps>\n</queue>\n</allocations>\n"}},
      kRule);
}

TEST(AclSyntax, SpaceAfterACommaTurnsTheRestIntoGroups) {
  const auto f = fs_acl("alice, bob");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 3);
  EXPECT_EQ(f[0].queue, "root.etl");
  EXPECT_NE(f[0].message.find("(users alice, groups bob)"), std::string::npos) << f[0].message;
}

TEST(AclSyntax, ASecondSpaceMakesAGroupNameWithASpace) {
  const auto f = fs_acl("alice bob carol");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("\"bob carol\" is read as one group name"), std::string::npos);
}

TEST(AclSyntax, ALineBreakBeforeTheNamesMakesThemGroups) {
  // The allocation file's ACL text is not trimmed: "\n  alice\n" splits at the first space.
  const auto f = fs_acl("\n  alice\n");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("read as a group, not a user"), std::string::npos);
  EXPECT_NE(f[0].message.find("(\"\\n  alice\\n\")"), std::string::npos) << f[0].message;
}

TEST(AclSyntax, StarInsideAListIsALiteralName) {
  const auto f = run_rule(
      {{"capacity-scheduler.xml",
        conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                  {"yarn.scheduler.capacity.root.a.capacity", "100"},
                  {"yarn.scheduler.capacity.root.a.acl_submit_applications", "*,alice"}})}},
      kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_NE(f[0].message.find("literal name, not everyone"), std::string::npos);
}

TEST(AclSyntax, SilentOnTheDocumentedForms) {
  for (const char* acl :
       {"alice,bob admins,ops", " admins", " ", "*", "alice", "alice  admins", " * "}) {
    EXPECT_TRUE(fs_acl(acl).empty()) << "'" << acl << "'";
  }
}

}  // namespace acl_syntax_test
}  // namespace schedlint
