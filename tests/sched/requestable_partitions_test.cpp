// The partitions a CapacityScheduler leaf's applications can have containers in: what the size
// rules and proofs check per partition.
#include "sched/capacity/requestable_partitions.h"

#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace requestable_partitions_test {

using Labels = std::vector<std::string>;

const char* kNodes =
    "nodes:\n  - {group: w, count: 4, memory-mb: 16384, vcores: 8}\n"
    "  - {group: gpu, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}\n";

Labels partitions_of(const std::string& queue,
                     const std::vector<std::pair<std::string, std::string>>& extra,
                     const char* nodes = kNodes) {
  const Model m = testing::load_files(
      {{"capacity-scheduler.xml", testing::etl_and_ml_with_gpu(extra)}, {"nodes.yaml", nodes}});
  const CapacityHierarchy h =
      compute_capacity_hierarchy(*m.capacity, m.cluster, m.nodes, {m.hadoop_version});
  return requestable_partitions(*h.find(queue), m.nodes);
}

// Without asking, applications get the queue's default-node-label-expression; they may ask for
// any accessible label (SchedulerUtils.checkQueueLabelExpression).
TEST(RequestablePartitions, TheDefaultFirstThenTheAccessibleLabelsWithACapacity) {
  EXPECT_EQ(
      partitions_of("root.ml", {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"}}),
      (Labels{"", "gpu"}));
  // ml inherits root's "*" (AbstractCSQueue.setupQueueConfigs): it may ask for gpu.
  EXPECT_EQ(partitions_of("root.ml", {}), (Labels{"", "gpu"}));
  EXPECT_EQ(
      partitions_of("root.ml",
                    {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"},
                     {"yarn.scheduler.capacity.root.ml.default-node-label-expression", "gpu"}}),
      (Labels{"gpu"}));
}

// etl also inherits "*", but holds no capacity for gpu: its maximum there is 0.
TEST(RequestablePartitions, NotALabelTheQueueHasNoCapacityFor) {
  EXPECT_EQ(partitions_of("root.etl", {}), (Labels{""}));
  EXPECT_EQ(
      partitions_of("root.ml", {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", " "}}),
      (Labels{""}));
}

TEST(RequestablePartitions, OnlyPartitionsSomeNodeIsIn) {
  const char* all_gpu =
      "nodes:\n  - {group: gpu, count: 2, memory-mb: 65536, vcores: 16, "
      "labels: [gpu]}\n";
  EXPECT_EQ(partitions_of("root.etl", {}, all_gpu), Labels{});
  EXPECT_EQ(partitions_of("root.ml", {}, all_gpu), (Labels{"gpu"}));
}

}  // namespace requestable_partitions_test
}  // namespace schedlint
