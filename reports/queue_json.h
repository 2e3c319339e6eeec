#pragma once

// The queue objects of the shares JSON contract (docs/json-contracts.md), shared by `shares` and
// `explain`. Internal to reports/: the only header here that exposes nlohmann.

#include <nlohmann/json.hpp>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// One entry of `queues` of `shares --format json` for the CapacityScheduler in `hierarchy`.
nlohmann::ordered_json capacity_queue_json(const CapacityHierarchy& hierarchy,
                                           const CapacityQueue& queue);

/// One entry of `queues` of `shares --format json` for the FairScheduler; the max share is shown
/// capped at `cluster`, as the REST API shows it.
nlohmann::ordered_json fair_queue_json(const FairQueueShare& queue, const Resource& cluster);

}  // namespace schedlint
