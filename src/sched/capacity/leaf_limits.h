#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "model/capacity_config.h"
#include "sched/capacity/capacity_context.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// CapacitySchedulerConfiguration.DEFAULT_MAXIMUM_SYSTEM_APPLICATIIONS (sic).
inline constexpr int32_t kDefaultMaximumSystemApplications = 10000;

/// CapacitySchedulerConfiguration.getMaximumSystemApplications: the global maximum-applications.
int32_t maximum_system_applications(const CapacityGlobalSettings& g);

/// What the AM limit of one user reads (getUserAMResourceLimitPerPartition).
struct UserAmLimitInputs {
  Resource guarantee;       ///< user_limit_guarantee of the queue in the partition
  Resource queue_am_limit;  ///< the queue's AM limit in the partition
  float am_percent = 0.1f;  ///< the partition's maximum-am-resource-percent
  float user_limit_percent = 100;
  float user_limit_factor = 1;
  int active_users = 1;  ///< getNumActiveUsers: users with pending requests
  Resource minimum_allocation;
  Resource cluster;  ///< lastClusterResource
};

/// LeafQueue.getUserAMResourceLimitPerPartition (2.7: getUserAMResourceLimit) for a user of
/// weight 1: the guarantee x AM percent x max(user-limit percent / 100, 1 / active users) x
/// user-limit-factor (3.4: the AM percent alone for a factor of -1), normalized up to the
/// minimum allocation and, from 2.8, held to the queue's AM limit.
Resource user_am_limit(const UserAmLimitInputs& in, const ResourceCalculator& rc,
                       const HadoopVersion& version);

/// AbstractLeafQueue.updateMaximumApplications (3.4): the leaf's own maximum-applications (`own`,
/// -1 when unset), else the base (the global per-queue default held to the system's), or the base
/// times the leaf's largest absolute capacity for an absolute leaf or without a per-queue default;
/// the base while the capacities are not `ready` (non-legacy mode, no cluster resource yet).
int32_t maximum_applications_3_4(const CapacityGlobalSettings& g, int32_t own, bool absolute,
                                 const std::vector<float>& absolute_capacities, bool ready);

/// The smallest maximum-am-resource-percent, in hundredths and strictly above `above` (the value
/// in force), whose AM limit at the queue's guarantee holds `ams`: the limit recomputed as
/// LeafQueue.calculateAndGetAMResourceLimitPerPartition does (multiplyAndNormalizeUp of the
/// guarantee, then compared by the calculator). nullopt when not even 1.0 does.
std::optional<float> smallest_am_percent_holding(const ResourceCalculator& rc,
                                                 const Resource& partition,
                                                 const Resource& guarantee, const Resource& ams,
                                                 const Resource& minimum_allocation, float above);

/// How many AM containers of `am` the AM limit `limit` holds, as
/// ResourceCalculator.computeAvailableContainers counts them; nullopt where Java would divide by
/// zero (an AM of no memory, from a zero minimum allocation, which the ResourceManager refuses).
std::optional<int64_t> am_containers_within(const ResourceCalculator& rc, const Resource& limit,
                                            const Resource& am);

/// Fills every leaf's application limits, current limit, AM limits and user limits from the
/// capacities and effective resources already in `h`, for an idle cluster with one active user.
void compute_leaf_limits(CapacityHierarchy& h, const CapacityConfig& config,
                         const CapacityContext& ctx);

}  // namespace schedlint
