#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/analysis_options.h"
#include "model/finding.h"
#include "model/model.h"

namespace schedlint {

/// Which rules run and at what severity (from .schedlint.yaml and --enable/--disable).
struct RuleSelection {
  std::set<std::string> disabled;
  std::map<std::string, Severity> severity;
};

/// What a run of the rules produced: findings, and the risks proofs refuted.
struct RuleRun {
  std::vector<Finding> findings;
  std::vector<ProvenFact> proven_safe;
};

/// Runs every enabled rule over the model, applies severity overrides and inline suppressions,
/// then sorts and de-duplicates the findings once, for every report to use as is.
RuleRun run_all_rules(const Model& model, const AnalysisOptions& options, const RuleSelection& selection);

/// The findings of run_all_rules alone.
std::vector<Finding> run_rules(const Model& model, const AnalysisOptions& options,
                               const RuleSelection& selection);

}  // namespace schedlint
