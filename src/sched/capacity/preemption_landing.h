#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/resource.h"
#include "sched/capacity/preemption_input.h"
#include "sched/capacity/preemption_policy.h"

namespace schedlint {

/// What the landing check knows of where things are.
enum class LandingBasis {
  /// The snapshot's containers name their nodes: what the round kills, and where, is known.
  kContainersOnNodes,
  /// Each node's usage is known (snapshot nodes, a REST nodes dump), not where the kills fall:
  /// they are placed where they free the least.
  kNodeUsage,
  /// Only the amounts are known: usage and kills are placed as badly as the numbers allow.
  kWorstPlacement,
};

/// One node (or, under the worst placement, every node of a group alike) around the round.
struct NodeAfterRound {
  std::string name;   ///< the node, or the group
  int64_t count = 1;  ///< how many nodes the row stands for
  Resource total;     ///< each node's resource
  Resource free_before;
  Resource freed;  ///< what the round's kills free on it
  Resource free_after;
  /// A reservation of another application stays on the node: only that application may
  /// allocate there (CapacityScheduler.allocateContainersToNode).
  bool held_by_reservation = false;
  bool fits = false;   ///< the request fits on it after the round
  bool listed = true;  ///< false: a node the per-node data does not mention, taken as idle
};

/// What the round kills of one queue on one node ("" when the node is not known).
struct KilledOn {
  std::string queue;
  std::string node;
  int64_t containers = 0;  ///< 0 when only the amount is known
  Resource resource;
};

/// Whether one round's kills make room for one pending container of an underserved leaf.
struct LandingVerdict {
  int queue = -1;  ///< index in the hierarchy
  std::string partition;
  Resource request;                   ///< the size of one pending container
  std::string request_origin;         ///< PendingRequest::origin
  SourceLocation request_origin_loc;  ///< PendingRequest::origin_loc
  Resource guaranteed;
  Resource used;
  Resource pending;
  LandingBasis basis = LandingBasis::kWorstPlacement;
  bool below_guarantee = false;  ///< used below guaranteed, with something pending
  bool nothing_killed = false;   ///< the round takes nothing in the partition (or observe_only)
  bool room_before = false;      ///< some node has room for it already: not a preemption matter
  bool larger_than_every_node = false;  ///< no node of the partition could ever hold it
  bool lands = false;
  Resource killed;                ///< everything the round kills in the partition
  int64_t killed_containers = 0;  ///< 0 when only amounts are known
  int64_t nodes_hit = 0;          ///< nodes the kills fall on (containers on nodes)
  std::vector<KilledOn> kills;
  /// The partition's nodes, the most free after the round first.
  std::vector<NodeAfterRound> nodes;
  /// The most free memory any node has after the round; under the worst placement, the largest
  /// container some node must have room for however usage and kills are placed.
  Resource largest_free_after;
};

/// For every pending request of the scenario: does what `outcome` marks free, on some node of the
/// request's partition, room for one such container (ResourceCalculator
/// .computeAvailableContainers on the node's unallocated resource, the test the CapacityScheduler
/// allocates by)? Pure: no I/O.
std::vector<LandingVerdict> check_landing(const PreemptionScenario& scenario,
                                          const PolicyOutcome& outcome);

}  // namespace schedlint
