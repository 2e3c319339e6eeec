#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cluster_settings.h"
#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// What limits the containers and AMs of a FairScheduler queue.

/// The smallest container the FairScheduler allocates: the minimum allocation, normalized.
Resource smallest_fair_container(const ClusterSettings& cluster);

/// An AM container of `am` as FairScheduler normalizes the request.
Resource fair_am_container(const ClusterSettings& cluster, const Resource& am);

/// The largest container a leaf queue may ask for (FairScheduler.getMaximumResourceCapability):
/// `largest` capped, from 3.2, by the queue's maxContainerAllocation or the nearest ancestor's.
struct FairQueueMaximum {
  Resource maximum;
  std::optional<SourceLocation> cap_loc;  ///< the maxContainerAllocation that lowers it
};
FairQueueMaximum fair_queue_maximum(const FairConfig& config, const FairShares& shares, int index,
                                    const Resource& largest, const HadoopVersion& version);

/// A leaf's AM limit on its steady fair share (when every queue is busy) below one AM container,
/// in the first resource type where it falls short.
struct SteadyAmShortfall {
  std::string type;
  int64_t share = 0;  ///< the steady fair share of `type`
  int64_t limit = 0;  ///< fair_am_limit of that share
};
std::optional<SteadyAmShortfall> steady_am_shortfall(const FairQueueShare& queue,
                                                     const Resource& am,
                                                     const HadoopVersion& version);

/// What root's maximum does to the whole cluster. FSParentQueue.assignContainer starts at root and
/// refuses every node once root's usage no longer fits in its max share
/// (FSQueue.assignContainerPreCheck), so a root max share below the cluster caps what all queues
/// together may use, while the fair shares are still computed from the whole cluster
/// (FairScheduler.update). Root's max share is its own maxResources, else queueMaxResourcesDefault,
/// which AllocationConfiguration.getMaxResources applies to root like any other queue.
struct RootMaximumCap {
  Resource max_share;                    ///< root's, resolved on the cluster
  std::vector<std::string> types_below;  ///< the types in which it is below the cluster
  SourceLocation loc;                    ///< the setting that gives it
  bool from_default = false;             ///< queueMaxResourcesDefault, not root's own maxResources
};
std::optional<RootMaximumCap> root_maximum_cap(const FairConfig& config, const FairShares& shares);

/// The configured settings and location of the queue a FairShares entry stands for (an implicit
/// queue such as root.default has empty settings and the allocation file's location).
const FairQueueSettings& fair_settings_of(const FairConfig& config, const FairQueueShare& queue);
SourceLocation fair_location_of(const FairConfig& config, const FairQueueShare& queue);

}  // namespace schedlint
