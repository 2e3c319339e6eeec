#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/resource.h"
#include "sched/capacity/capacity_context.h"

namespace schedlint {

/// One label of one queue as Hadoop sets the queue up, before any node counts
/// (CSQueueUtils.loadCapacitiesByLabelsFromConf and updateAbsoluteCapacitiesByNodeLabels,
/// AbstractCSQueue's configurable resource limits).
struct LoadedPartition {
  float capacity = 0;          ///< percent / 100; 0 for an absolute or weight capacity
  float maximum_capacity = 0;  ///< percent / 100; 1 for an absolute maximum
  float weight = -1;           ///< 3.4 `Nw`, else -1
  float max_am_resource_percent = 0;
  Resource configured_min;  ///< absolute capacity (3.1+), else none
  Resource configured_max;  ///< absolute maximum, or the parent's when only the min is set
  float absolute_capacity = 0;
  float absolute_maximum_capacity = 0;
  /// 3.4 non-legacy mode: the capacity vectors the calculation reads.
  CapacityVector capacity_vector;
  CapacityVector maximum_vector;
};

/// A queue as set up: its configured labels and what it loads for each.
struct QueueSetup {
  std::vector<std::string> labels;  ///< configured labels, in Hadoop's iteration order
  std::map<std::string, LoadedPartition> partitions;
  /// capacityConfigType is ABSOLUTE_RESOURCE (3.1+). 3.4 decides it by the syntax: legacy mode
  /// by the bracket pattern, non-legacy mode by a vector that is absolute in every resource.
  bool absolute = false;
};

/// The labels a queue has capacities for (getConfiguredNodeLabels): "" and every label of an
/// `accessible-node-labels.<label>.*` key; for root in 3.4, every label configured anywhere
/// (ConfiguredNodeLabels.getAllConfiguredLabels). In Java HashSet order.
std::vector<std::string> configured_labels(const CapacityConfig& config, int queue,
                                           const HadoopVersion& version);

/// The maximum-am-resource-percent a leaf uses in `label`
/// (CapacitySchedulerConfiguration.getMaximumAMResourcePercentPerPartition): the label's key,
/// else the queue's, else the global one; nullptr for Hadoop's default of 0.1. Hadoop checks
/// no range: -1 and 10 are taken as written.
const Setting<float>* am_percent_setting(const CapacityQueueSettings& settings,
                                         const std::string& label,
                                         const CapacityGlobalSettings& global);

/// Sets up every queue of `config`, parents first; indexed like CapacityConfig::queues.
std::vector<QueueSetup> set_up_capacities(const CapacityConfig& config, const CapacityContext& ctx);

/// QueueCapacities.getAbsoluteCapacity(label) of `parent` as a child reads it: 1 with no parent,
/// 1 for root's default partition, 0 for a label the parent has no numbers for.
float parent_absolute_capacity(const QueueSetup* parent, bool parent_is_root,
                               const std::string& label);
float parent_absolute_maximum_capacity(const QueueSetup* parent, const std::string& label);

}  // namespace schedlint
