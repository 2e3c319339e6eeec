#include "sched/capacity/queue_properties.h"

#include <algorithm>

#include "java/hash_order.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

bool flag(const std::optional<Setting<bool>>& s) {
  return s && s->value;
}

bool contains_all(const std::vector<std::string>& set, const std::vector<std::string>& subset) {
  return std::all_of(subset.begin(), subset.end(), [&](const std::string& s) {
    return std::find(set.begin(), set.end(), s) != set.end();
  });
}

// Before YARN-9116 (3.3.0) CapacitySchedulerConfiguration.getMaximumAllocationPerQueue: each of
// the two keys, else the cluster's value. From then AbstractCSQueue.setupMaximumAllocation: the
// parent's allocation (root: the cluster's), overridden by maximum-allocation or, without it, the
// keys.
Resource maximum_allocation(const CapacityQueueSettings& s, const Resource* parent,
                            const Resource& cluster_max, const HadoopVersion& v) {
  const bool inherits = has(v, ReleaseFact::kCsQueueMaximumAllocation);
  Resource out = inherits && parent != nullptr ? *parent : cluster_max;
  if (inherits && s.maximum_allocation) {
    for (const auto& [type, amount] : s.maximum_allocation->value.amounts())
      out.set(type, amount);
    return out;
  }
  if (s.maximum_allocation_mb) out.set(kMemoryMb, s.maximum_allocation_mb->value);
  if (s.maximum_allocation_vcores) out.set(kVcores, s.maximum_allocation_vcores->value);
  return out;
}

}  // namespace

bool is_leaf_queue(const CapacityConfig& config, int queue, const HadoopVersion& version) {
  const auto& node = config.queues.at(queue);
  if (!node.children.empty()) return false;
  const auto& s = node.settings;
  if (flag(s.reservable)) return false;
  if (has(version, ReleaseFact::kCsAutoCreatedLeafQueues) &&
      flag(s.auto_create_child_queue_enabled))
    return false;
  if (has(version, ReleaseFact::kCsFlexibleAutoQueueCreation) &&
      flag(s.auto_queue_creation_v2_enabled))
    return false;
  return true;
}

Resource cluster_maximum_allocation(const ClusterSettings& cluster) {
  return Resource(cluster.maximum_allocation_mb.value, cluster.maximum_allocation_vcores.value);
}

std::vector<QueueProperties> queue_properties(const CapacityConfig& config,
                                              const ClusterSettings& cluster,
                                              const CapacityContext& ctx) {
  const HadoopVersion& v = ctx.version;
  std::vector<QueueProperties> out(config.queues.size());
  const Resource cluster_max = cluster_maximum_allocation(cluster);
  for (int q : config.queues.preorder()) {
    const auto& node = config.queues.at(q);
    const auto& s = node.settings;
    QueueProperties& p = out[static_cast<size_t>(q)];
    const QueueProperties* parent =
        node.is_root() ? nullptr : &out[static_cast<size_t>(node.parent)];
    p.leaf = is_leaf_queue(config, q, v);
    // getAccessibleNodeLabels: root is always "*"; an unset queue inherits its parent's set.
    if (parent == nullptr) {
      p.accessible_labels = {"*"};
    } else if (s.accessible_node_labels) {
      p.accessible_labels = java::hash_set_order(s.accessible_node_labels->value);
    } else {
      p.accessible_labels = parent->accessible_labels;
    }
    // The default label expression is inherited only when the queue can access all the labels
    // its parent can.
    if (s.default_node_label_expression) {
      p.default_label_expression = s.default_node_label_expression->value;
    } else if (parent != nullptr && contains_all(p.accessible_labels, parent->accessible_labels)) {
      p.default_label_expression = parent->default_label_expression;
    }
    // initializeQueueState (3.0+): an unset state is the parent's; a STOPPED parent cannot have
    // a RUNNING child (refused, see validation). Before 3.0 a stopped ancestor refuses the
    // submissions of its whole subtree.
    const bool own_stopped = s.state && s.state->value == QueueState::kStopped;
    p.state = own_stopped || (parent && parent->state == QueueState::kStopped)
                  ? QueueState::kStopped
                  : QueueState::kRunning;
    // isQueueHierarchyPreemptionDisabled.
    if (!cluster.scheduler_monitor_enable.value) {
      p.preemption_disabled = true;
    } else if (s.disable_preemption) {
      p.preemption_disabled = s.disable_preemption->value;
    } else {
      p.preemption_disabled = parent != nullptr && parent->preemption_disabled;
    }
    // getUserLimitFactor / getUserLimit: 3.4 falls back to the global keys.
    const auto& g = config.global;
    p.user_limit_factor = s.user_limit_factor ? s.user_limit_factor->value
                          : has(v, ReleaseFact::kCsGlobalUserLimits) && g.user_limit_factor
                              ? g.user_limit_factor->value
                              : 1.0f;
    p.minimum_user_limit_percent =
        s.minimum_user_limit_percent ? s.minimum_user_limit_percent->value
        : has(v, ReleaseFact::kCsGlobalUserLimits) && g.minimum_user_limit_percent
            ? g.minimum_user_limit_percent->value
            : 100.0f;
    p.maximum_allocation =
        maximum_allocation(s, parent ? &parent->maximum_allocation : nullptr, cluster_max, v);
  }
  return out;
}

}  // namespace schedlint
