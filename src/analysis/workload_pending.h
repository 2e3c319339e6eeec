#pragma once

#include <vector>

#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption_input.h"

namespace schedlint {

class AnalysisContext;

/// The containers each CapacityScheduler leaf waits for when its applications are those of the
/// workloads bound to it: every granted role's normalized shape (the AM first), once per queue,
/// partition and size. The preemption landing check judges a leaf the usage snapshot does not
/// size by these.
std::vector<PendingRequest> workload_pending_requests(const AnalysisContext& context,
                                                      const CapacityHierarchy& hierarchy);

}  // namespace schedlint
