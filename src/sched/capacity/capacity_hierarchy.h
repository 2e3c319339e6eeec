#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/capacity_config.h"
#include "model/capacity_vector.h"
#include "model/cluster_settings.h"
#include "model/hadoop_version.h"
#include "model/node_spec.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// One queue's numbers in one partition, as QueueCapacities, QueueResourceQuotas and the leaf
/// limits hold them after Hadoop (re)initialises the hierarchy and the nodes have registered.
struct PartitionCapacity {
  /// QueueCapacities.getCapacity: fraction of the parent, 0-1. A weight or absolute queue reads
  /// 0 from its configuration; an absolute one (3.1+) then gets effective min / parent's.
  float capacity = 0;
  float maximum_capacity = 1;            ///< getMaximumCapacity: fraction of the parent
  float absolute_capacity = 0;           ///< getAbsoluteCapacity: fraction of the partition
  float absolute_maximum_capacity = 1;   ///< getAbsoluteMaximumCapacity
  float weight = -1;                     ///< getWeight; -1 unless the capacity is a weight (3.4+)
  float normalized_weight = 0;           ///< getNormalizedWeight: weight / sum of siblings' (3.4+)
  float max_am_resource_percent = 0.1f;  ///< getMaxAMResourcePercentage (leaf)
  /// QueueResourceQuotas' configured min/max (3.1+): the `[memory=..,vcores=..]` values, the
  /// max inherited from the parent when only the min is set; all zero (Resources.none) otherwise.
  Resource configured_min;
  Resource configured_max;
  /// 3.4 non-legacy mode: the configured capacity and maximum capacity vectors
  /// (parseConfiguredResourceVector / parseConfiguredMaximumCapacityVector; an empty maximum is
  /// absolute 0 everywhere, which means the parent's maximum).
  CapacityVector capacity_vector;
  CapacityVector maximum_vector;
  /// getEffectiveMinResource / getEffectiveMaxResource (3.1+). Before 3.1 Hadoop keeps no such
  /// resources; these are then the partition times the absolute capacities, truncated.
  Resource effective_min;  ///< the guaranteed resource
  Resource effective_max;  ///< the maximum resource
  /// Leaf only. The queue AM limit (LeafQueue.calculateAndGetAMResourceLimitPerPartition) on an
  /// idle cluster, where the queue's current limit (default partition only) is what its
  /// ancestors' maxima leave it; and when the queue is held to its guarantee (busy cluster).
  Resource am_limit;
  Resource am_limit_at_guarantee;
  /// Leaf only. What am_limit_at_guarantee is maximum-am-resource-percent of: the queue's
  /// guarantee as the user limits read it (UsersManager / LeafQueue getQueueCapacity...).
  Resource am_guarantee;
  /// Leaf only. The AM limit of one user when one user is active
  /// (getUserAMResourceLimitPerPartition).
  Resource user_am_limit;
  /// Leaf only, default partition: queueResourceLimitsInfo.queueCurrentLimit on an idle cluster.
  Resource current_limit;
  /// Leaf only. UsersManager.computeUserLimit (LeafQueue.computeUserLimit in 2.7 and 2.8) for one
  /// active user of weight 1 on an empty queue, and the most that user can reach: the user
  /// limit's cap (queue guarantee x user-limit-factor; the queue maximum for -1 in 3.4) rounded
  /// up to the minimum allocation, held to the queue's current limit (default partition) or
  /// maximum (labels) as the headroom is.
  Resource user_limit;
  Resource max_user_limit;
};

/// Non-legacy mode, under an auto-queue-creation-v2 parent: the first leaf created on submission,
/// as Hadoop would compute it. Its vectors come from the parent's leaf template, else its
/// template, else 1w and 100% (AbstractCSQueue.overrideCapacityVectorsForSpecialQueues); it is
/// appended after its static siblings (default partition only).
struct DynamicLeafPreview {
  PartitionCapacity partition;
  int32_t max_applications = 0;
  bool zero_resource = false;  ///< Hadoop logs "Queue '...' is assigned zero resource."
};

/// A CapacityScheduler queue with everything Hadoop derives for it.
struct CapacityQueue {
  std::string path;
  std::string name;           ///< last path component
  int config_index = -1;      ///< index in CapacityConfig::queues
  int parent = -1;            ///< index in CapacityHierarchy::queues
  std::vector<int> children;  ///< indices in CapacityHierarchy::queues, in configured order
  /// A LeafQueue. A childless queue is a parent when Hadoop builds one anyway: reservable
  /// (PlanQueue), auto-create-child-queue (3.1+, ManagedParentQueue), auto-queue-creation-v2 (3.4).
  bool leaf = true;
  /// capacityConfigType (absolute vs percentage); kWeight when the default partition's capacity
  /// is a weight (3.4).
  CapacityMode mode = CapacityMode::kPercentage;
  /// The partitions Hadoop holds numbers for: "", the labels configured for the queue (3.4 root:
  /// every configured label) and, before 3.4, the parent's configured labels, for which the
  /// parent computes this queue's effective resources. A partition missing here is all zero.
  std::map<std::string, PartitionCapacity> partitions;
  /// The queue's configured labels in the order Hadoop iterates them (a java.util.HashSet).
  std::vector<std::string> configured_labels;
  /// Effective accessible-node-labels (inherited from the parent when unset); "*" means any.
  std::vector<std::string> accessible_labels;
  std::string default_label_expression;  ///< effective (inherited), "" for the default partition
  /// Effective: a queue under a STOPPED parent is STOPPED (3.0+: inherited when unset; before 3.0
  /// the child keeps its own state but its stopped ancestor refuses every submission).
  QueueState state = QueueState::kRunning;
  /// AbstractCSQueue.isQueueHierarchyPreemptionDisabled: true for every queue while
  /// yarn.resourcemanager.scheduler.monitor.enable is off; else disable_preemption, inherited.
  bool preemption_disabled = false;
  float user_limit_factor = 1;             ///< leaf (3.4: the global default when unset)
  float minimum_user_limit_percent = 100;  ///< leaf (3.4: the global default when unset)
  int32_t max_applications = 0;            ///< leaf: getMaxApplications
  int32_t max_applications_per_user = 0;   ///< leaf: getMaxApplicationsPerUser
  /// Leaf, default partition: PartitionCapacity::user_limit / max_user_limit of "".
  Resource user_limit;
  Resource max_user_limit;
  Resource maximum_allocation;  ///< the queue's effective maximum allocation
  /// A ManagedParentQueue (auto-create-child-queue.enabled, 3.1+): in non-legacy mode its
  /// children are never scaled down, and one that finds nothing left gets 0.
  bool managed_parent = false;
  std::optional<DynamicLeafPreview> dynamic_leaf;
  /// Non-legacy mode: the order Hadoop visits the children in (indices in
  /// CapacityHierarchy::queues).
  std::vector<int> visit_order;

  /// The queue's numbers in `label`, nullptr when it holds none there.
  const PartitionCapacity* find_partition(const std::string& label) const {
    const auto it = partitions.find(label);
    return it == partitions.end() ? nullptr : &it->second;
  }
};

/// QueueUpdateWarning.QueueUpdateWarningType: what Hadoop's non-legacy calculation logs.
enum class CapacityWarningKind {
  kBranchUnderutilized,            ///< the children leave part of the parent's resource unused
  kQueueOverutilized,              ///< a child asks more than its siblings left it
  kQueueExceedsMaxResource,        ///< a child's minimum is above its maximum
  kQueueMaxResourceExceedsParent,  ///< a child's maximum is above the parent's
  kQueueZeroResource,              ///< a child gets 0 of a resource
  kBranchDownscaled,               ///< the absolute children ask more than the parent has
};

struct CapacityWarning {
  CapacityWarningKind kind;
  std::string queue;     ///< the queue the warning is about (the parent for branch warnings)
  std::string label;     ///< the partition
  std::string resource;  ///< the resource type, "" when Hadoop names none
  double value = 0;      ///< kQueueOverutilized: the minimum asked before it was cut
};

/// One child's share of one resource in one partition, as ResourceCalculationDriver computes it
/// (non-legacy mode): what `explain` shows.
struct VectorStep {
  int queue = -1;  ///< index in CapacityHierarchy::queues
  std::string label;
  std::string resource;
  VectorUnit unit = VectorUnit::kAbsolute;
  double configured = 0;   ///< the vector's value (amount, percent or weight)
  double parent_left = 0;  ///< what the parent had left after the earlier units (batch)
  double computed = 0;     ///< the calculator's result, before rounding
  double minimum = 0;      ///< after rounding and the clamps
  double maximum = 0;      ///< after rounding and the clamp to the parent's
};

/// The CapacityScheduler hierarchy as Hadoop computes it for a cluster.
struct CapacityHierarchy {
  /// The resource of each partition, from the node spec: "" is the default partition. Holds
  /// every label configured on a queue or present on a node, and every declared resource type.
  std::map<std::string, Resource> partition_resources;
  Resource cluster_resource;    ///< every node, whatever its label
  Resource minimum_allocation;  ///< yarn.scheduler.minimum-allocation-*
  CalculatorKind calculator = CalculatorKind::kDefault;
  /// 3.4: legacy-queue-mode.enabled. With false the capacities come from the capacity vectors
  /// (compute_vector_capacities).
  bool legacy_queue_mode = true;
  /// Non-legacy mode: the warnings Hadoop logs while it computes, in its order.
  std::vector<CapacityWarning> update_warnings;
  /// Non-legacy mode: every step of the calculation, parents first, in Hadoop's order.
  std::vector<VectorStep> vector_steps;
  std::vector<CapacityQueue> queues;  ///< root first, parents before children (depth first)
  /// Each queue's index by path, filled with `queues` by compute_capacity_hierarchy: diff and
  /// the rules look up every queue of trees of thousands.
  std::unordered_map<std::string, int> index_by_path;

  const CapacityQueue* find(std::string_view path) const;
  /// The resource of `partition` (zero when no node carries it).
  Resource partition_resource(const std::string& partition) const;
};

struct CapacityOptions {
  HadoopVersion version;
};

/// Computes capacities and limits for `config` on the cluster `nodes` describes (all resources
/// zero when `nodes` is empty: the fractions still hold). Never throws on a configuration Hadoop
/// would refuse; it computes what it can, as documented per field. Pure: no I/O.
CapacityHierarchy compute_capacity_hierarchy(const CapacityConfig& config,
                                             const ClusterSettings& cluster, const NodeSpec& nodes,
                                             const CapacityOptions& options);

}  // namespace schedlint
