#pragma once

#include "model/cluster_settings.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// The container the FairScheduler actually allocates for an ask: FairScheduler normalizes every
/// request with DominantResourceCalculator.normalize(ask, minimum, maximum, increment): per type
/// at least the minimum allocation, rounded up to the increment, capped at the maximum.
Resource normalize_fair_request(const Resource& ask, const ClusterSettings& cluster);

/// The container the CapacityScheduler allocates for an ask: SchedulerUtils.normalizeRequest with
/// its calculator and the minimum allocation as the step (memory only with the
/// DefaultResourceCalculator), capped at the maximum allocation.
Resource normalize_capacity_request(const Resource& ask, const ClusterSettings& cluster,
                                    CalculatorKind calculator);

/// How many containers of `size` fit in `limit` (every type with a positive size counts).
int64_t containers_that_fit(const Resource& limit, const Resource& size);

}  // namespace schedlint
