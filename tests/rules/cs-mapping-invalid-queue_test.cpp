#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_mapping_invalid_queue_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-mapping-invalid-queue";

// root: default (leaf), prod (parent of etl), users (auto-creating parent), team.etl (a second
// leaf named etl).
std::string config(const std::string& mappings, bool duplicate_etl = false) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.queue-mappings", mappings},
      {"yarn.scheduler.capacity.root.queues",
       duplicate_etl ? "default,prod,users,team" : "default,prod,users"},
      {"yarn.scheduler.capacity.root.default.capacity", duplicate_etl ? "40" : "50"},
      {"yarn.scheduler.capacity.root.prod.capacity", "30"},
      {"yarn.scheduler.capacity.root.prod.queues", "etl"},
      {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
      {"yarn.scheduler.capacity.root.users.capacity", "20"},
      {"yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled", "true"}};
  if (duplicate_etl) {
    p.push_back({"yarn.scheduler.capacity.root.team.capacity", "10"});
    p.push_back({"yarn.scheduler.capacity.root.team.queues", "etl"});
    p.push_back({"yarn.scheduler.capacity.root.team.etl.capacity", "100"});
  }
  return conf_xml(p);
}

std::vector<Finding> run(const std::string& mappings, const std::string& version = "3.3",
                         bool duplicate_etl = false) {
  return run_rule({{"capacity-scheduler.xml", config(mappings, duplicate_etl)}}, kRule, version);
}

TEST(CsMappingInvalidQueue, ParentQueueIsRefused) {
  const auto f = run("u:alice:prod");
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.prod");
  // The fix names the leaves it could map to, as that release's mappings name them.
  EXPECT_EQ(f[0].details, std::vector<std::string>{"map to one of its leaf queues: root.prod.etl"});
  EXPECT_EQ(run("u:alice:prod", "3.0")[0].details,
            std::vector<std::string>{"map to one of its leaf queues: etl"});
}

// UserGroupMappingPlacementRule (3.1+): parent.%user needs an auto-creating parent.
TEST(CsMappingInvalidQueue, DynamicLeafNeedsAnAutoCreatingParent) {
  EXPECT_TRUE(run("u:%user:users.%user").empty());
  const auto f = run("u:%user:prod.%user");
  ASSERT_EQ(f.size(), 1u);
}

TEST(CsMappingInvalidQueue, NewLeafUnderAnAutoCreatingParentIsAccepted) {
  EXPECT_TRUE(run("u:alice:users.alice").empty());
  EXPECT_EQ(run("u:alice:default.alice").size(), 1u);  // default does not auto-create
}

TEST(CsMappingInvalidQueue, FullPathsFrom3_3ShortNamesBefore3_1) {
  EXPECT_TRUE(run("u:alice:root.prod.etl", "3.3").empty());
  EXPECT_TRUE(run("u:alice:prod.etl", "3.1").empty());  // parent.leaf with the right parent
  // etl exists under prod: naming another parent is refused even when that parent auto-creates.
  EXPECT_EQ(run("u:alice:users.etl", "3.1").size(), 1u);
  EXPECT_EQ(run("u:alice:default.etl", "3.1").size(), 1u);  // etl exists, but not under default
  const auto old = run("u:alice:prod.etl", "2.9");
  ASSERT_EQ(old.size(), 1u);
  EXPECT_TRUE(run("u:alice:etl,u:%user:%user,g:x:%primary_group", "2.7").empty());
}

// 3.3 allows leaves with the same name (YARN-9879) but a mapping must then use the full path.
TEST(CsMappingInvalidQueue, AmbiguousShortNameFrom3_3) {
  const auto f = run("u:alice:etl", "3.3", true);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_TRUE(run("u:alice:root.team.etl", "3.3", true).empty());
}

// Before 3.3 UserGroupMappingPlacementRule knows %user and %primary_group only: the RM refuses
// %secondary_group and %primary_group.%user as queues that do not exist.
TEST(CsMappingInvalidQueue, SecondaryGroupAndGroupParentsAreRefusedBefore3_3) {
  for (const char* mapping : {"u:%user:%secondary_group", "u:%user:%primary_group.%user"}) {
    const auto f = run(mapping, "3.2");
    ASSERT_EQ(f.size(), 1u) << mapping;
    EXPECT_TRUE(run(mapping, "3.3").empty()) << mapping;
  }
}

TEST(CsMappingInvalidQueue, SilentForLeavesAndRuntimeTokens) {
  EXPECT_TRUE(run("u:alice:etl,u:%user:%user,g:ops:%primary_group,u:bob:default").empty());
}

}  // namespace cs_mapping_invalid_queue_test
}  // namespace schedlint
