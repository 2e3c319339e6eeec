// F6: rules after a terminal placement rule.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::placement_unreachable_rule {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "placement-unreachable-rule",
      .severity = Severity::kError,
      .summary =
          "A FairScheduler placement rule follows a rule that always places the application, so it "
          "can never be reached and Hadoop rejects the allocation file.",
      .risk = "F6",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="default"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  if (!context.model().fair->global.placement_policy) return;
  const PlacementPolicy& policy = *context.model().fair->global.placement_policy;
  const HadoopVersion& version = context.version();
  for (size_t i = 0; i + 1 < policy.rules.size(); ++i) {
    if (!placement_rule_terminal(policy.rules[i], version)) continue;
    // QueuePlacementPolicy names the terminal rule 1-based from 3.3, 0-based before.
    const size_t named = has(version, ReleaseFact::kFsPlacementRuleInterface) ? i + 1 : i;
    Finding f = make_finding(
        info(), policy.rules[i + 1].loc,
        fmt::format("{} can never be reached: {} always places the application. Hadoop rejects the "
                    "allocation file (\"Rules after rule {} in queue placement policy can never be "
                    "reached\")",
                    describe_rule(policy, i + 1), describe_rule(policy, i), named));
    f.related.push_back({policy.rules[i].loc, "the terminal rule"});
    sink.report(std::move(f));
    return;
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::placement_unreachable_rule
