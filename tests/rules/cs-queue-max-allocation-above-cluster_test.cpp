#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace cs_queue_max_allocation_above_cluster_test {

using testing::conf_xml;
using testing::run_rule;

constexpr const char* kRule = "cs-queue-max-allocation-above-cluster";

std::vector<Finding> run(const std::vector<std::pair<std::string, std::string>>& extra) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl"},
      {"yarn.scheduler.capacity.root.etl.capacity", "100"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return run_rule({{"capacity-scheduler.xml", conf_xml(p)}}, kRule);
}

// AbstractCSQueue.setupMaximumAllocation (TestCapacityScheduler.testQueueMaximumAllocations).
TEST(CsQueueMaxAllocationAboveCluster, FiresAtTheQueueSetting) {
  const auto f = run({{"yarn.scheduler.capacity.root.etl.maximum-allocation-vcores", "16"}});
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].queue, "root.etl");
  EXPECT_EQ(
      f[0].message,
      "root.etl's maximum allocation is above the cluster's (8192 MB, 4 vcores): the "
      "ResourceManager refuses the queues (\"Queue maximum allocation cannot be larger than "
      "the cluster setting for queue root.etl max allocation per queue: <memory:8192, vCores:16> "
      "cluster setting: <memory:8192, vCores:4>\")");
}

// The cluster maximum it is compared with is per release: 2.x's yarn-default.xml ships
// maximum-allocation-vcores 32, so 16 vcores are within it.
TEST(CsQueueMaxAllocationAboveCluster, TheClusterDefaultIsPerRelease) {
  EXPECT_TRUE(
      run_rule({{"capacity-scheduler.xml",
                 conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                           {"yarn.scheduler.capacity.root.etl.capacity", "100"},
                           {"yarn.scheduler.capacity.root.etl.maximum-allocation-vcores", "16"}})}},
               kRule, "2.7")
          .empty());
}

TEST(CsQueueMaxAllocationAboveCluster, SilentAtOrBelowTheClusterMaximum) {
  EXPECT_TRUE(run({{"yarn.scheduler.capacity.root.etl.maximum-allocation-mb", "8192"},
                   {"yarn.scheduler.capacity.root.etl.maximum-allocation-vcores", "2"}})
                  .empty());
}

}  // namespace cs_queue_max_allocation_above_cluster_test
}  // namespace schedlint
