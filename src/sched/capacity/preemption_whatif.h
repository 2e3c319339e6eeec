#pragma once

#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/node_spec.h"
#include "model/usage_snapshot.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption_input.h"
#include "sched/capacity/preemption_landing.h"
#include "sched/capacity/preemption_policy.h"

namespace schedlint {

/// One editSchedule of the ProportionalCapacityPreemptionPolicy over a usage snapshot, and whether
/// what it kills makes room for the pending containers the snapshot sizes.
struct PreemptionWhatIf {
  PreemptionScenario scenario;
  PolicyOutcome outcome;
  std::vector<LandingVerdict> landing;
};

/// `usage` must have passed check_usage_snapshot against `hierarchy` and `nodes`. The landing
/// check sizes a leaf's pending containers by the snapshot's pending-container; a leaf the
/// snapshot does not size, in a partition the what-if computes, is judged by `workload_requests`
/// (the shapes of the applications it runs) instead. Throws what run_preemption_policy throws
/// (std::runtime_error when Hadoop's fixpoint would never settle).
PreemptionWhatIf run_preemption_whatif(const CapacityHierarchy& hierarchy,
                                       const CapacityConfig& config, const NodeSpec& nodes,
                                       const UsageSnapshot& usage, HadoopVersion version,
                                       const std::vector<PendingRequest>& workload_requests);

}  // namespace schedlint
