#pragma once

#include <optional>
#include <vector>

#include "model/capacity_config.h"
#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_validation.h"
#include "sched/capacity/configured_capacities.h"

namespace schedlint {

/// ParentQueue.setChildQueues for the parent `parent` (an index in CapacityConfig::queues): the
/// first error Hadoop throws on the children's capacity modes and sums, if any.
std::optional<CapacityViolation> check_children(const CapacityConfig& config, int parent,
                                                const std::vector<QueueSetup>& setups,
                                                const CapacityContext& ctx);

}  // namespace schedlint
