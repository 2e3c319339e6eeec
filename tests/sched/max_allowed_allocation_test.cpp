#include "sched/max_allowed_allocation.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace max_allowed_allocation_test {

NodeSpec nodes_of(std::vector<Resource> sizes) {
  NodeSpec spec;
  for (const Resource& r : sizes)
    spec.groups.push_back({"g" + std::to_string(spec.groups.size()), 1, r});
  return spec;
}

ClusterSettings cluster(int64_t max_mb, int64_t max_vcores) {
  ClusterSettings c;
  c.maximum_allocation_mb.value = max_mb;
  c.maximum_allocation_vcores.value = max_vcores;
  return c;
}

// TestCapacityScheduler.testContainerRejectionWhenAskBeyondDynamicMax: once nodes of 2 GB and
// 3 GB have registered, a 4 GB ask is rejected and a 3 GB one accepted.
TEST(MaxAllowedAllocation, IsTheLargestNodeWhenTheConfiguredMaximumIsLarger) {
  const Resource allowed =
      max_allowed_allocation(cluster(8192, 4), nodes_of({Resource(2048, 1), Resource(3072, 1)}));
  EXPECT_EQ(allowed.memory_mb(), 3072);
  EXPECT_EQ(allowed.vcores(), 1);
}

TEST(MaxAllowedAllocation, CapsEachTypeOnItsOwn) {
  // The largest memory and the most vcores may be on different nodes.
  const Resource allowed = max_allowed_allocation(
      cluster(131072, 8), nodes_of({Resource(65536, 4), Resource(32768, 16)}));
  EXPECT_EQ(allowed.memory_mb(), 65536);
  EXPECT_EQ(allowed.vcores(), 8);
}

TEST(MaxAllowedAllocation, IsTheConfiguredMaximumWithoutNodes) {
  const Resource allowed = max_allowed_allocation(cluster(131072, 32), NodeSpec{});
  EXPECT_EQ(allowed.memory_mb(), 131072);
  EXPECT_EQ(allowed.vcores(), 32);
}

TEST(WithMaxAllowedAllocation, KeepsTheMaximumAtLeastTheMinimum) {
  // A node below the minimum allocation is node-below-minimum-allocation's finding; the questions
  // still ask about the smallest container.
  ClusterSettings c = cluster(8192, 4);
  c.minimum_allocation_mb.value = 4096;
  const ClusterSettings out = with_max_allowed_allocation(c, nodes_of({Resource(2048, 8)}));
  EXPECT_EQ(out.maximum_allocation_mb.value, 4096);
  EXPECT_EQ(out.maximum_allocation_vcores.value, 4);
  EXPECT_EQ(out.maximum_allocation_mb.loc, c.maximum_allocation_mb.loc);
}

}  // namespace max_allowed_allocation_test
}  // namespace schedlint
