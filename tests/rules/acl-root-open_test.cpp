#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace acl_root_open_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "acl-root-open";

TEST(AclRootOpen, WarnsWhenChildAclsAreDefeatedByTheDefaultRoot) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                           {"yarn.scheduler.capacity.root.etl.acl_submit_applications", "etl"},
                           {"yarn.scheduler.capacity.root.acl_administer_queue", "yarn"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);  // only submit is open; administer is restricted at root
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].queue, "root");
  EXPECT_EQ(f[0].loc.line, 2);  // root.queues, where the root queue is declared
  ASSERT_EQ(f[0].related.size(), 1u);
  EXPECT_EQ(f[0].related[0].loc.line, 4);
}

// Both root ACLs left at their default are one problem: one finding, one note.
TEST(AclRootOpen, BothRootAclsOpenAreOneFinding) {
  const auto f = run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><aclSubmitApps>etl</aclSubmitApps></queue>
</allocations>
)"}},
                          kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].related.size(), 1u);
}

// The classic half-fix: root's submit ACL closed, its administer ACL forgotten. Administer also
// allows submitting (FairScheduler.addApplication, RMAppManager), so every user still may submit.
TEST(AclRootOpen, ClosingOnlyRootsSubmitAclDoesNotHelp) {
  const auto f =
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                           {"yarn.scheduler.capacity.root.acl_submit_applications", " "},
                           {"yarn.scheduler.capacity.root.etl.acl_submit_applications", "etl"}})}},
               kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kWarning);
  EXPECT_EQ(f[0].related[0].loc.line, 5);
}

TEST(AclRootOpen, SilentWhenRootIsRestricted) {
  EXPECT_TRUE(run_rule({{"fair-scheduler.xml", R"(<allocations>
  <queue name="root">
    <aclSubmitApps> </aclSubmitApps>
    <aclAdministerApps>yarn admins</aclAdministerApps>
    <queue name="etl"><aclSubmitApps>etl-svc etl</aclSubmitApps></queue>
  </queue>
</allocations>
)"}},
                       kRule)
                  .empty());
}

}  // namespace acl_root_open_test
}  // namespace schedlint
