#include <algorithm>
#include <memory>
#include <sstream>

#include "cli/app.h"
#include "cli/check_reports.h"
#include "cli/command.h"
#include "cli/diff_sides.h"
#include "cli/options.h"
#include "cli/version.h"
#include "diff/finding_diff.h"
#include "diff/queue_diff.h"
#include "parse/input_error.h"
#include "reports/diff_report.h"
#include "rules/failure_guarantees.h"
#include "rules/rule_context.h"
#include "rules/runner.h"

namespace schedlint {

namespace {

const std::vector<std::string>& diff_formats() {
  static const std::vector<std::string> kFormats{"text", "json", "markdown", "sarif", "junit"};
  return kFormats;
}

std::string scheduler_name(const Model& model) {
  if (model.capacity) return "capacity";
  if (model.fair) return "fair";
  return "";
}

// One side's queues and numbers. Without nodes the queues are still listed (added, removed,
// their configured sizes) but carry no resources: there is nothing to compute them on.
DiffSideReport side_report(const DiffSide& side, const Model& model, const RuleContext& context,
                           int64_t failure_budget) {
  DiffSideReport r{side.spec,
                   scheduler_name(model),
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

bool any_at_or_above(const std::vector<Finding>& findings, std::optional<Severity> threshold) {
  return threshold && std::any_of(findings.begin(), findings.end(),
                                  [&](const Finding& f) { return f.severity >= *threshold; });
}

std::string render(const std::string& format, const DiffReport& report, const Model& after,
                   const CheckReportSettings& settings) {
  std::ostringstream out;
  if (format == "json") {
    write_diff_json(report, out);
  } else if (format == "markdown") {
    write_diff_markdown(report, out);
  } else if (format == "sarif" || format == "junit") {
    // CI annotations and test results are about what the change brings: its new findings.
    const CheckReport added{report.tool_version,
                            report.hadoop_version,
                            after.inputs,
                            report.findings.added,
                            {},
                            std::nullopt,
                            {}};
    return render_check_report(format, added, after, settings);
  } else {
    write_diff_text(report, out, settings.color);
  }
  return out.str();
}

}  // namespace

Action add_diff_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "diff",
      "per-queue numbers before and after a change, what a refresh would refuse, and new, fixed "
      "and unchanged findings");
  auto o = std::make_shared<CommonOptions>();
  auto old_spec = std::make_shared<std::string>();
  auto new_spec = std::make_shared<std::string>();
  cmd->add_option("old", *old_spec,
                  "the configuration before: a file, a folder, or REV:PATH from git "
                  "(origin/main:conf)")
      ->required();
  cmd->add_option("new", *new_spec, "the configuration after (same forms)")->required();
  add_common_options(
      *cmd, *o, kInputOptions | kReportOptions | kVerdictOptions | kProofOptions | kQueueOptions,
      false);
  o->formats = diff_formats();
  cmd->get_option("--format")->description("text|json|markdown|sarif|junit (default text)");
  cmd->get_option("--fail-on")
      ->description(
          "error|warning|info|never: also exit 1 for findings of the new version at or above "
          "this, new or not (default never)");
  auto fail_on_new = std::make_shared<std::string>("error");
  cmd->add_option("--fail-on-new", *fail_on_new,
                  "error|warning|info|never: exit 1 when the change brings a finding at or above "
                  "this (default error)");
  auto report_values = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--report", *report_values,
                  "also write FORMAT=PATH (repeatable: markdown=comment.md, sarif=new.sarif...)");
  return [cmd, o, old_spec, new_spec, fail_on_new, report_values](Io& io) {
    // Pre-existing problems do not block a change: --fail-on counts only when given here.
    const bool fail_on_given = cmd->get_option("--fail-on")->count() > 0;
    resolve_options(*cmd, *o);
    if (!fail_on_given) o->fail_on = "never";
    CommonOptions new_threshold = *o;
    new_threshold.fail_on = *fail_on_new;
    if (!fail_threshold(new_threshold) && *fail_on_new != "never") {
      throw InputError({}, "--fail-on-new must be one of error, warning, info, never, got '" +
                               *fail_on_new + "'");
    }
    const std::vector<ReportRequest> reports = parse_report_requests(*report_values);
    const InputRequest common = input_request(*o);
    DiffSide before = diff_side(*old_spec, common);
    DiffSide after = diff_side(*new_spec, common);
    const DiffModels models = load_diff_models(before, after);
    AnalysisOptions analysis = analysis_options(*o);
    analysis.source_root = source_root();
    const RuleSelection selection = rule_selection(*o);
    RuleRun old_run = run_all_rules(models.before, analysis, selection, io.prover);
    RuleRun new_run = run_all_rules(models.after, analysis, selection, io.prover);
    const RuleContext before_context(models.before, analysis, io.prover);
    const RuleContext after_context(models.after, analysis, io.prover);
    RuleRun change_run = run_change_rules({before_context, after_context}, analysis, selection);
    for (const RuleRun* run : {&old_run, &new_run, &change_run}) {
      for (const InternalError& e : run->internal_errors)
        io.err << "schedlint: internal error in " << e.rule << ": " << e.what << "\n";
    }
    if (!old_run.internal_errors.empty() || !new_run.internal_errors.empty() ||
        !change_run.internal_errors.empty()) {
      return kInternalErrorExit;
    }
    DiffReport report;
    report.tool_version = kSchedlintVersion;
    report.hadoop_version = models.after.hadoop_version.to_string();
    report.failure_budget = o->failure_budget;
    report.before = side_report(before, models.before, before_context, o->failure_budget);
    report.after = side_report(after, models.after, after_context, o->failure_budget);
    if (report.before.why_no_numbers.empty() && report.after.why_no_numbers.empty()) {
      // Without numbers on both sides there is nothing to compare after failures.
    } else {
      report.failure_budget = 0;
    }
    report.queues = diff_queues(report.before.queues, report.after.queues);
    report.findings = compare_findings(old_run.findings, models.before.inputs, new_run.findings,
                                       models.after.inputs);
    // A guarantee the change breaks: both witnesses, the new one and how it held before.
    for (Finding& f : report.findings.added) {
      if (f.rule == "guarantee-infeasible-after-failure" && f.severity != Severity::kInfo) {
        for (std::string& line : guarantee_in_version(f, before_context))
          f.details.push_back(std::move(line));
      }
    }
    for (Finding& f : change_run.findings)
      report.findings.added.push_back(std::move(f));
    std::stable_sort(report.findings.added.begin(), report.findings.added.end(), finding_less);

    const bool fails = any_at_or_above(report.findings.added, fail_threshold(new_threshold)) ||
                       any_at_or_above(report.findings.added, fail_threshold(*o)) ||
                       any_at_or_above(report.findings.unchanged, fail_threshold(*o));
    CheckReportSettings settings{use_color(*o, io.out_is_terminal),
                                 o->quiet,
                                 o->no_solver,
                                 false,
                                 analysis.source_root,
                                 selection};
    // Every report is made before any is written: a failed run writes none.
    const std::string main = render(o->format, report, models.after, settings);
    settings.color = false;
    std::vector<std::string> extra;
    for (const ReportRequest& r : reports)
      extra.push_back(render(r.format, report, models.after, settings));
    emit(io, o->output, main);
    for (size_t i = 0; i < reports.size(); ++i)
      emit(io, reports[i].path, extra[i]);
    return fails ? 1 : 0;
  };
}

}  // namespace schedlint
