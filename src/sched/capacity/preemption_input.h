#pragma once

#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/usage_snapshot.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption.h"

namespace schedlint {

/// The queues of one partition as the ProportionalCapacityPreemptionPolicy snapshots them
/// (TempQueuePerPartition): guaranteed and maximum from the computed hierarchy (effective min and
/// max; the root gets the whole partition), used, pending and reserved of each leaf from the
/// usage snapshot (absent leaves are idle), the inherited disable_preemption flag. Same order as
/// the hierarchy: root first, parents before children.
std::vector<PreemptionQueue> preemption_queues(const CapacityHierarchy& hierarchy,
                                               const std::string& partition,
                                               const UsageSnapshot& usage);

/// The partitions a snapshot reports usage for, the default partition ("") first.
std::vector<std::string> snapshot_partitions(const UsageSnapshot& usage);

/// The round's settings from yarn.resourcemanager.monitor.capacity.preemption.* (defaults where
/// unset).
PreemptionRoundSettings preemption_round_settings(const PreemptionSettings& settings);

}  // namespace schedlint
