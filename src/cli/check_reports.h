#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli/report_format.h"
#include "model/model.h"
#include "reports/check_report.h"
#include "reports/gate.h"
#include "reports/html_report.h"
#include "rules/runner.h"

namespace schedlint {

/// What a report of `check` needs besides the findings: the catalog with what ran, and how the
/// text looks.
struct CheckReportSettings {
  bool color = false;               ///< text
  bool quiet = false;               ///< text: only what needs attention (no infos), no summary line
  bool show_proven = false;         ///< text: list the risks the proofs refuted
  bool include_suppressed = false;  ///< sarif: --sarif-include-suppressed
  std::string source_root;          ///< what report paths are relative to (source_root())
  /// junit, markdown: the gate the exit code applies (--fail-on; for diff the new findings').
  FailThreshold fail_on = Severity::kError;
  /// markdown: where the CI shows the files ("{server}/{repo}/blob/{sha}/": ci_blob_url()), for
  /// links to the findings' lines; "" for none.
  std::string blob_url;
  RuleSelection selection;          ///< the severities the rules ran at
  std::vector<RuleNotRun> not_run;  ///< the rules of the catalog the run did not run, and why
  /// html: the scheduler's numbers the run computed (null without the file or the nodes).
  const CapacityHierarchy* capacity = nullptr;
  const FairShares* fair = nullptr;
  /// html: the workloads through the pipeline (null or empty without workloads), and the AM the
  /// AM-limit rules assume where no workload runs.
  const std::vector<WorkloadFit>* workloads = nullptr;
  std::string default_am;
  /// html: the options the answers rest on (check_html_inputs adds the inputs' revision and the
  /// time); unset: the report has no Assumptions box.
  std::optional<RunAssumptions> assumptions;
};

/// Where the rules' pages are published: "<home>/blob/main/docs/rules/" (SARIF helpUri, HTML).
std::string rule_docs_uri();

/// The catalog as a report shows it: each rule at the severity it ran at, or why it did not run.
std::vector<ReportedRule> reported_rules(const CheckReportSettings& settings);
/// What the HTML report of `model` shows besides the findings: with `settings.assumptions`, the
/// inputs' git revision (input_revision) and the time of the run added.
HtmlInputs check_html_inputs(const Model& model, const CheckReportSettings& settings);

/// How `check` writes one format.
struct CheckWriter {
  ReportFormat format;
  void (*write)(const CheckReport& report, const Model& model, const CheckReportSettings& settings,
                std::ostream& out);
};

/// The formats `check` writes, each with its writer: text (the default), json, sarif, junit,
/// markdown, html, codeclimate, github.
const std::vector<CheckWriter>& check_writers();
std::vector<ReportFormat> check_formats();

/// `report` in `format` (one of check_formats()).
std::string render_check_report(ReportFormat format, const CheckReport& report, const Model& model,
                                const CheckReportSettings& settings);

/// One --report FORMAT=PATH.
struct ReportRequest {
  ReportFormat format;
  std::string path;
};

/// Reads --report values, FORMAT one of `offered`; an unknown format or an empty path is an
/// InputError (exit 2).
std::vector<ReportRequest> parse_report_requests(const std::vector<std::string>& values,
                                                 const std::vector<ReportFormat>& offered);

/// The git revision the inputs are at: HEAD of the work tree the first input on disk is in, read by
/// run_git (nothing of the repository runs), and a note saying what it means or why there is none.
void add_input_revision(const std::vector<InputFile>& inputs, RunAssumptions& assumptions);

/// The folder SARIF paths are relative to: the top of the git work tree the current folder is
/// in, else the current folder.
std::string source_root();

}  // namespace schedlint
