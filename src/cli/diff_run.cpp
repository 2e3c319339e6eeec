#include "cli/diff_run.h"

#include <algorithm>
#include <sstream>

#include "cli/version.h"
#include "diff/finding_diff.h"
#include "diff/queue_diff.h"
#include "reports/html_report.h"
#include "rules/failure_guarantees.h"

namespace schedlint {

namespace {

// One version's queues and numbers. Without nodes the queues are still listed (added, removed,
// their configured sizes) but carry no resources: there is nothing to compute them on.
DiffSideReport side_report(const std::string& spec, const RuleContext& context,
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

const std::vector<std::string>& diff_formats() {
  static const std::vector<std::string> kFormats{"text",  "json",  "markdown",
                                                 "sarif", "junit", "html"};
  return kFormats;
}

DiffRun::DiffRun(const Version& before, const Version& after, const RuleSelection& selection,
                 const smt::Prover& prover, int64_t failure_budget)
    : before_(before.model, before.options, prover), after_(after.model, after.options, prover) {
  RuleRun old_run = run_all_rules(before_, selection);
  RuleRun new_run = run_all_rules(after_, selection);
  RuleRun change_run = run_change_rules({before_, after_}, after.options, selection);
  for (const RuleRun* run : {&old_run, &new_run, &change_run})
    keep_errors(*run, errors_);
  if (!errors_.empty()) return;

  DiffReport& r = report_;
  r.tool_version = kSchedlintVersion;
  r.hadoop_version = after.model.hadoop_version.to_string();
  r.before = side_report(before.spec, before_, failure_budget);
  r.after = side_report(after.spec, after_, failure_budget);
  // Failures are compared only where both versions have numbers.
  const bool numbers = r.before.why_no_numbers.empty() && r.after.why_no_numbers.empty();
  r.failure_budget = numbers ? failure_budget : 0;
  r.queues = diff_queues(r.before.queues, r.after.queues);
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
}

std::string render_diff_report(const std::string& format, const DiffReport& report,
                               const Model& before, const Model& after,
                               const CheckReportSettings& settings) {
  if (format == "sarif" || format == "junit") {
    // CI annotations and test results are about what the change brings: its new findings.
    const CheckReport added{
        report.tool_version, report.hadoop_version, after.inputs, report.findings.added, {},
        std::nullopt,        report.suppressed};
    return render_check_report(format, added, after, settings);
  }
  std::ostringstream out;
  if (format == "json") {
    write_diff_json(report, out);
  } else if (format == "markdown") {
    write_diff_markdown(report, out);
  } else if (format == "html") {
    write_diff_html(report, before, after, rule_docs_uri(), out);
  } else {
    write_diff_text(report, out, settings.color, settings.quiet);
  }
  return out.str();
}

}  // namespace schedlint
