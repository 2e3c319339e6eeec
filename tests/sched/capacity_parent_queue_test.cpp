// ParentQueue.setChildQueues: the children's capacity sum, per version. Expectations from
// Hadoop's TestParentQueue (named per case) and float-precision cases of the capacity sum check.
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_parent_queue_test {

using Props = std::vector<std::pair<std::string, std::string>>;

CapacityConfig parse_cs(const Props& props, const HadoopVersion& version) {
  Props full;
  for (const auto& [k, v] : props)
    full.push_back({"yarn.scheduler.capacity." + k, v});
  std::vector<ReadingIssue> issues;
  return testing::read_capacity_xml(testing::conf_xml(full), version, issues);
}

std::vector<CapacityViolation> validate(const Props& props, const HadoopVersion& version) {
  const CapacityConfig config = parse_cs(props, version);
  const CapacityHierarchy h =
      compute_capacity_hierarchy(config, ClusterSettings{}, NodeSpec{}, {version});
  return validate_capacity_hierarchy(config, h, ClusterSettings{}, {version});
}

// TestParentQueue.setupMultiLevelQueues, with c and d kept as leaves: a 10, b 50 (b1 10, b2 20,
// b3 70), c 19.5, d 20.5.
Props multi_level(const Props& overrides) {
  Props p = {
      {"root.queues", "a,b,c,d"},   {"root.a.capacity", "10"},    {"root.b.capacity", "50"},
      {"root.c.capacity", "19.5"},  {"root.d.capacity", "20.5"},  {"root.b.queues", "b1,b2,b3"},
      {"root.b.b1.capacity", "10"}, {"root.b.b2.capacity", "20"}, {"root.b.b3.capacity", "70"}};
  for (const auto& [k, v] : overrides) {
    bool replaced = false;
    for (auto& [pk, pv] : p) {
      if (pk == k) {
        pv = v;
        replaced = true;
      }
    }
    if (!replaced) p.push_back({k, v});
  }
  return p;
}

const auto kAll = supported_hadoop_lines();

TEST(CapacityParentQueue, MultiLevelQueuesAreValid) {
  for (HadoopVersion v : kAll)
    EXPECT_TRUE(validate(multi_level({}), v).empty()) << v.to_string();
}

// TestParentQueue.testQueueCapacitySettingChildZero: b keeps 50 while its children are all 0.
TEST(CapacityParentQueue, ChildrenZeroUnderNonZeroParent) {
  const Props p = multi_level(
      {{"root.b.b1.capacity", "0"}, {"root.b.b2.capacity", "0"}, {"root.b.b3.capacity", "0"}});
  for (HadoopVersion v : kAll) {
    const auto found = validate(p, v);
    ASSERT_EQ(found.size(), 1u) << v.to_string();
    EXPECT_EQ(found[0].kind, CapacityViolationKind::kChildrenCapacitySum);
    EXPECT_EQ(found[0].queue_path, "root.b");
    EXPECT_EQ(found[0].setting, CapacitySettingKind::kQueues);
    EXPECT_EQ(found[0].message,
              v.at_least(3, 4)
                  ? "Illegal capacity sum of 0.0 for children of queue b for label=. It is set to "
                    "0, but parent percent != 0, and doesn't allow children capacity to set to 0"
                  : "Illegal capacity of 0.0 for children of queue b");
  }
  // 3.4 allow-zero-capacity-sum lets the children sum to 0.
  Props allowed = p;
  allowed.push_back({"root.b.allow-zero-capacity-sum", "true"});
  EXPECT_TRUE(validate(allowed, {3, 4}).empty());
}

// TestParentQueue.testQueueCapacitySettingParentZero: b is 0 while its children sum to 100.
TEST(CapacityParentQueue, ParentZeroWithChildrenCapacity) {
  const Props p = multi_level({{"root.b.capacity", "0"}, {"root.a.capacity", "60"}});
  for (HadoopVersion v : kAll) {
    const auto found = validate(p, v);
    ASSERT_EQ(found.size(), 1u) << v.to_string();
    EXPECT_EQ(found[0].kind, CapacityViolationKind::kZeroCapacityParent);
    EXPECT_EQ(found[0].setting, CapacitySettingKind::kCapacity);
    EXPECT_EQ(found[0].message,
              v.at_least(3, 4)
                  ? "Illegal capacity sum of 1.0 for children of queue b for label=. "
                    "queue=b has zero capacity, but childqueues have positive capacities"
                  : "Illegal capacity of 1.0 for children of queue b");
  }
}

// TestParentQueue.testQueueCapacityZero: parent and children all 0 is accepted.
TEST(CapacityParentQueue, ParentAndChildrenZero) {
  const Props p = multi_level({{"root.b.capacity", "0"},
                               {"root.a.capacity", "60"},
                               {"root.b.b1.capacity", "0"},
                               {"root.b.b2.capacity", "0"},
                               {"root.b.b3.capacity", "0"}});
  for (HadoopVersion v : kAll)
    EXPECT_TRUE(validate(p, v).empty()) << v.to_string();
}

// Children summing to 30 + 70.5 fail; 30 + 70 and 30 + 70.005 pass (PRECISION 0.0005, float sum).
TEST(CapacityParentQueue, SumPrecision) {
  auto two = [](const std::string& second) {
    return Props{{"root.queues", "a,b"}, {"root.a.capacity", "30"}, {"root.b.capacity", second}};
  };
  for (HadoopVersion v : kAll) {
    SCOPED_TRACE(v.to_string());
    const auto over = validate(two("70.5"), v);
    ASSERT_EQ(over.size(), 1u);
    EXPECT_EQ(
        over[0].message,
        v.at_least(3, 4)
            ? "Illegal capacity sum of 1.005 for children of queue root for label=. It should "
              "be either 0 or 1.0"
            : "Illegal capacity of 1.005 for children of queue root");
    EXPECT_TRUE(validate(two("70"), v).empty());
    EXPECT_TRUE(validate(two("70.005"), v).empty());
  }
}

// Per label: a parent with a labelled capacity needs its children to sum to 100 for it.
TEST(CapacityParentQueue, LabelledSum) {
  const Props p = {{"root.queues", "a"},
                   {"root.accessible-node-labels.x.capacity", "100"},
                   {"root.a.capacity", "100"},
                   {"root.a.accessible-node-labels", "x"},
                   {"root.a.accessible-node-labels.x.capacity", "100"},
                   {"root.a.queues", "a1,a2"},
                   {"root.a.a1.capacity", "50"},
                   {"root.a.a2.capacity", "50"},
                   {"root.a.a1.accessible-node-labels.x.capacity", "70"}};
  const auto v33 = validate(p, {3, 3});
  ASSERT_EQ(v33.size(), 1u);
  EXPECT_EQ(v33[0].partition, "x");
  EXPECT_EQ(v33[0].message, "Illegal capacity of 0.7 for children of queue a for label=x");
  const auto v34 = validate(p, {3, 4});
  ASSERT_EQ(v34.size(), 1u);
  EXPECT_EQ(v34[0].message,
            "Illegal capacity sum of 0.7 for children of queue a for label=x. It should be either "
            "0 or 1.0");
}

}  // namespace capacity_parent_queue_test
}  // namespace schedlint
