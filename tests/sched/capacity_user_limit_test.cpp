// User limits: LeafQueue.computeUserLimit (2.7, 2.8) and UsersManager.computeUserLimit
// (2.9+, 3.0+). Expectations from Hadoop's TestLeafQueue (named per case).
#include <gtest/gtest.h>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/user_limit.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_user_limit_test {

constexpr int64_t GB = 1024;

// TestLeafQueue.testComputeUserLimitAndSetHeadroom: queue b at 80% of a 16G cluster (two 8G
// nodes), minimum allocation 1G; `used` per active user.
UserLimit limit_for(const HadoopVersion& v, float user_limit_percent, int users,
                    int64_t used_per_user) {
  const ResourceCalculator rc(CalculatorKind::kDefault);
  UserLimitInputs in;
  in.partition = Resource(16 * GB, 32);
  in.cluster = in.partition;
  in.minimum_allocation = Resource(GB, 1);
  in.queue_capacity = user_limit_guarantee(
      v, rc, in.partition, 0.8f, resources::multiply(in.partition, 0.8f), in.minimum_allocation);
  in.queue_used = Resource(used_per_user * users, 0);
  in.usage_ratio = static_cast<float>(used_per_user * users) / static_cast<float>(16 * GB);
  in.active_users_used = in.queue_used;
  in.active_users_weight = static_cast<float>(users);
  in.active_users = users;
  in.user_limit_percent = user_limit_percent;
  return compute_user_limit(in, rc, v);
}

TEST(CapacityUserLimit, ComputeUserLimitAndSetHeadroom) {
  for (HadoopVersion v : {HadoopVersion{2, 8}, HadoopVersion{3, 3}, HadoopVersion{3, 4}}) {
    SCOPED_TRACE(v.to_string());
    // One user with 4G: limit 13G (headroom 13G - 4G = 9G).
    EXPECT_EQ(limit_for(v, 100, 1, 4 * GB).limit.memory_mb(), 13 * GB);
    // Two users with 4G each: still 13G each (headroom capped at the queue's 16G - 8G = 8G).
    EXPECT_EQ(limit_for(v, 100, 2, 4 * GB).limit.memory_mb(), 13 * GB);
    // minimum-user-limit-percent 50, two users with 2G each: 7G (headroom 5G).
    EXPECT_EQ(limit_for(v, 50, 2, 2 * GB).limit.memory_mb(), 7 * GB);
  }
}

CapacityHierarchy compute(const std::vector<std::pair<std::string, std::string>>& props,
                          const HadoopVersion& v) {
  std::vector<std::pair<std::string, std::string>> full;
  for (const auto& [k, val] : props)
    full.push_back({"yarn.scheduler.capacity." + k, val});
  std::vector<ReadingIssue> issues;
  const CapacityConfig config = testing::read_capacity_xml(testing::conf_xml(full), v, issues);
  NodeSpec spec;
  NodeGroup g;
  g.name = "nm";
  g.count = 2;
  g.resource = Resource(8 * GB, 16);
  spec.groups.push_back(g);
  return compute_capacity_hierarchy(config, ClusterSettings{}, spec, {v});
}

// One active user on the empty queue b (80%): 2.8 gives the user the whole guarantee; from 2.9
// the active-user share is what the user uses plus one allocation, so the percent rules.
TEST(CapacityUserLimit, EmptyQueuePerVersion) {
  const std::vector<std::pair<std::string, std::string>> props = {
      {"root.queues", "a,b"},
      {"root.a.capacity", "20"},
      {"root.b.capacity", "80"},
      {"root.b.minimum-user-limit-percent", "25"},
      {"root.b.user-limit-factor", "2"}};
  const CapacityHierarchy h28 = compute(props, {2, 8});
  const CapacityQueue* b28 = h28.find("root.b");
  EXPECT_EQ(b28->user_limit.memory_mb(), 13 * GB);      // 13107.2 normalized up to 13G
  EXPECT_EQ(b28->max_user_limit.memory_mb(), 16 * GB);  // 2 x 13G, held to the queue's 16G
  const CapacityHierarchy h33 = compute(props, {3, 3});
  const CapacityQueue* b33 = h33.find("root.b");
  EXPECT_EQ(b33->user_limit.memory_mb(), 4 * GB);  // ceil(13107 * 25 / 100) up to 4G
  EXPECT_EQ(b33->max_user_limit.memory_mb(), 16 * GB);
}

// The boundary of YARN-5889's UsersManager: 2.8.5 still has LeafQueue.computeUserLimit, the 2.9
// line (2.9.1's source) and 2.10 compute the user limit in UsersManager, as 3.0 does.
TEST(CapacityUserLimit, UsersManagerFrom29) {
  const std::vector<std::pair<std::string, std::string>> props = {
      {"root.queues", "a,b"},
      {"root.a.capacity", "20"},
      {"root.b.capacity", "80"},
      {"root.b.minimum-user-limit-percent", "25"},
      {"root.b.user-limit-factor", "2"}};
  EXPECT_EQ(compute(props, {2, 8}).find("root.b")->user_limit.memory_mb(), 13 * GB);
  EXPECT_EQ(compute(props, {2, 9}).find("root.b")->user_limit.memory_mb(), 4 * GB);
  EXPECT_EQ(compute(props, {2, 10}).find("root.b")->user_limit.memory_mb(), 4 * GB);
}

}  // namespace capacity_user_limit_test
}  // namespace schedlint
