#pragma once

#include <cstdint>
#include <ostream>

#include "model/capacity_config.h"
#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// `explain --format json` for a FairScheduler queue (fields in README.md, "explain --format
/// json"): its shares entry, its settings with their sources, each split of a parent's share on
/// the way down from root, steady and instantaneous, and its AM limit in containers of `am`.
void write_fair_explanation_json(const FairConfig& config, const FairShares& shares,
                                 const FairQueueShare& queue, const Resource& am,
                                 const HadoopVersion& version, int64_t nodes, std::ostream& out);

/// `explain --format json` for a CapacityScheduler queue: its shares entry, its settings with
/// their sources, its capacities from root down in each partition, and its AM limits in
/// containers of `am`.
void write_capacity_explanation_json(const CapacityConfig& config,
                                     const CapacityHierarchy& hierarchy, const CapacityQueue& queue,
                                     const Resource& am, const HadoopVersion& version,
                                     int64_t nodes, std::ostream& out);

}  // namespace schedlint
