#pragma once

#include <string>
#include <vector>

#include "cli/check_reports.h"
#include "model/analysis_options.h"
#include "model/model.h"
#include "reports/diff_report.h"
#include "rules/rule_context.h"
#include "rules/runner.h"

namespace schedlint {

/// The formats `diff` writes: text, json, markdown, sarif, junit, html.
const std::vector<std::string>& diff_formats();

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

 private:
  RuleContext before_;
  RuleContext after_;
  std::vector<InternalError> errors_;
  DiffReport report_;
};

/// `report` in `format` (one of diff_formats()); SARIF and JUnit carry the new findings, with the
/// version after's inputs.
std::string render_diff_report(const std::string& format, const DiffReport& report,
                               const Model& before, const Model& after,
                               const CheckReportSettings& settings);

}  // namespace schedlint
