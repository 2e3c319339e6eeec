#pragma once

#include <vector>

#include "analysis/analysis_context.h"
#include "cli/check_reports.h"
#include "model/analysis_options.h"
#include "model/model.h"
#include "reports/check_report.h"
#include "rules/runner.h"

namespace schedlint {

/// What `check` computes for one loaded configuration: every rule and proof, and the report
/// every format renders. It owns the scheduler computations the report settings point into
/// (the HTML queue trees); the model and options must outlive it. `schedlint check` and the fuzz
/// harness run the same CheckRun.
class CheckRun {
 public:
  /// Throws InputError when the model's usage snapshot does not match its configuration.
  CheckRun(const Model& model, const AnalysisOptions& options, const RuleSelection& selection,
           const smt::Prover& prover);
  CheckRun(const CheckRun&) = delete;
  CheckRun& operator=(const CheckRun&) = delete;

  /// The rules that threw (a bug in schedlint): the report is then incomplete and not written.
  const std::vector<InternalError>& internal_errors() const { return run_.internal_errors; }
  /// How long the stages and each rule took.
  const Timings& stage_millis() const { return run_.stage_millis; }
  const Timings& rule_millis() const { return run_.rule_millis; }

  CheckReport& report() { return report_; }
  const CheckReport& report() const { return report_; }

  /// The settings every format of the report reads, but for how the caller writes it (colour,
  /// --quiet, --show-proven, SARIF's options), which the caller adds.
  CheckReportSettings report_settings() const;

 private:
  AnalysisContext context_;
  RuleSelection selection_;
  RuleRun run_;
  CheckReport report_;
};

}  // namespace schedlint
