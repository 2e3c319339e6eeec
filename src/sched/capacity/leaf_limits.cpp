#include "sched/capacity/leaf_limits.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "java/casts.h"
#include "model/release_facts.h"
#include "sched/capacity/user_limit.h"

namespace schedlint {

namespace {

const PartitionCapacity& partition_or_default(const CapacityQueue& q, const std::string& label) {
  static const PartitionCapacity none;
  auto it = q.partitions.find(label);
  return it == q.partitions.end() ? none : it->second;
}

// The resource-limit chain ParentQueue.updateClusterResource hands down on an idle cluster
// (getResourceLimitsOfChild): root starts from the whole cluster.
// Before 3.4 a child's limit is its parent's capped by the child's maximum; from 3.4 the parent
// first caps its own limit by its effective maximum. Rounded down to the minimum allocation.
std::vector<Resource> child_limits(const CapacityHierarchy& h, const CapacityContext& ctx) {
  std::vector<Resource> limits(h.queues.size(), ctx.zero);
  if (h.queues.empty()) return limits;
  limits[0] = ctx.cluster;
  const Resource r = ctx.partition("");
  for (size_t i = 0; i < h.queues.size(); ++i) {
    const CapacityQueue& p = h.queues[i];
    for (int c : p.children) {
      const CapacityQueue& child = h.queues[static_cast<size_t>(c)];
      Resource cap;
      if (has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation)) {
        cap = partition_or_default(p, "").effective_max;
      } else if (has(ctx.version, ReleaseFact::kCsAbsoluteCapacity)) {
        cap = ctx.rc.normalize_down(partition_or_default(child, "").effective_max,
                                    ctx.minimum_allocation);
      } else {
        cap = ctx.rc.multiply_and_normalize_down(
            r, partition_or_default(child, "").absolute_maximum_capacity, ctx.minimum_allocation);
      }
      limits[static_cast<size_t>(c)] = ctx.rc.round_down(
          resources::min(ctx.rc, ctx.cluster, limits[i], cap), ctx.minimum_allocation);
    }
  }
  return limits;
}

// The queue's maximum resource in a partition, as updateCurrentResourceLimits (default
// partition) and getEffectiveMaxCapacityDown see it.
Resource queue_max_down(const CapacityQueue& q, const std::string& label,
                        const CapacityContext& ctx) {
  const PartitionCapacity& part = partition_or_default(q, label);
  if (has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation) ||
      (has(ctx.version, ReleaseFact::kCsAbsoluteCapacity) && !label.empty())) {
    return ctx.rc.normalize_down(part.effective_max, ctx.minimum_allocation);
  }
  return ctx.rc.multiply_and_normalize_down(ctx.partition(label), part.absolute_maximum_capacity,
                                            ctx.minimum_allocation);
}

// maxApplicationsPerUser: min(max, (int) (max * (user-limit / 100f) * factor)); 3.4 skips the
// user terms for a factor of -1.
int32_t per_user(int32_t max_apps, const CapacityQueue& q, const HadoopVersion& v) {
  if (has(v, ReleaseFact::kCsUserLimitFactorNoCap) && q.user_limit_factor == -1) return max_apps;
  const float scaled =
      static_cast<float>(max_apps) * (q.minimum_user_limit_percent / 100.0f) * q.user_limit_factor;
  return std::min(max_apps, java::to_int(scaled));
}

int32_t global_queue_applications(const CapacityGlobalSettings& g, const HadoopVersion& v) {
  return has(v, ReleaseFact::kCsGlobalQueueMaxApplication) && g.global_queue_max_application
             ? g.global_queue_max_application->value
             : -1;
}

}  // namespace

int32_t maximum_applications_3_4(const CapacityGlobalSettings& g, int32_t own, bool absolute,
                                 const std::vector<float>& absolute_capacities, bool ready) {
  if (own >= 0) return own;
  const int32_t system = maximum_system_applications(g);
  const int32_t global = global_queue_applications(g, {3, 4});
  const int32_t base = global > 0 ? std::min(global, system) : system;
  if (!ready || (global > 0 && !absolute)) return base;
  int32_t max_apps = own;
  for (float absolute_capacity : absolute_capacities)
    max_apps = std::max(max_apps, java::to_int(static_cast<float>(base) * absolute_capacity));
  return max_apps;
}

namespace {

// LeafQueue.setupQueueConfigs (before 3.4) and AbstractLeafQueue.updateMaximumApplications (3.4).
void set_max_applications(CapacityQueue& q, const CapacityHierarchy& h,
                          const CapacityConfig& config, const CapacityContext& ctx) {
  const HadoopVersion& v = ctx.version;
  const auto& g = config.global;
  const auto& s = config.queues.at(q.config_index).settings;
  const int32_t system = maximum_system_applications(g);
  const int32_t global = global_queue_applications(g, v);
  int32_t max_apps = s.maximum_applications ? s.maximum_applications->value : -1;
  if (has(v, ReleaseFact::kCsUnifiedCapacityCalculation)) {
    // Non-legacy mode (refreshAfterResourceCalculation): on a cluster without resources the
    // absolute capacities are not ready for use, and the queue takes the base.
    std::vector<float> absolute_capacities;
    for (const std::string& label : q.configured_labels)
      absolute_capacities.push_back(partition_or_default(q, label).absolute_capacity);
    max_apps = maximum_applications_3_4(g, max_apps, q.mode == CapacityMode::kAbsolute,
                                        absolute_capacities,
                                        ctx.legacy_queue_mode || !resources::is_none(ctx.cluster));
  } else if (max_apps < 0) {
    max_apps = global > 0 ? global
                          : java::to_int(static_cast<float>(system) *
                                         partition_or_default(q, "").absolute_capacity);
  }
  // 3.1-3.3: for an absolute leaf the parent's deriveCapacityFromAbsoluteConfigurations resets
  // both limits from each of its labels' absolute capacity, ignoring the queue's own setting; the
  // parent's last label wins.
  if (has(v, ReleaseFact::kCsAbsoluteCapacity) &&
      !has(v, ReleaseFact::kCsUnifiedCapacityCalculation) && q.mode == CapacityMode::kAbsolute &&
      q.parent >= 0) {
    const auto& parent_labels = h.queues[static_cast<size_t>(q.parent)].configured_labels;
    if (!parent_labels.empty()) {
      max_apps = java::to_int(static_cast<float>(system) *
                              partition_or_default(q, parent_labels.back()).absolute_capacity);
    }
  }
  q.max_applications = max_apps;
  q.max_applications_per_user = per_user(max_apps, q, v);
}

// The queue AM limit for `percent` of `base`: multiplyAndNormalizeUp to the minimum allocation
// (LeafQueue.calculateAndGetAMResourceLimitPerPartition).
Resource am_limit_of(const ResourceCalculator& rc, const Resource& base, float percent,
                     const Resource& minimum_allocation) {
  return rc.multiply_and_normalize_up(base, percent, minimum_allocation);
}

// LeafQueue.calculateAndGetAMResourceLimitPerPartition and getUserAMResourceLimitPerPartition
// (2.7: getAMResourceLimit / getUserAMResourceLimit, default partition only).
void set_am_limits(PartitionCapacity& part, const std::string& label, const CapacityQueue& q,
                   const CapacityContext& ctx) {
  const HadoopVersion& v = ctx.version;
  if (!has(v, ReleaseFact::kCsLabelAmResourcePercent) && !label.empty()) return;
  const auto& rc = ctx.rc;
  const Resource& min_alloc = ctx.minimum_allocation;
  const Resource guarantee = user_limit_guarantee(
      v, rc, ctx.partition(label), part.absolute_capacity, part.effective_min, min_alloc);
  const Resource current = label.empty() ? part.current_limit : ctx.zero;
  Resource usable;
  if (has(v, ReleaseFact::kCsAmLimitAtLeastGuarantee)) {
    usable =
        rc.fits_in(guarantee, current) ? current : guarantee;  // 3.3+: never below the guarantee
  } else if (has(v, ReleaseFact::kCsLabelAmResourcePercent)) {
    usable = resources::max(rc, ctx.cluster, current, guarantee);
  } else {
    usable = resources::max(rc, ctx.cluster, guarantee, current);  // 2.7 argument order (ties)
  }
  const float percent = !has(v, ReleaseFact::kCsLabelAmResourcePercent)
                            ? partition_or_default(q, "").max_am_resource_percent
                            : part.max_am_resource_percent;
  part.am_limit = am_limit_of(rc, usable, percent, min_alloc);
  part.am_limit_at_guarantee = am_limit_of(rc, guarantee, percent, min_alloc);
  part.am_guarantee = guarantee;
  part.user_am_limit =
      user_am_limit({guarantee, part.am_limit, percent, q.minimum_user_limit_percent,
                     q.user_limit_factor, 1, min_alloc, ctx.cluster},
                    rc, v);
}

void set_user_limits(PartitionCapacity& part, const std::string& label, const CapacityQueue& q,
                     const CapacityContext& ctx) {
  UserLimitInputs in;
  in.partition = ctx.partition(label);
  in.cluster = ctx.cluster;
  in.queue_capacity =
      user_limit_guarantee(ctx.version, ctx.rc, in.partition, part.absolute_capacity,
                           part.effective_min, ctx.minimum_allocation);
  const Resource queue_max = label.empty() ? part.current_limit : queue_max_down(q, label, ctx);
  in.queue_max_down = queue_max_down(q, label, ctx);
  in.minimum_allocation = ctx.minimum_allocation;
  in.queue_used = ctx.zero;
  in.active_users_used = ctx.zero;
  in.user_limit_percent = q.minimum_user_limit_percent;
  in.user_limit_factor = q.user_limit_factor;
  const UserLimit ul = compute_user_limit(in, ctx.rc, ctx.version);
  part.user_limit = ul.limit;
  const Resource& compare =
      !has(ctx.version, ReleaseFact::kCsUsersManager) ? ctx.cluster : in.partition;
  part.max_user_limit =
      resources::min(ctx.rc, compare, ctx.rc.round_up(ul.cap, ctx.minimum_allocation), queue_max);
}

}  // namespace

Resource user_am_limit(const UserAmLimitInputs& in, const ResourceCalculator& rc,
                       const HadoopVersion& v) {
  // max(user-limit%, 1 / active users); in 2.9+ and 3.1+ weighted (weight 1) and capped at 1.
  float user_share = std::max(in.user_limit_percent / 100.0f,
                              1.0f / static_cast<float>(std::max(in.active_users, 1)));
  if (has(v, ReleaseFact::kCsUserAmShareCapped)) user_share = std::min(user_share * 1.0f, 1.0f);
  Resource user_am = rc.multiply_and_normalize_up(
      in.guarantee, in.am_percent * user_share * in.user_limit_factor, in.minimum_allocation);
  if (has(v, ReleaseFact::kCsUserLimitFactorNoCap) && in.user_limit_factor == -1) {
    user_am = rc.multiply_and_normalize_up(in.guarantee, in.am_percent, in.minimum_allocation);
  }
  return !has(v, ReleaseFact::kCsLabelAmResourcePercent)
             ? user_am
             : resources::min(rc, in.cluster, user_am, in.queue_am_limit);
}

void compute_leaf_limits(CapacityHierarchy& h, const CapacityConfig& config,
                         const CapacityContext& ctx) {
  std::vector<Resource> limits;
  try {
    limits = child_limits(h, ctx);
  } catch (const std::domain_error&) {
    limits.assign(h.queues.size(), ctx.zero);  // a zero minimum allocation: Hadoop does not start
  }
  for (size_t i = 0; i < h.queues.size(); ++i) {
    CapacityQueue& q = h.queues[i];
    if (!q.leaf) continue;
    set_max_applications(q, h, config, ctx);
    try {
      // updateCurrentResourceLimits: min(own maximum, the limit handed down).
      q.partitions[""].current_limit =
          resources::min(ctx.rc, ctx.cluster, queue_max_down(q, "", ctx), limits[i]);
      for (auto& [label, part] : q.partitions) {
        set_am_limits(part, label, q, ctx);
        set_user_limits(part, label, q, ctx);
      }
    } catch (const std::domain_error&) {
      // Division by a zero minimum allocation: Hadoop refuses such a cluster; leave zeros.
    }
    q.user_limit = q.partitions[""].user_limit;
    q.max_user_limit = q.partitions[""].max_user_limit;
  }
}

int32_t maximum_system_applications(const CapacityGlobalSettings& g) {
  return g.maximum_applications ? g.maximum_applications->value : kDefaultMaximumSystemApplications;
}

std::optional<int64_t> am_containers_within(const ResourceCalculator& rc, const Resource& limit,
                                            const Resource& am) {
  try {
    return rc.compute_available_containers(limit, am);
  } catch (const std::domain_error&) {
    return std::nullopt;
  }
}

std::optional<float> smallest_am_percent_holding(const ResourceCalculator& rc,
                                                 const Resource& partition,
                                                 const Resource& guarantee, const Resource& ams,
                                                 const Resource& minimum_allocation, float above) {
  // Hundredths, as administrators write it; the first strictly above the value in force.
  for (int hundredths = static_cast<int>(std::floor(above * 100.0f)) + 1; hundredths <= 100;
       ++hundredths) {
    const float percent = static_cast<float>(hundredths) / 100.0f;
    if (percent <= above) continue;
    const Resource limit = am_limit_of(rc, guarantee, percent, minimum_allocation);
    if (rc.compare(partition, ams, limit) <= 0) return percent;
  }
  return std::nullopt;
}

}  // namespace schedlint
