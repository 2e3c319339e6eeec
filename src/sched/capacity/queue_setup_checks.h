#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/capacity_config.h"
#include "model/cluster_settings.h"
#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "sched/capacity/configured_capacities.h"
#include "sched/capacity/queue_properties.h"

namespace schedlint {

/// The checks Hadoop's queue constructors (AbstractCSQueue, LeafQueue) and
/// CapacitySchedulerQueueManager.parseQueue make on one queue of the configuration.
struct QueueSetupChecks {
  const CapacityConfig& config;
  const ClusterSettings& cluster;
  const CapacityContext& ctx;
  const std::vector<QueueSetup>& setups;
  const std::vector<QueueProperties>& props;

  using Node = Queue<CapacityQueueSettings>;

  const Node& node(int q) const { return config.queues.at(q); }
  const HadoopVersion& v() const { return ctx.version; }
  CapacityViolation make(CapacityViolationKind kind, int q, const std::string& label,
                         CapacitySettingKind setting, std::string message) const;

  // Before 3.1 a missing capacity reads -1 and fails getNonLabeledQueueCapacity's range check.
  std::optional<CapacityViolation> missing_capacity(int q) const;
  // CSQueueUtils.capacitiesSanityCheck, per label (gone in 3.4).
  std::optional<CapacityViolation> sanity(int q) const;
  // The queue's own absolute maximum for a label (before the parent's is inherited).
  Resource own_max(int q, const std::string& label) const;
  // AbstractCSQueue.updateConfigurableResourceRequirement (3.1-3.3) /
  // updateCapacityConfigType + updateConfigurableResourceLimits (3.4).
  std::optional<CapacityViolation> absolute_limits(int q) const;
  std::optional<CapacityViolation> min_above_max(int q, const std::string& label,
                                                 const Resource& min, const Resource& max) const;
  // getMaximumAllocationPerQueue (before 3.2) / AbstractCSQueue.setupMaximumAllocation.
  std::optional<CapacityViolation> maximum_allocation(int q) const;
  // AbstractCSQueue.initializeQueueState (3.0+, first load).
  std::optional<CapacityViolation> state(int q) const;
  // A child's labels must be a subset of a parent's that is not "*" (root is "*").
  std::optional<CapacityViolation> labels_subset(int q) const;
  // LeafQueue.setupQueueConfigs -> SchedulerUtils.checkQueueLabelExpression.
  std::optional<CapacityViolation> default_label(int q) const;
  // CapacitySchedulerQueueManager.parseQueue.
  std::optional<CapacityViolation> reservable_parent(int q) const;
  // LeafQueue.setupQueueConfigs validates the weights it inherits and its own (3.0+).
  void user_weights(int q, std::set<std::pair<int, std::string>>& reported,
                    std::vector<CapacityViolation>& out) const;
  // 3.1-3.3: the parent overwrites an absolute leaf's application limits on every cluster update.
  std::optional<CapacityViolation> ignored_maximum_applications(int q,
                                                                const CapacityHierarchy& h) const;
  // The first error of the queue's own set-up, in the order Hadoop's constructors check.
  std::optional<CapacityViolation> queue_setup(int q) const;
};

}  // namespace schedlint
