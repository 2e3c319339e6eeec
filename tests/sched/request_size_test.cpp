// FairScheduler request normalization (DominantResourceCalculator.normalize with the increment).
// Vectors from TestFairSchedulerConfiguration (increment tests) and TestFairScheduler
// (testSimpleContainerAllocation: 512 MB is allocated as 1024 MB).
#include "sched/request_size.h"

#include <gtest/gtest.h>

namespace schedlint {
namespace request_size_test {

ClusterSettings settings(int64_t min_mb, int64_t max_mb, int64_t incr_mb, int64_t incr_vcores = 1,
                         int64_t max_vcores = 2147483647) {
  ClusterSettings c;
  c.minimum_allocation_mb.value = min_mb;
  c.minimum_allocation_vcores.value = 0;
  c.maximum_allocation_mb.value = max_mb;
  c.maximum_allocation_vcores.value = max_vcores;
  c.increment_allocation_mb.value = incr_mb;
  c.increment_allocation_vcores.value = incr_vcores;
  return c;
}

TEST(NormalizeFairRequest, RoundsUpToTheIncrement) {
  const ClusterSettings c = settings(0, 1L << 40, 256, 10);
  EXPECT_EQ(normalize_fair_request(Resource(769, 9), c), Resource(1024, 10));
  EXPECT_EQ(normalize_fair_request(Resource(1023, 10), c), Resource(1024, 10));
  EXPECT_EQ(normalize_fair_request(Resource(1024, 11), c), Resource(1024, 20));
  EXPECT_EQ(normalize_fair_request(Resource(1025, 1), c), Resource(1280, 10));
}

TEST(NormalizeFairRequest, AtLeastTheMinimumAndAtMostTheMaximum) {
  EXPECT_EQ(normalize_fair_request(Resource(512, 1), settings(1024, 8192, 1024)).memory_mb(), 1024);
  // The maximum is applied after rounding, so the result need not be a multiple of the increment.
  EXPECT_EQ(normalize_fair_request(Resource(8100, 1), settings(1024, 8192, 1000)).memory_mb(),
            8192);
  EXPECT_EQ(normalize_fair_request(Resource(1536, 1), settings(1024, 8192, 1024)).memory_mb(),
            2048);
}

TEST(ContainersThatFit, CountsTheScarcestType) {
  EXPECT_EQ(containers_that_fit(Resource(10240, 3), Resource(2048, 1)), 3);
  EXPECT_EQ(containers_that_fit(Resource(1024, 8), Resource(2048, 1)), 0);
}

}  // namespace request_size_test
}  // namespace schedlint
