#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// One queue of the CapacityScheduler hierarchy in one partition, as the
/// ProportionalCapacityPreemptionPolicy snapshots it (TempQueuePerPartition).
struct PreemptionQueue {
  std::string path;           ///< full queue path, reported back as is
  int parent = -1;            ///< index of the parent; -1 only for the root (index 0)
  std::vector<int> children;  ///< indices of the children, in the parent's child order
  /// Absolute guaranteed resource (TempQueuePerPartition.getGuaranteed). For the root an
  /// all-zero value stands for the whole partition.
  Resource guaranteed;
  /// Absolute maximum resource (TempQueuePerPartition.getMax: the effective maximum resource).
  /// When all-zero, the partition times absolute_maximum_capacity, as getMax falls back to.
  Resource maximum;
  /// QueueCapacities.getAbsoluteMaximumCapacity in this partition (1.0 in a non-exclusive one,
  /// as cloneQueues sets it), read only when `maximum` is all-zero.
  float absolute_maximum_capacity = 1.0f;
  /// Current usage. A parent whose usage is all-zero gets the sum of its children's.
  Resource used;
  /// Outstanding asks within the user limits
  /// (LeafQueue.getTotalPendingResourcesConsideringUserLimit). Read for leaves only: a parent's
  /// pending is always the sum of its children's, as TempQueuePerPartition.addChild builds it.
  Resource pending;
  /// Reserved resource of a leaf. The FIFO selector's ideal computation offers a leaf only its
  /// used minus this plus pending (2.8), or its pending minus this (componentwise, not below 0,
  /// 2.9+, as Hadoop's tests model pendingDeductReserved).
  Resource reserved;
  /// Resource of containers already marked killable (lazy preemption); usually none.
  Resource killable;
  /// What the leaf's ApplicationMasters hold, when known (the snapshot's am-used): only the
  /// estimate of the AM resource a round reaches reads it (preemption_policy.h).
  std::optional<Resource> am_used;
  /// The queue's effective disable_preemption flag (already inherited from its ancestors, as
  /// CSQueue.getPreemptionDisabled returns it).
  bool preemption_disabled = false;
  /// Relative priority among its siblings when the parent uses the priority-utilization ordering
  /// policy (TempQueuePerPartition.relativePriority); leave 0 otherwise.
  int priority = 0;
  /// Absolute capacity fraction (QueueCapacities.getAbsoluteCapacity), read only by the 3.4
  /// normalisation of guarantees (YARN-11073). When absent it is derived as
  /// calculator.divide(cluster, guaranteed, cluster).
  std::optional<float> absolute_capacity;
};

/// The `yarn.resourcemanager.monitor.capacity.preemption.*` values one round uses, typed as the
/// policy reads them.
struct PreemptionRoundSettings {
  float total_preemption_per_round = 0.1f;  ///< getFloat: share of the cluster per round
  double max_ignored_over_capacity = 0.1;   ///< getDouble: the dead zone above the guarantee
  double natural_termination_factor = 0.2;  ///< getDouble: share of the amount asked per round
  bool observe_only = false;                ///< compute, but send no events
  /// additional_res_balance_based_on_reserved_containers: offer leaves their full pending
  /// instead of pending minus reserved (FifoCandidatesSelector with includeReservedResource).
  bool consider_reserved_resource = false;
  /// preemption-to-balance-queue-after-satisfied.enabled (3.1+): a second FIFO selector runs with
  /// allowQueuesBalanceAfterAllQueuesSatisfied, no leaf cap in offer. For one round: that
  /// selector's view.
  bool balance_queues_after_satisfied = false;
  /// select_based_on_reserved_containers (2.8+): the ReservedContainerCandidatesSelector runs
  /// before the FIFO selector (preemption_selection.h).
  bool select_based_on_reserved_containers = false;
};

/// Where one selector's round runs: the partition it computes, the whole cluster its leaf
/// decisions compare against, and what the round may still preempt.
struct RoundScope {
  Resource partition;  ///< the partition's resource: the root's guarantee and every unlimited max
  /// The cluster (every partition): the dead zone and the leaf's amount to obtain are compared
  /// against it (PreemptableResourceCalculator.calculateResToObtainByPartitionForLeafQueues).
  Resource cluster;
  /// totalPreemptionAllowed as this selector sees it: multiply(cluster,
  /// total_preemption_per_round), less what earlier selectors took this round.
  Resource allowed;
  /// The ReservedContainerCandidatesSelector's computation (PreemptableResourceCalculator with
  /// isReservedPreemptionCandidatesSelector): full pending, no natural termination factor.
  bool reserved_selector = false;
};

/// What one round computes for one queue.
struct QueueOutcome {
  std::string path;
  Resource ideal_assigned;   ///< idealAssigned
  Resource to_be_preempted;  ///< toBePreempted: above the ideal, scaled to the round's budget
  /// actuallyToBePreempted: what the policy asks this leaf to give up this round, after the
  /// dead zone and the natural termination factor. It can hold negative components (DRF);
  /// none for parents, preemption-disabled leaves and leaves inside the dead zone.
  Resource to_preempt;
  /// The FIFO selector looks for containers in this leaf: preemption is enabled and
  /// to_preempt is greaterThan none
  /// (CapacitySchedulerPreemptionUtils.getResToObtainByPartitionForLeafQueue).
  bool selects_containers = false;
  Resource untouchable_extra;  ///< untouchableExtra
  Resource preemptable_extra;  ///< preemptableExtra
};

/// The result of one editSchedule round of the inter-queue FIFO selector, without container
/// selection.
struct PreemptionRound {
  std::vector<QueueOutcome> queues;   ///< same order as the input
  Resource total_preemption_allowed;  ///< multiply(cluster, total_preemption_per_round)
  bool sends_events = true;           ///< false when observe_only
};

/// ProportionalCapacityPreemptionPolicy.editSchedule up to the amounts each leaf must give up
/// (PreemptableResourceCalculator.computeIdealAllocation) for one partition whose resource is
/// `cluster`. `queues[0]` is the root. Pure: no I/O.
///
/// Follows the release given by `version` (see preemption.cpp for each boundary):
/// - 2.7: parents never report preemptable extras; killable is not deducted.
/// - 2.8: the pre-2.9 algorithm (no leaf cap in offer), with YARN-4390: offer by used minus
///   reserved plus pending, and the minimum to keep.
/// - 2.9, 2.10, 3.0: leaf cap, pending minus reserved, queue priorities
///   (YARN-4390, YARN-5864), with the old fixpoint and truncating natural termination.
/// - 3.1 and later: YARN-8292's fixpoint (min(guaranteed, used) start, per-type normalised
///   guarantees, the stale-unassigned quirk) and natural termination rounded up.
/// - 3.4: YARN-11073's normalisation of guarantees.
/// The resource calculators are the 3.3 ones for every release. Ties among equally underserved
/// queues are broken by input order (Hadoop leaves them to a HashSet and a heap).
/// Throws std::invalid_argument when the hierarchy is malformed, std::runtime_error when the
/// fixpoint does not settle (Hadoop would loop forever).
PreemptionRound compute_preemption_round(const std::vector<PreemptionQueue>& queues,
                                         const Resource& cluster, CalculatorKind calculator,
                                         const PreemptionRoundSettings& settings,
                                         HadoopVersion version);

/// The same for one partition of a cluster with several, as one selector sees it: the partition
/// computes its ideal assignment on its own resource, while the leaves' amounts to obtain and the
/// round's budget are the whole cluster's (`scope`).
PreemptionRound compute_preemption_round(const std::vector<PreemptionQueue>& queues,
                                         const RoundScope& scope, CalculatorKind calculator,
                                         const PreemptionRoundSettings& settings,
                                         HadoopVersion version);

}  // namespace schedlint
