#pragma once

#include <vector>

#include "model/capacity_config.h"
#include "model/cluster_settings.h"
#include "model/node_spec.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/reserving_request.h"

namespace schedlint {

/// Every distinct largest request the CapacityScheduler's running leaf queues may reserve nodes
/// for, in each partition a queue's applications can ask for (requestable_partitions of `nodes`),
/// each application holding the AM of its leaf.
std::vector<ReservingRequest> capacity_reserving_requests(const CapacityConfig& config,
                                                          const CapacityHierarchy& hierarchy,
                                                          const ClusterSettings& settings,
                                                          const NodeSpec& nodes,
                                                          const AmOfLeaf& am_of);

}  // namespace schedlint
