#include "sched/capacity/vector_capacities.h"

#include <cmath>
#include <limits>

#include "java/casts.h"
#include "java/hash_order.h"

namespace schedlint {

namespace {

using Amounts = std::map<std::string, double, ResourceTypeOrder>;  // ResourceVector

constexpr VectorUnit kPrecedence[] = {VectorUnit::kAbsolute, VectorUnit::kPercentage,
                                      VectorUnit::kWeight};

PartitionCapacity& part_of(CapacityQueue& q, const std::string& label) {
  return q.partitions[label];
}

const PartitionCapacity* find_part(const CapacityQueue& q, const std::string& label) {
  auto it = q.partitions.find(label);
  return it == q.partitions.end() ? nullptr : &it->second;
}

bool has_label(const CapacityQueue& q, const std::string& label) {
  for (const std::string& l : q.configured_labels) {
    if (l == label) return true;
  }
  return false;
}

// CapacitySchedulerQueueCapacityHandler.loadResourceNames: memory-mb, vcores, then the other
// types in the order of a java.util.HashSet.
std::vector<std::string> defined_resources(const CapacityContext& ctx) {
  std::vector<std::string> others;
  for (const auto& [type, unused] : ctx.cluster.amounts()) {
    if (type != kMemoryMb && type != kVcores) others.push_back(type);
  }
  std::vector<std::string> out{std::string(kMemoryMb), std::string(kVcores)};
  for (std::string& t : java::hash_set_order(others))
    out.push_back(std::move(t));
  return out;
}

Amounts amounts_of(const Resource& r, const std::vector<std::string>& resources) {
  Amounts out;
  for (const std::string& name : resources)
    out[name] = static_cast<double>(r.get(name));
  return out;
}

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

// The order ParentQueue.getChildQueues iterates once the queues have been reinitialized: the
// children are collected from a HashMap keyed by queue path.
// A queue created on submission (`last`) is appended after the others.
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

// ResourceCalculationDriver: the children of one parent.
class Driver {
 public:
  Driver(CapacityHierarchy& h, int parent, const CapacityContext& ctx,
         const std::vector<std::string>& resources, int created = -1)
      : h_(h),
        parent_index_(parent),
        ctx_(ctx),
        resources_(resources),
        children_(child_order(h, h.queues[static_cast<size_t>(parent)], created)) {}

  void run() {
    const CapacityQueue& p = parent();
    for (const std::string& label : p.configured_labels) {
      overall_[label] = batch_[label] = amounts_of(parent_min(label), resources_);
    }
    set_normalized_ratios();
    sum_weights();
    for (const std::string& resource : resources_) {
      for (VectorUnit unit : kPrecedence) {
        std::map<std::string, double> used_by_unit;
        for (int c : children_) {
          CapacityQueue& child = h_.queues[static_cast<size_t>(c)];
          for (const std::string& label : child.configured_labels) {
            const auto entry = part_of(child, label).capacity_vector.entry(resource);
            if (!entry || entry->unit != unit) continue;
            const double used = set_child_resources(c, label, *entry);
            overall_[label][resource] -= used;
            used_by_unit[label] += used;
          }
        }
        for (const auto& [label, used] : used_by_unit)
          batch_[label][resource] -= used;
      }
    }
    for (const std::string& label : p.configured_labels) {
      // ResourceCalculationDriver.validateRemainingResource; the value is the largest remainder.
      double largest = 0;
      std::string resource;
      for (const auto& [name, left] : batch_[label]) {
        if (left != 0 && (resource.empty() || std::fabs(left) > largest)) {
          largest = std::fabs(left);
          resource = name;
        }
      }
      if (!resource.empty()) {
        warn(CapacityWarningKind::kBranchUnderutilized, p.path, label, resource, largest);
      }
    }
    for (int c : children_)
      update_capacities(h_.queues[static_cast<size_t>(c)]);
  }

 private:
  CapacityQueue& parent() { return h_.queues[static_cast<size_t>(parent_index_)]; }

  Resource parent_min(const std::string& label) {
    const PartitionCapacity* pp = find_part(parent(), label);
    return pp ? pp->effective_min : ctx_.zero;
  }
  Resource parent_max(const std::string& label) {
    const PartitionCapacity* pp = find_part(parent(), label);
    return pp ? pp->effective_max : ctx_.zero;
  }
  double cluster(const std::string& label, const std::string& resource) const {
    return static_cast<double>(ctx_.partition(label).get(resource));
  }

  void warn(CapacityWarningKind kind, const std::string& queue, const std::string& label,
            const std::string& resource, double value = 0) {
    h_.update_warnings.push_back({kind, queue, label, resource, value});
  }

  // setNormalizedResourceRatio: per resource of the parent's own vector, the parent's minimum
  // over its absolute children's sum when it is short of it (float arithmetic).
  void set_normalized_ratios() {
    CapacityQueue& p = parent();
    if (p.managed_parent) return;
    for (const std::string& label : p.configured_labels) {
      const PartitionCapacity* pp = find_part(p, label);
      if (pp == nullptr || pp->capacity_vector.empty()) continue;
      for (const std::string& resource : resources_) {
        int64_t children = 0;
        for (int c : children_) {
          const CapacityQueue& child = h_.queues[static_cast<size_t>(c)];
          if (!has_label(child, label)) continue;
          const auto e = find_part(child, label)->capacity_vector.entry(resource);
          if (e && e->unit == VectorUnit::kAbsolute) {
            children = java::to_long(static_cast<double>(children) + e->value);
          }
        }
        if (children == 0) continue;
        float numerator = static_cast<float>(children);
        const int64_t own = pp->effective_min.get(resource);
        if (own < children) {
          numerator = static_cast<float>(own);
          warn(CapacityWarningKind::kBranchDownscaled, p.path, label, resource);
        }
        auto [it, fresh] = ratios_.try_emplace(label);
        if (fresh) it->second = amounts_of(ctx_.zero, resources_);
        it->second[resource] = numerator / static_cast<float>(children);
      }
    }
  }

  // WeightQueueCapacityCalculator.calculateResourcePrerequisites.
  void sum_weights() {
    for (int c : children_) {
      const CapacityQueue& child = h_.queues[static_cast<size_t>(c)];
      for (const std::string& label : child.configured_labels) {
        for (const std::string& resource : resources_) {
          const auto e = find_part(child, label)->capacity_vector.entry(resource);
          if (e && e->unit == VectorUnit::kWeight) weights_[label][resource] += e->value;
        }
      }
    }
  }

  // getRemainingRatioOfResource: what the earlier units left, over the parent's minimum.
  double remaining_ratio(const std::string& label, const std::string& resource) {
    return batch_[label][resource] / static_cast<double>(parent_min(label).get(resource));
  }

  double minimum_of(const VectorEntry& e, const std::string& label) {
    const std::string& r = e.resource;
    const double parent_abs = static_cast<double>(parent_min(label).get(r)) / cluster(label, r);
    switch (e.unit) {
      case VectorUnit::kAbsolute: {
        auto it = ratios_.find(label);
        const double ratio = it == ratios_.end() ? 1.0 : it->second[r];
        return ratio * remaining_ratio(label, r) * e.value;
      }
      case VectorUnit::kPercentage:
        return cluster(label, r) * (parent_abs * remaining_ratio(label, r) * e.value / 100);
      case VectorUnit::kWeight: {
        const double normalized = e.value / weights_[label][r];
        if (normalized == 1) return batch_[label][r];
        return cluster(label, r) * (parent_abs * remaining_ratio(label, r) * normalized);
      }
    }
    return 0;
  }

  // calculateMaximumResource of the maximum's unit. A weight maximum makes Hadoop throw
  // IllegalStateException; the validation reports it, and it is read as unset here.
  double maximum_of(const VectorEntry& e, const std::string& label) {
    const std::string& r = e.resource;
    switch (e.unit) {
      case VectorUnit::kAbsolute:
        return e.value;
      case VectorUnit::kPercentage: {
        const double parent_abs_max =
            static_cast<double>(parent_max(label).get(r)) / cluster(label, r);
        return cluster(label, r) * (parent_abs_max * e.value / 100);
      }
      case VectorUnit::kWeight:
        return 0;
    }
    return 0;
  }

  // setChildResources + validateCalculatedResources; returns the minimum the child took.
  double set_child_resources(int child_index, const std::string& label, const VectorEntry& min_e) {
    CapacityQueue& child = h_.queues[static_cast<size_t>(child_index)];
    PartitionCapacity& part = part_of(child, label);
    const std::string& r = min_e.resource;
    const VectorEntry max_e = part.maximum_vector.entry(r).value_or(VectorEntry{r});
    const double computed = minimum_of(min_e, label);
    double minimum = rounded(computed, min_e.unit);
    double maximum = rounded(maximum_of(max_e, label), max_e.unit);
    const double remaining = overall_[label][r];
    const double parent_maximum = static_cast<double>(parent_max(label).get(r));
    // "Memory is the primary resource": no memory, nothing else.
    if (r != kMemoryMb && part.effective_min.memory_mb() == 0) minimum = 0;
    if (maximum != 0 && maximum > parent_maximum) {
      warn(CapacityWarningKind::kQueueMaxResourceExceedsParent, child.path, label, r);
    }
    maximum = maximum == 0 ? parent_maximum : std::min(maximum, parent_maximum);
    if (maximum < minimum) {
      warn(CapacityWarningKind::kQueueExceedsMaxResource, child.path, label, r);
      minimum = maximum;
    }
    if (minimum > remaining) {
      if (parent().managed_parent) {
        minimum = 0;
      } else {
        warn(CapacityWarningKind::kQueueOverutilized, child.path, label, r, minimum);
        minimum = remaining;
      }
    }
    if (minimum == 0) warn(CapacityWarningKind::kQueueZeroResource, child.path, label, r);
    part.effective_min.set(r, java::to_long(minimum));
    part.effective_max.set(r, java::to_long(maximum));
    h_.vector_steps.push_back({child_index, label, r, min_e.unit, min_e.value, batch_[label][r],
                               computed, minimum, maximum});
    return minimum;
  }

  // CapacitySchedulerQueueCapacityHandler.updateQueueCapacities, non-legacy: every partition's
  // capacities from the effective resources, whatever the vector's units.
  void update_capacities(CapacityQueue& child) {
    for (const std::string& label : child.configured_labels)
      set_queue_capacities(child, label);
    update_absolute_capacities(child);
  }

  // setQueueCapacities: capacities from the effective resources (infinity counts as 0).
  void set_queue_capacities(CapacityQueue& child, const std::string& label) {
    PartitionCapacity& part = part_of(child, label);
    const Resource r = ctx_.partition(label);
    const float cap = ctx_.rc.divide(r, part.effective_min, parent_min(label));
    part.capacity = std::isinf(cap) ? 0 : cap;
    const float max = ctx_.rc.divide(r, part.effective_max, parent_max(label));
    part.maximum_capacity = std::isinf(max) ? 0 : max;
  }

  // CSQueueUtils.updateAbsoluteCapacitiesByNodeLabels, non-legacy: capacity x parent's absolute.
  void update_absolute_capacities(CapacityQueue& child) {
    for (auto& [label, part] : child.partitions) {
      const PartitionCapacity* pp = find_part(parent(), label);
      part.absolute_capacity = part.capacity * (pp ? pp->absolute_capacity : 0);
      if (part.maximum_capacity > 0) {
        part.absolute_maximum_capacity =
            part.maximum_capacity * (pp ? pp->absolute_maximum_capacity : 0);
      }
    }
  }

  CapacityHierarchy& h_;
  int parent_index_;
  const CapacityContext& ctx_;
  const std::vector<std::string>& resources_;
  std::vector<int> children_;
  std::map<std::string, Amounts> overall_;
  std::map<std::string, Amounts> batch_;
  std::map<std::string, Amounts> ratios_;
  std::map<std::string, Amounts> weights_;
};

// RootCalculationDriver: root holds its partitions whole.
void update_root(CapacityQueue& root, const CapacityContext& ctx) {
  for (const std::string& label : root.configured_labels) {
    PartitionCapacity& part = part_of(root, label);
    part.effective_min = part.effective_max = ctx.partition(label);
    part.capacity = part.maximum_capacity = 1;
    part.absolute_capacity = part.absolute_maximum_capacity = 1;
  }
}

}  // namespace

void compute_vector_capacities(CapacityHierarchy& h, const CapacityContext& ctx) {
  if (h.queues.empty()) return;
  const std::vector<std::string> resources = defined_resources(ctx);
  update_root(h.queues.front(), ctx);
  for (size_t i = 0; i < h.queues.size(); ++i) {
    for (auto& [label, part] : h.queues[i].partitions) {
      if (i > 0) part.effective_min = part.effective_max = ctx.zero;
    }
  }
  for (size_t i = 0; i < h.queues.size(); ++i) {
    if (!h.queues[i].children.empty()) Driver(h, static_cast<int>(i), ctx, resources).run();
  }
}

DynamicLeafPreview preview_dynamic_leaf(CapacityHierarchy& h, int parent,
                                        const CapacityVector& capacity,
                                        const CapacityVector& maximum, const CapacityContext& ctx) {
  // Run the parent's calculation once more with the new leaf, then put everything back.
  std::vector<std::map<std::string, PartitionCapacity>> saved;
  for (int c : h.queues[static_cast<size_t>(parent)].children)
    saved.push_back(h.queues[static_cast<size_t>(c)].partitions);
  const size_t warnings = h.update_warnings.size();
  const size_t steps = h.vector_steps.size();
  CapacityQueue leaf;
  leaf.path = h.queues[static_cast<size_t>(parent)].path + ".<created on submission>";
  leaf.name = "<created on submission>";
  leaf.parent = parent;
  leaf.configured_labels = {""};
  PartitionCapacity& part = leaf.partitions[""];
  part.capacity_vector = capacity;
  part.maximum_vector = maximum;
  part.effective_min = part.effective_max = ctx.zero;
  const int index = static_cast<int>(h.queues.size());
  h.queues.push_back(std::move(leaf));
  h.queues[static_cast<size_t>(parent)].children.push_back(index);
  Driver(h, parent, ctx, defined_resources(ctx), index).run();

  DynamicLeafPreview out;
  out.partition = h.queues.back().partitions.at("");
  for (size_t i = warnings; i < h.update_warnings.size(); ++i) {
    const CapacityWarning& w = h.update_warnings[i];
    out.zero_resource = out.zero_resource || (w.kind == CapacityWarningKind::kQueueZeroResource &&
                                              w.queue == h.queues.back().path);
  }
  h.queues[static_cast<size_t>(parent)].children.pop_back();
  h.queues.pop_back();
  const auto& children = h.queues[static_cast<size_t>(parent)].children;
  for (size_t i = 0; i < children.size(); ++i)
    h.queues[static_cast<size_t>(children[i])].partitions = std::move(saved[i]);
  h.update_warnings.resize(warnings);
  h.vector_steps.resize(steps);
  return out;
}

namespace {

// A queue copied into a chain model: its numbers in `label` only, no children yet.
CapacityQueue copied(const CapacityQueue& q, const std::string& label, int parent) {
  CapacityQueue out;
  out.path = q.path;
  out.name = q.name;
  out.parent = parent;
  out.leaf = q.leaf;
  out.managed_parent = q.managed_parent;
  const auto it = q.partitions.find(label);
  if (it != q.partitions.end()) {
    out.partitions[label] = it->second;
    out.configured_labels = {label};
  }
  return out;
}

}  // namespace

std::optional<VectorGuaranteeModel> VectorGuaranteeModel::of(const CapacityHierarchy& h, int queue,
                                                             const std::string& label,
                                                             size_t max_queues) {
  std::vector<int> chain;  // root first
  for (int q = queue; q >= 0; q = h.queues[static_cast<size_t>(q)].parent)
    chain.insert(chain.begin(), q);
  size_t queues = 0;
  for (size_t i = 0; i + 1 < chain.size(); ++i)
    queues += h.queues[static_cast<size_t>(chain[i])].children.size();
  if (queues > max_queues) return std::nullopt;
  VectorGuaranteeModel m;
  m.label_ = label;
  m.chain_.calculator = h.calculator;
  m.chain_.partition_resources = h.partition_resources;
  m.chain_.cluster_resource = h.cluster_resource;
  m.chain_.minimum_allocation = h.minimum_allocation;
  m.chain_.legacy_queue_mode = false;
  m.chain_.queues.push_back(copied(h.queues[static_cast<size_t>(chain.front())], label, -1));
  int parent = 0;
  for (size_t i = 0; i + 1 < chain.size(); ++i) {
    int next = -1;
    for (int c : h.queues[static_cast<size_t>(chain[i])].children) {
      const int index = static_cast<int>(m.chain_.queues.size());
      m.chain_.queues.push_back(copied(h.queues[static_cast<size_t>(c)], label, parent));
      m.chain_.queues[static_cast<size_t>(parent)].children.push_back(index);
      if (c == chain[i + 1]) next = index;
    }
    parent = next;
  }
  m.queue_ = parent;
  return m;
}

int64_t VectorGuaranteeModel::guarantee(const std::string& type, int64_t amount) const {
  CapacityHierarchy h = chain_;
  CapacityContext ctx;
  ctx.rc = ResourceCalculator(h.calculator);
  ctx.cluster = h.cluster_resource;
  ctx.zero = resources::multiply(h.cluster_resource, 0);
  ctx.partitions = h.partition_resources;
  ctx.legacy_queue_mode = false;
  Resource partition = ctx.partition(label_);
  partition.set(type, amount);
  ctx.partitions[label_] = partition;
  compute_vector_capacities(h, ctx);
  const auto it = h.queues[static_cast<size_t>(queue_)].partitions.find(label_);
  return it == h.queues[static_cast<size_t>(queue_)].partitions.end()
             ? 0
             : it->second.effective_min.get(type);
}

}  // namespace schedlint
