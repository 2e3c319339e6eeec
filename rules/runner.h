#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "analysis/analysis_context.h"
#include "model/analysis_options.h"
#include "model/finding.h"
#include "model/model.h"
#include "model/timings.h"
#include "rules/rule.h"
#include "solver/prover.h"

namespace schedlint {

/// Which rules run and at what severity (from .schedlint.yaml and --enable/--disable).
struct RuleSelection {
  std::set<std::string> disabled;
  std::map<std::string, Severity> severity;
};

/// A rule that threw: a bug in schedlint (an inconsistency, a witness its re-check refuted), not
/// a problem of the configuration. The run's findings cannot be trusted to be complete.
struct InternalError {
  std::string rule;
  std::string what;
};

/// Why a change rule did not run over one version: only `diff` compares two.
inline constexpr std::string_view kChangeRuleOnly = "run by schedlint diff only";

/// A rule of the catalog that did not run, and why: "disabled", kChangeRuleOnly, or what the run
/// lacks of what the rule needs ("no yarn-site.xml; no nodes (...)").
struct RuleNotRun {
  std::string rule;
  std::string why;
  std::vector<Need> missing;  ///< empty when disabled
};

/// What a run of the rules produced: findings, the risks proofs refuted, the rules that did not
/// run and those that failed (the others still ran); how long the stages took ("sched": the
/// scheduler computations the rules share, "rules": every rule) and each rule.
struct RuleRun {
  std::vector<Finding> findings;
  std::vector<ProvenFact> proven_safe;
  std::vector<RuleNotRun> not_run;
  std::vector<InternalError> internal_errors;
  std::vector<SuppressedFinding> suppressed;  ///< what suppressions silenced
  Timings stage_millis;
  Timings rule_millis;
};

/// Runs each of `rules` that `selection` enables and whose needs the run has over the model,
/// proofs asking `prover` (the others are recorded in RuleRun::not_run); applies
/// severity overrides and inline suppressions, then sorts and de-duplicates the findings once,
/// for every report to use as is. An exception out of a rule is recorded as an InternalError
/// naming it; it never escapes. The scheduler computations the rules share are made first, so
/// their time is the "sched" stage's, not the first rule's that asks (an exception there is an
/// InternalError of "sched", and no rule runs).
RuleRun run_rules(const std::vector<const Rule*>& rules, const Model& model,
                  const AnalysisOptions& options, const RuleSelection& selection,
                  const smt::Prover& prover);

/// Runs the change rules (Rule::check_change) of the catalog that `selection` enables and whose
/// needs both versions have, as run_rules runs the others: severity overrides, the inline
/// suppressions of the version after, sorted; an exception is an InternalError naming the rule.
RuleRun run_change_rules(const ChangeContext& change, const AnalysisOptions& options,
                         const RuleSelection& selection);

/// The same, in a context made by the caller, whose scheduler computations are then shared with
/// what the caller does after (diff).
RuleRun run_rules(const std::vector<const Rule*>& rules, const AnalysisContext& context,
                  const RuleSelection& selection);

/// run_rules over every registered rule, in catalog order.
RuleRun run_all_rules(const Model& model, const AnalysisOptions& options,
                      const RuleSelection& selection, const smt::Prover& prover);
RuleRun run_all_rules(const AnalysisContext& context, const RuleSelection& selection);

}  // namespace schedlint
