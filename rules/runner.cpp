#include "rules/runner.h"

#include <algorithm>

#include "rules/registry.h"
#include "rules/rule_context.h"

namespace schedlint {

namespace {

bool suppressed(const Finding& f, const Model& model) {
  return std::any_of(model.suppressions.begin(), model.suppressions.end(),
                     [&](const Suppression& s) { return s.covers(f.rule, f.loc); });
}

bool same_finding(const Finding& a, const Finding& b) {
  return a.rule == b.rule && a.loc == b.loc && a.message == b.message && a.queue == b.queue;
}

}  // namespace

RuleRun run_all_rules(const Model& model, const AnalysisOptions& options, const RuleSelection& selection) {
  RuleContext context(model, options);
  RuleRun run;
  for (const Rule& rule : all_rules()) {
    if (selection.disabled.count(std::string(rule.info.id)) > 0) continue;
    std::vector<Finding> produced;
    rule.check(context, produced);
    auto override_severity = selection.severity.find(std::string(rule.info.id));
    for (Finding& f : produced) {
      if (override_severity != selection.severity.end()) f.severity = override_severity->second;
      if (!suppressed(f, model)) run.findings.push_back(std::move(f));
    }
  }
  std::stable_sort(run.findings.begin(), run.findings.end(), finding_less);
  run.findings.erase(std::unique(run.findings.begin(), run.findings.end(), same_finding), run.findings.end());
  run.proven_safe = context.proven_safe();
  return run;
}

std::vector<Finding> run_rules(const Model& model, const AnalysisOptions& options,
                               const RuleSelection& selection) {
  return run_all_rules(model, options, selection).findings;
}

}  // namespace schedlint
