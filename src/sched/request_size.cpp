#include "sched/request_size.h"

#include <algorithm>
#include <limits>

namespace schedlint {

namespace {
int64_t round_up(int64_t value, int64_t step) {
  return step == 0 ? value : ((value + step - 1) / step) * step;
}
}  // namespace

Resource normalize_fair_request(const Resource& ask, const ClusterSettings& cluster) {
  const Resource minimum(cluster.minimum_allocation_mb.value, cluster.minimum_allocation_vcores.value);
  const Resource maximum(cluster.maximum_allocation_mb.value, cluster.maximum_allocation_vcores.value);
  const Resource step(cluster.increment_allocation_mb.value, cluster.increment_allocation_vcores.value);
  Resource out;
  for (const auto& [type, amount] : ask.amounts()) {
    int64_t value = std::max(amount, minimum.get(type));
    value = round_up(value, step.get(type));
    out.set(type, maximum.has(type) ? std::min(value, maximum.get(type)) : value);
  }
  return out;
}

int64_t containers_that_fit(const Resource& limit, const Resource& size) {
  int64_t fit = std::numeric_limits<int64_t>::max();
  for (const auto& [type, amount] : size.amounts()) {
    if (amount > 0) fit = std::min(fit, std::max<int64_t>(limit.get(type), 0) / amount);
  }
  return fit == std::numeric_limits<int64_t>::max() ? 0 : fit;
}

}  // namespace schedlint
