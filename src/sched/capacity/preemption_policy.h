#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/capacity/preemption.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// A container the policy may select: running on a node, or a reservation held there.
struct PreemptionContainer {
  Resource size;
  int node = -1;  ///< index in PolicyInput::nodes; -1 when the snapshot does not say
  /// The partition it counts in: its node's (the default partition when the node is unknown).
  std::string partition;
  int32_t priority = 0;  ///< the request's priority: larger numbers are preempted first
  bool am = false;
  bool reserved = false;
  /// Asked for the default partition and runs on a non-exclusive labelled node: the FIFO selector
  /// takes such containers first (LeafQueue.getIgnoreExclusivityRMContainers).
  bool ignores_exclusivity = false;
};

/// An application of a leaf queue with its containers in allocation order (container ids
/// increasing). Applications are given in submission order (application ids increasing).
struct PreemptionApp {
  std::string id;
  int queue = -1;  ///< index of its leaf in PolicyInput::queues (every partition has the same tree)
  int32_t priority = 0;  ///< the application's priority (larger runs first, is preempted last)
  std::vector<PreemptionContainer> containers;
};

/// A NodeManager as the selectors see it.
struct PreemptionNode {
  std::string name;
  std::string partition;
  Resource total;
  Resource allocated;  ///< running containers (a reservation is not allocated)
};

/// What a leaf may keep of its ApplicationMasters when the FIFO selector reaches them:
/// multiply(multiply(cluster, absolute_capacity), max_am_resource_percent)
/// (FifoCandidatesSelector.selectCandidates), with the default partition's absolute capacity.
struct LeafAmShare {
  float absolute_capacity = 0;
  float max_am_resource_percent = 0;
};

/// Everything one editSchedule of the ProportionalCapacityPreemptionPolicy looks at.
struct PolicyInput {
  Resource cluster;                     ///< every node, whatever its partition
  std::vector<std::string> partitions;  ///< "" first
  std::vector<Resource> partition_resources;
  /// Per partition, the queue tree (same queues, same indices; root first) with that partition's
  /// numbers. A non-exclusive partition's maxima are the whole partition (cloneQueues).
  std::vector<std::vector<PreemptionQueue>> queues;
  /// Per queue index; missing entries keep nothing (all zero).
  std::vector<LeafAmShare> am_share;
  std::vector<PreemptionApp> apps;  ///< empty: only the amounts are computed, nothing selected
  std::vector<PreemptionNode> nodes;
  CalculatorKind calculator = CalculatorKind::kDefault;
  PreemptionRoundSettings settings;
  HadoopVersion version;
};

enum class Selector { kReservedContainer, kFifo };

/// A container marked for preemption this round.
struct SelectedContainer {
  int app = -1;        ///< index in PolicyInput::apps
  int container = -1;  ///< index in that application's containers
  Selector by = Selector::kFifo;
};

/// One editSchedule.
struct PolicyOutcome {
  /// Per partition (PolicyInput order), the FIFO selector's round: the amounts it asks each leaf
  /// to give up, after what earlier selectors took
  /// (deductPreemptableResourcesBasedSelectedCandidates).
  std::vector<PreemptionRound> rounds;
  Resource total_preemption_allowed;        ///< multiply(cluster, total_preemption_per_round)
  std::vector<SelectedContainer> selected;  ///< in selection order
  /// Reservations released without being marked (before 2.8: DROP_RESERVATION).
  std::vector<SelectedContainer> dropped;
  /// Without applications, per partition and queue: an estimate of the AM resource the FIFO
  /// selector would reach in a leaf whose AM usage is known. It takes AM containers only for what
  /// the leaf's other containers cannot give, and only while the AM containers exceed the leaf's
  /// AM share; container sizes unknown, the last AM container it takes may go beyond this.
  /// Empty with applications (the selection says which AM containers go).
  std::vector<std::vector<Resource>> am_reached;
  /// Partitions the release's policy does not compute (2.7 knows no partitions, YARN-2498).
  std::vector<std::string> partitions_not_computed;
};

/// ProportionalCapacityPreemptionPolicy.editSchedule: the ReservedContainerCandidatesSelector
/// (select_based_on_reserved_containers, 2.8+), then the FifoCandidatesSelector, sharing one
/// totalPreemptionAllowed and the containers already selected. Pure: no I/O. Throws what
/// compute_preemption_round throws.
PolicyOutcome run_preemption_policy(const PolicyInput& input);

}  // namespace schedlint
