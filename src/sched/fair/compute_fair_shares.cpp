#include "sched/fair/compute_fair_shares.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "java/casts.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

constexpr int kBisectionSteps = 25;  // ComputeFairShares.COMPUTE_FAIR_SHARES_ITERATIONS
// Past ~1100 doublings the ratio is infinite and every share is pinned at its max: if the sum is
// still short, Hadoop's loop never ends.
constexpr int kMaxDoublings = 1100;

// Integer semantics of the Hadoop release: Java int, wrapping, or long with saturating additions
// (ComputeFairShares.safeAdd).
struct Arithmetic {
  bool is_int = false;

  int64_t max_value() const {
    return is_int ? std::numeric_limits<int32_t>::max() : std::numeric_limits<int64_t>::max();
  }
  int64_t wrap(int64_t v) const {
    return is_int ? static_cast<int32_t>(static_cast<uint32_t>(v)) : v;
  }
  // resourcesTaken += share (int) or safeAdd (long).
  int64_t add(int64_t a, int64_t b) const {
    if (is_int) return wrap(a + b);
    int64_t out = 0;
    return __builtin_add_overflow(a, b, &out) ? std::numeric_limits<int64_t>::max() : out;
  }
  // The int releases' running totals: (int) Math.min(max + (long) total, Integer.MAX_VALUE), the
  // long addition wrapping first. An unbounded memory maximum (Long.MAX_VALUE from 2.8) after a
  // bounded one wraps to total - 1: the sum of maximums, and so the shares, collapse (YARN-8833).
  int64_t add_clamped(int64_t total, int64_t amount) const {
    if (!is_int) return add(total, amount);
    const auto sum =
        static_cast<int64_t>(static_cast<uint64_t>(amount) + static_cast<uint64_t>(total));
    return wrap(std::min(sum, max_value()));
  }
  // (int) share or (long) share of the clamped double.
  int64_t cast(double share) const { return is_int ? java::to_int(share) : java::to_long(share); }
};

Arithmetic arithmetic_for(const HadoopVersion& version) {
  Arithmetic a;
  a.is_int = !has(version, ReleaseFact::kFsLongResourceArithmetic);
  return a;
}

// ComputeFairShares.computeShare: weight * R clamped by min and max, then truncated.
int64_t share_at(const ShareInput& in, double ratio, const Arithmetic& a) {
  double share = in.weight * ratio;
  share = std::max(share, static_cast<double>(in.min));
  share = std::min(share, static_cast<double>(in.max));
  return a.cast(share);
}

}  // namespace

ShareComputation compute_shares(const std::vector<ShareInput>& inputs, int64_t total, bool steady,
                                const HadoopVersion& version) {
  const Arithmetic a = arithmetic_for(version);
  ShareComputation out;
  const size_t n = inputs.size();
  out.shares.assign(n, 0);
  out.fixed.assign(n, FixedReason::kNotFixed);
  out.at_min.assign(n, false);
  out.at_max.assign(n, false);

  // handleFixedFairShares / getFairShareIfFixed.
  std::vector<size_t> open;
  for (size_t i = 0; i < n; ++i) {
    const ShareInput& in = inputs[i];
    int64_t fixed = -1;
    if (in.max <= 0) {
      fixed = 0;
      out.fixed[i] = FixedReason::kMaxShareZero;
    } else if (!steady && !in.active) {
      fixed = 0;
      out.fixed[i] = FixedReason::kInactive;
    } else if (in.weight <= 0) {
      fixed = in.min <= 0 ? 0 : in.min;
      out.fixed[i] = FixedReason::kZeroWeight;
    }
    if (fixed < 0) {
      open.push_back(i);
    } else {
      out.shares[i] = fixed;
      out.taken_by_fixed = a.add_clamped(out.taken_by_fixed, fixed);
    }
  }
  if (open.empty()) return out;

  for (size_t i : open) {
    int64_t exact = 0;
    if (a.is_int && !out.max_sum_wrapped_at &&
        __builtin_add_overflow(inputs[i].max, out.total_max_share, &exact)) {
      out.max_sum_wrapped_at = i;
      out.max_sum_before_wrap = out.total_max_share;
    }
    out.total_max_share = a.add_clamped(out.total_max_share, inputs[i].max);
    if (out.total_max_share == a.max_value()) break;
  }
  out.distributed = std::min(out.total_max_share, std::max<int64_t>(total - out.taken_by_fixed, 0));

  auto used = [&](double ratio) {
    int64_t sum = 0;
    for (size_t i : open) {
      sum = a.add(sum, share_at(inputs[i], ratio, a));
      if (!a.is_int && sum == a.max_value()) break;
    }
    return sum;
  };

  double r_max = 1.0;
  while (used(r_max) < out.distributed) {
    if (++out.doublings > kMaxDoublings) {
      out.diverges = true;
      return out;
    }
    r_max *= 2.0;
  }
  double left = 0;
  double right = r_max;
  for (int step = 0; step < kBisectionSteps; ++step) {
    const double mid = (left + right) / 2.0;
    const int64_t planned = used(mid);
    if (planned == out.distributed) {
      right = mid;
      break;
    }
    if (planned < out.distributed) {
      left = mid;
    } else {
      right = mid;
    }
  }
  out.ratio = right;
  for (size_t i : open) {
    out.shares[i] = share_at(inputs[i], right, a);
    const double raw = inputs[i].weight * right;
    out.at_min[i] = raw < static_cast<double>(inputs[i].min);
    out.at_max[i] = raw > static_cast<double>(inputs[i].max);
  }
  return out;
}

}  // namespace schedlint
