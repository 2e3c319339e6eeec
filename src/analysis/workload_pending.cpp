#include "analysis/workload_pending.h"

#include <algorithm>

#include <fmt/format.h>

#include "analysis/analysis_context.h"
#include "analysis/workload_fit.h"

namespace schedlint {

std::vector<PendingRequest> workload_pending_requests(const AnalysisContext& context,
                                                      const CapacityHierarchy& hierarchy) {
  std::vector<PendingRequest> out;
  for (const WorkloadFit& fit : context.workload_fits()) {
    const auto queue = hierarchy.index_by_path.find(fit.queue);
    if (queue == hierarchy.index_by_path.end()) continue;  // no queue, or not this scheduler's
    for (const RoleFit& role : fit.roles) {
      if (!role.normalized) continue;  // refused: it never waits in the queue
      const Resource& size = *role.normalized;
      const bool seen = std::any_of(out.begin(), out.end(), [&](const PendingRequest& r) {
        return r.queue == queue->second && r.partition == fit.partition && r.size == size;
      });
      if (seen) continue;
      out.push_back({queue->second, fit.partition, size,
                     fmt::format("the {} containers of workload {}",
                                 role.am ? "AM" : role.role->name, fit.workload->name),
                     role.role->loc});
    }
  }
  return out;
}

}  // namespace schedlint
