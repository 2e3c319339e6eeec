#pragma once

#include "model/cluster_settings.h"
#include "model/resource.h"

namespace schedlint {

/// The container the FairScheduler actually allocates for an ask: FairScheduler normalizes every
/// request with DominantResourceCalculator.normalize(ask, minimum, maximum, increment): per type
/// at least the minimum allocation, rounded up to the increment, capped at the maximum.
Resource normalize_fair_request(const Resource& ask, const ClusterSettings& cluster);

/// How many containers of `size` fit in `limit` (every type with a positive size counts).
int64_t containers_that_fit(const Resource& limit, const Resource& size);

}  // namespace schedlint
