#include "sched/capacity/configured_capacities.h"

#include <set>

#include "java/hash_order.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

constexpr float kDefaultAmPercent = 0.1f;  // DEFAULT_MAXIMUM_APPLICATIONMASTERS_RESOURCE_PERCENT

const PartitionSettings* partition_of(const CapacityQueueSettings& s, const std::string& label) {
  auto it = s.partitions.find(label);
  return it == s.partitions.end() ? nullptr : &it->second;
}

}  // namespace

const Setting<float>* am_percent_setting(const CapacityQueueSettings& s, const std::string& label,
                                         const CapacityGlobalSettings& g) {
  for (const std::string& key : {label, std::string()}) {
    if (const auto* p = partition_of(s, key); p && p->maximum_am_resource_percent) {
      return &*p->maximum_am_resource_percent;
    }
  }
  return g.maximum_am_resource_percent ? &*g.maximum_am_resource_percent : nullptr;
}

namespace {

void collect_labels(const CapacityQueueSettings* s, std::set<std::string>& out) {
  if (s == nullptr) return;
  for (const auto& [label, unused] : s->partitions) {
    if (!label.empty()) out.insert(label);
  }
}

float am_percent(const CapacityQueueSettings& s, const std::string& label,
                 const CapacityGlobalSettings& g) {
  const Setting<float>* setting = am_percent_setting(s, label, g);
  return setting != nullptr ? setting->value : kDefaultAmPercent;
}

// CapacitySchedulerConfiguration.getNonLabeledQueueCapacity / getLabeledQueueCapacity and the
// maximum-capacity getters. Root reads 100 for the default partition in every version and for
// labels from 3.3; before, a root label reads its configured value (default 0 / 100).
LoadedPartition load_partition(const CapacityQueueSettings& s, bool root, const std::string& label,
                               const CapacityGlobalSettings& g, const HadoopVersion& v) {
  LoadedPartition out;
  const PartitionSettings* p = partition_of(s, label);
  const auto* cap = p && p->capacity ? &p->capacity->value : nullptr;
  const auto* max = p && p->maximum_capacity ? &p->maximum_capacity->value : nullptr;
  const bool root_fixed = root && (label.empty() || has(v, ReleaseFact::kCsQueuePaths));
  float percent =
      0;  // 3.1+: missing is 0; before, -1 fails the range check (reported by validation)
  if (root_fixed) {
    percent = 100;
  } else if (cap != nullptr && cap->mode == CapacityMode::kPercentage) {
    percent = cap->percent;
  }
  out.capacity = percent / 100;
  float max_percent = 100;
  if (!root_fixed && max != nullptr && max->mode == CapacityMode::kPercentage)
    max_percent = max->percent;
  out.maximum_capacity = max_percent / 100;
  if (cap != nullptr && cap->mode == CapacityMode::kWeight) out.weight = cap->weight;
  out.max_am_resource_percent = am_percent(s, label, g);
  if (has(v, ReleaseFact::kCsAbsoluteCapacity)) {
    if (cap != nullptr && cap->mode == CapacityMode::kAbsolute) out.configured_min = cap->resource;
    if (max != nullptr && max->mode == CapacityMode::kAbsolute) out.configured_max = max->resource;
  }
  return out;
}

// AbstractCSQueue.setupQueueConfigs (3.4): parseConfiguredResourceVector and
// parseConfiguredMaximumCapacityVector. Root is 100% of everything; an empty maximum becomes
// QueueCapacityVector.newInstance (absolute 0 everywhere: the parent's maximum).
void load_vectors(LoadedPartition& out, const CapacityQueueSettings& s, bool root,
                  const std::string& label) {
  if (root) {
    out.capacity_vector = out.maximum_vector = CapacityVector::of(VectorUnit::kPercentage, 100);
    return;
  }
  const PartitionSettings* p = partition_of(s, label);
  if (p && p->capacity) out.capacity_vector = p->capacity->value.vector;
  if (p && p->maximum_capacity) out.maximum_vector = p->maximum_capacity->value.vector;
  if (out.maximum_vector.empty()) out.maximum_vector.shape = CapacityVector::Shape::kBracketed;
}

// AbstractCSQueue.updateCapacityConfigType (3.4). Legacy mode: the bracket pattern
// (checkConfigTypeIsAbsoluteResource), which the parser records as kAbsolute even without memory.
// Non-legacy: absolute only when the vector is absolute in every resource.
bool absolute_3_4(const CapacityQueueSettings& s, const LoadedPartition& first,
                  const std::string& label, const CapacityContext& ctx) {
  if (!ctx.legacy_queue_mode) {
    const std::set<VectorUnit> units = first.capacity_vector.units(ctx.resource_names());
    return units.size() == 1 && *units.begin() == VectorUnit::kAbsolute;
  }
  const PartitionSettings* p = partition_of(s, label);
  return p && p->capacity && p->capacity->value.mode == CapacityMode::kAbsolute;
}

// AbstractCSQueue.updateConfigurableResourceRequirement (3.1-3.3) and
// updateConfigurableResourceLimits (3.4): a child with a min but no max takes the parent's max.
void inherit_parent_max(LoadedPartition& p, const Resource& parent_max,
                        const CapacityContext& ctx) {
  if (!resources::is_none(p.configured_max) || resources::is_none(p.configured_min)) return;
  const bool parent_has_max =
      has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation)
          ? !resources::is_none(parent_max)
          : resources::greater_than(ctx.rc, ctx.cluster, parent_max, resources::none());
  if (parent_has_max) p.configured_max = parent_max;
}

}  // namespace

std::vector<std::string> configured_labels(const CapacityConfig& config, int queue,
                                           const HadoopVersion& version) {
  const auto& node = config.queues.at(queue);
  std::set<std::string> labels;
  if (has(version, ReleaseFact::kCsUnifiedCapacityCalculation) && node.is_root()) {
    for (const auto& q : config.queues.nodes()) {
      collect_labels(&q.settings, labels);
      collect_labels(q.settings.leaf_queue_template.get(), labels);
      collect_labels(q.settings.aqc_template.get(), labels);
      collect_labels(q.settings.aqc_leaf_template.get(), labels);
      collect_labels(q.settings.aqc_parent_template.get(), labels);
    }
  } else {
    collect_labels(&node.settings, labels);
  }
  // Before 3.4 NO_LABEL is added after the scan of the keys; from 3.4 it is added first.
  std::vector<std::string> insertion;
  if (has(version, ReleaseFact::kCsUnifiedCapacityCalculation)) insertion.push_back("");
  insertion.insert(insertion.end(), labels.begin(), labels.end());
  if (!has(version, ReleaseFact::kCsUnifiedCapacityCalculation)) insertion.push_back("");
  return java::hash_set_order(insertion);
}

float parent_absolute_capacity(const QueueSetup* parent, bool parent_is_root,
                               const std::string& label) {
  if (parent == nullptr || (parent_is_root && label.empty())) return 1;
  auto it = parent->partitions.find(label);
  return it == parent->partitions.end() ? 0 : it->second.absolute_capacity;
}

float parent_absolute_maximum_capacity(const QueueSetup* parent, const std::string& label) {
  if (parent == nullptr) return 1;
  auto it = parent->partitions.find(label);
  return it == parent->partitions.end() ? 0 : it->second.absolute_maximum_capacity;
}

std::vector<QueueSetup> set_up_capacities(const CapacityConfig& config,
                                          const CapacityContext& ctx) {
  std::vector<QueueSetup> out(config.queues.size());
  for (int q : config.queues.preorder()) {
    const auto& node = config.queues.at(q);
    QueueSetup& setup = out[static_cast<size_t>(q)];
    const QueueSetup* parent = node.is_root() ? nullptr : &out[static_cast<size_t>(node.parent)];
    const bool parent_is_root = !node.is_root() && config.queues.at(node.parent).is_root();
    setup.labels = configured_labels(config, q, ctx.version);
    for (const std::string& label : setup.labels) {
      LoadedPartition p =
          load_partition(node.settings, node.is_root(), label, config.global, ctx.version);
      if (!ctx.legacy_queue_mode) load_vectors(p, node.settings, node.is_root(), label);
      if (parent != nullptr && has(ctx.version, ReleaseFact::kCsAbsoluteCapacity)) {
        auto it = parent->partitions.find(label);
        inherit_parent_max(p, it == parent->partitions.end() ? ctx.zero : it->second.configured_max,
                           ctx);
      }
      // CSQueueUtils.updateAbsoluteCapacitiesByNodeLabels: a capacity or maximum of 0 (or less)
      // leaves the absolute value unset, which is 0 for a queue being set up.
      if (p.capacity > 0) {
        p.absolute_capacity = p.capacity * parent_absolute_capacity(parent, parent_is_root, label);
      }
      if (p.maximum_capacity > 0) {
        p.absolute_maximum_capacity =
            p.maximum_capacity * parent_absolute_maximum_capacity(parent, label);
      }
      setup.partitions[label] = p;
    }
    // capacityConfigType comes from the first label Hadoop visits (AbstractCSQueue
    // .updateConfigurableResourceRequirement; 3.4 updateCapacityConfigType).
    if (has(ctx.version, ReleaseFact::kCsAbsoluteCapacity) && !setup.labels.empty()) {
      const LoadedPartition& first = setup.partitions[setup.labels.front()];
      setup.absolute =
          has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation)
              ? absolute_3_4(node.settings, first, setup.labels.front(), ctx)
              : !resources::is_none(first.configured_min) && first.absolute_capacity == 0;
    }
  }
  return out;
}

}  // namespace schedlint
