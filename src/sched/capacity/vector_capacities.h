#pragma once

#include <optional>
#include <string>

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

/// The non-legacy calculation rerun for one queue on a changed partition: its ancestors and their
/// children, copied once, so that a proof can ask what the queue would be guaranteed if the
/// partition had less of one resource (the node failures of guarantee-infeasible-after-failure).
class VectorGuaranteeModel {
 public:
  /// nullopt when the queue's ancestors have more than `max_queues` children in all: rerunning
  /// the calculation for every amount a proof asks about would cost too much.
  static std::optional<VectorGuaranteeModel> of(const CapacityHierarchy& h, int queue,
                                                const std::string& label, size_t max_queues);

  /// The queue's effective minimum of `type` when the partition holds `amount` of it.
  int64_t guarantee(const std::string& type, int64_t amount) const;

 private:
  CapacityHierarchy chain_;  ///< root, the queue's ancestors and all their children
  int queue_ = -1;           ///< the queue's index in chain_
  std::string label_;
};

/// What a leaf created on submission under `parent` would get in the default partition, its
/// vectors given, once compute_vector_capacities has run; `h` is left as it was. The leaf's
/// maximum applications are left to the caller.
DynamicLeafPreview preview_dynamic_leaf(CapacityHierarchy& h, int parent,
                                        const CapacityVector& capacity,
                                        const CapacityVector& maximum, const CapacityContext& ctx);

}  // namespace schedlint
