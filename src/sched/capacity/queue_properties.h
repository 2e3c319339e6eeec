#pragma once

#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/cluster_settings.h"
#include "model/resource.h"
#include "sched/capacity/capacity_context.h"

namespace schedlint {

/// The per-queue settings AbstractCSQueue / LeafQueue derive with defaults and inheritance.
struct QueueProperties {
  bool leaf = true;
  std::vector<std::string> accessible_labels;  ///< Java HashSet order
  std::string default_label_expression;
  QueueState state = QueueState::kRunning;
  bool preemption_disabled = false;
  float user_limit_factor = 1;
  float minimum_user_limit_percent = 100;
  Resource maximum_allocation;
};

/// Whether Hadoop builds a LeafQueue: no children, and not reservable (PlanQueue), not
/// auto-create-child-queue (3.1+, ManagedParentQueue), not auto-queue-creation-v2 (3.4).
bool is_leaf_queue(const CapacityConfig& config, int queue, const HadoopVersion& version);

/// yarn.scheduler.maximum-allocation-mb / -vcores as a resource.
Resource cluster_maximum_allocation(const ClusterSettings& cluster);

/// Properties of every queue, indexed like CapacityConfig::queues.
std::vector<QueueProperties> queue_properties(const CapacityConfig& config,
                                              const ClusterSettings& cluster,
                                              const CapacityContext& ctx);

}  // namespace schedlint
