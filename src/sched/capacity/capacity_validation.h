#pragma once

#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/cluster_settings.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// Why Hadoop refuses to load (or re-initialise) the queues, or logs that it ignores a setting.
enum class CapacityViolationKind {
  kCapacityMissing,               ///< no capacity for a queue (before 3.1 it reads -1)
  kCapacityAboveMaximum,          ///< capacity > maximum-capacity (2.7-2.8)
  kAbsoluteCapacityAboveMaximum,  ///< absolute capacity > absolute maximum (2.7-3.3)
  kQueueMixesCapacityModes,       ///< absolute in one label, percentage in another (3.1+)
  kMinResourceAboveMax,           ///< absolute minimum above the queue's maximum (3.1+)
  kMaxResourceAboveParentMax,     ///< absolute maximum above the parent's maximum (3.1+)
  kMaxAllocationAboveCluster,     ///< queue maximum allocation above
                                  ///< yarn.scheduler.maximum-allocation-*
  kRunningChildOfStoppedParent,   ///< a child configured RUNNING under a stopped parent (3.0+)
  kChildAccessesAnyLabel,         ///< child "*" under a parent with a label list
  kLabelsNotSubsetOfParent,       ///< child labels the parent cannot access
  kDefaultLabelNotAccessible,     ///< default-node-label-expression outside the accessible labels
  kUserWeightOutOfRange,       ///< user-settings.<user>.weight outside [0, 100 / user limit] (3.0+)
  kReservableParent,           ///< a parent marked reservable
  kDuplicateLeafName,          ///< two leaves with one short name (before 3.3)
  kMixedSiblingCapacityModes,  ///< children mixing weight / percentage / absolute (3.4 legacy
                               ///< mode)
  kParentChildModeMismatch,    ///< absolute vs percentage between a parent and its children
                               ///< (3.1+)
  kChildrenCapacitySum,        ///< children's capacities do not add up to 100% (or 0)
  kZeroCapacityParent,         ///< a parent with capacity 0 whose children have capacity
  kChildrenMinAboveParentMin,  ///< children's absolute minimums above the parent's (3.1+)
  /// Warning: 3.1-3.3 reset an absolute leaf's limits from its absolute capacity, ignoring its
  /// maximum-applications (ParentQueue.deriveCapacityFromAbsoluteConfigurations logs the result).
  kMaximumApplicationsIgnored,
};

/// The property a violation points at (the rule finds its SourceLocation in the config).
enum class CapacitySettingKind {
  kQueueDeclaration,  ///< the queue's entry in its parent's `queues` (Queue::loc)
  kQueues,            ///< the queue's own `queues` list (CapacityQueueSettings::queues_loc)
  kCapacity,          ///< `capacity` / `accessible-node-labels.<partition>.capacity`
  kMaximumCapacity,   ///< `maximum-capacity` / the labelled one
  kState,
  kAccessibleNodeLabels,
  kDefaultNodeLabelExpression,
  kMaximumAllocationMb,
  kMaximumAllocationVcores,
  kMaximumAllocation,
  kReservable,
  kUserWeight,  ///< `user-settings.<user>.weight`
};

struct CapacityViolation {
  CapacityViolationKind kind;
  bool error = true;  ///< Hadoop refuses the configuration (false: it logs and goes on)
  int queue = -1;     ///< index in CapacityConfig::queues of the queue whose setting is at fault
  std::string
      queue_path;  ///< the queue Hadoop names (may differ from `queue`, e.g. an inherited value)
  std::string partition;  ///< the node label, "" for the default partition
  CapacitySettingKind setting = CapacitySettingKind::kCapacity;
  std::string user;     ///< kUserWeight only
  std::string message;  ///< Hadoop's message text
};

/// The conditions under which Hadoop (options.version, legacy queue mode) refuses to load or
/// Re-initialise the queues of `config`, decidable from the configuration and the cluster in
/// `hierarchy`. Hadoop stops at its first error; this reports the first error of each queue's
/// set-up and of each parent's child check, so independent problems all show. Resources are
/// compared on the cluster as it is once the nodes have registered (a refresh). Values the
/// parser already rejects (ranges, syntax, root without queues) are not repeated. 3.4 flexible
/// mode (legacy-queue-mode.enabled=false) is not modelled: its checks are skipped.
std::vector<CapacityViolation> validate_capacity_hierarchy(const CapacityConfig& config,
                                                           const CapacityHierarchy& hierarchy,
                                                           const ClusterSettings& cluster,
                                                           const CapacityOptions& options);

}  // namespace schedlint
