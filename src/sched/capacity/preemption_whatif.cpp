#include "sched/capacity/preemption_whatif.h"

#include <utility>

namespace schedlint {

PreemptionWhatIf run_preemption_whatif(const CapacityHierarchy& hierarchy,
                                       const CapacityConfig& config, const NodeSpec& nodes,
                                       const UsageSnapshot& usage, HadoopVersion version) {
  PreemptionWhatIf out;
  out.scenario = build_preemption_scenario(hierarchy, config, nodes, usage, version);
  out.outcome = run_preemption_policy(out.scenario.policy);
  out.landing = check_landing(out.scenario, out.outcome);
  return out;
}

}  // namespace schedlint
