// F6: a placement policy whose last rule may pass the application on.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::placement_no_terminal_rule {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "placement-no-terminal-rule",
      .severity = Severity::kError,
      .summary =
          "The last FairScheduler placement rule may pass an application on without placing it, so "
          "Hadoop rejects the allocation file.",
      .risk = "F6",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="user" create="false"/>
    <rule name="default"/>
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
  if (policy.rules.empty()) return;
  const HadoopVersion& version = context.version();
  const size_t last = policy.rules.size() - 1;
  if (placement_rule_terminal(policy.rules[last], version)) return;
  std::string why;
  const PlacementRule& rule = policy.rules[last];
  if (rule.name == "specified" || rule.name == "secondaryGroupExistingQueue") {
    why = fmt::format("the {} rule places an application only when its queue exists", rule.name);
  } else {
    why = "with create=\"false\" it places an application only in a queue that already exists";
  }
  sink.report(make_finding(
      info(), rule.loc,
      fmt::format(
          "{} is the last rule, but {}: Hadoop rejects the allocation file (\"Could get past "
          "last queue placement rule without assigning\"); end with <rule name=\"default\"/> "
          "or <rule name=\"reject\"/>",
          describe_rule(policy, last), why)));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::placement_no_terminal_rule
