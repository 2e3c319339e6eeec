#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "model/hadoop_version.h"
#include "sched/capacity/preemption.h"

namespace schedlint {

/// One partition's round: what the policy saw and what it decided.
struct PartitionRound {
  std::string partition;  ///< "" is the default partition
  Resource resource;      ///< the partition's resource
  std::vector<PreemptionQueue> queues;
  PreemptionRound round;
};

/// What `schedlint preempt` shows besides the numbers.
struct PreemptionContext {
  HadoopVersion version;
  bool monitor_enabled = false;  ///< yarn.resourcemanager.scheduler.monitor.enable
  bool pending_unknown = false;  ///< the snapshot (a 2.x dump) does not report pending
};

/// `schedlint preempt` as text: per partition, each queue's guarantee, usage, pending, ideal
/// assignment and the amount to preempt this round.
void write_preemption_text(const std::vector<PartitionRound>& rounds,
                           const PreemptionContext& context, std::ostream& out);

/// The `preempt --format json` object of docs/json-contracts.md: {"queues": [{"path", "guaranteed",
/// "used", "pending", "ideal_assigned", "to_preempt"}]} (plus "partition" per queue).
void write_preemption_json(const std::vector<PartitionRound>& rounds,
                           const PreemptionContext& context, std::ostream& out);

}  // namespace schedlint
