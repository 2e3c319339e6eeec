#include "cli/diff_run.h"

#include <algorithm>
#include <sstream>

#include "analysis/failure_guarantees.h"
#include "cli/version.h"
#include "diff/finding_diff.h"
#include "diff/queue_diff.h"
#include "reports/html_report.h"
#include "rules/registry.h"

namespace schedlint {

namespace {

// One version's queues and numbers. Without nodes the queues are still listed (added, removed,
// their configured sizes) but carry no resources: there is nothing to compute them on.
DiffSideReport side_report(const std::string& spec, const AnalysisContext& context,
                           int64_t failure_budget) {
  const Model& model = context.model();
  DiffSideReport r{spec,
                   scheduler_read(model),
                   model.inputs,
                   context.cluster(),
                   model.nodes.node_count(),
                   nullptr,
                   nullptr,
                   {},
                   ""};
  if (const CapacityHierarchy* h = context.capacity_hierarchy()) {
    r.capacity = h;
    r.queues = capacity_figures(*h);
  } else if (const FairShares* s = context.fair_shares()) {
    r.fair = s;
    r.queues = fair_figures(*s);
  } else if (model.fair) {
    r.queues =
        fair_figures(compute_fair_shares(*model.fair, Resource{}, context.resource_types(),
                                         {model.hadoop_version, std::nullopt, std::nullopt}));
  }
  if (!model.capacity && !model.fair) {
    r.why_no_numbers = "no scheduler file";
  } else if (!context.has_nodes()) {
    r.why_no_numbers =
        "no nodes given (--nodes, a nodes.yaml in either version, or --node-count with yarn-site)";
    for (QueueFigures& q : r.queues)
      q.figures.clear();
    r.capacity = nullptr;
  } else if (failure_budget > 0) {
    add_failure_figures(r.queues, model, failure_budget);
  }
  return r;
}

void keep_errors(const RuleRun& run, std::vector<InternalError>& errors) {
  errors.insert(errors.end(), run.internal_errors.begin(), run.internal_errors.end());
}

}  // namespace

namespace {

// What a refresh to the version after meets: the refusals among its findings, new or not.
RefreshVerdict refresh_verdict(const FindingChanges& findings, const std::string& scheduler) {
  RefreshVerdict verdict;
  verdict.action = scheduler == "fair" ? "allocation file reload" : "refreshQueues";
  const auto refuses = [](const Finding& f) {
    const Rule* rule = find_rule(f.rule);
    return f.severity == Severity::kError && rule != nullptr && rule->info.refused_by_rm;
  };
  for (const auto* list : {&findings.added, &findings.unchanged}) {
    for (const Finding& f : *list) {
      if (refuses(f)) verdict.reasons.push_back({f, list == &findings.added});
    }
  }
  std::stable_sort(verdict.reasons.begin(), verdict.reasons.end(),
                   [](const auto& a, const auto& b) { return finding_less(a.finding, b.finding); });
  return verdict;
}

}  // namespace

DiffRun::DiffRun(const Version& before, const Version& after, const RuleSelection& selection,
                 const smt::Prover& prover, int64_t failure_budget)
    : before_(before.model, before.options, prover), after_(after.model, after.options, prover) {
  RuleRun old_run = run_all_rules(before_, selection);
  RuleRun new_run = run_all_rules(after_, selection);
  RuleRun change_run = run_change_rules({before_, after_}, after.options, selection);
  for (const RuleRun* run : {&old_run, &new_run, &change_run})
    keep_errors(*run, errors_);
  if (!errors_.empty()) return;
  // A check rule is judged on the version after; a change rule between the two.
  for (const RuleNotRun& n : new_run.not_run) {
    if (n.why != kChangeRuleOnly) not_run_.push_back(n);
  }
  not_run_.insert(not_run_.end(), change_run.not_run.begin(), change_run.not_run.end());

  DiffReport& r = report_;
  r.tool_version = kSchedlintVersion;
  r.hadoop_version = after.model.hadoop_version.to_string();
  r.before = side_report(before.spec, before_, failure_budget);
  r.after = side_report(after.spec, after_, failure_budget);
  // Failures are compared only where both versions have numbers.
  const bool numbers = r.before.why_no_numbers.empty() && r.after.why_no_numbers.empty();
  r.failure_budget = numbers ? failure_budget : 0;
  r.queues = diff_queues(r.before.queues, r.after.queues);
  r.workloads = diff_workloads(before_.workload_fits(), after_.workload_fits());
  r.findings =
      compare_findings(old_run.findings, before.model.inputs, new_run.findings, after.model.inputs);
  // A guarantee the change breaks: both witnesses, the new one and how it held before.
  add_how_guarantees_held(r.findings.added, before_);
  for (Finding& f : change_run.findings)
    r.findings.added.push_back(std::move(f));
  r.suppressed = std::move(new_run.suppressed);
  for (SuppressedFinding& s : change_run.suppressed)
    r.suppressed.push_back(std::move(s));
  std::stable_sort(r.findings.added.begin(), r.findings.added.end(), finding_less);
  r.refresh = refresh_verdict(r.findings, r.after.scheduler);
}

namespace {

// What the two versions' report and models are, for a writer.
struct DiffInputs {
  const DiffReport& report;
  const Model& before;
  const Model& after;
};

void write_text(const DiffInputs& in, const CheckReportSettings& settings, std::ostream& out) {
  write_diff_text(in.report, out, settings.color, settings.quiet);
}

void write_json(const DiffInputs& in, const CheckReportSettings&, std::ostream& out) {
  write_diff_json(in.report, out);
}

void write_markdown(const DiffInputs& in, const CheckReportSettings& settings, std::ostream& out) {
  write_diff_markdown(in.report, {settings.source_root, settings.blob_url}, out);
}

// CI annotations and test results are about what the change brings: its new findings, in the
// check formats, with the version after's inputs.
template <ReportFormat kFormat>
void write_added(const DiffInputs& in, const CheckReportSettings& settings, std::ostream& out) {
  const CheckReport added{in.report.tool_version,
                          in.report.hadoop_version,
                          in.after.inputs,
                          in.report.findings.added,
                          {},
                          std::nullopt,
                          in.report.suppressed};
  out << render_check_report(kFormat, added, in.after, settings);
}

void write_html(const DiffInputs& in, const CheckReportSettings&, std::ostream& out) {
  write_diff_html(in.report, in.before, in.after, rule_docs_uri(), out);
}

// How `diff` writes each format: text (the default), json, markdown, sarif, junit, html,
// codeclimate, github.
struct DiffWriter {
  ReportFormat format;
  void (*write)(const DiffInputs& in, const CheckReportSettings& settings, std::ostream& out);
};

const std::vector<DiffWriter>& diff_writers() {
  static const std::vector<DiffWriter> kWriters{
      {ReportFormat::kText, write_text},
      {ReportFormat::kJson, write_json},
      {ReportFormat::kMarkdown, write_markdown},
      {ReportFormat::kSarif, write_added<ReportFormat::kSarif>},
      {ReportFormat::kJunit, write_added<ReportFormat::kJunit>},
      {ReportFormat::kHtml, write_html},
      {ReportFormat::kCodeClimate, write_added<ReportFormat::kCodeClimate>},
      {ReportFormat::kGithub, write_added<ReportFormat::kGithub>}};
  return kWriters;
}

}  // namespace

std::vector<ReportFormat> diff_formats() {
  std::vector<ReportFormat> out;
  for (const DiffWriter& w : diff_writers())
    out.push_back(w.format);
  return out;
}

std::string render_diff_report(ReportFormat format, const DiffReport& report, const Model& before,
                               const Model& after, const CheckReportSettings& settings) {
  std::ostringstream out;
  for (const DiffWriter& w : diff_writers()) {
    if (w.format == format) w.write({report, before, after}, settings, out);
  }
  return out.str();
}

}  // namespace schedlint
