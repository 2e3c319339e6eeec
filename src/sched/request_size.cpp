#include "sched/request_size.h"

#include <algorithm>
#include <limits>

#include "sched/resource_calculator.h"

namespace schedlint {

Resource normalize_fair_request(const Resource& ask, const ClusterSettings& cluster) {
  const Resource minimum(cluster.minimum_allocation_mb.value,
                         cluster.minimum_allocation_vcores.value);
  const Resource maximum(cluster.maximum_allocation_mb.value,
                         cluster.maximum_allocation_vcores.value);
  const Resource step(cluster.increment_allocation_mb.value,
                      cluster.increment_allocation_vcores.value);
  return ResourceCalculator(CalculatorKind::kDominant).normalize(ask, minimum, maximum, step);
}

Resource normalize_capacity_request(const Resource& ask, const ClusterSettings& cluster,
                                    CalculatorKind calculator) {
  const Resource minimum(cluster.minimum_allocation_mb.value,
                         cluster.minimum_allocation_vcores.value);
  const Resource maximum(cluster.maximum_allocation_mb.value,
                         cluster.maximum_allocation_vcores.value);
  return ResourceCalculator(calculator).normalize(ask, minimum, maximum, minimum);
}

int64_t containers_that_fit(const Resource& limit, const Resource& size) {
  int64_t fit = std::numeric_limits<int64_t>::max();
  for (const auto& [type, amount] : size.amounts()) {
    if (amount > 0) fit = std::min(fit, std::max<int64_t>(limit.get(type), 0) / amount);
  }
  return fit == std::numeric_limits<int64_t>::max() ? 0 : fit;
}

}  // namespace schedlint
