#pragma once

#include <string>
#include <vector>

#include "analysis/analysis_context.h"
#include "cli/check_reports.h"
#include "model/analysis_options.h"
#include "model/model.h"
#include "reports/diff_report.h"
#include "rules/runner.h"

namespace schedlint {

/// The formats `diff` writes: text (the default), json, markdown, sarif, junit, html, codeclimate,
/// github.
std::vector<ReportFormat> diff_formats();

/// What `diff` computes for two loaded versions: every rule on each, the change rules between
/// them, the queues side by side and the findings compared. It owns the scheduler computations the
/// report points into; the models and options must outlive it.
class DiffRun {
 public:
  struct Version {
    const Model& model;
    const AnalysisOptions& options;
    std::string spec;  ///< as the user named it
  };
  DiffRun(const Version& before, const Version& after, const RuleSelection& selection,
          const smt::Prover& prover, int64_t failure_budget);
  DiffRun(const DiffRun&) = delete;
  DiffRun& operator=(const DiffRun&) = delete;

  /// The rules that threw (a bug in schedlint): the report is then incomplete and not written.
  const std::vector<InternalError>& internal_errors() const { return errors_; }
  const DiffReport& report() const { return report_; }
  DiffReport& report() { return report_; }
  /// The rules that ran on neither the version after nor between the two, and why.
  const std::vector<RuleNotRun>& not_run() const { return not_run_; }

 private:
  AnalysisContext before_;
  AnalysisContext after_;
  std::vector<InternalError> errors_;
  std::vector<RuleNotRun> not_run_;
  DiffReport report_;
};

/// `report` in `format` (one of diff_formats()); SARIF, JUnit, Code Quality and GitHub annotations
/// carry the new findings, with the version after's inputs.
std::string render_diff_report(ReportFormat format, const DiffReport& report, const Model& before,
                               const Model& after, const CheckReportSettings& settings);

}  // namespace schedlint
