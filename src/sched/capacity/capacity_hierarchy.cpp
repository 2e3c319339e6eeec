#include "sched/capacity/capacity_hierarchy.h"

#include <set>

#include "model/release_facts.h"
#include "sched/capacity/capacity_context.h"
#include "sched/capacity/configured_capacities.h"
#include "sched/capacity/effective_resources.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/capacity/queue_properties.h"
#include "sched/capacity/vector_capacities.h"
#include "sched/cluster_resource.h"

namespace schedlint {

namespace {

// Names every resource type the cluster declares, so calculators see it even where it is 0.
Resource with_types(Resource r, const ClusterSettings& cluster) {
  for (const auto& type : cluster.resource_types) {
    if (!r.has(type.name)) r.set(type.name, 0);
  }
  return r;
}

CapacityContext make_context(const CapacityConfig& config, const ClusterSettings& cluster,
                             const NodeSpec& nodes, const HadoopVersion& version) {
  CapacityContext ctx;
  ctx.version = version;
  ctx.rc = ResourceCalculator(calculator_of(config));
  ctx.zero = with_types(Resource(0, 0), cluster);
  ctx.cluster = with_types(total_cluster_resource(nodes), cluster);
  ctx.minimum_allocation = with_types(
      Resource(cluster.minimum_allocation_mb.value, cluster.minimum_allocation_vcores.value),
      cluster);
  std::set<std::string> labels{""};
  for (const auto& group : nodes.groups)
    labels.insert(group.label);
  for (const auto& q : config.queues.nodes()) {
    for (const auto& [label, unused] : q.settings.partitions)
      labels.insert(label);
  }
  for (const std::string& label : labels) {
    ctx.partitions[label] = with_types(partition_resource(nodes, label), cluster);
  }
  if (has(version, ReleaseFact::kCsLegacyQueueMode) && config.global.legacy_queue_mode) {
    ctx.legacy_queue_mode = config.global.legacy_queue_mode->value;
  }
  return ctx;
}

PartitionCapacity from_setup(const LoadedPartition& p) {
  PartitionCapacity out;
  out.capacity = p.capacity;
  out.maximum_capacity = p.maximum_capacity;
  out.absolute_capacity = p.absolute_capacity;
  out.absolute_maximum_capacity = p.absolute_maximum_capacity;
  out.weight = p.weight;
  out.max_am_resource_percent = p.max_am_resource_percent;
  out.configured_min = p.configured_min;
  out.configured_max = p.configured_max;
  out.capacity_vector = p.capacity_vector;
  out.maximum_vector = p.maximum_vector;
  return out;
}

// A capacity setting of the parent's leaf template, else of its template (AutoCreatedQueueTemplate:
// the leaf template's entries override the common ones).
template <typename Get>
auto from_templates(const CapacityQueueSettings& s, Get get) -> decltype(get(s)) {
  for (const CapacityQueueSettings* t : {s.aqc_leaf_template.get(), s.aqc_template.get()}) {
    if (t == nullptr) continue;
    if (auto v = get(*t)) return v;
  }
  return decltype(get(s)){};
}

// Non-legacy mode: what the first leaf created under each auto-queue-creation-v2 parent gets.
void preview_dynamic_leaves(CapacityHierarchy& h, const CapacityConfig& config,
                            const CapacityContext& ctx) {
  for (size_t i = 0; i < h.queues.size(); ++i) {
    const CapacityQueueSettings& s = config.queues.at(h.queues[i].config_index).settings;
    if (h.queues[i].leaf || !s.auto_queue_creation_v2_enabled ||
        !s.auto_queue_creation_v2_enabled->value) {
      continue;
    }
    auto vector_of = [](bool maximum) {
      return [maximum](const CapacityQueueSettings& t) -> std::optional<CapacityVector> {
        const auto it = t.partitions.find("");
        if (it == t.partitions.end()) return std::nullopt;
        const auto& setting = maximum ? it->second.maximum_capacity : it->second.capacity;
        if (!setting || setting->value.vector.empty()) return std::nullopt;
        return setting->value.vector;
      };
    };
    // AbstractCSQueue.overrideCapacityVectorsForSpecialQueues: 1w and 100% by default.
    const CapacityVector capacity =
        from_templates(s, vector_of(false)).value_or(CapacityVector::of(VectorUnit::kWeight, 1));
    const CapacityVector maximum = from_templates(s, vector_of(true))
                                       .value_or(CapacityVector::of(VectorUnit::kPercentage, 100));
    DynamicLeafPreview preview =
        preview_dynamic_leaf(h, static_cast<int>(i), capacity, maximum, ctx);
    const auto own_max = from_templates(s, [](const CapacityQueueSettings& t) {
      return t.maximum_applications ? std::optional<int32_t>(t.maximum_applications->value)
                                    : std::nullopt;
    });
    // A created leaf's capacity type is percentage (its vector is not absolute throughout).
    preview.max_applications = maximum_applications_3_4(
        config.global, own_max.value_or(-1), false, {preview.partition.absolute_capacity}, true);
    h.queues[i].dynamic_leaf = preview;
  }
}

}  // namespace

const CapacityQueue* CapacityHierarchy::find(std::string_view path) const {
  const auto it = index_by_path.find(std::string(path));
  return it == index_by_path.end() ? nullptr : &queues[static_cast<size_t>(it->second)];
}

Resource CapacityHierarchy::partition_resource(const std::string& partition) const {
  auto it = partition_resources.find(partition);
  return it != partition_resources.end() ? it->second : resources::multiply(cluster_resource, 0);
}

CapacityHierarchy compute_capacity_hierarchy(const CapacityConfig& config,
                                             const ClusterSettings& cluster, const NodeSpec& nodes,
                                             const CapacityOptions& options) {
  const CapacityContext ctx = make_context(config, cluster, nodes, options.version);
  CapacityHierarchy h;
  h.partition_resources = ctx.partitions;
  h.cluster_resource = ctx.cluster;
  h.minimum_allocation = ctx.minimum_allocation;
  h.calculator = ctx.rc.kind();
  h.legacy_queue_mode = ctx.legacy_queue_mode;
  if (config.queues.empty()) return h;

  const std::vector<QueueSetup> setups = set_up_capacities(config, ctx);
  const std::vector<QueueProperties> props = queue_properties(config, cluster, ctx);
  const std::vector<int> order = config.queues.preorder();
  std::vector<int> index_of(config.queues.size(), -1);
  for (size_t i = 0; i < order.size(); ++i)
    index_of[static_cast<size_t>(order[i])] = static_cast<int>(i);

  for (int c : order) {
    const auto& node = config.queues.at(c);
    const QueueSetup& setup = setups[static_cast<size_t>(c)];
    const QueueProperties& p = props[static_cast<size_t>(c)];
    CapacityQueue q;
    q.path = node.path;
    q.name = node.name;
    q.config_index = c;
    q.parent = node.is_root() ? -1 : index_of[static_cast<size_t>(node.parent)];
    for (int child : node.children)
      q.children.push_back(index_of[static_cast<size_t>(child)]);
    q.leaf = p.leaf;
    q.configured_labels = setup.labels;
    for (const auto& [label, loaded] : setup.partitions)
      q.partitions[label] = from_setup(loaded);
    const auto def = setup.partitions.find("");
    q.mode = setup.absolute                                             ? CapacityMode::kAbsolute
             : def != setup.partitions.end() && def->second.weight >= 0 ? CapacityMode::kWeight
                                                                        : CapacityMode::kPercentage;
    q.accessible_labels = p.accessible_labels;
    q.default_label_expression = p.default_label_expression;
    q.state = p.state;
    q.preemption_disabled = p.preemption_disabled;
    q.user_limit_factor = p.user_limit_factor;
    q.minimum_user_limit_percent = p.minimum_user_limit_percent;
    q.maximum_allocation = p.maximum_allocation;
    q.managed_parent = has(options.version, ReleaseFact::kCsAutoCreatedLeafQueues) && !p.leaf &&
                       node.settings.auto_create_child_queue_enabled &&
                       node.settings.auto_create_child_queue_enabled->value;
    h.index_by_path.emplace(q.path, static_cast<int>(h.queues.size()));
    h.queues.push_back(std::move(q));
  }
  compute_effective_resources(h, ctx);
  compute_leaf_limits(h, config, ctx);
  if (!ctx.legacy_queue_mode) preview_dynamic_leaves(h, config, ctx);
  return h;
}

}  // namespace schedlint
