#include "rules/runner.h"

#include <algorithm>
#include <chrono>
#include <exception>

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

// Collects one rule's output; kept apart from the run until the rule has finished, so a rule
// that throws half-way leaves nothing behind.
class CollectingSink final : public FindingSink {
 public:
  void report(Finding finding) override { findings.push_back(std::move(finding)); }
  void proven_safe(ProvenFact fact) override { facts.push_back(std::move(fact)); }

  std::vector<Finding> findings;
  std::vector<ProvenFact> facts;
};

}  // namespace

RuleRun run_rules(const std::vector<const Rule*>& rules, const Model& model,
                  const AnalysisOptions& options, const RuleSelection& selection,
                  const smt::Prover& prover) {
  RuleContext context(model, options, prover);
  RuleRun run;
  try {
    ScopedTimer sched(&run.stage_millis, "sched");
    context.fair_shares();
    context.capacity_violations();  // and the hierarchy it validates
  } catch (const std::exception& e) {
    run.internal_errors.push_back({"sched", e.what()});
    return run;
  }
  const auto start = std::chrono::steady_clock::now();
  for (const Rule* rule : rules) {
    const std::string id(rule->info.id);
    if (selection.disabled.count(id) > 0) continue;
    CollectingSink sink;
    try {
      ScopedTimer timer(&run.rule_millis, id);
      rule->check(context, sink);
    } catch (const std::exception& e) {
      run.internal_errors.push_back({id, e.what()});
      continue;
    } catch (...) {
      run.internal_errors.push_back({id, "an exception that is not a std::exception"});
      continue;
    }
    auto override_severity = selection.severity.find(id);
    for (Finding& f : sink.findings) {
      if (override_severity != selection.severity.end()) f.severity = override_severity->second;
      if (!suppressed(f, model)) run.findings.push_back(std::move(f));
    }
    for (ProvenFact& fact : sink.facts)
      run.proven_safe.push_back(std::move(fact));
  }
  run.stage_millis.add(
      "rules",
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  std::stable_sort(run.findings.begin(), run.findings.end(), finding_less);
  run.findings.erase(std::unique(run.findings.begin(), run.findings.end(), same_finding),
                     run.findings.end());
  return run;
}

RuleRun run_all_rules(const Model& model, const AnalysisOptions& options,
                      const RuleSelection& selection, const smt::Prover& prover) {
  std::vector<const Rule*> rules;
  for (const Rule& rule : all_rules())
    rules.push_back(&rule);
  return run_rules(rules, model, options, selection, prover);
}

}  // namespace schedlint
