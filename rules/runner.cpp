#include "rules/runner.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <initializer_list>
#include <map>

#include "analysis/analysis_context.h"
#include "model/fingerprint.h"
#include "rules/registry.h"

namespace schedlint {

namespace {

// The first suppression that silences `f`, or null; each that does is marked in `used` (an
// expired one silences nothing: suppression-expired reports it).
const Suppression* suppressed(const Finding& f, const Model& model, const std::string& today,
                              std::vector<bool>* used) {
  if (model.suppressions.empty()) return nullptr;
  const std::string property = property_at(model, f.loc);
  const Suppression* first = nullptr;
  for (size_t i = 0; i < model.suppressions.size(); ++i) {
    const Suppression& s = model.suppressions[i];
    if (s.expired(today) || !s.covers(f.rule, f.loc, f.queue, property)) continue;
    if (first == nullptr) first = &s;
    if (used != nullptr) (*used)[i] = true;
  }
  return first;
}

bool has(const AnalysisContext& context, Need need) {
  switch (need) {
    case Need::kCapacityFile:
      return context.model().capacity.has_value();
    case Need::kAllocationFile:
      return context.model().fair.has_value();
    case Need::kSchedulerFile:
      return context.model().capacity.has_value() || context.model().fair.has_value();
    case Need::kYarnSite:
      return context.has_yarn_site();
    case Need::kNodes:
      return context.has_nodes();
    case Need::kUsage:
      return context.model().usage.has_value();
    case Need::kWorkloads:
      return !context.model().workloads.empty();
  }
  return false;
}

// Whether `rule` runs over `contexts`; if not, why, recorded in `run`.
bool runs(const Rule& rule, std::initializer_list<const AnalysisContext*> contexts,
          const RuleSelection& selection, RuleRun& run) {
  const std::string id(rule.info.id);
  if (selection.disabled.count(id) > 0) {
    run.not_run.push_back({id, "disabled", {}});
    return false;
  }
  RuleNotRun not_run{id, "", {}};
  for (Need need : rule.info.needs) {
    const bool missing = std::any_of(contexts.begin(), contexts.end(),
                                     [&](const AnalysisContext* c) { return !has(*c, need); });
    if (!missing) continue;
    not_run.why += (not_run.why.empty() ? "" : "; ") + std::string(missing_need_text(need));
    not_run.missing.push_back(need);
  }
  if (not_run.missing.empty()) return true;
  run.not_run.push_back(std::move(not_run));
  return false;
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

// Runs one rule's `check` (an exception is an internal error of the rule, and nothing it found is
// kept), then keeps its findings in `run`: at the selection's severity, suppressed ones apart,
// and those `dropped` (the baseline's test) left out.
template <class Check, class Dropped>
void run_one(const Rule& rule, Check&& check, const RuleSelection& selection, const Model& model,
             const std::string& today, std::vector<bool>* used, Dropped&& dropped, RuleRun& run) {
  const std::string id(rule.info.id);
  CollectingSink sink;
  try {
    ScopedTimer timer(&run.rule_millis, id);
    check(sink);
  } catch (const std::exception& e) {
    run.internal_errors.push_back({id, e.what()});
    return;
  } catch (...) {
    run.internal_errors.push_back({id, "an exception that is not a std::exception"});
    return;
  }
  assign_identity(sink.findings, model.property_lines);
  const auto override_severity = selection.severity.find(id);
  for (Finding& f : sink.findings) {
    if (override_severity != selection.severity.end()) f.severity = override_severity->second;
    if (const Suppression* by = suppressed(f, model, today, used)) {
      run.suppressed.push_back({std::move(f), !by->from_config, by->reason});
    } else if (!dropped(f)) {
      run.findings.push_back(std::move(f));
    }
  }
  for (ProvenFact& fact : sink.facts)
    run.proven_safe.push_back(std::move(fact));
}

// Records the stage's time, then sorts and de-duplicates the findings once for every report.
void finish(RuleRun& run, const char* stage, std::chrono::steady_clock::time_point start) {
  run.stage_millis.add(
      stage,
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  std::stable_sort(run.findings.begin(), run.findings.end(), finding_less);
  run.findings.erase(std::unique(run.findings.begin(), run.findings.end(), same_finding),
                     run.findings.end());
}

}  // namespace

RuleRun run_rules(const std::vector<const Rule*>& rules, const Model& model,
                  const AnalysisOptions& options, const RuleSelection& selection,
                  const smt::Prover& prover) {
  const AnalysisContext context(model, options, prover);
  return run_rules(rules, context, selection);
}

RuleRun run_rules(const std::vector<const Rule*>& rules, const AnalysisContext& context,
                  const RuleSelection& selection) {
  const Model& model = context.model();
  const AnalysisOptions& options = context.options();
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
  RunSoFar so_far{std::vector<bool>(model.suppressions.size(), false), {}, {}};
  // By the fingerprint of each entry's format: an old baseline keeps working as it did.
  std::multimap<std::string, size_t> baseline_by_fingerprint;
  bool format_1 = false;
  for (size_t i = 0; i < model.baseline.size(); ++i) {
    const BaselineEntry& entry = model.baseline[i];
    so_far.baseline_left.push_back(entry.count);
    format_1 = format_1 || entry.format == 1;
    baseline_by_fingerprint.emplace(std::to_string(entry.format) + ":" + entry.fingerprint, i);
  }
  // A finding the baseline accepts, as many times as it says: counted off and left out.
  auto in_baseline = [&](const Finding& f) {
    if (model.baseline.empty()) return false;
    const std::string path = path_from_root(f.loc.file, options.source_root);
    auto accepts = [&](const std::string& key) {
      const auto [first, last] = baseline_by_fingerprint.equal_range(key);
      for (auto it = first; it != last; ++it) {
        if (so_far.baseline_left[it->second] > 0) {
          --so_far.baseline_left[it->second];
          return true;
        }
      }
      return false;
    };
    return accepts("2:" + finding_fingerprint(f, path)) ||
           (format_1 && accepts("1:" + message_fingerprint(f, path)));
  };
  for (const Rule* rule : rules) {
    if (rule->check == nullptr && rule->check_after == nullptr) {
      run.not_run.push_back({std::string(rule->info.id), std::string(kChangeRuleOnly), {}});
      continue;
    }
    if (rule->check == nullptr || !runs(*rule, {&context}, selection, run)) continue;
    // A proof's whole time, its arithmetic too, counts against --solver-budget-ms.
    if (rule->info.proof) context.budgeted_prover().start_clock();
    run_one(
        *rule, [&](FindingSink& sink) { rule->check(context, sink); }, selection, model,
        options.today, &so_far.suppression_used, in_baseline, run);
    if (rule->info.proof) context.budgeted_prover().stop_clock();
    so_far.rules_run.insert(std::string(rule->info.id));
  }
  // The rules about the suppressions, now that it is known which silenced something.
  for (const Rule* rule : rules) {
    if (rule->check_after == nullptr || !runs(*rule, {&context}, selection, run)) continue;
    run_one(
        *rule, [&](FindingSink& sink) { rule->check_after(context, so_far, sink); }, selection,
        model, options.today, nullptr, in_baseline, run);
  }
  finish(run, "rules", start);
  return run;
}

RuleRun run_change_rules(const ChangeContext& change, const AnalysisOptions& options,
                         const RuleSelection& selection) {
  RuleRun run;
  const auto start = std::chrono::steady_clock::now();
  const auto none_dropped = [](const Finding&) { return false; };  // no baseline between versions
  for (const Rule& rule : all_rules()) {
    if (rule.check_change == nullptr ||
        !runs(rule, {&change.before, &change.after}, selection, run))
      continue;
    run_one(
        rule, [&](FindingSink& sink) { rule.check_change(change, sink); }, selection,
        change.after.model(), options.today, nullptr, none_dropped, run);
  }
  finish(run, "change rules", start);
  return run;
}

namespace {

std::vector<const Rule*> catalog() {
  std::vector<const Rule*> rules;
  for (const Rule& rule : all_rules())
    rules.push_back(&rule);
  return rules;
}

}  // namespace

RuleRun run_all_rules(const Model& model, const AnalysisOptions& options,
                      const RuleSelection& selection, const smt::Prover& prover) {
  return run_rules(catalog(), model, options, selection, prover);
}

RuleRun run_all_rules(const AnalysisContext& context, const RuleSelection& selection) {
  return run_rules(catalog(), context, selection);
}

}  // namespace schedlint
