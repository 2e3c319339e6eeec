#pragma once

#include "model/capacity_config.h"
#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// Fills every leaf's application limits, current limit, AM limits and user limits from the
/// capacities and effective resources already in `h`, for an idle cluster with one active user.
void compute_leaf_limits(CapacityHierarchy& h, const CapacityConfig& config,
                         const CapacityContext& ctx);

}  // namespace schedlint
