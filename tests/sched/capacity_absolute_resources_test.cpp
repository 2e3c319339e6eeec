// Absolute capacities ([memory=..,vcores=..], 3.1+): effective min/max resources, their
// scale-down when the cluster is short, and the capacities derived from them. Expectations from
// Hadoop's TestAbsoluteResourceConfiguration and TestParentQueue (named per case).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_absolute_resources_test {

using Props = std::vector<std::pair<std::string, std::string>>;
constexpr int64_t GB = 1024;
constexpr float kDelta = 0.001f;  // TestAbsoluteResourceConfiguration.DELTA

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

NodeSpec nodes(int64_t count, int64_t mb, int64_t vcores) {
  NodeSpec spec;
  NodeGroup g;
  g.name = "nm";
  g.count = count;
  g.resource = Resource(mb, vcores);
  spec.groups.push_back(g);
  return spec;
}

std::string res(int64_t mb, int64_t vcores) {
  return "[memory=" + std::to_string(mb) + ",vcores=" + std::to_string(vcores) + "]";
}

struct Computed {
  CapacityHierarchy h;
  std::vector<CapacityViolation> violations;
  const PartitionCapacity& part(const std::string& path) const {
    const CapacityQueue* q = h.find(path);
    EXPECT_NE(q, nullptr) << path;
    static const PartitionCapacity none;
    return q ? q->partitions.at("") : none;
  }
};

Computed compute(const Props& props, const NodeSpec& spec, const HadoopVersion& version,
                 const ClusterSettings& cluster = {}) {
  const CapacityConfig config = parse_cs(props, version);
  Computed c;
  c.h = compute_capacity_hierarchy(config, cluster, spec, {version});
  c.violations = validate_capacity_hierarchy(config, c.h, cluster, {version});
  return c;
}

// TestAbsoluteResourceConfiguration.setupSimpleQueueConfiguration +
// setupMinMaxResourceConfiguration.
Props simple_min_max() {
  return {{"root.queues", "queueA,queueB,queueC"},
          {"root.queueA.capacity", res(100 * GB, 10)},
          {"root.queueB.capacity", res(50 * GB, 10)},
          {"root.queueC.capacity", res(50 * GB, 10)},
          {"root.queueA.maximum-capacity", res(200 * GB, 30)},
          {"root.queueB.maximum-capacity", res(150 * GB, 30)},
          {"root.queueC.maximum-capacity", res(150 * GB, 20)}};
}

// setupComplexQueueConfiguration + setupComplexMinMaxResourceConfig.
Props complex_min_max() {
  Props p = simple_min_max();
  p.push_back({"root.queueA.queues", "queueA1,queueA2"});
  p.push_back({"root.queueB.queues", "queueB1"});
  p.push_back({"root.queueA.queueA1.capacity", res(50 * GB, 5)});
  p.push_back({"root.queueA.queueA2.capacity", res(50 * GB, 5)});
  p.push_back({"root.queueB.queueB1.capacity", res(40 * GB, 10)});
  return p;
}

Props with(Props p, const std::string& key, const std::string& value) {
  for (auto& [k, v] : p) {
    if (k == key) {
      v = value;
      return p;
    }
  }
  p.push_back({key, value});
  return p;
}

// TestAbsoluteResourceConfiguration.testEffectiveMinMaxResourceConfigurartionPerQueue: enough
// cluster (250G / 40), so effective = configured.
TEST(CapacityAbsoluteResources, EffectiveEqualsConfiguredWhenTheClusterSuffices) {
  for (HadoopVersion v : {HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const Computed c = compute(simple_min_max(), nodes(1, 250 * GB, 40), v);
    EXPECT_TRUE(c.violations.empty());
    EXPECT_EQ(c.h.find("root.queueA")->mode, CapacityMode::kAbsolute);
    EXPECT_EQ(c.part("root.queueA").configured_min, Resource(100 * GB, 10));
    EXPECT_EQ(c.part("root.queueA").effective_min, Resource(100 * GB, 10));
    EXPECT_EQ(c.part("root.queueA").effective_max, Resource(200 * GB, 30));
    EXPECT_EQ(c.part("root.queueB").effective_min, Resource(50 * GB, 10));
    EXPECT_EQ(c.part("root.queueB").effective_max, Resource(150 * GB, 30));
    EXPECT_EQ(c.part("root.queueC").effective_max, Resource(150 * GB, 20));
  }
}

// TestAbsoluteResourceConfiguration.testSimpleValidateAbsoluteResourceConfig (2.): a child
// without a maximum takes its parent's.
TEST(CapacityAbsoluteResources, ChildInheritsTheParentsMaximum) {
  const Computed c = compute(complex_min_max(), nodes(1, 250 * GB, 40), {3, 3});
  EXPECT_TRUE(c.violations.empty());
  EXPECT_EQ(c.part("root.queueA.queueA1").effective_min, Resource(50 * GB, 5));
  EXPECT_EQ(c.part("root.queueA.queueA1").effective_max, Resource(200 * GB, 30));
  EXPECT_EQ(c.part("root.queueA.queueA2").effective_max, Resource(200 * GB, 30));
  EXPECT_EQ(c.part("root.queueB.queueB1").configured_max, Resource(150 * GB, 30));
  EXPECT_EQ(c.part("root.queueB.queueB1").effective_min, Resource(40 * GB, 10));
  EXPECT_EQ(c.part("root.queueB.queueB1").effective_max, Resource(150 * GB, 30));
}

// TestAbsoluteResourceConfiguration.testSimpleValidateAbsoluteResourceConfig (3., 4.).
TEST(CapacityAbsoluteResources, MinAboveMaxAndMaxAboveParent) {
  Props min_above = with(complex_min_max(), "root.queueB.queueB1.capacity", res(150 * GB, 30));
  min_above = with(min_above, "root.queueB.queueB1.maximum-capacity", res(40 * GB, 10));
  const Computed c3 = compute(min_above, nodes(1, 250 * GB, 40), {3, 3});
  ASSERT_FALSE(c3.violations.empty());
  EXPECT_EQ(c3.violations[0].kind, CapacityViolationKind::kMinResourceAboveMax);
  EXPECT_EQ(c3.violations[0].message,
            "Min resource configuration <memory:153600, vCores:30> is greater than its max value:"
            "<memory:40960, vCores:10> in queue:root.queueB.queueB1");
  const Props max_above =
      with(complex_min_max(), "root.queueB.queueB1.maximum-capacity", res(200 * GB, 30));
  for (HadoopVersion v : {HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    const Computed c4 = compute(max_above, nodes(1, 250 * GB, 40), v);
    ASSERT_EQ(c4.violations.size(), 1u) << v.to_string();
    EXPECT_EQ(c4.violations[0].kind, CapacityViolationKind::kMaxResourceAboveParentMax);
    EXPECT_EQ(c4.violations[0].setting, CapacitySettingKind::kMaximumCapacity);
    EXPECT_EQ(
        c4.violations[0].message,
        "Max resource configuration <memory:204800, vCores:30> is greater than parents max value:"
        "<memory:153600, vCores:30> in queue:root.queueB.queueB1");
  }
}

// TestAbsoluteResourceConfiguration.testComplexValidateAbsoluteResourceConfig (1.): percentage
// parents over absolute children.
TEST(CapacityAbsoluteResources, PercentageParentOverAbsoluteChildren) {
  Props p = with(complex_min_max(), "root.queueA.capacity", "50");
  p = with(p, "root.queueB.capacity", "25");
  p = with(p, "root.queueC.capacity", "25");
  const Computed c33 = compute(p, nodes(1, 250 * GB, 40), {3, 3});
  ASSERT_FALSE(c33.violations.empty());
  EXPECT_EQ(c33.violations[0].kind, CapacityViolationKind::kParentChildModeMismatch);
  EXPECT_EQ(c33.violations[0].message,
            "Parent queue 'root.queueA' and child queue 'root.queueA.queueA1' should use either "
            "percentage "
            "based capacity configuration or absolute resource together.");
  const Computed c34 = compute(p, nodes(1, 250 * GB, 40), {3, 4});
  ASSERT_FALSE(c34.violations.empty());
  EXPECT_EQ(c34.violations[0].message,
            "Parent=root.queueA: When absolute minResource is used, we must make sure both parent "
            "and child all "
            "use absolute minResource");
}

// TestAbsoluteResourceConfiguration.testComplexValidateAbsoluteResourceConfig (2.).
TEST(CapacityAbsoluteResources, ParentMinBelowChildren) {
  const Props p = with(complex_min_max(), "root.queueA.capacity", res(50 * GB, 5));
  for (HadoopVersion v : {HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    const Computed c = compute(p, nodes(1, 250 * GB, 40), v);
    ASSERT_EQ(c.violations.size(), 1u) << v.to_string();
    EXPECT_EQ(c.violations[0].kind, CapacityViolationKind::kChildrenMinAboveParentMin);
    EXPECT_EQ(c.violations[0].message,
              "Parent Queues capacity: <memory:51200, vCores:5> is less than to its children:"
              "<memory:102400, vCores:10> for queue:queueA");
  }
}

// TestAbsoluteResourceConfiguration.testEffectiveResourceAfterReducingClusterResource: one
// 125G / 20 node cannot cover 200G / 30 of minimums: every minimum shrinks by the per-type
// ratio (125G/200G, 20/30) and the maxima are capped by the cluster.
TEST(CapacityAbsoluteResources, MinimumsScaleDownWhenTheClusterIsShort) {
  for (HadoopVersion v : {HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const Computed c = compute(simple_min_max(), nodes(1, 125 * GB, 20), v);
    EXPECT_EQ(c.part("root.queueA").effective_min, Resource(64000, 6));
    EXPECT_EQ(c.part("root.queueB").effective_min, Resource(32000, 6));
    EXPECT_EQ(c.part("root.queueC").effective_min, Resource(32000, 6));
    EXPECT_EQ(c.part("root.queueA").effective_max, Resource(128000, 20));
    EXPECT_EQ(c.part("root.queueC").effective_max, Resource(128000, 20));
  }
}

// TestAbsoluteResourceConfiguration.testEffectiveResourceAfterIncreasingClusterResource: the
// effective resources stay as configured when the cluster grows from 250G to 375G; only the
// derived fractions shrink.
TEST(CapacityAbsoluteResources, DerivedCapacitiesFollowTheCluster) {
  for (HadoopVersion v : {HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const Computed c250 = compute(complex_min_max(), nodes(2, 125 * GB, 20), v);
    EXPECT_NEAR(c250.part("root.queueA").absolute_capacity, 0.4, kDelta);
    EXPECT_NEAR(c250.part("root.queueA").absolute_maximum_capacity, 0.8, kDelta);
    EXPECT_NEAR(c250.part("root.queueB").absolute_capacity, 0.2, kDelta);
    EXPECT_NEAR(c250.part("root.queueB").absolute_maximum_capacity, 0.6, kDelta);
    EXPECT_NEAR(c250.part("root.queueC").absolute_capacity, 0.2, kDelta);
    EXPECT_NEAR(c250.part("root.queueA.queueA1").absolute_capacity, 0.2, kDelta);
    EXPECT_NEAR(c250.part("root.queueA.queueA1").absolute_maximum_capacity, 0.8, kDelta);
    EXPECT_NEAR(c250.part("root.queueB.queueB1").absolute_capacity, 0.16, kDelta);
    EXPECT_NEAR(c250.part("root.queueB.queueB1").absolute_maximum_capacity, 0.6, kDelta);
    const Computed c375 = compute(complex_min_max(), nodes(3, 125 * GB, 20), v);
    EXPECT_EQ(c375.part("root.queueA").effective_min, Resource(100 * GB, 10));
    EXPECT_EQ(c375.part("root.queueA").effective_max, Resource(200 * GB, 30));
    EXPECT_NEAR(c375.part("root.queueA").absolute_capacity, 0.266, kDelta);
    EXPECT_NEAR(c375.part("root.queueA").absolute_maximum_capacity, 0.533, kDelta);
    EXPECT_NEAR(c375.part("root.queueB").absolute_capacity, 0.133, kDelta);
    EXPECT_NEAR(c375.part("root.queueB").absolute_maximum_capacity, 0.4, kDelta);
    EXPECT_NEAR(c375.part("root.queueB.queueB1").absolute_capacity, 0.106, kDelta);
    EXPECT_NEAR(c375.part("root.queueB.queueB1").absolute_maximum_capacity, 0.4, kDelta);
    EXPECT_NEAR(c375.part("root.queueA.queueA1").absolute_capacity, 0.133, kDelta);
    EXPECT_NEAR(c375.part("root.queueA.queueA1").absolute_maximum_capacity, 0.533, kDelta);
  }
}

// 3.1/3.2 ParentQueue.deriveCapacityFromAbsoluteConfigurations divides the child's
// default-partition capacity by the parent's absolute capacity (as 3.1.2 ships it): below the
// first level the absolute capacity is not a fraction of the cluster.
TEST(CapacityAbsoluteResources, Hadoop31DividesBelowTheFirstLevel) {
  const Computed c = compute(complex_min_max(), nodes(3, 125 * GB, 20), {3, 2});
  EXPECT_NEAR(c.part("root.queueA").absolute_capacity, 0.266, kDelta);
  EXPECT_NEAR(c.part("root.queueA.queueA1").absolute_capacity, 0.5f / (102400.0f / 384000.0f),
              kDelta);
  // ... and resets maxApplications from that absolute capacity, whatever the queue sets.
  EXPECT_EQ(c.h.find("root.queueA.queueA1")->max_applications,
            18749);  // (int) (10000 * 1.8749999f)
}

// 3.1-3.3 replace an absolute leaf's maximum-applications (a logged, not refused, override);
// 3.4 keeps it.
TEST(CapacityAbsoluteResources, MaximumApplicationsOfAbsoluteLeaves) {
  Props p = complex_min_max();
  p.push_back({"root.queueC.maximum-applications", "7"});
  const Computed c33 = compute(p, nodes(1, 250 * GB, 40), {3, 3});
  EXPECT_EQ(c33.h.find("root.queueC")->max_applications, 2000);  // (int) (10000 * 0.2)
  ASSERT_EQ(c33.violations.size(), 1u);
  EXPECT_EQ(c33.violations[0].kind, CapacityViolationKind::kMaximumApplicationsIgnored);
  EXPECT_FALSE(c33.violations[0].error);
  EXPECT_EQ(c33.violations[0].message,
            "LeafQueue:queueC, maxApplications=2000, maxApplicationsPerUser=2000, Abs Cap:0.2");
  const Computed c34 = compute(p, nodes(1, 250 * GB, 40), {3, 4});
  EXPECT_EQ(c34.h.find("root.queueC")->max_applications, 7);
  EXPECT_TRUE(c34.violations.empty());
}

// TestParentQueue.testAbsoluteResourceWithChangeInClusterResource
// (setupSingleLevelQueuesWithAbsoluteResource): the scale-down ratio is per type and may exceed 1
// for a type the cluster has plenty of; DefaultResourceCalculator decides on memory alone.
TEST(CapacityAbsoluteResources, RatioPerResourceType) {
  const Props props = {{"root.queues", "a,b"},
                       {"root.a.capacity", res(6 * GB, 10)},
                       {"root.b.capacity", res(14 * GB, 22)}};
  const Computed full = compute(props, nodes(2, 10 * GB, 16), {3, 3});
  EXPECT_EQ(full.part("root.a").effective_min, Resource(6 * GB, 10));
  EXPECT_EQ(full.part("root.b").effective_min, Resource(14 * GB, 22));
  const Computed half = compute(props, nodes(1, 10 * GB, 16), {3, 3});
  EXPECT_EQ(half.part("root.a").effective_min, Resource(3 * GB, 5));
  EXPECT_EQ(half.part("root.b").effective_min, Resource(7 * GB, 11));
  const Computed cores = compute(props, nodes(1, 10 * GB, 40), {3, 3});
  EXPECT_EQ(cores.part("root.a").effective_min, Resource(3 * GB, 12));
  EXPECT_EQ(cores.part("root.b").effective_min, Resource(7 * GB, 27));
}

// Absolute capacities are read from 3.1 on: before, the parser refuses the value, and nothing
// is absolute.
TEST(CapacityAbsoluteResources, NotBefore31) {
  const Computed c = compute(simple_min_max(), nodes(1, 250 * GB, 40), {3, 0});
  EXPECT_EQ(c.h.find("root.queueA")->mode, CapacityMode::kPercentage);
  EXPECT_EQ(c.part("root.queueA").configured_min, Resource(0, 0));
}

}  // namespace capacity_absolute_resources_test
}  // namespace schedlint
