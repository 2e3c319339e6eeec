// Absolute capacities down a CapacityScheduler hierarchy, per partition, as
// CSQueueUtils.loadCapacitiesByLabelsFromConf / updateAbsoluteCapacitiesByNodeLabels compute
// them. Expectations from Hadoop's TestQueueParsing (named per case).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_queue_parsing_test {

using Props = std::vector<std::pair<std::string, std::string>>;
constexpr float kDelta = 1e-6f;  // TestQueueParsing.DELTA

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

NodeGroup nodes(int64_t count, int64_t mb, int64_t vcores, const std::string& label = "") {
  NodeGroup g;
  g.name = label.empty() ? "default" : label;
  g.count = count;
  g.resource = Resource(mb, vcores);
  g.label = label;
  return g;
}

struct Computed {
  CapacityConfig config;
  CapacityHierarchy h;
  std::vector<CapacityViolation> violations;
  const PartitionCapacity& part(const std::string& path, const std::string& label = "") const {
    const CapacityQueue* q = h.find(path);
    EXPECT_NE(q, nullptr) << path;
    static const PartitionCapacity none;
    if (q == nullptr || q->partitions.count(label) == 0) return none;
    return q->partitions.at(label);
  }
};

Computed compute(const Props& props, const HadoopVersion& version,
                 std::vector<NodeGroup> groups = {}) {
  Computed c;
  c.config = parse_cs(props, version);
  NodeSpec spec;
  spec.groups = std::move(groups);
  ClusterSettings cluster;
  c.h = compute_capacity_hierarchy(c.config, cluster, spec, {version});
  c.violations = validate_capacity_hierarchy(c.config, c.h, cluster, {version});
  return c;
}

std::vector<std::string> messages(const Computed& c) {
  std::vector<std::string> out;
  for (const auto& v : c.violations)
    out.push_back(v.message);
  return out;
}

// TestQueueParsing.setupQueueConfigurationWithLabels
Props with_labels() {
  return {{"root.queues", "a,b"},
          {"root.accessible-node-labels.red.capacity", "100"},
          {"root.accessible-node-labels.blue.capacity", "100"},
          {"root.a.capacity", "10"},
          {"root.a.maximum-capacity", "15"},
          {"root.b.capacity", "90"},
          {"root.a.queues", "a1,a2"},
          {"root.a.accessible-node-labels", "red,blue"},
          {"root.a.accessible-node-labels.red.capacity", "50"},
          {"root.a.accessible-node-labels.red.maximum-capacity", "50"},
          {"root.a.accessible-node-labels.blue.capacity", "50"},
          {"root.a.a1.capacity", "30"},
          {"root.a.a1.maximum-capacity", "45"},
          {"root.a.a1.accessible-node-labels.red.capacity", "50"},
          {"root.a.a1.accessible-node-labels.blue.capacity", "100"},
          {"root.a.a2.capacity", "70"},
          {"root.a.a2.maximum-capacity", "85"},
          {"root.a.a2.accessible-node-labels", "red"},
          {"root.a.a2.accessible-node-labels.red.capacity", "50"},
          {"root.a.a2.accessible-node-labels.red.maximum-capacity", "60"},
          {"root.b.queues", "b1,b2,b3"},
          {"root.b.accessible-node-labels", "red,blue"},
          {"root.b.accessible-node-labels.red.capacity", "50"},
          {"root.b.accessible-node-labels.blue.capacity", "50"},
          {"root.b.b1.capacity", "50"},
          {"root.b.b1.maximum-capacity", "85"},
          {"root.b.b1.accessible-node-labels.red.capacity", "50"},
          {"root.b.b1.accessible-node-labels.blue.capacity", "50"},
          {"root.b.b2.capacity", "30"},
          {"root.b.b2.maximum-capacity", "35"},
          {"root.b.b2.accessible-node-labels.red.capacity", "25"},
          {"root.b.b2.accessible-node-labels.blue.capacity", "25"},
          {"root.b.b3.capacity", "20"},
          {"root.b.b3.maximum-capacity", "35"},
          {"root.b.b3.accessible-node-labels.red.capacity", "25"},
          {"root.b.b3.accessible-node-labels.blue.capacity", "25"}};
}

// TestQueueParsing.testQueueParsingWithLabels -> checkQueueLabels, in every release line.
TEST(CapacityQueueParsing, LabelledCapacitiesAreRelativeToTheParentsLabel) {
  for (HadoopVersion v :
       {HadoopVersion{2, 8}, HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const Computed c =
        compute(with_labels(), v, {nodes(1, 8192, 8, "red"), nodes(1, 8192, 8, "blue")});
    EXPECT_TRUE(c.violations.empty()) << ::testing::PrintToString(messages(c));
    const CapacityQueue* a1 = c.h.find("root.a.a1");
    ASSERT_NE(a1, nullptr);
    EXPECT_EQ(a1->accessible_labels.size(), 2u);  // inherits a's red, blue
    EXPECT_EQ(c.h.find("root.a.a2")->accessible_labels, std::vector<std::string>{"red"});
    EXPECT_NEAR(c.part("root.a.a2").capacity, 0.7, kDelta);
    EXPECT_NEAR(c.part("root.a.a2", "red").capacity, 0.5, kDelta);
    EXPECT_NEAR(c.part("root.a.a2").absolute_capacity, 0.07, kDelta);
    EXPECT_NEAR(c.part("root.a.a2", "red").absolute_capacity, 0.25, kDelta);
    EXPECT_NEAR(c.part("root.a.a2").absolute_maximum_capacity, 0.1275, kDelta);
    EXPECT_NEAR(c.part("root.a.a2", "red").absolute_maximum_capacity, 0.3, kDelta);
    EXPECT_NEAR(c.part("root.b.b3").absolute_capacity, 0.18, kDelta);
    EXPECT_NEAR(c.part("root.b.b3", "red").absolute_capacity, 0.125, kDelta);
    EXPECT_NEAR(c.part("root.b.b3").absolute_maximum_capacity, 0.35, kDelta);
    EXPECT_NEAR(c.part("root.b.b3", "red").absolute_maximum_capacity, 1, kDelta);
    // Float arithmetic as Hadoop's: 0.7f * 0.1f, not the double 0.07.
    EXPECT_EQ(c.part("root.a.a2").absolute_capacity, 0.7f * 0.1f);
    // Effective resources per partition: the red node's 8G times the red absolute capacity.
    EXPECT_EQ(c.part("root.a.a2", "red").effective_min, Resource(2048, 2));
    EXPECT_EQ(c.part("root.a.a2").effective_min, Resource(0, 0));  // no unlabelled node
  }
}

// TestQueueParsing.setupQueueConfigurationWithLabelsAndReleaseCheck /
// testQueueParsingWithLeafQueueDisableElasticity: from 2.9 a capacity above the maximum is
// accepted as long as the absolute capacity stays within the absolute maximum.
Props release_check() {
  return {{"root.queues", "a,b"},
          {"root.accessible-node-labels.red.capacity", "100"},
          {"root.accessible-node-labels.blue.capacity", "100"},
          {"root.a.capacity", "50"},
          {"root.a.maximum-capacity", "100"},
          {"root.b.capacity", "50"},
          {"root.b.maximum-capacity", "100"},
          {"root.a.queues", "a1,a2"},
          {"root.a.accessible-node-labels", "red,blue"},
          {"root.a.accessible-node-labels.red.capacity", "50"},
          {"root.a.accessible-node-labels.red.maximum-capacity", "100"},
          {"root.a.accessible-node-labels.blue.capacity", "30"},
          {"root.a.accessible-node-labels.blue.maximum-capacity", "50"},
          {"root.a.a1.capacity", "60"},
          {"root.a.a1.maximum-capacity", "60"},
          {"root.a.a1.accessible-node-labels.red.capacity", "60"},
          {"root.a.a1.accessible-node-labels.red.maximum-capacity", "30"},
          {"root.a.a1.accessible-node-labels.blue.capacity", "100"},
          {"root.a.a1.accessible-node-labels.blue.maximum-capacity", "100"},
          {"root.a.a2.capacity", "40"},
          {"root.a.a2.maximum-capacity", "85"},
          {"root.a.a2.accessible-node-labels", "red"},
          {"root.a.a2.accessible-node-labels.red.capacity", "40"},
          {"root.a.a2.accessible-node-labels.red.maximum-capacity", "60"},
          {"root.b.queues", "b1,b2,b3"},
          {"root.b.accessible-node-labels", "red,blue"},
          {"root.b.accessible-node-labels.red.capacity", "50"},
          {"root.b.accessible-node-labels.red.maximum-capacity", "100"},
          {"root.b.accessible-node-labels.blue.capacity", "70"},
          {"root.b.accessible-node-labels.blue.maximum-capacity", "100"},
          {"root.b.b1.capacity", "10"},
          {"root.b.b1.maximum-capacity", "10"},
          {"root.b.b1.accessible-node-labels.red.capacity", "60"},
          {"root.b.b1.accessible-node-labels.red.maximum-capacity", "30"},
          {"root.b.b1.accessible-node-labels.blue.capacity", "50"},
          {"root.b.b1.accessible-node-labels.blue.maximum-capacity", "100"},
          {"root.b.b2.capacity", "80"},
          {"root.b.b2.maximum-capacity", "40"},
          {"root.b.b2.accessible-node-labels.red.capacity", "30"},
          {"root.b.b2.accessible-node-labels.blue.capacity", "25"},
          {"root.b.b3.capacity", "10"},
          {"root.b.b3.maximum-capacity", "25"},
          {"root.b.b3.accessible-node-labels.red.capacity", "10"},
          {"root.b.b3.accessible-node-labels.blue.capacity", "25"}};
}

TEST(CapacityQueueParsing, CapacityAboveMaximumIsAcceptedFrom29) {
  const Computed c = compute(release_check(), {3, 3});
  EXPECT_TRUE(c.violations.empty()) << ::testing::PrintToString(messages(c));
  EXPECT_NEAR(c.part("root.a.a2").capacity, 0.4, kDelta);
  EXPECT_NEAR(c.part("root.a.a2", "red").absolute_capacity, 0.2, kDelta);
  EXPECT_NEAR(c.part("root.a.a2").absolute_maximum_capacity, 0.85, kDelta);
  EXPECT_NEAR(c.part("root.a.a2", "red").absolute_maximum_capacity, 0.6, kDelta);
  EXPECT_NEAR(c.part("root.b.b2").absolute_capacity, 0.4, kDelta);
  EXPECT_NEAR(c.part("root.b.b2").absolute_maximum_capacity, 0.4, kDelta);
  EXPECT_NEAR(c.part("root.a.a1", "red").absolute_capacity, 0.3, kDelta);
  EXPECT_NEAR(c.part("root.a.a1", "red").absolute_maximum_capacity, 0.3, kDelta);
  EXPECT_NEAR(c.part("root.b.b1", "red").absolute_maximum_capacity, 0.3, kDelta);
  EXPECT_NEAR(c.part("root.b.b3").absolute_capacity, 0.05, kDelta);
  EXPECT_NEAR(c.part("root.b.b3", "blue").absolute_capacity, 0.175, kDelta);
  EXPECT_NEAR(c.part("root.b.b3").absolute_maximum_capacity, 0.25, kDelta);
  EXPECT_NEAR(c.part("root.b.b3", "blue").absolute_maximum_capacity, 1, kDelta);
}

// 2.7/2.8 CSQueueUtils.capacitiesSanityCheck also refuses capacity > maximum-capacity per label.
TEST(CapacityQueueParsing, CapacityAboveMaximumIsRefusedBefore29) {
  const Computed c = compute(release_check(), {2, 8});
  ASSERT_EQ(c.violations.size(), 3u) << ::testing::PrintToString(messages(c));
  EXPECT_EQ(c.violations[0].kind, CapacityViolationKind::kCapacityAboveMaximum);
  EXPECT_EQ(c.violations[0].queue_path, "root.a.a1");
  EXPECT_EQ(
      c.violations[0].message,
      "Illegal queue capacity setting, (capacity=0.6) > (maximum-capacity=0.3). When label=[red]");
  EXPECT_EQ(c.violations[1].queue_path, "root.b.b1");
  EXPECT_EQ(
      c.violations[2].message,
      "Illegal queue capacity setting, (capacity=0.8) > (maximum-capacity=0.4). When label=[]");
  EXPECT_EQ(c.violations[2].setting, CapacitySettingKind::kMaximumCapacity);
}

// TestQueueParsing.testQueueParsingWithLabelsInherit (setupQueueConfigurationWithLabelsInherit):
// a child without accessible-node-labels inherits its parent's; " " means none.
TEST(CapacityQueueParsing, AccessibleLabelsAreInherited) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.accessible-node-labels.red.capacity", "100"},
                              {"root.accessible-node-labels.blue.capacity", "100"},
                              {"root.a.capacity", "10"},
                              {"root.a.maximum-capacity", "15"},
                              {"root.a.queues", "a1,a2"},
                              {"root.a.accessible-node-labels", "red,blue"},
                              {"root.a.accessible-node-labels.red.capacity", "100"},
                              {"root.a.accessible-node-labels.blue.capacity", "100"},
                              {"root.b.capacity", "90"},
                              {"root.b.accessible-node-labels", " "},
                              {"root.a.a1.capacity", "30"},
                              {"root.a.a1.maximum-capacity", "45"},
                              {"root.a.a1.accessible-node-labels.red.capacity", "50"},
                              {"root.a.a1.accessible-node-labels.blue.capacity", "100"},
                              {"root.a.a2.capacity", "70"},
                              {"root.a.a2.maximum-capacity", "85"},
                              {"root.a.a2.accessible-node-labels", "red"},
                              {"root.a.a2.accessible-node-labels.red.capacity", "50"}},
                             {3, 3});
  EXPECT_TRUE(c.violations.empty()) << ::testing::PrintToString(messages(c));
  EXPECT_EQ(c.h.find("root.a.a1")->accessible_labels.size(), 2u);
  EXPECT_EQ(c.h.find("root.a.a2")->accessible_labels, std::vector<std::string>{"red"});
  EXPECT_TRUE(c.h.find("root.b")->accessible_labels.empty());
  EXPECT_EQ(c.h.find("root")->accessible_labels, std::vector<std::string>{"*"});
}

// TestQueueParsing.testQueueParsingWithUnusedLabels: a label root has no capacity for gives
// every queue 0 of it; no error. (Before 3.4 root has no numbers for the label at all; from 3.4
// root holds every configured label at 100%.)
TEST(CapacityQueueParsing, LabelWithoutRootCapacityGivesZero) {
  const Props props = {{"root.queues", "a,b"},
                       {"root.a.capacity", "10"},
                       {"root.a.accessible-node-labels", "red"},
                       {"root.a.accessible-node-labels.red.capacity", "100"},
                       {"root.b.capacity", "90"}};
  const Computed v33 = compute(props, {3, 3});
  EXPECT_TRUE(v33.violations.empty()) << ::testing::PrintToString(messages(v33));
  EXPECT_EQ(v33.h.find("root")->partitions.count("red"), 0u);
  EXPECT_EQ(v33.part("root.a", "red").absolute_capacity, 0);
  const Computed v34 = compute(props, {3, 4});
  EXPECT_TRUE(v34.violations.empty()) << ::testing::PrintToString(messages(v34));
  EXPECT_EQ(v34.part("root", "red").capacity, 1);
  EXPECT_EQ(v34.part("root.a", "red").absolute_capacity, 1);
}

// Root's labelled capacity: read from the file before 3.3 (so it scales the children), fixed at
// 100 from 3.3 (CapacitySchedulerConfiguration.internalGetLabeledQueueCapacity).
TEST(CapacityQueueParsing, RootLabelledCapacityIsFixedFrom33) {
  const Props props = {{"root.queues", "a"},
                       {"root.accessible-node-labels.red.capacity", "50"},
                       {"root.a.capacity", "100"},
                       {"root.a.accessible-node-labels", "red"},
                       {"root.a.accessible-node-labels.red.capacity", "100"}};
  EXPECT_NEAR(compute(props, {2, 8}).part("root.a", "red").absolute_capacity, 0.5, kDelta);
  EXPECT_NEAR(compute(props, {3, 2}).part("root.a", "red").absolute_capacity, 0.5, kDelta);
  EXPECT_NEAR(compute(props, {3, 3}).part("root.a", "red").absolute_capacity, 1, kDelta);
}

// Before 3.1 a queue without capacity reads -1: getNonLabeledQueueCapacity's range check fails.
// From 3.1 it reads 0.
TEST(CapacityQueueParsing, MissingCapacityFailsBefore31) {
  const Props props = {{"root.queues", "a,b"}, {"root.a.capacity", "100"}};
  const Computed v30 = compute(props, {3, 0});
  ASSERT_EQ(v30.violations.size(), 1u);
  EXPECT_EQ(v30.violations[0].kind, CapacityViolationKind::kCapacityMissing);
  EXPECT_EQ(v30.violations[0].message, "Illegal capacity of -1.0 for queue root.b");
  const Computed v31 = compute(props, {3, 1});
  EXPECT_TRUE(v31.violations.empty()) << ::testing::PrintToString(messages(v31));
  EXPECT_EQ(v31.part("root.b").capacity, 0);
}

// A deep and degenerate hierarchy computes without throwing.
TEST(CapacityQueueParsing, DeepTreesAndZeroCapacitiesDoNotCrash) {
  Props props;
  std::string path = "root";
  for (int depth = 0; depth < 64; ++depth) {
    props.push_back({path + ".queues", "q"});
    path += ".q";
    props.push_back({path + ".capacity", depth % 2 ? "0" : "100"});
  }
  for (HadoopVersion v :
       {HadoopVersion{2, 7}, HadoopVersion{3, 0}, HadoopVersion{3, 2}, HadoopVersion{3, 4}}) {
    const Computed c = compute(props, v, {nodes(3, 4096, 4)});
    EXPECT_EQ(c.h.queues.size(), 65u);
    EXPECT_FALSE(c.violations.empty());
  }
}

}  // namespace capacity_queue_parsing_test
}  // namespace schedlint
