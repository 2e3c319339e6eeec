#include "sched/capacity/user_limit.h"
#include "model/release_facts.h"

namespace schedlint {

Resource user_limit_guarantee(const HadoopVersion& version, const ResourceCalculator& rc,
                              const Resource& partition, float absolute_capacity,
                              const Resource& effective_min, const Resource& minimum_allocation) {
  if (has(version, ReleaseFact::kCsAbsoluteCapacity)) return effective_min;
  return rc.multiply_and_normalize_up(partition, absolute_capacity, minimum_allocation);
}

UserLimit compute_user_limit(const UserLimitInputs& in, const ResourceCalculator& rc,
                             const HadoopVersion& version) {
  const Resource& required = in.minimum_allocation;  // "assume we need one minimum allocation"
  UserLimit out;
  if (!has(version, ReleaseFact::kCsUsersManager)) {
    // LeafQueue.computeUserLimit: comparisons against the whole cluster, users counted.
    const Resource queue_cap = resources::max(rc, in.cluster, in.queue_capacity, required);
    const Resource current = resources::less_than(rc, in.cluster, in.queue_used, queue_cap)
                                 ? queue_cap
                                 : resources::add(in.queue_used, required);
    const Resource limit = resources::max(
        rc, in.cluster, rc.divide_and_ceil(current, static_cast<int64_t>(in.active_users)),
        rc.divide_and_ceil(resources::multiply_and_round_down(current, in.user_limit_percent),
                           int64_t{100}));
    out.cap = resources::multiply_and_round_down(queue_cap, in.user_limit_factor);
    out.limit = rc.round_up(resources::min(rc, in.cluster, limit, out.cap), required);
    return out;
  }
  // UsersManager.computeUserLimit (active users): comparisons against the partition.
  const Resource queue_cap = resources::max(rc, in.partition, in.queue_capacity, required);
  const Resource consumed = rc.multiply_and_normalize_up(in.partition, in.usage_ratio, required);
  const Resource current = resources::less_than(rc, in.partition, consumed, queue_cap)
                               ? queue_cap
                               : resources::add(consumed, required);
  const Resource used = resources::add(in.active_users_used, required);
  const Resource limit = resources::max(
      rc, in.partition, rc.divide_and_ceil(used, in.active_users_weight),
      rc.divide_and_ceil(resources::multiply_and_round_down(current, in.user_limit_percent),
                         int64_t{100}));
  // 3.4: user-limit-factor -1 (or no guarantee at all) caps users at the queue maximum.
  if (has(version, ReleaseFact::kCsUserLimitFactorNoCap) &&
      (in.user_limit_factor == -1 || resources::is_none(in.queue_capacity))) {
    out.cap = in.queue_max_down;
  } else {
    out.cap = resources::multiply_and_round_down(queue_cap, in.user_limit_factor);
  }
  out.limit = rc.round_up(resources::min(rc, in.partition, limit, out.cap), required);
  return out;
}

}  // namespace schedlint
