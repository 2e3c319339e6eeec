#pragma once

#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// Hadoop 3.4's non-legacy queue mode (legacy-queue-mode.enabled=false): every queue's effective
/// minimum and maximum per resource type and partition from its capacity vectors
/// (CapacitySchedulerQueueCapacityHandler.updateRoot / updateChildren, ResourceCalculationDriver
/// and the Root/Absolute/Percentage/Weight calculators), then the capacities derived from them.
/// Per parent, resource by resource: absolute children are served first (scaled down when the
/// parent is short), percentages take their share of what the absolute siblings left, weights
/// share the rest. Each child's minimum is held to its maximum, the maximum to the parent's, and
/// the minimum to what its siblings left; Hadoop logs a warning for each (kept in
/// `h.update_warnings`), and `h.vector_steps` records every step for `explain`.
void compute_vector_capacities(CapacityHierarchy& h, const CapacityContext& ctx);

/// What a leaf created on submission under `parent` would get in the default partition, its
/// vectors given, once compute_vector_capacities has run; `h` is left as it was. The leaf's
/// maximum applications are left to the caller.
DynamicLeafPreview preview_dynamic_leaf(CapacityHierarchy& h, int parent,
                                        const CapacityVector& capacity,
                                        const CapacityVector& maximum, const CapacityContext& ctx);

}  // namespace schedlint
