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

}  // namespace acl_syntax_test
}  // namespace schedlint
