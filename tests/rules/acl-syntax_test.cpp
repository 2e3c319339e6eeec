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
  EXPECT_EQ(f[0].queue, "root.etl");
}

TEST(AclSyntax, SilentOnTheDocumentedForms) {
  for (const char* acl :
       {"alice,bob admins,ops", " admins", " ", "*", "alice", "alice  admins", " * "}) {
    EXPECT_TRUE(fs_acl(acl).empty()) << "'" << acl << "'";
  }
}

// AccessControlList substitutes no variable: %user is a user of that name, not the submitter
// (only placement replaces it). An info: the text reads as written, only its intent is wrong.
TEST(AclSyntax, APlacementVariableIsALiteralName) {
  const auto user = fs_acl("%user");
  ASSERT_EQ(user.size(), 1u);
  EXPECT_EQ(user[0].severity, Severity::kInfo);
  EXPECT_NE(user[0].message.find("\"%user\" is a literal user name"), std::string::npos)
      << user[0].message;
  const auto group =
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                           {"yarn.scheduler.capacity.root.etl.acl_submit_applications",
                            "alice %primary_group"}})}},
               kRule);
  ASSERT_EQ(group.size(), 1u);
  EXPECT_NE(group[0].message.find("\"%primary_group\" is a literal group name"), std::string::npos)
      << group[0].message;
}

}  // namespace acl_syntax_test
}  // namespace schedlint
