// Hadoop 3.4's non-legacy queue mode (legacy-queue-mode.enabled=false): effective resources from
// capacity vectors. Expectations from Hadoop's TestMixedQueueResourceCalculation (cluster 16 GB,
// 16 vcores) and TestRMWebServicesCapacitySchedDynamicConfig's non-legacy responses.
#include <gtest/gtest.h>

#include <algorithm>

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
  const CapacityConfig config =
      testing::read_capacity_xml(testing::conf_xml(full), version, c.issues);
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

// testComplexHierarchyWithoutRemainingResource, with the strings its test base writes
// (CapacitySchedulerQueueCalculationTestBase.createMemoryVcoresVector: "[memory=%s, vcores=%s]",
// a weight or percentage as a Java double, an absolute amount as a long).
TEST(CapacityVectorMode, ComplexHierarchyWithoutRemainingResource) {
  const Computed c = compute(hierarchy({{"a", "[memory=30.0%, vcores=6.0w]"},
                                        {"a.a1", "[memory=1.0w, vcores=4]"},
                                        {"a.a1.a11", "[memory=35.0%, vcores=25.0%]"},
                                        {"a.a1.a12", "[memory=65.0%, vcores=75.0%]"},
                                        {"a.a2", "[memory=3.0w, vcores=100.0%]"},
                                        {"b", "[memory=8095, vcores=30.0%]"},
                                        {"b.b1", "[memory=5.0w, vcores=3]"},
                                        {"c", "[memory=3.0w, vcores=4]"}}));
  EXPECT_TRUE(c.issues.empty());
  EXPECT_EQ(c.min("root.a"), Resource(2486, 9));
  EXPECT_EQ(c.min("root.a.a1"), Resource(621, 4));
  EXPECT_EQ(c.min("root.a.a1.a11"), Resource(217, 1));
  EXPECT_EQ(c.min("root.a.a1.a12"), Resource(403, 3));
  EXPECT_EQ(c.min("root.a.a2"), Resource(1865, 5));
  EXPECT_EQ(c.min("root.b"), Resource(8095, 3));
  EXPECT_EQ(c.min("root.b.b1"), Resource(8095, 3));
  EXPECT_EQ(c.min("root.c"), Resource(5803, 4));
}

// What QueueCapacityVector.toString writes, "[memory-mb=1.0w,vcores=4.0]", is not what the test
// base writes: AbstractCSQueue.updateConfigurableResourceLimits still runs the legacy absolute
// reader in non-legacy mode, and its Long.valueOf refuses "4.0" (reinitialize fails with "For
// input string"). A vector with a percentage never reaches that reader (RESOURCE_PATTERN has no %).
TEST(CapacityVectorMode, AnAbsoluteAmountWithADecimalPointIsRefusedAsHadoopsLongParseRefusesIt) {
  const Computed c = compute(hierarchy({{"a", "[memory-mb=30.0%,vcores=6.0w]"},
                                        {"a.a1", "[memory-mb=1.0w,vcores=4.0]"},
                                        {"a.a1.a11", "50"},
                                        {"a.a1.a12", "50"},
                                        {"a.a2", "[memory-mb=3.0w,vcores=100.0%]"},
                                        {"b", "[memory-mb=8095.0,vcores=30.0%]"},
                                        {"b.b1", "100"},
                                        {"c", "[memory-mb=3.0w,vcores=4]"}}));
  std::vector<std::string> refused;
  for (const ReadingIssue& i : testing::of_kind(c.issues, ReadingIssueKind::kRejectedValue))
    refused.push_back(i.property);
  EXPECT_EQ(refused, std::vector<std::string>{"yarn.scheduler.capacity.root.a.a1.capacity"});
}

// testComplexHierarchyWithWarnings, with the strings its test base writes.
TEST(CapacityVectorMode, ComplexHierarchyWithWarnings) {
  const Computed c = compute(hierarchy({{"a", "[memory=100.0%, vcores=6.0w]"},
                                        {"a.a1", "[memory=2048, vcores=4]"},
                                        {"a.a1.a11", "[memory=1.0w, vcores=4]"},
                                        {"a.a1.a12", "[memory=100.0%, vcores=100.0%]"},
                                        {"a.a2", "[memory=2048, vcores=100.0%]"},
                                        {"b", "[memory=8096, vcores=30.0%]"},
                                        {"b.b1", "[memory=10256, vcores=3]"},
                                        {"c", "[memory=3.0w, vcores=4]"}}));
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

// TestRMWebServicesCapacitySchedDynamicConfig, non-legacy runs: root -> default, test1, test2;
// test1 -> test1_1, test1_2, test1_3, in percentages, absolute amounts or weights that mean the
// same shares. Expected: the responses recorded for 16 GB (two 8 GB / 8 vcore nodes).
struct DynamicQueue {
  const char* path;
  const char* percentage;
  const char* absolute;
  const char* weight;
  float capacity;
  float absolute_capacity;
  Resource effective_min;
  int32_t max_applications;  ///< -1 for a parent
};

const std::vector<DynamicQueue>& dynamic_queues() {
  static const std::vector<DynamicQueue> queues = {
      {"root.default", "12.5", "[memory=4096,vcores=4]", "4w", 0.125f, 0.125f, Resource(2048, 2),
       1250},
      {"root.test1", "50", "[memory=16384,vcores=16]", "16w", 0.5f, 0.5f, Resource(8192, 8), -1},
      {"root.test2", "37.5", "[memory=12288,vcores=12]", "12w", 0.375f, 0.375f, Resource(6144, 6),
       3750},
      {"root.test1.test1_1", "12.5", "[memory=2048,vcores=2]", "2w", 0.125f, 0.0625f,
       Resource(1024, 1), 625},
      {"root.test1.test1_2", "12.5", "[memory=2048,vcores=2]", "2w", 0.125f, 0.0625f,
       Resource(1024, 1), 625},
      {"root.test1.test1_3", "75", "[memory=12288,vcores=12]", "12w", 0.75f, 0.375f,
       Resource(6144, 6), 3750},
  };
  return queues;
}

Computed dynamic_config(const char* DynamicQueue::*mode, int nodes) {
  Props props{{"root.queues", "default, test1, test2"},
              {"root.test1.queues", "test1_1, test1_2, test1_3"}};
  for (const DynamicQueue& q : dynamic_queues())
    props.push_back({std::string(q.path) + ".capacity", q.*mode});
  std::vector<NodeGroup> groups;
  if (nodes > 0) groups.push_back(group("h", nodes, Resource(8192, 8)));
  return compute(props, groups);
}

TEST(CapacityVectorMode, DynamicConfigResponsesAt16Gb) {
  for (auto mode : {&DynamicQueue::percentage, &DynamicQueue::absolute, &DynamicQueue::weight}) {
    const Computed c = dynamic_config(mode, 2);
    for (const DynamicQueue& q : dynamic_queues()) {
      SCOPED_TRACE(std::string(q.path) + " " + q.*mode);
      const CapacityQueue& queue = *c.h.find(q.path);
      const PartitionCapacity& part = queue.partitions.at("");
      EXPECT_FLOAT_EQ(part.capacity, q.capacity);
      EXPECT_FLOAT_EQ(part.absolute_capacity, q.absolute_capacity);
      EXPECT_FLOAT_EQ(part.maximum_capacity, 1);
      EXPECT_EQ(part.effective_min, q.effective_min);
      EXPECT_EQ(part.effective_max, Resource(16384, 16));
      EXPECT_EQ(part.normalized_weight, 0);  // not set in non-legacy mode
      if (q.max_applications >= 0) {
        EXPECT_EQ(queue.max_applications, q.max_applications);
        EXPECT_EQ(part.am_limit, Resource(2048, 1));
      }
    }
  }
}

// The same configurations before any node registers: no capacity, no resource, and the base
// number of applications (refreshAfterResourceCalculation: capacities not ready for use).
TEST(CapacityVectorMode, DynamicConfigResponsesWithoutNodes) {
  for (auto mode : {&DynamicQueue::percentage, &DynamicQueue::absolute, &DynamicQueue::weight}) {
    const Computed c = dynamic_config(mode, 0);
    for (const DynamicQueue& q : dynamic_queues()) {
      SCOPED_TRACE(std::string(q.path) + " " + q.*mode);
      const CapacityQueue& queue = *c.h.find(q.path);
      EXPECT_EQ(queue.partitions.at("").capacity, 0);
      EXPECT_EQ(queue.partitions.at("").absolute_capacity, 0);
      EXPECT_EQ(queue.partitions.at("").effective_min, Resource(0, 0));
      if (q.max_applications >= 0) EXPECT_EQ(queue.max_applications, 10000);
    }
  }
}

// TestRMWebServicesCapacitySchedulerMixedMode (non-legacy): root -> default, test_1, test_2;
// test_1 -> test_1_1, test_1_2, test_1_3, one unit per queue or per resource.
Computed mixed_mode(const std::map<std::string, std::string>& capacities, int nodes) {
  Props props{{"root.queues", "default, test_1, test_2"},
              {"root.test_1.queues", "test_1_1, test_1_2, test_1_3"}};
  for (const auto& [queue, capacity] : capacities)
    props.push_back({"root." + queue + ".capacity", capacity});
  return compute(props, {group("h", nodes, Resource(8192, 8))});
}

// testSchedulerAbsoluteAndPercentage: at 16 GB the absolute test_1 takes the whole cluster, so
// its percentage siblings get nothing; test_1_3's 100% is what its absolute siblings left.
TEST(CapacityVectorMode, MixedModeAbsoluteAndPercentage) {
  const std::map<std::string, std::string> capacities = {
      {"default", "25"},
      {"test_1", "[memory=16384, vcores=16]"},
      {"test_2", "75"},
      {"test_1.test_1_1", "[memory=2048, vcores=2]"},
      {"test_1.test_1_2", "[memory=2048, vcores=2]"},
      {"test_1.test_1_3", "100"}};
  const Computed at16 = mixed_mode(capacities, 2);
  EXPECT_EQ(at16.min("root.default"), Resource(0, 0));
  EXPECT_EQ(at16.min("root.test_2"), Resource(0, 0));
  EXPECT_EQ(at16.min("root.test_1"), Resource(16384, 16));
  EXPECT_EQ(at16.min("root.test_1.test_1_1"), Resource(2048, 2));
  EXPECT_EQ(at16.min("root.test_1.test_1_3"), Resource(12288, 12));
  const PartitionCapacity& t13 = at16.h.find("root.test_1.test_1_3")->partitions.at("");
  EXPECT_FLOAT_EQ(t13.capacity, 0.75f);
  EXPECT_FLOAT_EQ(t13.absolute_capacity, 0.75f);
  EXPECT_EQ(at16.h.find("root.default")->max_applications, 0);

  const Computed at32 = mixed_mode(capacities, 4);
  EXPECT_EQ(at32.min("root.default"), Resource(4096, 4));  // 25% of what test_1 left
  EXPECT_EQ(at32.min("root.test_2"), Resource(12288, 12));
  const PartitionCapacity& t11 = at32.h.find("root.test_1.test_1_1")->partitions.at("");
  EXPECT_FLOAT_EQ(t11.capacity, 0.125f);
  EXPECT_FLOAT_EQ(t11.absolute_capacity, 0.0625f);
  EXPECT_EQ(at32.h.find("root.default")->max_applications, 1250);
  EXPECT_EQ(at32.h.find("root.default")->partitions.at("").am_limit, Resource(4096, 1));
}

// testSchedulerPercentageAndWeight at 16 GB: weights share what the percentages left.
TEST(CapacityVectorMode, MixedModePercentageAndWeight) {
  const Computed c = mixed_mode({{"default", "1w"},
                                 {"test_1", "50"},
                                 {"test_2", "3w"},
                                 {"test_1.test_1_1", "12.5"},
                                 {"test_1.test_1_2", "12.5"},
                                 {"test_1.test_1_3", "1w"}},
                                2);
  EXPECT_EQ(c.min("root.default"), Resource(2048, 2));
  EXPECT_FLOAT_EQ(c.h.find("root.default")->partitions.at("").capacity, 0.125f);
  EXPECT_EQ(c.h.find("root.default")->max_applications, 1250);
  EXPECT_EQ(c.min("root.test_1.test_1_1"), Resource(1024, 1));
  EXPECT_EQ(c.min("root.test_1.test_1_3"), Resource(6144, 6));
  EXPECT_EQ(c.min("root.test_2"), Resource(6144, 6));
}

// testSchedulerAbsoluteAndPercentageAndWeightMixed at 16 GB: units mixed per resource. default's
// and test_2's absolute vcores count for nothing once their memory is 0.
TEST(CapacityVectorMode, MixedModeUnitsMixedPerResource) {
  const Computed c = mixed_mode({{"default", "[memory=1w, vcores=4]"},
                                 {"test_1", "[memory=16384, vcores=100%]"},
                                 {"test_2", "[memory=3w, vcores=12]"},
                                 {"test_1.test_1_1", "[memory=1w, vcores=1w]"},
                                 {"test_1.test_1_2", "[memory=50%, vcores=2]"},
                                 {"test_1.test_1_3", "[memory=12288, vcores=86%]"}},
                                2);
  EXPECT_EQ(c.min("root.default"), Resource(0, 0));
  EXPECT_EQ(c.min("root.test_2"), Resource(0, 0));
  EXPECT_EQ(c.min("root.test_1.test_1_1"), Resource(2048, 2));
  EXPECT_EQ(c.min("root.test_1.test_1_2"), Resource(2048, 2));
  EXPECT_FLOAT_EQ(c.h.find("root.test_1.test_1_2")->partitions.at("").capacity, 0.125f);
  EXPECT_EQ(c.h.find("root.default")->max_applications, 0);
}

// testNodeLabels: each partition computed on its own, from the vectors of its label's keys.
TEST(CapacityVectorMode, NodeLabels) {
  Props props{{"root.queues", "a,b"}, {"root.a.queues", "a1,a2"}};
  const std::map<std::string, std::map<std::string, std::string>> by_label = {
      {"",
       {{"a", "[memory=2048,vcores=50%]"},
        {"a.a1", "[memory=1024,vcores=70%]"},
        {"a.a2", "[memory=1024,vcores=30%]"},
        {"b", "[memory=3w,vcores=50%]"}}},
      {"x",
       {{"a", "[memory=50%,vcores=3w]"},
        {"a.a1", "[memory=20480,vcores=10%]"},
        {"a.a2", "[memory=10240,vcores=30]"},
        {"b", "[memory=50%,vcores=50%]"}}},
      {"y",
       {{"a", "[memory=8096,vcores=1w]"},
        {"a.a1", "[memory=6186,vcores=3w]"},
        {"a.a2", "[memory=3w,vcores=3w]"},
        {"b", "[memory=100%,vcores=30%]"}}},
      {"z",
       {{"a", "[memory=70%,vcores=11]"},
        {"a.a1", "[memory=90%,vcores=40%]"},
        {"a.a2", "[memory=10%,vcores=4w]"},
        {"b", "[memory=30%,vcores=4]"}}}};
  for (const auto& [label, capacities] : by_label) {
    for (const auto& [queue, capacity] : capacities) {
      const std::string prefix = label.empty()
                                     ? "root." + queue + "."
                                     : "root." + queue + ".accessible-node-labels." + label + ".";
      props.push_back({prefix + "capacity", capacity});
    }
  }
  for (const char* queue : {"root.a", "root.b", "root.a.a1", "root.a.a2"})
    props.push_back({std::string(queue) + ".accessible-node-labels", "x,y,z"});
  const Computed c = compute(
      props, {group("none", 1, Resource(5120, 16)), group("x", 1, Resource(61440, 60), "x"),
              group("y", 2, Resource(10240, 30), "y"), group("z", 1, Resource(10240, 15), "z")});
  EXPECT_EQ(c.min("root.a"), Resource(2048, 8));
  EXPECT_EQ(c.min("root.a.a1"), Resource(1024, 5));
  EXPECT_EQ(c.min("root.a.a2"), Resource(1024, 2));
  EXPECT_EQ(c.min("root.b"), Resource(3072, 8));
  EXPECT_EQ(c.min("root.a", "x"), Resource(30720, 30));
  EXPECT_EQ(c.min("root.a.a1", "x"), Resource(20480, 0));
  EXPECT_EQ(c.min("root.a.a2", "x"), Resource(10240, 30));
  EXPECT_EQ(c.min("root.b", "x"), Resource(30720, 30));
  EXPECT_EQ(c.min("root.a", "y"), Resource(8096, 42));
  EXPECT_EQ(c.min("root.a.a1", "y"), Resource(6186, 21));
  EXPECT_EQ(c.min("root.a.a2", "y"), Resource(1910, 21));
  EXPECT_EQ(c.min("root.b", "y"), Resource(12384, 18));
  EXPECT_EQ(c.min("root.a", "z"), Resource(7168, 11));
  EXPECT_EQ(c.min("root.a.a1", "z"), Resource(6451, 4));
  EXPECT_EQ(c.min("root.a.a2", "z"), Resource(716, 7));
  EXPECT_EQ(c.min("root.b", "z"), Resource(3072, 4));
}

// TestCapacitySchedulerNewQueueAutoCreationWithCapacityVectors (one 32000 MB / 32 vcore node):
// the first leaf created under an auto-queue-creation-v2 parent, from its templates.
const DynamicLeafPreview& created_under(const Computed& c, const std::string& parent) {
  const CapacityQueue* q = c.h.find(parent);
  EXPECT_TRUE(q != nullptr && q->dynamic_leaf) << parent;
  return *q->dynamic_leaf;
}

std::vector<NodeGroup> one_32000_node() {
  return {group("h1", 1, Resource(32000, 32))};
}

TEST(CapacityVectorMode, CreatedLeavesInPercentageConfiguration) {
  const Computed c = compute(
      {{"root.queues", "a"},
       {"root.a.capacity", "25"},
       {"root.auto-queue-creation-v2.enabled", "true"},
       {"root.a.auto-queue-creation-v2.enabled", "true"},
       {"root.auto-queue-creation-v2.template.capacity", "6.25"},
       {"root.a.auto-queue-creation-v2.leaf-template.capacity", "[memory=25%, vcores=50%]"}},
      one_32000_node());
  EXPECT_EQ(c.min("root.a"), Resource(8000, 8));
  EXPECT_EQ(created_under(c, "root").partition.effective_min, Resource(2000, 2));
  EXPECT_FLOAT_EQ(created_under(c, "root").partition.absolute_capacity, 0.0625f);
  // testBasicPercentageConfiguration's a1-auto: the absolute capacity follows memory alone.
  EXPECT_EQ(created_under(c, "root.a").partition.effective_min, Resource(2000, 4));
  EXPECT_FLOAT_EQ(created_under(c, "root.a").partition.absolute_capacity, 0.0625f);
  EXPECT_EQ(created_under(c, "root.a").max_applications, 625);
  // The preview leaves the hierarchy as it was.
  EXPECT_EQ(c.h.find("root")->children.size(), 1u);
  EXPECT_EQ(c.min("root.a"), Resource(8000, 8));
}

TEST(CapacityVectorMode, CreatedLeavesInAbsoluteConfiguration) {
  const Computed c =
      compute({{"root.queues", "a"},
               {"root.a.capacity", "[memory=8000, vcores=8]"},
               {"root.auto-queue-creation-v2.enabled", "true"},
               {"root.a.auto-queue-creation-v2.enabled", "true"},
               {"root.auto-queue-creation-v2.template.capacity", "[memory=2000mb, vcores=2]"},
               {"root.a.auto-queue-creation-v2.leaf-template.capacity", "[memory=2000, vcores=4]"}},
              one_32000_node());
  EXPECT_EQ(created_under(c, "root").partition.effective_min, Resource(2000, 2));
  EXPECT_EQ(created_under(c, "root.a").partition.effective_min, Resource(2000, 4));
}

// testMixedFlexibleConfiguration: c-auto's weights get what b's 2000 MB and a's and d's 10% left.
TEST(CapacityVectorMode, CreatedLeavesInMixedConfiguration) {
  const Computed c =
      compute({{"root.queues", "a,b,d"},
               {"root.a.capacity", "[memory=10%, vcores=2]"},
               {"root.b.capacity", "[memory=2000, vcores=10%]"},
               {"root.d.capacity", "[memory=10%, vcores=10%]"},
               {"root.a.queues", "a1"},
               {"root.a.a1.capacity", "[memory=100%, vcores=100%]"},
               {"root.auto-queue-creation-v2.enabled", "true"},
               {"root.d.auto-queue-creation-v2.enabled", "true"},
               {"root.auto-queue-creation-v2.template.capacity", "[memory=2w, vcores=5w]"},
               {"root.d.auto-queue-creation-v2.leaf-template.capacity", "[memory=1000, vcores=1]"}},
              one_32000_node());
  EXPECT_EQ(created_under(c, "root").partition.effective_min, Resource(24000, 24));
  EXPECT_FLOAT_EQ(created_under(c, "root").partition.absolute_capacity, 0.75f);
  EXPECT_EQ(created_under(c, "root.d").partition.effective_min, Resource(1000, 1));
  EXPECT_FLOAT_EQ(created_under(c, "root.d").partition.absolute_capacity, 1.0f / 32);
}

// Without a template a created leaf is 1w; next to static queues that take everything it gets
// nothing, and Hadoop says so.
TEST(CapacityVectorMode, CreatedLeafWithNothingLeft) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.capacity", "50"},
                              {"root.b.capacity", "50"},
                              {"root.auto-queue-creation-v2.enabled", "true"}});
  const DynamicLeafPreview& leaf = created_under(c, "root");
  EXPECT_EQ(leaf.partition.effective_min, Resource(0, 0));
  EXPECT_TRUE(leaf.zero_resource);
  EXPECT_EQ(leaf.max_applications, 0);
  EXPECT_TRUE(c.h.update_warnings.empty());  // the preview's warnings are its own
}

}  // namespace capacity_vector_mode_test
}  // namespace schedlint
