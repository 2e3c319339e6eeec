// 3.4 weight capacities (`Nw`): normalization among siblings and the legacy-mode rules on mixing
// capacity modes (ParentQueue.getCapacityConfigurationTypeForQueues). Expectations from Hadoop's
// TestCapacitySchedulerWeightMode (the weight-mode cases of 3.4).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_weight_mode_test {

using Props = std::vector<std::pair<std::string, std::string>>;
constexpr float kDelta = 1e-6f;

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

struct Computed {
  CapacityHierarchy h;
  std::vector<CapacityViolation> violations;
  const PartitionCapacity& part(const std::string& path, const std::string& label = "") const {
    return h.find(path)->partitions.at(label);
  }
};

Computed compute(const Props& props, const HadoopVersion& version = {3, 4}) {
  const CapacityConfig config = parse_cs(props, version);
  NodeSpec spec;
  NodeGroup g;
  g.name = "nm";
  g.count = 1;
  g.resource = Resource(30 * 1024, 30);
  spec.groups.push_back(g);
  Computed c;
  c.h = compute_capacity_hierarchy(config, ClusterSettings{}, spec, {version});
  c.violations = validate_capacity_hierarchy(config, c.h, ClusterSettings{}, {version});
  return c;
}

// TestCapacitySchedulerWeightMode: a 0%, b 2w, c 1w, d 0w -> b 2/3, c 1/3; a 0% sibling is
// tolerated among weights.
TEST(CapacityWeightMode, WeightsAreNormalizedAmongSiblings) {
  const Computed c = compute({{"root.queues", "a,b,c,d"},
                              {"root.a.capacity", "0"},
                              {"root.b.capacity", "2w"},
                              {"root.c.capacity", "1w"},
                              {"root.d.capacity", "0w"}});
  EXPECT_TRUE(c.violations.empty());
  EXPECT_EQ(c.part("root.a").absolute_capacity, 0);
  EXPECT_NEAR(c.part("root.b").absolute_capacity, 2.0f / 3, kDelta);
  EXPECT_NEAR(c.part("root.c").absolute_capacity, 1.0f / 3, kDelta);
  EXPECT_EQ(c.part("root.d").absolute_capacity, 0);
  EXPECT_EQ(c.part("root.b").weight, 2);
  EXPECT_NEAR(c.part("root.b").normalized_weight, 2.0f / 3, kDelta);
  EXPECT_EQ(c.part("root.b").capacity, 0);  // QueueCapacities keeps the weight apart
  EXPECT_EQ(c.h.find("root.b")->mode, CapacityMode::kWeight);
  EXPECT_EQ(c.part("root.b").effective_min, Resource(20480, 20));
}

// Nested weights multiply down the tree.
TEST(CapacityWeightMode, NestedWeights) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.capacity", "1w"},
                              {"root.b.capacity", "3w"},
                              {"root.b.queues", "x,y"},
                              {"root.b.x.capacity", "1w"},
                              {"root.b.y.capacity", "1w"}});
  EXPECT_TRUE(c.violations.empty());
  EXPECT_NEAR(c.part("root.b.x").absolute_capacity, 0.375, kDelta);
}

// TestCapacitySchedulerWeightMode: absolute then percentage (order a, b) is refused; the
// absolute flag clears the percentage one, so b, a is accepted and b's 50% is ignored.
TEST(CapacityWeightMode, AbsoluteAndPercentageSiblingsDependOnOrder) {
  const Computed ab = compute({{"root.queues", "a,b"},
                               {"root.a.capacity", "[memory=1024,vcores=1]"},
                               {"root.b.capacity", "50"}});
  ASSERT_EQ(ab.violations.size(), 1u);
  EXPECT_EQ(ab.violations[0].kind, CapacityViolationKind::kMixedSiblingCapacityModes);
  EXPECT_EQ(
      ab.violations[0].message,
      "Parent queue 'root' have children queue used mixed of  weight mode, percentage and absolute "
      "mode, it "
      "is not allowed, please double check, details:{Queue=root.a, label= uses absolute mode}. "
      "{Queue=root.b, label= uses percentage mode}. ");
  const Computed ba = compute({{"root.queues", "b,a"},
                               {"root.a.capacity", "[memory=1024,vcores=1]"},
                               {"root.b.capacity", "50"}});
  EXPECT_TRUE(ba.violations.empty());
}

// TestCapacitySchedulerWeightMode: percentage and weight per label; the percentage flag sticks,
// so the weight child is listed as percentage too.
TEST(CapacityWeightMode, MixedModesAcrossLabels) {
  const Computed c = compute({{"root.queues", "a,b"},
                              {"root.a.accessible-node-labels.x.capacity", "50"},
                              {"root.b.accessible-node-labels.x.capacity", "1w"}});
  ASSERT_FALSE(c.violations.empty());
  EXPECT_EQ(
      c.violations.back().message,
      "Parent queue 'root' have children queue used mixed of  weight mode, percentage and absolute "
      "mode, it "
      "is not allowed, please double check, details:{Queue=root.a, label=x uses percentage mode}. "
      "{Queue=root.b, label= uses percentage mode}. {Queue=root.b, label=x uses weight mode}. "
      "{Queue=root.b, label=x uses percentage mode}. ");
}

// Percentage children under a weight parent must sum to 0 or 100 like any others.
TEST(CapacityWeightMode, PercentageChildrenOfAWeightQueue) {
  const Computed c = compute({{"root.queues", "a"},
                              {"root.a.capacity", "1w"},
                              {"root.a.queues", "x,y"},
                              {"root.a.x.capacity", "30"},
                              {"root.a.y.capacity", "30"}});
  ASSERT_EQ(c.violations.size(), 1u);
  EXPECT_EQ(c.violations[0].message,
            "Illegal capacity sum of 0.6 for children of queue a for label=. It should be either 0 "
            "or 1.0");
}

// legacy-queue-mode.enabled=false (flexible mode) is not modelled: no legacy checks apply.
TEST(CapacityWeightMode, FlexibleModeSkipsLegacyChecks) {
  const Computed c = compute({{"legacy-queue-mode.enabled", "false"},
                              {"root.queues", "a,b"},
                              {"root.a.capacity", "[memory=1024,vcores=1]"},
                              {"root.b.capacity", "50"}});
  EXPECT_FALSE(c.h.legacy_queue_mode);
  EXPECT_TRUE(c.violations.empty());
}

}  // namespace capacity_weight_mode_test
}  // namespace schedlint
