// Queue ACL text as Hadoop's AccessControlList reads it (AccessControlList(String): split at the
// first space into users and groups, each a trimmed comma list; "*" alone is everyone).
#include "sched/acl.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace acl_test {

TEST(ParseAcl, UsersThenGroupsAfterTheFirstSpace) {
  const ParsedAcl acl = parse_acl("alice,bob admins,ops");
  EXPECT_FALSE(acl.everyone);
  EXPECT_EQ(acl.users, (std::vector<std::string>{"alice", "bob"}));
  EXPECT_EQ(acl.groups, (std::vector<std::string>{"admins", "ops"}));
  EXPECT_EQ(describe_acl(acl), "users alice,bob, groups admins,ops");
}

TEST(ParseAcl, ASpaceAfterACommaEndsTheUsers) {
  // The trap acl-syntax reports: "bob" becomes part of a group named "bob admins".
  const ParsedAcl acl = parse_acl("alice, bob admins,ops");
  EXPECT_EQ(acl.users, (std::vector<std::string>{"alice"}));
  EXPECT_EQ(acl.groups, (std::vector<std::string>{"bob admins", "ops"}));
}

TEST(ParseAcl, ALeadingSpaceMeansGroupsOnlyAndASpaceAloneNobody) {
  const ParsedAcl groups = parse_acl(" admins");
  EXPECT_TRUE(groups.users.empty());
  EXPECT_EQ(groups.groups, (std::vector<std::string>{"admins"}));
  const ParsedAcl nobody = parse_acl(" ");
  EXPECT_FALSE(nobody.everyone);
  EXPECT_TRUE(nobody.users.empty());
  EXPECT_TRUE(nobody.groups.empty());
}

TEST(ParseAcl, AStarOnEitherSideIsEveryone) {
  EXPECT_TRUE(parse_acl("*").everyone);
  EXPECT_TRUE(parse_acl(" * ").everyone);  // the groups side, trimmed
  EXPECT_TRUE(parse_acl("alice *").everyone);
  // AccessControlList.isWildCardACLValue: the trimmed part must be "*" itself.
  EXPECT_FALSE(parse_acl("alice,* admins").everyone);
}

}  // namespace acl_test
}  // namespace schedlint
