#pragma once

#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// 3.4 AbstractCSQueue.updateAbsoluteCapacities ->
/// CSQueueUtils.updateAbsoluteCapacitiesByNodeLabels for every partition of `q`: capacity x the
/// parent's absolute capacity; in legacy mode the larger of capacity and normalized weight, and
/// only when positive. The maximum likewise.
void update_absolute_capacities(CapacityHierarchy& h, CapacityQueue& q, bool legacy_queue_mode);

/// A partition Hadoop has no numbers for: QueueCapacities reads 0 for everything (weight -1).
PartitionCapacity absent_partition();

/// Turns the set-up capacities in `h` into what Hadoop holds once the nodes have registered:
/// effective min/max resources per partition and, for absolute queues, the capacities derived
/// from them; in 3.4 also the normalized weights and the absolute capacities they give.
/// 3.1-3.3: ParentQueue.updateClusterResource -> calculateEffectiveResourcesAndCapacity, per
/// label of each parent. 3.4 (legacy mode): every queue's updateClusterResource ->
/// updateAbsoluteCapacities, weight normalization, AbstractCSQueue.updateEffectiveResources.
/// 3.4 non-legacy mode: compute_vector_capacities.
/// Before 3.1 there are no effective resources: partition x absolute capacities, truncated.
/// The values are Hadoop's steady state: it recomputes on every node registration, and a parent
/// reads its own effective minimum from the previous round.
void compute_effective_resources(CapacityHierarchy& h, const CapacityContext& ctx);

}  // namespace schedlint
