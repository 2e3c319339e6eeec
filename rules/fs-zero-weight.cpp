// D4: a weight of 0 gives the queue only its min share.
#include <fmt/format.h>

#include "rules/fair_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::fs_zero_weight {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-zero-weight",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue with weight 0 or below gets only its minResources as fair share "
          "(usually nothing), so its applications starve whenever others run.",
      .risk = "D4",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="batch"><weight>0</weight></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="batch"><weight>0.1</weight></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const auto& queue : context.model().fair->queues.nodes()) {
    const auto& weight = queue.settings.weight;
    if (!weight || weight->value > 0) continue;
    const bool has_min = queue.settings.min_resources.has_value();
    Finding f = make_finding(
        info(), weight->loc,
        fmt::format("{} has weight {}: ComputeFairShares fixes its fair share at its min share "
                    "({}), so it gets resources only when nobody else wants them (YARN-1458); use "
                    "a small positive weight such as 0.1",
                    queue.path, weight->value, has_min ? "its minResources" : "none, so 0"),
        queue.path);
    f.details = busy_am_limit_details(context, queue.path);
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_zero_weight
