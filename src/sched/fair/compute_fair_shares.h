#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "model/hadoop_version.h"

namespace schedlint {

/// One schedulable (a queue, for schedlint) seen by ComputeFairShares for one resource type.
struct ShareInput {
  double weight = 1.0;  ///< the queue's float weight, widened to double as Java does
  int64_t min = 0;      ///< min share of this type
  int64_t max = 0;      ///< (effective) max share of this type
  bool active = true;   ///< instantaneous shares: has runnable applications
};

/// Why ComputeFairShares fixed a schedulable's share without the ratio search
/// (ComputeFairShares.getFairShareIfFixed).
enum class FixedReason { kNotFixed, kMaxShareZero, kInactive, kZeroWeight };

/// What ComputeFairShares.computeSharesInternal did for one resource type, kept so `explain`
/// can show it step by step.
struct ShareComputation {
  std::vector<int64_t> shares;       ///< the share of each input, in input order
  std::vector<FixedReason> fixed;    ///< per input
  std::vector<bool> at_min, at_max;  ///< per input: the min/max clamp decided its share
  int64_t taken_by_fixed = 0;        ///< resources the fixed shares took first
  int64_t total_max_share = 0;       ///< sum of the non-fixed max shares (capped)
  int64_t distributed = 0;           ///< the amount the ratio search aimed at
  double ratio = 0;                  ///< R: the weight-to-resource ratio used (the upper bound)
  int doublings = 0;                 ///< iterations of the upper-bound search
  bool diverges = false;             ///< Hadoop's search would never end (its arithmetic overflows)
  /// The int releases (before YARN-8833): the input whose max share wrapped the running sum of
  /// max shares (an unbounded one after bounded ones), and what the sum was before it.
  std::optional<size_t> max_sum_wrapped_at;
  int64_t max_sum_before_wrap = 0;
};

/// ComputeFairShares.computeSharesInternal for one resource type: fixed shares first, the total
/// capped by the sum of max shares, the doubling upper bound, 25 bisection steps, shares from the
/// upper bound truncated to an integer, clamped by min and max. `steady` ignores activity.
/// The arithmetic follows the release: int with wrap-around up to 2.9 and in 3.0, long with
/// saturating additions (safeAdd) in 2.10 and from 3.1 (YARN-8833).
ShareComputation compute_shares(const std::vector<ShareInput>& inputs, int64_t total, bool steady,
                                const HadoopVersion& version);

}  // namespace schedlint
