#include "sched/capacity/preemption_input.h"

#include <algorithm>

namespace schedlint {

std::vector<PreemptionQueue> preemption_queues(const CapacityHierarchy& hierarchy,
                                               const std::string& partition,
                                               const UsageSnapshot& usage) {
  const auto total = hierarchy.partition_resources.find(partition);
  const Resource whole = total == hierarchy.partition_resources.end() ? Resource{} : total->second;
  std::vector<PreemptionQueue> queues;
  for (const CapacityQueue& q : hierarchy.queues) {
    PreemptionQueue& p = queues.emplace_back();
    p.path = q.path;
    p.parent = q.parent;
    p.children = q.children;
    p.preemption_disabled = q.preemption_disabled;
    const auto part = q.partitions.find(partition);
    if (q.parent < 0) {
      p.guaranteed = whole;  // root: the whole partition
      p.maximum = whole;
    } else if (part != q.partitions.end()) {
      p.guaranteed = part->second.effective_min;
      p.maximum = part->second.effective_max;
      p.absolute_capacity = part->second.absolute_capacity;
    }
    if (q.leaf) {
      for (const QueueUsage& u : usage.queues) {
        if (u.path != q.path || u.partition != partition) continue;
        p.used = u.used;
        p.pending = u.pending;
        p.reserved = u.reserved;
      }
    }
  }
  return queues;
}

std::vector<std::string> snapshot_partitions(const UsageSnapshot& usage) {
  std::vector<std::string> partitions{""};
  for (const QueueUsage& u : usage.queues) {
    if (std::find(partitions.begin(), partitions.end(), u.partition) == partitions.end()) {
      partitions.push_back(u.partition);
    }
  }
  return partitions;
}

PreemptionRoundSettings preemption_round_settings(const PreemptionSettings& s) {
  PreemptionRoundSettings out;
  if (s.total_preemption_per_round)
    out.total_preemption_per_round = s.total_preemption_per_round->value;
  if (s.max_ignored_over_capacity)
    out.max_ignored_over_capacity = s.max_ignored_over_capacity->value;
  if (s.natural_termination_factor)
    out.natural_termination_factor = s.natural_termination_factor->value;
  if (s.observe_only) out.observe_only = s.observe_only->value;
  return out;
}

}  // namespace schedlint
