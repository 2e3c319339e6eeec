#include "sched/capacity/effective_resources.h"

#include <algorithm>
#include <cmath>

#include "java/casts.h"
#include "model/release_facts.h"
#include "sched/capacity/vector_capacities.h"

namespace schedlint {

namespace {

using RatioMap = std::map<std::string, float, ResourceTypeOrder>;

const PartitionCapacity& partition_or_absent(const CapacityQueue& q, const std::string& label) {
  static const PartitionCapacity none = absent_partition();
  auto it = q.partitions.find(label);
  return it == q.partitions.end() ? none : it->second;
}

PartitionCapacity& ensure(CapacityQueue& q, const std::string& label) {
  auto it = q.partitions.find(label);
  if (it == q.partitions.end()) it = q.partitions.emplace(label, absent_partition()).first;
  return it->second;
}

// QueueCapacities.getAbsoluteCapacity: root's default partition is always 1.
float absolute_of(const CapacityQueue& q, const std::string& label) {
  return q.parent < 0 && label.empty() ? 1.0f : partition_or_absent(q, label).absolute_capacity;
}

// ParentQueue.getEffectiveMinRatioPerResource: numerator / sum of the children's configured
// minimums per type, as (float) long / long, for the types the children configure.
RatioMap min_ratios(const Resource& children_min, const Resource* numerator) {
  RatioMap ratios;
  if (numerator == nullptr) return ratios;
  Resource types = resources::add(children_min, *numerator);
  for (const auto& [type, unused] : types.amounts()) {
    const int64_t d = children_min.get(type);
    if (d != 0) ratios[type] = static_cast<float>(numerator->get(type)) / static_cast<float>(d);
  }
  return ratios;
}

// The scale-down of effective minimums when the parent cannot cover its children's (ParentQueue's
// effective-resource normalization).
RatioMap ratios_for(const CapacityHierarchy& h, const CapacityQueue& p, const std::string& label,
                    const CapacityContext& ctx) {
  Resource children_min = ctx.zero;
  for (int c : p.children) {
    children_min = resources::add(
        children_min, partition_or_absent(h.queues[static_cast<size_t>(c)], label).configured_min);
  }
  const Resource r = ctx.partition(label);
  if (p.parent < 0) {
    const bool short_of =
        !resources::is_none(r) && resources::less_than(ctx.rc, ctx.cluster, r, children_min);
    return min_ratios(children_min, short_of ? &r : nullptr);
  }
  const Resource& own = partition_or_absent(p, label).effective_min;
  return min_ratios(children_min,
                    resources::less_than(ctx.rc, ctx.cluster, own, children_min) ? &own : nullptr);
}

// createNormalizedMinResource / getMinResourceNormalized: (long) (value * ratio) in float.
Resource normalized_min(const Resource& min, const RatioMap& ratios) {
  Resource out = min;
  for (const auto& [type, ratio] : ratios) {
    out.set(type, java::to_long(static_cast<float>(min.get(type)) * ratio));
  }
  return out;
}

// Percentage (and weight) queues: partition x absolute capacities, truncated (Resources.multiply).
void set_from_absolute(PartitionCapacity& part, const Resource& r) {
  part.effective_min = resources::multiply(r, part.absolute_capacity);
  part.effective_max = resources::multiply(r, part.absolute_maximum_capacity);
}

// 3.1-3.3: ParentQueue.calculateEffectiveResourcesAndCapacity(label) for every child of `p`.
void parent_updates_children(CapacityHierarchy& h, int p_index, const std::string& label,
                             const CapacityContext& ctx) {
  CapacityQueue& p = h.queues[static_cast<size_t>(p_index)];
  const Resource r = ctx.partition(label);
  if (p.parent < 0) {
    PartitionCapacity& own = ensure(p, label);
    own.configured_min = own.configured_max = own.effective_min = own.effective_max = r;
    own.absolute_capacity = 1.0f;
  }
  const RatioMap ratios = ratios_for(h, p, label, ctx);
  const PartitionCapacity parent_part = partition_or_absent(p, label);
  Resource parent_max = parent_part.configured_max;
  if (p.parent >= 0 && resources::is_none(parent_max)) {
    parent_max = partition_or_absent(h.queues[static_cast<size_t>(p.parent)], label).effective_max;
  }
  const float parent_abs = absolute_of(p, label);
  for (int c : p.children) {
    CapacityQueue& child = h.queues[static_cast<size_t>(c)];
    PartitionCapacity& part = ensure(child, label);
    if (child.mode != CapacityMode::kAbsolute) {
      set_from_absolute(part, r);
      continue;
    }
    part.effective_min = normalized_min(part.configured_min, ratios);
    const Resource& child_max =
        resources::is_none(part.configured_max) ? parent_max : part.configured_max;
    part.effective_max = resources::min(ctx.rc, r, child_max, parent_max);
    // deriveCapacityFromAbsoluteConfigurations.
    part.capacity = ctx.rc.divide(ctx.cluster, part.effective_min, parent_part.effective_min);
    part.maximum_capacity =
        ctx.rc.divide(ctx.cluster, part.effective_max, parent_part.effective_max);
    if (has(ctx.version, ReleaseFact::kCsAbsoluteCapacityMultiplied)) {
      part.absolute_capacity = part.capacity * parent_abs;
      part.absolute_maximum_capacity =
          part.maximum_capacity * parent_part.absolute_maximum_capacity;
    } else {
      // 3.1/3.2 divide, and read the child's default-partition capacity (getCapacity()).
      part.absolute_capacity = partition_or_absent(child, "").capacity / parent_abs;
      part.absolute_maximum_capacity =
          part.maximum_capacity / parent_part.absolute_maximum_capacity;
    }
  }
}

// 3.4 ParentQueue.updateClusterResource: children's weights over the sum of their non-negative
// weights, per label of the parent, when any child uses weights (or there is none).
void normalize_child_weights(CapacityHierarchy& h, CapacityQueue& p) {
  bool weights = p.children.empty();
  for (int c : p.children) {
    for (const auto& [label, unused] : p.partitions) {
      weights = weights || partition_or_absent(h.queues[static_cast<size_t>(c)], label).weight >= 0;
    }
  }
  if (!weights) return;
  for (const auto& [label, unused] : p.partitions) {
    float sum = 0;
    for (int c : p.children) {
      const auto& child = h.queues[static_cast<size_t>(c)];
      if (child.partitions.count(label))
        sum += std::max(0.0f, partition_or_absent(child, label).weight);
    }
    if (std::fabs(sum) <= 1e-6f) continue;
    for (int c : p.children) {
      auto& child = h.queues[static_cast<size_t>(c)];
      auto it = child.partitions.find(label);
      if (it != child.partitions.end()) it->second.normalized_weight = it->second.weight / sum;
    }
  }
}

// 3.4 AbstractCSQueue.updateEffectiveResources (+ deriveCapacityFromAbsoluteConfigurations).
void update_effective_resources(CapacityHierarchy& h, CapacityQueue& q,
                                const RatioMap& parent_ratios, const CapacityContext& ctx) {
  const CapacityQueue& parent = h.queues[static_cast<size_t>(q.parent)];
  for (const std::string& label : q.configured_labels) {
    PartitionCapacity& part = ensure(q, label);
    const Resource r = ctx.partition(label);
    if (q.mode != CapacityMode::kAbsolute) {
      set_from_absolute(part, r);
      continue;
    }
    const PartitionCapacity& pp = partition_or_absent(parent, label);
    part.effective_min = normalized_min(part.configured_min, parent_ratios);
    const Resource& parent_max =
        resources::is_none(pp.configured_max) ? pp.effective_max : pp.configured_max;
    part.effective_max = resources::is_none(part.configured_max)
                             ? parent_max
                             : resources::min(ctx.rc, r, part.configured_max, parent_max);
    const float cap = ctx.rc.divide(ctx.cluster, part.effective_min, pp.effective_min);
    part.capacity = std::isinf(cap) ? 0 : cap;
    const float max = ctx.rc.divide(ctx.cluster, part.effective_max, pp.effective_max);
    part.maximum_capacity = std::isinf(max) ? 0 : max;
    part.absolute_capacity = part.capacity * absolute_of(parent, label);
    part.absolute_maximum_capacity = part.maximum_capacity * pp.absolute_maximum_capacity;
  }
}

void compute_3_4(CapacityHierarchy& h, const CapacityContext& ctx) {
  // A parent's single ratio map is overwritten per label; its children use the last one.
  std::vector<RatioMap> ratios(h.queues.size());
  for (size_t i = 0; i < h.queues.size(); ++i) {
    CapacityQueue& q = h.queues[i];
    if (q.parent < 0) {
      for (auto& [label, part] : q.partitions) {
        if (part.weight > 0) part.normalized_weight = 1;
      }
    }
    update_absolute_capacities(h, q, true);
    if (!q.children.empty()) normalize_child_weights(h, q);
    if (q.parent < 0) {
      for (const std::string& label : q.configured_labels) {
        PartitionCapacity& part = ensure(q, label);
        part.effective_min = part.effective_max = ctx.partition(label);
      }
    } else {
      update_effective_resources(h, q, ratios[static_cast<size_t>(q.parent)], ctx);
    }
    // Hadoop computes the ratio from the previous round's effective minimum; at steady state
    // that is the one just computed.
    if (!q.children.empty()) {
      for (const std::string& label : q.configured_labels)
        ratios[i] = ratios_for(h, q, label, ctx);
    }
  }
}

}  // namespace

void update_absolute_capacities(CapacityHierarchy& h, CapacityQueue& q, bool legacy_queue_mode) {
  const CapacityQueue* parent = q.parent < 0 ? nullptr : &h.queues[static_cast<size_t>(q.parent)];
  for (auto& [label, part] : q.partitions) {
    const float parent_absolute = parent ? absolute_of(*parent, label) : 1.0f;
    if (!legacy_queue_mode) {
      part.absolute_capacity = part.capacity * parent_absolute;
    } else if (const float capacity = std::max(part.capacity, part.normalized_weight);
               capacity > 0) {
      part.absolute_capacity = capacity * parent_absolute;
    }
    if (part.maximum_capacity > 0) {
      part.absolute_maximum_capacity =
          part.maximum_capacity *
          (parent ? partition_or_absent(*parent, label).absolute_maximum_capacity : 1.0f);
    }
  }
}

PartitionCapacity absent_partition() {
  PartitionCapacity p;
  p.maximum_capacity = 0;
  p.absolute_maximum_capacity = 0;
  p.max_am_resource_percent = 0;
  return p;
}

void compute_effective_resources(CapacityHierarchy& h, const CapacityContext& ctx) {
  if (!ctx.legacy_queue_mode) {
    compute_vector_capacities(h, ctx);
    return;
  }
  if (has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation)) {
    compute_3_4(h, ctx);
    return;
  }
  if (!has(ctx.version, ReleaseFact::kCsAbsoluteCapacity)) {
    for (auto& q : h.queues) {
      for (auto& [label, part] : q.partitions)
        set_from_absolute(part, ctx.partition(label));
    }
    return;
  }
  for (size_t i = 0; i < h.queues.size(); ++i) {
    if (h.queues[i].children.empty()) continue;
    const std::vector<std::string> labels = h.queues[i].configured_labels;
    for (const std::string& label : labels)
      parent_updates_children(h, static_cast<int>(i), label, ctx);
  }
}

}  // namespace schedlint
