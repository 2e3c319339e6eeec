// yarn.scheduler.capacity.queue-mappings targets as each release resolves them
// (CapacityScheduler.initializeQueueMappings before 3.1, UserGroupMappingPlacementRule after).
#include "sched/capacity/queue_mappings.h"

#include <gtest/gtest.h>

#include "parse/hadoop_conf.h"
#include "parse/xml_document.h"
#include "support/test_support.h"

namespace schedlint {
namespace queue_mappings_test {

using Kind = MappingTarget::Kind;

// root.a (leaf), root.b (leaf), root.p (parent of root.p.a, and auto-creating in 3.1+).
CapacityConfig config(const HadoopVersion& version) {
  const std::string xml = testing::conf_xml({
      {"yarn.scheduler.capacity.root.queues", "a,b,p"},
      {"yarn.scheduler.capacity.root.p.queues", "a"},
      {"yarn.scheduler.capacity.root.p.auto-create-child-queue.enabled", "true"},
  });
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(xml, version, issues);
}

Kind kind_of(const std::string& queue, const HadoopVersion& v) {
  return resolve_mapping_target(config(v), queue, v).kind;
}

TEST(ResolveMappingTarget, Before31ALeafShortNameOrExactlyUserOrPrimaryGroup) {
  EXPECT_EQ(kind_of("b", {2, 9}), Kind::kLeaf);
  EXPECT_EQ(kind_of("p", {2, 9}), Kind::kParentQueue);
  EXPECT_EQ(kind_of("nosuch", {2, 9}), Kind::kMissing);
  EXPECT_EQ(kind_of("%user", {2, 9}), Kind::kDynamic);
  EXPECT_EQ(kind_of("p.%user", {2, 9}), Kind::kMissing);  // no parent.leaf form yet
}

TEST(ResolveMappingTarget, From31ParentDotLeafUnderAnAutoCreatingParent) {
  EXPECT_EQ(kind_of("p.%user", {3, 1}), Kind::kDynamic);
  EXPECT_EQ(kind_of("p.newleaf", {3, 1}), Kind::kAutoCreated);
  EXPECT_EQ(kind_of("root.b.x", {3, 1}), Kind::kMissing);
  EXPECT_EQ(kind_of("b.x", {3, 1}), Kind::kParentNotAutoCreate);
}

// YARN-9840/9841/9865 (3.3): %secondary_group and group parents. Before, both are names of
// queues that do not exist (UserGroupMappingPlacementRule.get: "mapping contains invalid or
// non-leaf queue").
TEST(ResolveMappingTarget, SecondaryGroupAndGroupParentsFrom33) {
  EXPECT_EQ(kind_of("%secondary_group", {3, 2}), Kind::kMissing);
  EXPECT_EQ(kind_of("%primary_group.%user", {3, 2}), Kind::kMissing);
  EXPECT_EQ(kind_of("%secondary_group", {3, 3}), Kind::kDynamic);
  EXPECT_EQ(kind_of("%primary_group.%user", {3, 3}), Kind::kDynamic);
  EXPECT_EQ(kind_of("%primary_group", {3, 2}), Kind::kDynamic);
}

TEST(ResolveMappingTarget, From33AShortNameTwoLeavesShareIsAmbiguousAndFullPathsResolve) {
  // root.a and root.p.a share the short name a.
  EXPECT_EQ(kind_of("a", {3, 3}), Kind::kAmbiguous);
  EXPECT_EQ(kind_of("root.p.a", {3, 3}), Kind::kLeaf);
  EXPECT_EQ(kind_of("root.b", {3, 3}), Kind::kLeaf);
}

TEST(CreatesChildren, LegacyAutoCreationFrom31) {
  const CapacityConfig c = config({3, 1});
  const auto& p = c.queues.at(c.queues.index_of("root.p")).settings;
  EXPECT_TRUE(creates_children(p, {3, 1}));
  EXPECT_FALSE(creates_children(p, {3, 0}));
}

}  // namespace queue_mappings_test
}  // namespace schedlint
