#pragma once

#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// What the user-limit computation of one leaf and partition reads. The defaults describe one
/// active user of weight 1 on an empty queue.
struct UserLimitInputs {
  Resource partition;  ///< resource of the partition
  Resource cluster;    ///< the whole cluster (2.7 and 2.8 compare against it)
  /// The queue's guarantee: 3.1+ the effective minimum; before, the partition times the
  /// absolute capacity normalized up (see user_limit_guarantee).
  Resource queue_capacity;
  Resource queue_max_down;  ///< 3.4: the effective maximum normalized down (user-limit-factor -1)
  Resource minimum_allocation;
  Resource queue_used;            ///< 2.7, 2.8: the queue's usage in the partition
  float usage_ratio = 0;          ///< 2.9+: sum of the users' usage ratios (UsersManager)
  Resource active_users_used;     ///< 2.9+: what the active users use in the partition
  float active_users_weight = 1;  ///< 2.9+: sum of the active users' weights
  int active_users = 1;           ///< 2.7, 2.8: number of active users
  float user_limit_percent = 100;
  float user_limit_factor = 1;
};

struct UserLimit {
  Resource limit;  ///< the user limit (active-user computation)
  Resource cap;    ///< maxUserLimit, the ceiling the limit is held to before rounding up
};

/// The guarantee the user limit starts from: before 3.1 multiplyAndNormalizeUp(partition,
/// absolute capacity, minimum allocation); from 3.1 the effective minimum.
Resource user_limit_guarantee(const HadoopVersion& version, const ResourceCalculator& rc,
                              const Resource& partition, float absolute_capacity,
                              const Resource& effective_min, const Resource& minimum_allocation);

/// LeafQueue.computeUserLimit (2.7, 2.8) / UsersManager.computeUserLimit (2.9+), for
/// RESPECT_PARTITION_EXCLUSIVITY. Throws std::domain_error only where Hadoop divides by zero.
UserLimit compute_user_limit(const UserLimitInputs& in, const ResourceCalculator& rc,
                             const HadoopVersion& version);

}  // namespace schedlint
