#include "sched/cluster_resource.h"

#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace cluster_resource_test {

NodeSpec spec() {
  NodeSpec s;
  NodeGroup workers;
  workers.name = "w";
  workers.count = 10;
  workers.resource = Resource(8192, 4);
  NodeGroup gpus;
  gpus.name = "g";
  gpus.count = 2;
  gpus.resource = Resource{{"memory-mb", 16384}, {"vcores", 8}, {"yarn.io/gpu", 4}};
  gpus.label = "gpu";
  s.groups = {workers, gpus};
  return s;
}

TEST(ClusterResource, SumsEveryNodeOfEveryGroup) {
  EXPECT_EQ(total_cluster_resource(spec()),
            (Resource{{"memory-mb", 114688}, {"vcores", 56}, {"yarn.io/gpu", 8}}));
}

TEST(ClusterResource, PartitionsSumOnlyTheirNodes) {
  EXPECT_EQ(partition_resource(spec(), ""), Resource(81920, 40));
  EXPECT_EQ(partition_resource(spec(), "gpu").get("yarn.io/gpu"), 8);
  EXPECT_EQ(partition_resource(spec(), "none"), Resource(0, 0));
}

// ResourceTrackerService.registerNodeManager refuses a node below the minimum allocation in
// either resource, and takes one exactly at it.
TEST(ClusterResource, NodesBelowTheMinimumAllocationNeverRegister) {
  ClusterSettings settings;
  settings.minimum_allocation_mb.value = 2048;
  settings.minimum_allocation_vcores.value = 2;
  EXPECT_TRUE(node_registers(Resource(2048, 2), settings));
  EXPECT_FALSE(node_registers(Resource(2047, 8), settings));
  EXPECT_FALSE(node_registers(Resource(65536, 1), settings));
}

}  // namespace cluster_resource_test
}  // namespace schedlint
