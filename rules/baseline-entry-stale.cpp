// Baseline entries that match no finding any more: fixed, or now about another queue or property
// (a new finding). Said once, so the baseline can be pruned.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::baseline_entry_stale {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "baseline-entry-stale",
      .severity = Severity::kInfo,
      .summary =
          "Entries of the baseline that match no finding any more: what they accepted was "
          "fixed or changed, so the baseline can be pruned.",
      .risk = "",
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"schedlint-baseline.json", R"json({
  "schedlint_baseline": 2,
  "findings": [
    {"rule": "cs-no-elasticity", "path": "capacity-scheduler.xml", "queue": "root.etl",
     "about": "yarn.scheduler.capacity.root.etl.capacity",
     "message": "root.etl can use at most its guarantee", "fingerprint": "0123456789abcdef",
     "count": 1}
  ]
}
)json"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"schedlint-baseline.json", R"json({
  "schedlint_baseline": 2,
  "findings": []
}
)json"}},
  };
  return kInfo;
}

void check_after(const AnalysisContext& context, const RunSoFar& so_far, FindingSink& sink) {
  const auto& baseline = context.model().baseline;
  std::vector<std::string> stale;
  const BaselineEntry* first = nullptr;
  for (size_t i = 0; i < baseline.size(); ++i) {
    if (so_far.baseline_left[i] <= 0) continue;
    if (first == nullptr) first = &baseline[i];
    stale.push_back(fmt::format("{} x{} ({}: {})", baseline[i].fingerprint, so_far.baseline_left[i],
                                baseline[i].rule, baseline[i].message));
  }
  if (first == nullptr) return;
  Finding f = make_finding(
      info(), first->loc,
      fmt::format("{} baseline {} no finding any more (fixed, or changed): write the baseline "
                  "again with --write-baseline to prune {}",
                  stale.size(), stale.size() == 1 ? "entry matches" : "entries match",
                  stale.size() == 1 ? "it" : "them"));
  f.details = std::move(stale);
  sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, check_after};
  return rule;
}

}  // namespace schedlint::rules::baseline_entry_stale
