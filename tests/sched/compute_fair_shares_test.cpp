// ComputeFairShares. The cases are Hadoop's TestComputeFairShares, one test each; FakeSchedulable's
// default max share is Integer.MAX_VALUE.
#include "sched/fair/compute_fair_shares.h"

#include <limits>

#include <gtest/gtest.h>

namespace schedlint {
namespace compute_fair_shares_test {

constexpr int64_t kIntMax = std::numeric_limits<int32_t>::max();
const HadoopVersion k33{3, 3};

ShareInput sched(int64_t min = 0, int64_t max = kIntMax, double weight = 1.0) {
  return ShareInput{weight, min, max, true};
}

std::vector<int64_t> shares(const std::vector<ShareInput>& in, int64_t total,
                            HadoopVersion v = k33) {
  return compute_shares(in, total, false, v).shares;
}

TEST(ComputeFairShares, EqualSharing) {  // TestComputeFairShares.testEqualSharing
  EXPECT_EQ(shares({sched(), sched(), sched(), sched()}, 40),
            (std::vector<int64_t>{10, 10, 10, 10}));
}

TEST(ComputeFairShares, LowMaxShares) {  // testLowMaxShares
  EXPECT_EQ(shares({sched(0, 100), sched(0, 50), sched(0, 11), sched(0, 3)}, 40),
            (std::vector<int64_t>{13, 13, 11, 3}));
}

TEST(ComputeFairShares, MinShares) {  // testMinShares
  EXPECT_EQ(shares({sched(20), sched(18), sched(0), sched(2)}, 40),
            (std::vector<int64_t>{20, 18, 0, 2}));
}

TEST(ComputeFairShares, WeightedSharing) {  // testWeightedSharing
  EXPECT_EQ(shares({sched(0, kIntMax, 2.0), sched(0, kIntMax, 1.0), sched(0, kIntMax, 1.0),
                    sched(0, kIntMax, 0.5)},
                   45),
            (std::vector<int64_t>{20, 10, 10, 5}));
}

TEST(ComputeFairShares, WeightedSharingWithMaxShares) {  // testWeightedSharingWithMaxShares
  EXPECT_EQ(
      shares({sched(0, 10, 2.0), sched(0, 11, 1.0), sched(0, 30, 1.0), sched(0, 20, 0.5)}, 45),
      (std::vector<int64_t>{10, 11, 16, 8}));
}

TEST(ComputeFairShares, WeightedSharingWithMinShares) {  // testWeightedSharingWithMinShares
  EXPECT_EQ(shares({sched(20, kIntMax, 2.0), sched(0, kIntMax, 1.0), sched(5, kIntMax, 1.0),
                    sched(15, kIntMax, 0.5)},
                   45),
            (std::vector<int64_t>{20, 5, 5, 15}));
}

TEST(ComputeFairShares, LargeShares) {  // testLargeShares
  const int64_t million = 1000 * 1000;
  EXPECT_EQ(shares({sched(), sched(), sched(), sched()}, 40 * million),
            (std::vector<int64_t>(4, 10 * million)));
}

TEST(ComputeFairShares, EmptyList) {  // testEmptyList
  EXPECT_TRUE(shares({}, 40).empty());
}

TEST(ComputeFairShares, Cpu) {  // testCPU: the same algorithm on vcores
  EXPECT_EQ(shares({sched(20, kIntMax, 2.0), sched(0, kIntMax, 1.0), sched(5, kIntMax, 1.0),
                    sched(15, kIntMax, 0.5)},
                   45),
            (std::vector<int64_t>{20, 5, 5, 15}));
}

// testResourceUsedWithWeightToResourceRatio: must terminate (3.2+ adds safely).
TEST(ComputeFairShares, ResourceUsedWithWeightToResourceRatioTerminates) {
  const auto r = compute_shares({sched(kIntMax), sched(kIntMax)}, kIntMax, false, k33);
  EXPECT_FALSE(r.diverges);
}

// The same input overflows Hadoop 2.x's int sum, so its doubling loop never ends (docs/risks.md
// L2).
TEST(ComputeFairShares, Hadoop2IntSumCanNeverReachTheTotal) {
  const auto r = compute_shares({sched(kIntMax), sched(kIntMax)}, kIntMax, false, {2, 7});
  EXPECT_TRUE(r.diverges);
}

constexpr int64_t kLongMax = std::numeric_limits<int64_t>::max();

// testOverflowMaxShare (YARN-8833, in 2.10.0, 3.1.2 and 3.2.1): a bounded max share, then an
// unbounded one (a queue without maxResources: Long.MAX_VALUE of memory from 2.8).
TEST(ComputeFairShares, OverflowMaxShare) {
  const int64_t giga = 1000LL * 1000 * 1000;
  for (const HadoopVersion v : {HadoopVersion{2, 10}, HadoopVersion{3, 1}, k33}) {
    EXPECT_EQ(shares({sched(0, giga), sched(0, kLongMax)}, 2 * giga, v),
              (std::vector<int64_t>{giga, giga}))
        << v.to_string();
  }
}

// Before YARN-8833 (2.8, 2.9, 3.0): (int) Math.min(maxShare + (long) totalMaxShare, MAX_INT)
// wraps Long.MAX_VALUE + giga to giga - 1, so only giga - 1 is shared out. The numbers are those
// of 2.9.2's computeSharesInternal run by hand in Java's arithmetic.
TEST(ComputeFairShares, AnUnboundedMaxAfterABoundedOneCollapsesTheSharesBeforeYarn8833) {
  const int64_t giga = 1000LL * 1000 * 1000;
  for (const HadoopVersion v : {HadoopVersion{2, 8}, HadoopVersion{2, 9}, HadoopVersion{3, 0}}) {
    const auto r = compute_shares({sched(0, giga), sched(0, kLongMax)}, 2 * giga, false, v);
    EXPECT_EQ(r.total_max_share, giga - 1) << v.to_string();
    EXPECT_EQ(r.max_sum_wrapped_at, 1u) << v.to_string();
    EXPECT_EQ(r.max_sum_before_wrap, giga) << v.to_string();
    EXPECT_EQ(r.shares, (std::vector<int64_t>{500000000, 500000000})) << v.to_string();
  }
  // A queue capped at 20 GB, then two without maxResources, in a 100 GB cluster: 6826 MB each.
  EXPECT_EQ(shares({sched(0, 20480), sched(0, kLongMax), sched(0, kLongMax)}, 102400, {2, 9}),
            (std::vector<int64_t>{6826, 6826, 6826}));
  EXPECT_EQ(shares({sched(0, 20480), sched(0, kLongMax), sched(0, kLongMax)}, 102400, {2, 10}),
            (std::vector<int64_t>{20480, 40960, 40960}));
  // The unbounded queue first: the sum reaches MAX_INT and the loop stops, no harm done.
  EXPECT_EQ(shares({sched(0, kLongMax), sched(0, 1000)}, 100000, {2, 9}),
            (std::vector<int64_t>{99000, 1000}));
  EXPECT_FALSE(compute_shares({sched(0, kLongMax), sched(0, 1000)}, 100000, false, {2, 9})
                   .max_sum_wrapped_at);
  EXPECT_FALSE(compute_shares({sched(0, giga), sched(0, kLongMax)}, 2 * giga, false, {2, 10})
                   .max_sum_wrapped_at);
}

// testLargeMinimums and testOverflowFixedShare of 2.10.0 and 3.2.1: the long sums saturate.
TEST(ComputeFairShares, LargeMinimums) {
  const int64_t giga = 4LL * 1000 * 1000 * 1000;
  EXPECT_EQ(shares({sched(kLongMax, kLongMax), sched(giga, giga)}, 4 * giga),
            (std::vector<int64_t>{kLongMax, giga}));
}

TEST(ComputeFairShares, OverflowFixedShare) {
  const int64_t giga = 1000LL * 1000 * 1000;
  EXPECT_EQ(shares({sched(giga, giga, 0), sched(kLongMax - 1, kLongMax, 0), sched(0, giga)}, 1000),
            (std::vector<int64_t>{giga, kLongMax - 1, 0}));
}

TEST(ComputeFairShares, FixedSharesComeFirst) {
  // getFairShareIfFixed: max 0, inactive (instantaneous only), weight 0 (gets its min).
  std::vector<ShareInput> in{
      sched(0, 0), {1.0, 0, kIntMax, false}, sched(7, kIntMax, 0.0), sched()};
  const auto r = compute_shares(in, 100, false, k33);
  EXPECT_EQ(r.shares, (std::vector<int64_t>{0, 0, 7, 93}));
  EXPECT_EQ(r.fixed[1], FixedReason::kInactive);
  EXPECT_EQ(r.taken_by_fixed, 7);
  // Steady shares ignore activity.
  EXPECT_EQ(compute_shares(in, 100, true, k33).shares, (std::vector<int64_t>{0, 47, 7, 47}));
}

TEST(ComputeFairShares, SharesUseTheUpperBoundSoTheyMayExceedTheTotal) {
  // TestFairScheduler.testSimpleFairShareCalculation: three queues in 10240 MB get 3414 each.
  EXPECT_EQ(shares({sched(), sched(), sched()}, 10240), (std::vector<int64_t>{3414, 3414, 3414}));
}

}  // namespace compute_fair_shares_test
}  // namespace schedlint
