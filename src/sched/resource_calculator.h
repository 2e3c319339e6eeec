#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "model/resource.h"

namespace schedlint {

/// `yarn.scheduler.capacity.resource-calculator`: DefaultResourceCalculator looks at memory only,
/// DominantResourceCalculator at every resource type (dominant share first).
enum class CalculatorKind { kDefault, kDominant };

/// A factor per resource type, as the `double[] by` of ResourceCalculator.multiplyAndNormalizeUp.
/// A type that is absent has factor 0 (a fresh Java double[] is all zero).
using PerTypeFactors = std::map<std::string, double, ResourceTypeOrder>;

/// Hadoop's ResourceCalculator (org.apache.hadoop.yarn.util.resource), as the newest stored 3.x
/// sources have it: the two implementations DefaultResourceCalculator and
/// DominantResourceCalculator behind one value type.
/// Results follow Java arithmetic: float where Hadoop computes in float, (long) truncation toward
/// zero, Math.ceil, and ArithmeticException (thrown here as std::domain_error) on integer division
/// by zero.
///
/// Resource types: Hadoop registers types globally (ResourceUtils); here a type is known to an
/// operation when any operand names it (an explicit 0 names it) or it is memory-mb or vcores.
/// A cluster that has a custom type should therefore name it, even with 0: the number of types
/// selects DominantResourceCalculator's two-type fast path, and a type the cluster has none of
/// is skipped when shares are compared.
class ResourceCalculator {
 public:
  explicit ResourceCalculator(CalculatorKind kind) : kind_(kind) {}

  CalculatorKind kind() const { return kind_; }

  /// compare(clusterResource, lhs, rhs, singleType): -1, 0 or 1.
  /// Default: memory only. Dominant: 0 when lhs equals rhs; componentwise (1 when lhs is bigger
  /// in some type and smaller in none, -1 for the mirror case, else 0) when every cluster type
  /// is 0; otherwise the shares of the cluster compared dominant first, then the next largest,
  /// skipping types the cluster has none of (isAllInvalidDivisor and the infinite shares of
  /// TestResourceCalculator.testCompareDominantZeroValueResource). With exactly memory and
  /// vcores the two-type fast path applies, which does not skip. `single_type` compares only
  /// the largest shares.
  int compare(const Resource& cluster, const Resource& lhs, const Resource& rhs,
              bool single_type = false) const;

  /// divide(clusterResource, numerator, denominator) as Java float. Default: memory ratio
  /// (0/0 gives 0, x/0 gives infinity). Dominant: largest share of the numerator over the largest
  /// share of the denominator (negative shares never win, so they count as 0; types the cluster
  /// has none of are skipped).
  float divide(const Resource& cluster, const Resource& numerator,
               const Resource& denominator) const;

  /// ratio(a, b) as Java float. Default: memory a/b. Dominant: the largest per-type a/b.
  /// Every division is divideSafelyAsFloat: 0/0 gives 0, x/0 gives infinity.
  float ratio(const Resource& a, const Resource& b) const;

  /// isInvalidDivisor: Default: memory is 0. Dominant: any type is 0.
  bool is_invalid_divisor(const Resource& r) const;

  /// fitsIn(smaller, bigger): Default: memory <=. Dominant: every type <=.
  bool fits_in(const Resource& smaller, const Resource& bigger) const;

  /// isAnyMajorResourceAboveZero: Default: memory > 0. Dominant: any type > 0.
  bool is_any_major_resource_above_zero(const Resource& r) const;

  /// isAnyMajorResourceZeroOrNegative: Default: memory <= 0. Dominant: any type <= 0.
  bool is_any_major_resource_zero_or_negative(const Resource& r) const;

  /// multiplyAndNormalizeUp(r, double by, stepFactor).
  /// Default: (long)(memory * by + 0.5) rounded up to the memory step, vcores = memory > 0 ? 1 : 0.
  /// Dominant: per type (long)ceil((float)(value * by)), rounded up to the step unless it is 0.
  Resource multiply_and_normalize_up(const Resource& r, double by, const Resource& step) const;

  /// multiplyAndNormalizeUp(r, double[] by, stepFactor), the per-type variant the preemption
  /// fixpoint uses. Default: as above with the memory factor. Dominant: per type
  /// roundUp((long)ceil(value * by[type]), step) (double product; a 0 step gives 0, as
  /// ResourceCalculator.roundUp does).
  Resource multiply_and_normalize_up(const Resource& r, const PerTypeFactors& by,
                                     const Resource& step) const;

  /// multiplyAndNormalizeDown(r, by, stepFactor): (long)(value * by) rounded down to the step
  /// (Default: memory only, a 0 step throws; Dominant: per type, a 0 step means no rounding).
  Resource multiply_and_normalize_down(const Resource& r, double by, const Resource& step) const;

  /// roundUp(r, stepFactor). Default: memory, a 0 step gives 0. Dominant: per type, a 0 step
  /// leaves the value.
  Resource round_up(const Resource& r, const Resource& step) const;

  /// roundDown(r, stepFactor). Default: memory, a 0 step throws. Dominant: per type, a 0 step
  /// leaves the value.
  Resource round_down(const Resource& r, const Resource& step) const;

  /// normalize(r, minimum, maximum, stepFactor): at least the minimum, rounded up to the step,
  /// at most the maximum. Default: memory only (a 0 step falls back to the minimum, as Hadoop
  /// does after logging an error). Dominant: per type (a 0 step means no rounding).
  Resource normalize(const Resource& r, const Resource& minimum, const Resource& maximum,
                     const Resource& step) const;

  /// normalizeDown(r, stepFactor).
  Resource normalize_down(const Resource& r, const Resource& step) const;

  /// divideAndCeil(numerator, int/long denominator): per type (Default: memory)
  /// (value + denominator - 1) / denominator; a 0 denominator gives 0.
  Resource divide_and_ceil(const Resource& numerator, int64_t denominator) const;

  /// divideAndCeil(numerator, float denominator): (long)ceil(value / denominator) in float; a 0
  /// denominator gives 0. Dominant: memory and vcores only, as Hadoop does.
  Resource divide_and_ceil(const Resource& numerator, float denominator) const;

  /// computeAvailableContainers(available, required). Default: memory quotient (a 0 requirement
  /// throws). Dominant: the smallest quotient over types with a non-zero requirement, capped at
  /// Integer.MAX_VALUE.
  int64_t compute_available_containers(const Resource& available, const Resource& required) const;

  /// ResourceCalculator.divideAndCeil(long, long): 0 when b is 0.
  static int64_t divide_and_ceil(int64_t a, int64_t b);
  /// ResourceCalculator.divideAndCeil(long, float): (long)ceil(a / b) in float, 0 when b is 0.
  static int64_t divide_and_ceil(int64_t a, float b);
  /// ResourceCalculator.roundUp(long, long): divideAndCeil(a, b) * b (0 when b is 0).
  static int64_t round_up(int64_t a, int64_t b);
  /// ResourceCalculator.roundDown(long, long): (a / b) * b; throws std::domain_error when b is 0.
  static int64_t round_down(int64_t a, int64_t b);
  /// ResourceCalculator.divideSafelyAsFloat: 0 when both are 0, else (float)lhs / (float)rhs.
  static float divide_safely_as_float(int64_t lhs, int64_t rhs);

 private:
  CalculatorKind kind_;
};

/// Hadoop's Resources helpers that do not depend on a calculator, and the comparisons and min/max
/// that go through one.
namespace resources {

/// Resources.none(): every type 0.
Resource none();
/// Resources.createResource(long memory): vcores is 1 when memory > 0, else 0.
Resource create_resource(int64_t memory_mb);
/// Resources.add / subtract, per type.
Resource add(const Resource& lhs, const Resource& rhs);
Resource subtract(const Resource& lhs, const Resource& rhs);
/// Resources.multiply(r, double by) and multiplyAndRoundDown: per type (long)(value * by).
Resource multiply(const Resource& r, double by);
/// The same for one type's amount.
int64_t multiply(int64_t amount, double by);
Resource multiply_and_round_down(const Resource& r, double by);
/// Resources.multiplyAndRoundUp: per type (long)ceil(value * by).
Resource multiply_and_round_up(const Resource& r, double by);
/// Resources.componentwiseMin / componentwiseMax.
Resource componentwise_min(const Resource& lhs, const Resource& rhs);
Resource componentwise_max(const Resource& lhs, const Resource& rhs);
/// Resources.fitsIn(smaller, bigger) without a calculator: every type <=.
bool fits_in(const Resource& smaller, const Resource& bigger);
/// Resources.isNone: every type is 0.
bool is_none(const Resource& r);

/// Resources.lessThan & co: calculator.compare(cluster, lhs, rhs) against 0.
bool less_than(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
               const Resource& rhs);
bool less_than_or_equal(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
                        const Resource& rhs);
bool greater_than(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
                  const Resource& rhs);
bool greater_than_or_equal(const ResourceCalculator& rc, const Resource& cluster,
                           const Resource& lhs, const Resource& rhs);
/// Resources.min: lhs when compare(cluster, lhs, rhs) <= 0, else rhs.
Resource min(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
             const Resource& rhs);
/// Resources.max: lhs when compare(cluster, lhs, rhs) >= 0, else rhs.
Resource max(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
             const Resource& rhs);

}  // namespace resources

}  // namespace schedlint
