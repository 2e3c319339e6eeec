// Leaf limits: maxApplications, per user, the queue and user AM limits (LeafQueue /
// AbstractLeafQueue). Expectations from Hadoop's TestApplicationLimits (named per case).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/resource_calculator.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_application_limits_test {

using Props = std::vector<std::pair<std::string, std::string>>;
constexpr int64_t GB = 1024;

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

// `count` nodes of 16G / 16 vcores: TestApplicationLimits' cluster of 100 * 16 GB.
NodeSpec nodes_16g(int64_t count) {
  NodeSpec spec;
  NodeGroup g;
  g.name = "nm";
  g.count = count;
  g.resource = Resource(16 * GB, 16);
  spec.groups.push_back(g);
  return spec;
}

CapacityHierarchy compute(const Props& props, const NodeSpec& nodes, const HadoopVersion& version) {
  return compute_capacity_hierarchy(parse_cs(props, version), ClusterSettings{}, nodes, {version});
}

const CapacityQueue& queue(const CapacityHierarchy& h, const std::string& path) {
  const CapacityQueue* q = h.find(path);
  EXPECT_NE(q, nullptr) << path;
  static const CapacityQueue none;
  return q ? *q : none;
}

// TestApplicationLimits.setupQueueConfiguration: a 10%, b 90%, a's user limit 50%, factor 5.
Props limits_config() {
  return {{"root.queues", "a,b"},
          {"root.a.capacity", "10"},
          {"root.b.capacity", "90"},
          {"root.a.minimum-user-limit-percent", "50"},
          {"root.a.user-limit-factor", "5.0"}};
}

// TestApplicationLimits.testAMResourceLimit: on an idle 1600G cluster the AM limit follows the
// maximum (the whole cluster), the user AM limit the guarantee times the user-limit factor.
TEST(CapacityApplicationLimits, AmLimitsOnIdleCluster) {
  for (HadoopVersion v :
       {HadoopVersion{2, 8}, HadoopVersion{3, 1}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const CapacityHierarchy h = compute(limits_config(), nodes_16g(100), v);
    const PartitionCapacity& a = queue(h, "root.a").partitions.at("");
    EXPECT_EQ(a.current_limit, Resource(1600 * GB, 1));  // DefaultResourceCalculator keeps 1 vcore
    EXPECT_EQ(a.am_limit, Resource(160 * GB, 1));
    EXPECT_EQ(a.user_am_limit, Resource(80 * GB, 1));
    EXPECT_EQ(a.am_limit_at_guarantee, Resource(16 * GB, 1));
    // The cluster grows to 1920G: 192G and 96G.
    const CapacityHierarchy grown = compute(limits_config(), nodes_16g(120), v);
    EXPECT_EQ(queue(grown, "root.a").partitions.at("").am_limit, Resource(192 * GB, 1));
    EXPECT_EQ(queue(grown, "root.a").partitions.at("").user_am_limit, Resource(96 * GB, 1));
  }
}

// LeafQueue.getUserAMResourceLimitPerPartition caps the user's share at 1 in 2.9 (2.9.1's source)
// and from 3.1: a user-limit percent of 200 counts as 100 there, twice over in 2.8 and 3.0.
TEST(CapacityApplicationLimits, UserAmShareCappedFrom29And31) {
  const Props props = {{"root.queues", "a,b"},
                       {"root.a.capacity", "10"},
                       {"root.b.capacity", "90"},
                       {"root.a.minimum-user-limit-percent", "200"}};
  const auto user_am = [&](HadoopVersion v) {
    return queue(compute(props, nodes_16g(100), v), "root.a").partitions.at("").user_am_limit;
  };
  // 160G guarantee x 0.1 x share x factor 1: share 2 gives 32G, share 1 16G.
  EXPECT_EQ(user_am({2, 8}), Resource(32 * GB, 1));
  EXPECT_EQ(user_am({2, 9}), Resource(16 * GB, 1));
  EXPECT_EQ(user_am({2, 10}), Resource(16 * GB, 1));
  EXPECT_EQ(user_am({3, 0}), Resource(32 * GB, 1));
  EXPECT_EQ(user_am({3, 1}), Resource(16 * GB, 1));
}

// TestApplicationLimits.testAMResourceLimit with the queue's maximum-am-resource-percent 0.5.
TEST(CapacityApplicationLimits, QueueAmPercentOverridesTheGlobalOne) {
  Props props = limits_config();
  props.push_back({"root.a.maximum-am-resource-percent", "0.5"});
  const CapacityHierarchy h = compute(props, nodes_16g(100), {3, 3});
  EXPECT_EQ(queue(h, "root.a").partitions.at("").am_limit, Resource(800 * GB, 1));
  EXPECT_EQ(queue(h, "root.a").partitions.at("").user_am_limit, Resource(400 * GB, 1));
}

// TestApplicationLimits.testActiveApplicationLimits (an 80G cluster, one active user): 8G / 4G.
TEST(CapacityApplicationLimits, SmallClusterOneUser) {
  const CapacityHierarchy h = compute(limits_config(), nodes_16g(5), {3, 3});
  EXPECT_EQ(queue(h, "root.a").partitions.at("").am_limit, Resource(8 * GB, 1));
  EXPECT_EQ(queue(h, "root.a").partitions.at("").user_am_limit, Resource(4 * GB, 1));
}

// TestApplicationLimits.testLimitsComputation: maxApplications = (int) (10000 * 0.1) and per
// user min(max, (int) (max * 50% * 5)); a per-queue maximum-applications of 9999 wins.
TEST(CapacityApplicationLimits, MaxApplications) {
  for (HadoopVersion v : {HadoopVersion{2, 7}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const CapacityHierarchy h = compute(limits_config(), nodes_16g(100), v);
    EXPECT_EQ(queue(h, "root.a").max_applications, 1000);
    EXPECT_EQ(queue(h, "root.a").max_applications_per_user, 1000);
    Props props = limits_config();
    props.push_back({"root.a.maximum-applications", "9999"});
    const CapacityHierarchy own = compute(props, nodes_16g(100), v);
    EXPECT_EQ(queue(own, "root.a").max_applications, 9999);
    EXPECT_EQ(queue(own, "root.a").max_applications_per_user, 9999);
  }
}

// global-queue-max-application: 3.0-3.3 take it as is; 3.4 caps it at maximum-applications.
TEST(CapacityApplicationLimits, GlobalQueueMaxApplicationPerVersion) {
  Props props = limits_config();
  props.push_back({"global-queue-max-application", "20000"});
  EXPECT_EQ(queue(compute(props, nodes_16g(10), {3, 3}), "root.a").max_applications, 20000);
  EXPECT_EQ(queue(compute(props, nodes_16g(10), {3, 4}), "root.a").max_applications, 10000);
}

// user-limit-factor -1: 3.4 lifts the per-user limits (YARN-10531); 3.3 multiplies by -1.
TEST(CapacityApplicationLimits, UserLimitFactorMinusOne) {
  Props props = {{"root.queues", "a,b"},
                 {"root.a.capacity", "10"},
                 {"root.b.capacity", "90"},
                 {"root.a.user-limit-factor", "-1"}};
  const CapacityHierarchy h34 = compute(props, nodes_16g(100), {3, 4});
  const CapacityQueue& a34 = queue(h34, "root.a");
  EXPECT_EQ(a34.max_applications_per_user, 1000);
  EXPECT_EQ(a34.partitions.at("").user_am_limit, Resource(16 * GB, 1));  // 10% of 160G
  const CapacityHierarchy h33 = compute(props, nodes_16g(100), {3, 3});
  const CapacityQueue& a33 = queue(h33, "root.a");
  EXPECT_EQ(a33.max_applications_per_user, -1000);
}

// 2.7 LeafQueue.getUserAMResourceLimit is not capped by the queue's AM limit; 2.8 caps it.
TEST(CapacityApplicationLimits, UserAmLimitCappedFrom28) {
  Props props = limits_config();
  props.push_back({"root.a.maximum-capacity", "10"});
  const CapacityHierarchy h27 = compute(props, nodes_16g(100), {2, 7});
  EXPECT_EQ(queue(h27, "root.a").partitions.at("").am_limit, Resource(16 * GB, 1));
  EXPECT_EQ(queue(h27, "root.a").partitions.at("").user_am_limit, Resource(80 * GB, 1));
  const CapacityHierarchy h28 = compute(props, nodes_16g(100), {2, 8});
  EXPECT_EQ(queue(h28, "root.a").partitions.at("").user_am_limit, Resource(16 * GB, 1));
}

// The AM limit follows the most restrictive ancestor: the limit handed down by a parent capped
// at 50% (ParentQueue.getResourceLimitsOfChild).
TEST(CapacityApplicationLimits, CurrentLimitFollowsAncestorMaximum) {
  const Props props = {
      {"root.queues", "p,q"},    {"root.p.capacity", "50"}, {"root.p.maximum-capacity", "50"},
      {"root.q.capacity", "50"}, {"root.p.queues", "x"},    {"root.p.x.capacity", "100"}};
  for (HadoopVersion v : {HadoopVersion{2, 8}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    const CapacityHierarchy h = compute(props, nodes_16g(10), v);
    EXPECT_EQ(queue(h, "root.p.x").partitions.at("").current_limit, Resource(80 * GB, 1));
    EXPECT_EQ(queue(h, "root.p.x").partitions.at("").am_limit, Resource(8 * GB, 1));
  }
}

// With no nodes every resource is zero; the fractions and application limits still hold.
TEST(CapacityApplicationLimits, EmptyClusterKeepsFractions) {
  const CapacityHierarchy h = compute(limits_config(), NodeSpec{}, {3, 3});
  const CapacityQueue& a = queue(h, "root.a");
  EXPECT_NEAR(a.partitions.at("").absolute_capacity, 0.1, 1e-6);
  EXPECT_EQ(a.max_applications, 1000);
  EXPECT_EQ(a.partitions.at("").effective_min, Resource(0, 0));
  EXPECT_EQ(a.partitions.at("").am_limit, Resource(0, 0));
}

// The advice of cs-am-limit-below-one-am: the AM limit is the guarantee times the percent,
// normalized up to the minimum allocation, so the smallest percent that holds two 2048 MB AMs in a
// 7864 MB guarantee is 0.4 (3145.6 MB rounds up to 4096), not 4096 / 7864 = 0.52.
TEST(CapacityApplicationLimits, TheSmallestAmPercentHoldingTwoAmsCountsTheRoundingUp) {
  const ResourceCalculator memory(CalculatorKind::kDefault);
  const Resource partition(196608, 48);
  const Resource guarantee(7864, 1);
  const Resource two_ams(4096, 2);
  const Resource minimum(1024, 1);
  EXPECT_EQ(smallest_am_percent_holding(memory, partition, guarantee, two_ams, minimum, 0.01f),
            0.4f);
  // Never at or below the value in force, even when that one would already do.
  EXPECT_EQ(smallest_am_percent_holding(memory, partition, guarantee, two_ams, minimum, 0.4f),
            0.41f);
  // A guarantee too small for two AMs at any percent: none.
  EXPECT_EQ(
      smallest_am_percent_holding(memory, partition, Resource(3000, 1), two_ams, minimum, 0.1f),
      std::nullopt);
  // The DominantResourceCalculator compares dominant shares of the partition, as LeafQueue's
  // Resources.lessThanOrEqual does: two AMs are 2/48 of the vcores; at 0.11 the limit is 8192 MB
  // (7208.96 rounded up), 8192/196608 = 2/48 of the memory, enough though it has 1 vcore.
  const ResourceCalculator dominant(CalculatorKind::kDominant);
  EXPECT_EQ(
      smallest_am_percent_holding(dominant, partition, Resource(65536, 8), two_ams, minimum, 0.1f),
      0.11f);
}

}  // namespace capacity_application_limits_test
}  // namespace schedlint
