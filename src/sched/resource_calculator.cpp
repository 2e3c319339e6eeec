#include "sched/resource_calculator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <vector>

#include "java/casts.h"
#include "java/compare.h"
#include "java/long_math.h"

namespace schedlint {

namespace {

// A few resource type names in ResourceTypeOrder, each once: views of the operands' own keys (or
// of the constants), so the set lives no longer than the operation that made it. Held inline up
// to eight (operands name two or three types, and this runs for every comparison), then in a
// vector.
class TypeSet {
 public:
  void insert(std::string_view type) {
    const std::string_view* at = std::lower_bound(begin(), end(), type, ResourceTypeOrder{});
    if (at != end() && *at == type) return;
    const auto position = static_cast<size_t>(at - begin());
    if (spilled_.empty() && size_ < inline_.size()) {
      std::copy_backward(inline_.begin() + position, inline_.begin() + size_,
                         inline_.begin() + size_ + 1);
      inline_[position] = type;
      ++size_;
      return;
    }
    if (spilled_.empty()) spilled_.assign(inline_.begin(), inline_.begin() + size_);
    spilled_.insert(spilled_.begin() + static_cast<std::ptrdiff_t>(position), type);
    size_ = spilled_.size();
  }
  size_t size() const { return size_; }
  const std::string_view* begin() const {
    return spilled_.empty() ? inline_.data() : spilled_.data();
  }
  const std::string_view* end() const { return begin() + size_; }

 private:
  std::array<std::string_view, 8> inline_;
  std::vector<std::string_view> spilled_;
  size_t size_ = 0;
};

// The types an operation iterates over: memory-mb, vcores, and every type an operand names
// (Hadoop's ResourceUtils.getNumberOfCountableResourceTypes, in its index order).
TypeSet types_of(std::initializer_list<const Resource*> operands) {
  TypeSet types;
  types.insert(kMemoryMb);
  types.insert(kVcores);
  for (const Resource* r : operands) {
    for (const auto& [type, amount] : r->amounts()) {
      if (type != kMemoryMb && type != kVcores) types.insert(type);  // nearly always none
    }
  }
  return types;
}

// Resource.equals: every type has the same value.
bool same_values(const Resource& a, const Resource& b) {
  return a == b;
}

// (int) Math.signum(d).
int java_signum_int(double d) {
  if (d > 0) return 1;
  if (d < 0) return -1;
  return 0;  // 0.0, -0.0 and NaN
}

int64_t checked_divide(int64_t a, int64_t b) {
  if (b == 0) throw std::domain_error("/ by zero");  // Java's ArithmeticException
  return java::divide(a, b);
}

// DominantResourceCalculator.compare(lhs, rhs): componentwise.
int dominant_componentwise_compare(const Resource& lhs, const Resource& rhs, const TypeSet& types) {
  bool lhs_greater = false;
  bool rhs_greater = false;
  for (const std::string_view type : types) {
    const int64_t l = lhs.get(type);
    const int64_t r = rhs.get(type);
    if (l > r) {
      lhs_greater = true;
    } else if (l < r) {
      rhs_greater = true;
    }
  }
  if (lhs_greater && rhs_greater) return 0;
  if (lhs_greater) return 1;
  if (rhs_greater) return -1;
  return 0;
}

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// DominantResourceCalculator.calculateShare: (double) value / cluster value; a type the cluster
// has none of gets Float.POSITIVE_INFINITY, which the callers skip.
double share(const Resource& cluster, const Resource& r, std::string_view type) {
  if (cluster.get(type) == 0) return kInfinity;
  return static_cast<double>(r.get(type)) / static_cast<double>(cluster.get(type));
}

// DominantResourceCalculator.calculateShares(..., max): the largest share of each side, starting
// from 0.0, only replaced by a strictly larger share, skipping types the cluster has none of.
std::pair<double, double> max_shares(const Resource& cluster, const Resource& first,
                                     const Resource& second, const TypeSet& types) {
  double max0 = 0.0;
  double max1 = 0.0;
  for (const std::string_view type : types) {
    const double a = share(cluster, first, type);
    const double b = share(cluster, second, type);
    if (a == kInfinity || b == kInfinity) continue;
    if (a > max0) max0 = a;
    if (b > max1) max1 = b;
  }
  return {max0, max1};
}

// DominantResourceCalculator.isAllInvalidDivisor: every type is 0.
bool all_zero(const Resource& r, const TypeSet& types) {
  for (const std::string_view type : types) {
    if (r.get(type) != 0) return false;
  }
  return true;
}

// DominantResourceCalculator.calculateSharesForTwoMandatoryResources.
int compare_two_mandatory(const Resource& cluster, const Resource& first, const Resource& second) {
  const std::string mem(kMemoryMb);
  const std::string vc(kVcores);
  const double first_shares[2] = {share(cluster, first, mem), share(cluster, first, vc)};
  const double second_shares[2] = {share(cluster, second, mem), share(cluster, second, vc)};
  int first_dom = 0;
  int first_sub = 1;
  if (first_shares[1] > first_shares[0]) {
    first_dom = 1;
    first_sub = 0;
  }
  int second_dom = 0;
  int second_sub = 1;
  if (second_shares[1] > second_shares[0]) {
    second_dom = 1;
    second_sub = 0;
  }
  if (first_shares[first_dom] > second_shares[second_dom]) return 1;
  if (first_shares[first_dom] < second_shares[second_dom]) return -1;
  if (first_shares[first_sub] > second_shares[second_sub]) return 1;
  if (first_shares[first_sub] < second_shares[second_sub]) return -1;
  return 0;
}

// DominantResourceCalculator.compareShares over shares sorted ascending (Arrays.sort order).
double compare_sorted_shares(std::vector<double> lhs, std::vector<double> rhs) {
  const auto java_less = [](double a, double b) { return java::double_compare(a, b) < 0; };
  std::sort(lhs.begin(), lhs.end(), java_less);
  std::sort(rhs.begin(), rhs.end(), java_less);
  double diff = 0.0;
  for (size_t i = lhs.size(); i-- > 0;) {
    if (lhs[i] == kInfinity || rhs[i] == kInfinity) continue;
    diff = lhs[i] - rhs[i];
    if (diff != 0.0) break;
  }
  return diff;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// ResourceCalculator static helpers

int64_t ResourceCalculator::divide_and_ceil(int64_t a, int64_t b) {
  if (b == 0) return 0;
  // In Java's long: (Long.MAX_VALUE + 99) / 100 wraps to a negative quotient, as Hadoop's does.
  return java::divide(java::add(a, java::subtract(b, 1)), b);
}

int64_t ResourceCalculator::divide_and_ceil(int64_t a, float b) {
  if (b == 0) return 0;
  return java::to_long(std::ceil(static_cast<float>(a) / b));
}

int64_t ResourceCalculator::round_up(int64_t a, int64_t b) {
  return java::multiply(divide_and_ceil(a, b), b);
}

int64_t ResourceCalculator::round_down(int64_t a, int64_t b) {
  return java::multiply(checked_divide(a, b), b);
}

float ResourceCalculator::divide_safely_as_float(int64_t lhs, int64_t rhs) {
  if (lhs == 0 && rhs == 0) return 0;
  return static_cast<float>(lhs) / static_cast<float>(rhs);
}

// ---------------------------------------------------------------------------------------------
// Comparison and division

int ResourceCalculator::compare(const Resource& cluster, const Resource& lhs, const Resource& rhs,
                                bool single_type) const {
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.compare: only memory.
    const int64_t l = lhs.memory_mb();
    const int64_t r = rhs.memory_mb();
    return l < r ? -1 : (l > r ? 1 : 0);
  }
  // DominantResourceCalculator.compare(clusterResource, lhs, rhs, singleType)
  if (same_values(lhs, rhs)) return 0;
  const TypeSet types = types_of({&cluster, &lhs, &rhs});
  if (all_zero(cluster, types)) return dominant_componentwise_compare(lhs, rhs, types);
  double diff;
  if (single_type) {
    const auto [l, r] = max_shares(cluster, lhs, rhs, types);
    diff = l - r;
  } else if (types.size() == 2) {
    diff = compare_two_mandatory(cluster, lhs, rhs);
  } else {
    std::vector<double> l;
    std::vector<double> r;
    for (const std::string_view type : types) {
      l.push_back(share(cluster, lhs, type));
      r.push_back(share(cluster, rhs, type));
    }
    diff = compare_sorted_shares(std::move(l), std::move(r));
  }
  return java_signum_int(diff);
}

float ResourceCalculator::divide(const Resource& cluster, const Resource& numerator,
                                 const Resource& denominator) const {
  if (kind_ == CalculatorKind::kDefault) return ratio(numerator, denominator);
  // DominantResourceCalculator.divide
  const auto [n, d] =
      max_shares(cluster, numerator, denominator, types_of({&cluster, &numerator, &denominator}));
  return static_cast<float>(n / d);
}

float ResourceCalculator::ratio(const Resource& a, const Resource& b) const {
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.ratio
    return divide_safely_as_float(a.memory_mb(), b.memory_mb());
  }
  // DominantResourceCalculator.ratio
  float ratio = 0.0f;
  for (const std::string_view type : types_of({&a, &b})) {
    const float tmp = divide_safely_as_float(a.get(type), b.get(type));
    ratio = ratio > tmp ? ratio : tmp;
  }
  return ratio;
}

bool ResourceCalculator::is_invalid_divisor(const Resource& r) const {
  if (kind_ == CalculatorKind::kDefault) return r.memory_mb() == 0;
  for (const std::string_view type : types_of({&r})) {
    if (r.get(type) == 0) return true;
  }
  return false;
}

bool ResourceCalculator::fits_in(const Resource& smaller, const Resource& bigger) const {
  if (kind_ == CalculatorKind::kDefault) return smaller.memory_mb() <= bigger.memory_mb();
  for (const std::string_view type : types_of({&smaller, &bigger})) {
    if (smaller.get(type) > bigger.get(type)) return false;
  }
  return true;
}

bool ResourceCalculator::is_any_major_resource_above_zero(const Resource& r) const {
  if (kind_ == CalculatorKind::kDefault) return r.memory_mb() > 0;
  for (const std::string_view type : types_of({&r})) {
    if (r.get(type) > 0) return true;
  }
  return false;
}

bool ResourceCalculator::is_any_major_resource_zero_or_negative(const Resource& r) const {
  if (kind_ == CalculatorKind::kDefault) return r.memory_mb() <= 0;
  for (const std::string_view type : types_of({&r})) {
    if (r.get(type) <= 0) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Multiplication, rounding, normalization

Resource ResourceCalculator::multiply_and_normalize_up(const Resource& r, double by,
                                                       const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.multiplyAndNormalizeUp
    return resources::create_resource(
        round_up(java::to_long(static_cast<double>(r.memory_mb()) * by + 0.5), step.memory_mb()));
  }
  // DominantResourceCalculator.multiplyAndNormalize(..., roundUp = true)
  Resource out = r;
  for (const std::string_view type : types_of({&r, &step})) {
    const float product = static_cast<float>(static_cast<double>(r.get(type)) * by);
    int64_t value = java::to_long(std::ceil(static_cast<double>(product)));
    if (step.get(type) != 0) value = round_up(value, step.get(type));
    out.set(type, value);
  }
  return out;
}

Resource ResourceCalculator::multiply_and_normalize_up(const Resource& r, const PerTypeFactors& by,
                                                       const Resource& step) const {
  const auto factor = [&by](std::string_view type) {
    auto it = by.find(type);
    return it == by.end() ? 0.0 : it->second;
  };
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.multiplyAndNormalizeUp(Resource, double[], Resource): by[0]
    const double mem_factor = factor(kMemoryMb);
    return resources::create_resource(round_up(
        java::to_long(static_cast<double>(r.memory_mb()) * mem_factor + 0.5), step.memory_mb()));
  }
  // DominantResourceCalculator.multiplyAndNormalizeUp(Resource, double[], Resource)
  Resource out = r;
  TypeSet types = types_of({&r, &step});
  for (const auto& [type, f] : by)
    types.insert(type);
  for (const std::string_view type : types) {
    const double product = static_cast<double>(r.get(type)) * factor(type);
    out.set(type, round_up(java::to_long(std::ceil(product)), step.get(type)));
  }
  return out;
}

Resource ResourceCalculator::multiply_and_normalize_down(const Resource& r, double by,
                                                         const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.multiplyAndNormalizeDown
    return resources::create_resource(
        round_down(java::to_long(static_cast<double>(r.memory_mb()) * by), step.memory_mb()));
  }
  // DominantResourceCalculator.multiplyAndNormalize(..., roundUp = false)
  Resource out = r;
  for (const std::string_view type : types_of({&r, &step})) {
    int64_t value = java::to_long(static_cast<double>(r.get(type)) * by);
    if (step.get(type) != 0) value = round_down(value, step.get(type));
    out.set(type, value);
  }
  return out;
}

Resource ResourceCalculator::round_up(const Resource& r, const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    return resources::create_resource(round_up(r.memory_mb(), step.memory_mb()));
  }
  // DominantResourceCalculator.rounding(r, stepFactor, true)
  Resource out = r;
  for (const std::string_view type : types_of({&r, &step})) {
    if (step.get(type) != 0) out.set(type, round_up(r.get(type), step.get(type)));
  }
  return out;
}

Resource ResourceCalculator::round_down(const Resource& r, const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    return resources::create_resource(round_down(r.memory_mb(), step.memory_mb()));
  }
  // DominantResourceCalculator.rounding(r, stepFactor, false)
  Resource out = r;
  for (const std::string_view type : types_of({&r, &step})) {
    if (step.get(type) != 0) out.set(type, round_down(r.get(type), step.get(type)));
  }
  return out;
}

Resource ResourceCalculator::normalize(const Resource& r, const Resource& minimum,
                                       const Resource& maximum, const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    // DefaultResourceCalculator.normalize: a zero memory step falls back to the minimum.
    const int64_t step_mb = step.memory_mb() == 0 ? minimum.memory_mb() : step.memory_mb();
    const int64_t memory = std::min(round_up(std::max(r.memory_mb(), minimum.memory_mb()), step_mb),
                                    maximum.memory_mb());
    return resources::create_resource(memory);
  }
  // DominantResourceCalculator.normalize
  Resource out = r;
  for (const std::string_view type : types_of({&r, &minimum, &maximum, &step})) {
    int64_t value = std::max(r.get(type), minimum.get(type));
    if (step.get(type) != 0) value = round_up(value, step.get(type));
    out.set(type, std::min(value, maximum.get(type)));
  }
  return out;
}

Resource ResourceCalculator::normalize_down(const Resource& r, const Resource& step) const {
  if (kind_ == CalculatorKind::kDefault) {
    return resources::create_resource(round_down(r.memory_mb(), step.memory_mb()));
  }
  // DominantResourceCalculator.normalizeDown
  Resource out = r;
  for (const std::string_view type : types_of({&r, &step})) {
    if (step.get(type) != 0) out.set(type, round_down(r.get(type), step.get(type)));
  }
  return out;
}

Resource ResourceCalculator::divide_and_ceil(const Resource& numerator, int64_t denominator) const {
  if (kind_ == CalculatorKind::kDefault) {
    return resources::create_resource(divide_and_ceil(numerator.memory_mb(), denominator));
  }
  // DominantResourceCalculator.divideAndCeil(Resource, long)
  Resource out = numerator;
  for (const std::string_view type : types_of({&numerator})) {
    out.set(type, divide_and_ceil(numerator.get(type), denominator));
  }
  return out;
}

Resource ResourceCalculator::divide_and_ceil(const Resource& numerator, float denominator) const {
  if (kind_ == CalculatorKind::kDefault) {
    return resources::create_resource(divide_and_ceil(numerator.memory_mb(), denominator));
  }
  // DominantResourceCalculator.divideAndCeil(Resource, float): createResource(memory, vcores)
  return Resource(divide_and_ceil(numerator.memory_mb(), denominator),
                  divide_and_ceil(numerator.vcores(), denominator));
}

int64_t ResourceCalculator::compute_available_containers(const Resource& available,
                                                         const Resource& required) const {
  if (kind_ == CalculatorKind::kDefault) {
    return checked_divide(available.memory_mb(), required.memory_mb());
  }
  // DominantResourceCalculator.computeAvailableContainers
  int64_t min = std::numeric_limits<int64_t>::max();
  for (const std::string_view type : types_of({&available, &required})) {
    if (required.get(type) != 0) min = std::min(min, available.get(type) / required.get(type));
  }
  constexpr int64_t kIntMax = std::numeric_limits<int32_t>::max();
  return min > kIntMax ? kIntMax : static_cast<int32_t>(min);
}

// ---------------------------------------------------------------------------------------------
// Resources

namespace resources {

Resource none() {
  return Resource(0, 0);
}

Resource create_resource(int64_t memory_mb) {
  return Resource(memory_mb, memory_mb > 0 ? 1 : 0);
}

Resource add(const Resource& lhs, const Resource& rhs) {
  Resource out;
  for (const std::string_view type : types_of({&lhs, &rhs})) {
    out.set(type, java::add(lhs.get(type), rhs.get(type)));  // Resources.addTo: a long sum
  }
  return out;
}

Resource subtract(const Resource& lhs, const Resource& rhs) {
  Resource out;
  for (const std::string_view type : types_of({&lhs, &rhs})) {
    out.set(type, java::subtract(lhs.get(type), rhs.get(type)));
  }
  return out;
}

Resource multiply(const Resource& r, double by) {
  Resource out;
  for (const std::string_view type : types_of({&r}))
    out.set(type, multiply(r.get(type), by));
  return out;
}

int64_t multiply(int64_t amount, double by) {
  return java::to_long(static_cast<double>(amount) * by);
}

Resource multiply_and_round_down(const Resource& r, double by) {
  return multiply(r, by);
}

Resource multiply_and_round_up(const Resource& r, double by) {
  Resource out;
  for (const std::string_view type : types_of({&r})) {
    out.set(type, java::to_long(std::ceil(static_cast<double>(r.get(type)) * by)));
  }
  return out;
}

Resource componentwise_min(const Resource& lhs, const Resource& rhs) {
  Resource out;
  for (const std::string_view type : types_of({&lhs, &rhs})) {
    out.set(type, std::min(lhs.get(type), rhs.get(type)));
  }
  return out;
}

Resource componentwise_max(const Resource& lhs, const Resource& rhs) {
  Resource out;
  for (const std::string_view type : types_of({&lhs, &rhs})) {
    out.set(type, std::max(lhs.get(type), rhs.get(type)));
  }
  return out;
}

bool fits_in(const Resource& smaller, const Resource& bigger) {
  for (const std::string_view type : types_of({&smaller, &bigger})) {
    if (smaller.get(type) > bigger.get(type)) return false;
  }
  return true;
}

bool is_none(const Resource& r) {
  return r == none();
}

bool less_than(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
               const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) < 0;
}

bool less_than_or_equal(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
                        const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) <= 0;
}

bool greater_than(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
                  const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) > 0;
}

bool greater_than_or_equal(const ResourceCalculator& rc, const Resource& cluster,
                           const Resource& lhs, const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) >= 0;
}

Resource min(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
             const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) <= 0 ? lhs : rhs;
}

Resource max(const ResourceCalculator& rc, const Resource& cluster, const Resource& lhs,
             const Resource& rhs) {
  return rc.compare(cluster, lhs, rhs) >= 0 ? lhs : rhs;
}

}  // namespace resources

}  // namespace schedlint
