#include "sched/capacity/preemption_whatif.h"

#include <algorithm>
#include <set>
#include <utility>

namespace schedlint {

namespace {

// The snapshot's own pending-container is what the queue waits for; the workloads' shapes stand
// in only where the snapshot says nothing.
void add_workload_requests(PreemptionScenario& scenario,
                           const std::vector<PendingRequest>& workload_requests) {
  std::set<std::pair<int, std::string>> sized;
  for (const PendingRequest& r : scenario.requests)
    sized.emplace(r.queue, r.partition);
  const std::vector<std::string>& partitions = scenario.policy.partitions;
  for (const PendingRequest& r : workload_requests) {
    if (sized.count({r.queue, r.partition}) > 0 ||
        std::find(partitions.begin(), partitions.end(), r.partition) == partitions.end()) {
      continue;
    }
    scenario.requests.push_back(r);
  }
}

}  // namespace

PreemptionWhatIf run_preemption_whatif(const CapacityHierarchy& hierarchy,
                                       const CapacityConfig& config, const NodeSpec& nodes,
                                       const UsageSnapshot& usage, HadoopVersion version,
                                       const std::vector<PendingRequest>& workload_requests) {
  PreemptionWhatIf out;
  out.scenario = build_preemption_scenario(hierarchy, config, nodes, usage, version);
  add_workload_requests(out.scenario, workload_requests);
  out.outcome = run_preemption_policy(out.scenario.policy);
  out.landing = check_landing(out.scenario, out.outcome);
  return out;
}

}  // namespace schedlint
