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

std::vector<Finding> run_rules(const Model& model, const AnalysisOptions& options,
                               const RuleSelection& selection) {
  RuleContext context(model, options);
  std::vector<Finding> findings;
  for (const Rule& rule : all_rules()) {
    if (selection.disabled.count(std::string(rule.info.id)) > 0) continue;
    std::vector<Finding> produced;
    rule.check(context, produced);
    auto override_severity = selection.severity.find(std::string(rule.info.id));
    for (Finding& f : produced) {
      if (override_severity != selection.severity.end()) f.severity = override_severity->second;
      if (!suppressed(f, model)) findings.push_back(std::move(f));
    }
  }
  std::stable_sort(findings.begin(), findings.end(), finding_less);
  findings.erase(std::unique(findings.begin(), findings.end(), same_finding), findings.end());
  return findings;
}

}  // namespace schedlint
