#include "sched/fair/fair_queue_limits.h"

#include <cmath>

#include "model/release_facts.h"
#include "sched/request_size.h"

namespace schedlint {

Resource smallest_fair_container(const ClusterSettings& cluster) {
  return normalize_fair_request(
      Resource(cluster.minimum_allocation_mb.value, cluster.minimum_allocation_vcores.value),
      cluster);
}

Resource fair_am_container(const ClusterSettings& cluster, const Resource& am) {
  return normalize_fair_request(am, cluster);
}

std::optional<SteadyAmShortfall> steady_am_shortfall(const FairQueueShare& queue,
                                                     const Resource& am,
                                                     const HadoopVersion& version) {
  if (!queue.leaf || std::fabs(queue.max_am_share - -1.0f) < 0.0001f) return std::nullopt;
  // The steady share is what the queue gets when every queue is busy. A type the parent's
  // policy does not split (vcores under fair) falls back to what is available, which on a
  // busy cluster is little; only the types that were split are judged.
  for (const auto& [type, need] : am.amounts()) {
    const int64_t share = queue.steady_fair_share.get(type);
    if (need <= 0 || (type != kMemoryMb && share == 0)) continue;
    const int64_t limit = fair_am_limit(share, queue.max_am_share, version);
    if (limit < need) return SteadyAmShortfall{type, share, limit};
  }
  return std::nullopt;
}

const FairQueueSettings& fair_settings_of(const FairConfig& config, const FairQueueShare& queue) {
  static const FairQueueSettings kNone;
  return queue.config_index >= 0 ? config.queues.at(queue.config_index).settings : kNone;
}

SourceLocation fair_location_of(const FairConfig& config, const FairQueueShare& queue) {
  return queue.config_index >= 0 ? config.queues.at(queue.config_index).loc
                                 : config.allocations_loc;
}

std::optional<RootMaximumCap> root_maximum_cap(const FairConfig& config, const FairShares& shares) {
  if (shares.queues.empty()) return std::nullopt;
  const FairQueueShare& root = shares.queues.front();
  const FairQueueSettings& own = fair_settings_of(config, root);
  const auto& setting =
      own.max_resources ? own.max_resources : config.global.queue_max_resources_default;
  if (!setting) return std::nullopt;
  RootMaximumCap cap{root.max_share, {}, setting->loc, !own.max_resources};
  for (const std::string& type : shares.types) {
    if (root.max_share.get(type) < shares.cluster.get(type)) cap.types_below.push_back(type);
  }
  if (cap.types_below.empty()) return std::nullopt;
  return cap;
}

FairQueueMaximum fair_queue_maximum(const FairConfig& config, const FairShares& shares, int index,
                                    const Resource& largest, const HadoopVersion& version) {
  FairQueueMaximum out{largest, std::nullopt};
  if (!has(version, ReleaseFact::kFsMaxContainerAllocation)) return out;
  for (int i = index; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent) {
    const FairQueueSettings& s = fair_settings_of(config, shares.queues[static_cast<size_t>(i)]);
    if (!s.max_container_allocation || s.max_container_allocation->value.is_percentage) continue;
    const Resource& limit = s.max_container_allocation->value.absolute;
    if (limit.has(kMemoryMb) && limit.memory_mb() < out.maximum.memory_mb())
      out.maximum.set(kMemoryMb, limit.memory_mb());
    if (limit.has(kVcores) && limit.vcores() < out.maximum.vcores())
      out.maximum.set(kVcores, limit.vcores());
    if (!(out.maximum == largest)) out.cap_loc = s.max_container_allocation->loc;
    return out;
  }
  return out;
}

}  // namespace schedlint
