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

/// Runs every enabled rule over the model, applies severity overrides and inline suppressions,
/// then sorts and de-duplicates the findings once, for every report to use as is.
std::vector<Finding> run_rules(const Model& model, const AnalysisOptions& options,
                               const RuleSelection& selection);

}  // namespace schedlint
