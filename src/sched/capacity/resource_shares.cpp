#include "sched/capacity/resource_shares.h"

#include <algorithm>
#include <cmath>

#include "java/casts.h"
#include "java/hash_order.h"

namespace schedlint {

namespace {

constexpr VectorUnit kPrecedence[] = {VectorUnit::kAbsolute, VectorUnit::kPercentage,
                                      VectorUnit::kWeight};

// Math.round(double): half up, NaN 0, saturating.
double java_round(double x) {
  if (std::isnan(x)) return 0;
  const double f = std::floor(x);
  return static_cast<double>(java::to_long(x - f >= 0.5 ? f + 1 : f));
}

// DefaultQueueResourceRoundingStrategy: Math.round for weights (the last unit), floor otherwise.
double rounded(double value, VectorUnit unit) {
  return unit == VectorUnit::kWeight ? java_round(value) : std::floor(value);
}

class Sharing {
 public:
  Sharing(const ParentShareInput& p, const std::vector<ChildShareInput>& children)
      : p_(p), children_(children), overall_(static_cast<double>(p.min)), batch_(overall_) {}

  /// Every child's step; with `until` a child's index, stops after that child's step.
  ResourceShares run(int until = -1) {
    if (until < 0) out_.steps.reserve(children_.size());
    set_ratio();
    for (const ChildShareInput& c : children_) {
      if (c.min && c.min->unit == VectorUnit::kWeight) weights_ += c.min->value;
    }
    for (VectorUnit unit : kPrecedence) {
      double used = 0;
      for (const ChildShareInput& c : children_) {
        if (!c.min || c.min->unit != unit) continue;
        const double taken = take(c);
        if (c.child == until) return std::move(out_);
        overall_ -= taken;
        used += taken;
      }
      batch_ -= used;  // flushed once the unit is done
    }
    out_.left = batch_;
    return std::move(out_);
  }

 private:
  // ResourceCalculationDriver.setNormalizedResourceRatio: the parent's minimum over the sum of its
  // absolute children when it is short of it (float numerator over a long).
  void set_ratio() {
    if (!p_.normalize) return;
    int64_t sum = 0;
    for (const ChildShareInput& c : children_) {
      if (c.min && c.min->unit == VectorUnit::kAbsolute) {
        sum = java::to_long(static_cast<double>(sum) + c.min->value);
      }
    }
    if (sum == 0) return;
    float numerator = static_cast<float>(sum);
    if (p_.min < sum) {
      numerator = static_cast<float>(p_.min);
      out_.warnings.push_back({CapacityWarningKind::kBranchDownscaled, -1, 0});
    }
    ratio_ = numerator / static_cast<float>(sum);
  }

  // getRemainingRatioOfResource.
  double remaining_ratio() const { return batch_ / static_cast<double>(p_.min); }

  double minimum_of(const VectorEntry& e) const {
    const double parent_abs = static_cast<double>(p_.min) / p_.partition;
    switch (e.unit) {
      case VectorUnit::kAbsolute:
        return ratio_ * remaining_ratio() * e.value;
      case VectorUnit::kPercentage:
        return p_.partition * (parent_abs * remaining_ratio() * e.value / 100);
      case VectorUnit::kWeight: {
        const double normalized = e.value / weights_;
        if (normalized == 1) return batch_;  // "better to use all remaining resources"
        return p_.partition * (parent_abs * remaining_ratio() * normalized);
      }
    }
    return 0;
  }

  // calculateMaximumResource of the maximum's unit. A weight maximum makes Hadoop throw
  // IllegalStateException; the parser reports it, and it reads as unset here.
  double maximum_of(const VectorEntry& e) const {
    switch (e.unit) {
      case VectorUnit::kAbsolute:
        return e.value;
      case VectorUnit::kPercentage:
        return p_.partition * (static_cast<double>(p_.max) / p_.partition * e.value / 100);
      case VectorUnit::kWeight:
        return 0;
    }
    return 0;
  }

  void warn(CapacityWarningKind kind, int child, double value = 0) {
    out_.warnings.push_back({kind, child, value});
  }

  // setChildResources + validateCalculatedResources; returns what the child took.
  double take(const ChildShareInput& c) {
    const double computed = minimum_of(*c.min);
    double minimum = rounded(computed, c.min->unit);
    double maximum = rounded(maximum_of(c.max), c.max.unit);
    const double parent_max = static_cast<double>(p_.max);
    // "Memory is the primary resource": no memory, nothing else.
    if (!p_.memory && c.memory_min == 0) minimum = 0;
    if (maximum != 0 && maximum > parent_max) {
      warn(CapacityWarningKind::kQueueMaxResourceExceedsParent, c.child);
    }
    maximum = maximum == 0 ? parent_max : std::min(maximum, parent_max);
    if (maximum < minimum) {
      warn(CapacityWarningKind::kQueueExceedsMaxResource, c.child);
      minimum = maximum;
    }
    if (minimum > overall_) {
      if (p_.managed) {
        minimum = 0;
      } else {
        warn(CapacityWarningKind::kQueueOverutilized, c.child, minimum);
        minimum = overall_;
      }
    }
    if (minimum == 0) warn(CapacityWarningKind::kQueueZeroResource, c.child);
    out_.steps.push_back({c.child, c.min->unit, c.min->value, batch_, computed, minimum, maximum});
    return minimum;
  }

  const ParentShareInput& p_;
  const std::vector<ChildShareInput>& children_;
  double overall_;  ///< what is left under the parent, child by child
  double batch_;    ///< what is left, lowered only when a unit is done
  double ratio_ = 1;
  double weights_ = 0;
  ResourceShares out_;
};

bool has_label(const CapacityQueue& q, const std::string& label) {
  return std::find(q.configured_labels.begin(), q.configured_labels.end(), label) !=
         q.configured_labels.end();
}

}  // namespace

std::vector<std::string> defined_resources(const Resource& cluster) {
  std::vector<std::string> others;
  for (const auto& [type, unused] : cluster.amounts()) {
    if (type != kMemoryMb && type != kVcores) others.push_back(type);
  }
  std::vector<std::string> out{std::string(kMemoryMb), std::string(kVcores)};
  for (std::string& t : java::hash_set_order(others))
    out.push_back(std::move(t));
  return out;
}

std::vector<int> child_order(const CapacityHierarchy& h, const CapacityQueue& p, int last) {
  std::vector<std::string> paths;
  std::map<std::string, int> index;
  for (int c : p.children) {
    if (c == last) continue;
    paths.push_back(h.queues[static_cast<size_t>(c)].path);
    index[paths.back()] = c;
  }
  std::vector<int> out;
  for (const std::string& path : java::hash_set_order(paths))
    out.push_back(index[path]);
  if (last >= 0) out.push_back(last);
  return out;
}

std::vector<ChildShareInput> share_inputs(const CapacityHierarchy& h,
                                          const std::vector<int>& children,
                                          const std::string& label, const std::string& resource) {
  std::vector<ChildShareInput> out;
  for (int c : children) {
    const CapacityQueue& child = h.queues[static_cast<size_t>(c)];
    if (!has_label(child, label)) continue;
    const PartitionCapacity& part = *child.find_partition(label);
    out.push_back({c, part.capacity_vector.entry(resource),
                   part.maximum_vector.entry(resource).value_or(VectorEntry{resource}),
                   part.effective_min.memory_mb()});
  }
  return out;
}

ParentShareInput share_parent(const CapacityQueue& parent, const std::string& label,
                              const std::string& resource, double partition) {
  const PartitionCapacity* pp = parent.find_partition(label);
  ParentShareInput p;
  p.partition = partition;
  p.min = pp ? pp->effective_min.get(resource) : 0;
  p.max = pp ? pp->effective_max.get(resource) : 0;
  p.memory = resource == kMemoryMb;
  p.normalize = pp != nullptr && !pp->capacity_vector.empty() && !parent.managed_parent;
  p.managed = parent.managed_parent;
  return p;
}

ResourceShares share_resource(const ParentShareInput& parent,
                              const std::vector<ChildShareInput>& children) {
  return Sharing(parent, children).run();
}

std::optional<ShareStep> share_resource_of(const ParentShareInput& parent,
                                           const std::vector<ChildShareInput>& children,
                                           int child) {
  if (child < 0) return std::nullopt;
  ResourceShares shares = Sharing(parent, children).run(child);
  if (shares.steps.empty() || shares.steps.back().child != child) return std::nullopt;
  return shares.steps.back();
}

}  // namespace schedlint
