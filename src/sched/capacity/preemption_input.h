#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/node_spec.h"
#include "model/source_location.h"
#include "model/usage_snapshot.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption.h"
#include "sched/capacity/preemption_policy.h"

namespace schedlint {

/// Something in a usage snapshot that does not match the configuration or the nodes (a queue that
/// is not a leaf, a node no node spec has...): schedlint's own input is wrong.
struct UsageMismatch {
  SourceLocation loc;
  std::string message;
};

/// Every mismatch between `usage` and the configuration's hierarchy and the nodes, in file order.
std::vector<UsageMismatch> check_usage_snapshot(const CapacityHierarchy& hierarchy,
                                                const NodeSpec& nodes, const UsageSnapshot& usage);

/// A group of identical nodes as the landing check sees it.
struct NodeGroupView {
  std::string group;
  std::string partition;
  Resource node;         ///< each node's resource
  int64_t count = 0;     ///< nodes in the group
  int64_t unlisted = 0;  ///< nodes the per-node data does not mention (taken as idle)
};

/// The size of the containers a leaf's pending requests ask for, in one partition: a snapshot's
/// pending-container, or the shape of an application the queue runs (a workloads input).
struct PendingRequest {
  int queue = -1;  ///< index in the hierarchy (and in PolicyInput::queues)
  std::string partition;
  Resource size;
  /// Where the size comes from when not from the snapshot ("" for a pending-container), e.g.
  /// "the map containers of workload 'etl'".
  std::string origin;
  SourceLocation origin_loc;  ///< the line that sized it, with `origin`
};

/// What one preemption what-if runs on, built from the configuration, the nodes and a snapshot.
struct PreemptionScenario {
  PolicyInput policy;
  /// Node by node (policy.nodes) when the snapshot or a REST nodes dump gives per-node usage, or
  /// its containers name their nodes: each listed node's allocation is then known.
  bool per_node = false;
  /// Whether the snapshot's applications say where their containers run (so what the round
  /// marks is known node by node).
  bool containers_placed = false;
  std::vector<NodeGroupView> groups;
  std::vector<PendingRequest> requests;
  bool pending_unknown = false;  ///< some entry does not report pending (a Hadoop 2.x dump)
};

/// The partitions a what-if computes: the default one first, then every label some node has.
std::vector<std::string> preemption_partitions(const CapacityHierarchy& hierarchy,
                                               HadoopVersion version);

/// The queues of one partition as the ProportionalCapacityPreemptionPolicy snapshots them
/// (TempQueuePerPartition): guaranteed and maximum from the computed hierarchy (effective min and
/// max; the root gets the whole partition; a non-exclusive partition's maximum is the whole
/// partition, as cloneQueues makes it), used, pending and reserved of each leaf from the usage
/// snapshot (absent leaves are idle), the inherited disable_preemption flag, and the priority
/// among siblings under a priority-utilization parent. Same order as the hierarchy: root first,
/// parents before children.
std::vector<PreemptionQueue> preemption_queues(const CapacityHierarchy& hierarchy,
                                               const CapacityConfig& config,
                                               const std::string& partition, bool exclusive,
                                               const UsageSnapshot& usage, HadoopVersion version);

/// The round's settings from yarn.resourcemanager.monitor.capacity.preemption.* (defaults where
/// unset, and the keys a release does not read left at their defaults).
PreemptionRoundSettings preemption_round_settings(const PreemptionSettings& settings,
                                                  HadoopVersion version);

/// Everything run_preemption_policy and the landing check need. `usage` must have passed
/// check_usage_snapshot.
PreemptionScenario build_preemption_scenario(const CapacityHierarchy& hierarchy,
                                             const CapacityConfig& config, const NodeSpec& nodes,
                                             const UsageSnapshot& usage, HadoopVersion version);

}  // namespace schedlint
