// Hadoop 3.4's non-legacy queue mode (legacy-queue-mode.enabled=false): effective resources from
// capacity vectors. Expectations from Hadoop's TestMixedQueueResourceCalculation (cluster 16 GB,
// 16 vcores) and TestRMWebServicesCapacitySchedDynamicConfig's non-legacy responses.
#include <gtest/gtest.h>

#include <algorithm>

#include "parse/capacity_parser.h"
#include "parse/text_file.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_vector_mode_test {

using Props = std::vector<std::pair<std::string, std::string>>;

struct Computed {
  CapacityHierarchy h;
  std::vector<ReadingIssue> issues;
  Resource min(const std::string& path, const std::string& label = "") const {
    return h.find(path)->partitions.at(label).effective_min;
  }
  Resource max(const std::string& path, const std::string& label = "") const {
    return h.find(path)->partitions.at(label).effective_max;
  }
  bool warned(CapacityWarningKind kind, const std::string& queue) const {
    return std::any_of(
        h.update_warnings.begin(), h.update_warnings.end(),
        [&](const CapacityWarning& w) { return w.kind == kind && w.queue == queue; });
  }
};

NodeGroup group(const std::string& name, int count, Resource r, const std::string& label = "") {
  NodeGroup g;
  g.name = name;
  g.count = count;
  g.resource = r;
  g.label = label;
  return g;
}

Computed compute(const Props& props,
                 std::vector<NodeGroup> groups = {group("nm", 1, Resource(16384, 16))}) {
  Props full{{"yarn.scheduler.capacity.legacy-queue-mode.enabled", "false"}};
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  Computed c;
  const HadoopVersion version{3, 4};
  auto doc =
      XmlDocument::parse(text_file_from_memory("capacity-scheduler.xml", testing::conf_xml(full)));
  HadoopConf conf;
  for (const auto& prop : read_conf_properties(doc, version, c.issues))
    conf.load(prop, &c.issues);
  const CapacityConfig config =
      read_capacity_config(conf, "capacity-scheduler.xml", version, c.issues);
  NodeSpec spec;
  spec.groups = std::move(groups);
  c.h = compute_capacity_hierarchy(config, ClusterSettings{}, spec, {version});
  return c;
}

// The hierarchy of TestMixedQueueResourceCalculation: root -> a, b, c; a -> a1, a2; b -> b1;
// a1 -> a11, a12.
Props hierarchy(const std::map<std::string, std::string>& capacities) {
  Props p{{"root.queues", "a,b,c"},
          {"root.a.queues", "a1,a2"},
          {"root.b.queues", "b1"},
          {"root.a.a1.queues", "a11,a12"}};
  for (const auto& [queue, capacity] : capacities)
    p.push_back({"root." + queue + ".capacity", capacity});
  return p;
}

// testComplexHierarchyWithoutRemainingResource.
TEST(CapacityVectorMode, ComplexHierarchyWithoutRemainingResource) {
  const Computed c = compute(hierarchy({{"a", "[memory=30%, vcores=6w]"},
                                        {"a.a1", "[memory=1w, vcores=4]"},
                                        {"a.a1.a11", "[memory=35%, vcores=25%]"},
                                        {"a.a1.a12", "[memory=65%, vcores=75%]"},
                                        {"a.a2", "[memory=3w, vcores=100%]"},
                                        {"b", "[memory=8095, vcores=30%]"},
                                        {"b.b1", "[memory=5w, vcores=3]"},
                                        {"c", "[memory=3w, vcores=4]"}}));
  EXPECT_EQ(c.min("root.a"), Resource(2486, 9));
  EXPECT_EQ(c.min("root.a.a1"), Resource(621, 4));
  EXPECT_EQ(c.min("root.a.a1.a11"), Resource(217, 1));
  EXPECT_EQ(c.min("root.a.a1.a12"), Resource(403, 3));
  EXPECT_EQ(c.min("root.a.a2"), Resource(1865, 5));
  EXPECT_EQ(c.min("root.b"), Resource(8095, 3));
  EXPECT_EQ(c.min("root.b.b1"), Resource(8095, 3));
  EXPECT_EQ(c.min("root.c"), Resource(5803, 4));
}

// testComplexHierarchyWithWarnings.
TEST(CapacityVectorMode, ComplexHierarchyWithWarnings) {
  const Computed c = compute(hierarchy({{"a", "[memory=100%, vcores=6w]"},
                                        {"a.a1", "[memory=2048, vcores=4]"},
                                        {"a.a1.a11", "[memory=1w, vcores=4]"},
                                        {"a.a1.a12", "[memory=100%, vcores=100%]"},
                                        {"a.a2", "[memory=2048, vcores=100%]"},
                                        {"b", "[memory=8096, vcores=30%]"},
                                        {"b.b1", "[memory=10256, vcores=3]"},
                                        {"c", "[memory=3w, vcores=4]"}}));
  EXPECT_EQ(c.min("root.a"), Resource(8288, 12));
  EXPECT_EQ(c.min("root.a.a1"), Resource(2048, 4));
  EXPECT_EQ(c.min("root.a.a2"), Resource(2048, 8));
  EXPECT_EQ(c.min("root.a.a1.a11"), Resource(0, 0));
  EXPECT_EQ(c.min("root.a.a1.a12"), Resource(2048, 4));
  EXPECT_EQ(c.min("root.b"), Resource(8096, 4));
  EXPECT_EQ(c.min("root.b.b1"), Resource(8096, 3));
  EXPECT_EQ(c.min("root.c"), Resource(0, 0));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kQueueZeroResource, "root.c"));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kQueueZeroResource, "root.a.a1.a11"));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kBranchUnderutilized, "root.a"));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kBranchDownscaled, "root.b"));
}

// testZeroResourceIfNoMemory.
TEST(CapacityVectorMode, ZeroResourceIfNoMemory) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.capacity", "[memory=100%, vcores=6w]"},
                              {"root.b.capacity", "[memory=16384, vcores=8]"}});
  EXPECT_EQ(c.min("root.a"), Resource(0, 0));
  EXPECT_EQ(c.min("root.b"), Resource(16384, 8));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kQueueZeroResource, "root.a"));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kBranchUnderutilized, "root"));
}

// testDifferentMinimumAndMaximumCapacityTypes.
TEST(CapacityVectorMode, DifferentMinimumAndMaximumCapacityTypes) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.capacity", "[memory=50%, vcores=8]"},
                              {"root.a.maximum-capacity", "[memory=16384, vcores=80%]"},
                              {"root.b.capacity", "[memory=6w, vcores=100%]"},
                              {"root.b.maximum-capacity", "[memory=16384, vcores=8]"}});
  EXPECT_EQ(c.min("root.a"), Resource(8192, 8));
  EXPECT_EQ(c.min("root.b"), Resource(8192, 8));
  EXPECT_EQ(c.max("root.a"), Resource(16384, 12));
  EXPECT_EQ(c.max("root.b"), Resource(16384, 8));
  EXPECT_TRUE(c.h.update_warnings.empty());
}

// testMaximumResourceWarnings, on the test's base hierarchy: root -> a 50, b 50; a -> a1 100, a2 0;
// a1 -> a11, a12.
TEST(CapacityVectorMode, MaximumResourceWarnings) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.capacity", "50"},
                              {"root.b.capacity", "50"},
                              {"root.a.queues", "a1,a2"},
                              {"root.a.a1.capacity", "100"},
                              {"root.a.a2.capacity", "0"},
                              {"root.a.a1.maximum-capacity", "[memory=8192, vcores=100%]"},
                              {"root.a.a1.queues", "a11,a12"},
                              {"root.a.a1.a11.capacity", "[memory=50%, vcores=100%]"},
                              {"root.a.a1.a11.maximum-capacity", "[memory=16384, vcores=10%]"},
                              {"root.a.a1.a12.capacity", "[memory=50%, vcores=0%]"}});
  EXPECT_EQ(c.min("root.a.a1.a11"), Resource(4096, 1));
  EXPECT_EQ(c.max("root.a.a1.a11"), Resource(8192, 1));
  EXPECT_EQ(c.min("root.a.a1.a12"), Resource(4096, 0));
  EXPECT_EQ(c.max("root.a.a1.a12"), Resource(8192, 16));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kQueueMaxResourceExceedsParent, "root.a.a1.a11"));
  EXPECT_TRUE(c.warned(CapacityWarningKind::kQueueExceedsMaxResource, "root.a.a1.a11"));
}

}  // namespace capacity_vector_mode_test
}  // namespace schedlint
