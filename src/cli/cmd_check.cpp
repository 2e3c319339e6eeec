#include <chrono>
#include <memory>
#include <sstream>

#include "cli/app.h"
#include "cli/check_clusters.h"
#include "cli/check_reports.h"
#include "cli/check_run.h"
#include "cli/ci_links.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/scheduler_inputs.h"
#include "cli/version.h"
#include "parse/input_error.h"
#include "reports/baseline_report.h"
#include "reports/escape.h"
#include "reports/timings_report.h"

namespace schedlint {

Action add_check_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "check", "lint the configuration and prove cluster-wide risks (the main job)");
  auto options = std::make_shared<CommonOptions>();
  add_common_options(*cmd, *options,
                     kInputOptions | kReportOptions | kVerdictOptions | kProofOptions |
                         kQueueOptions | kUsageOption | kBaselineOption);
  offer_formats(*cmd, *options, check_formats());
  auto timings_wanted = std::make_shared<bool>(false);
  cmd->add_flag("--timings", *timings_wanted,
                "how long each stage and rule took (stderr; a timings object in JSON)");
  auto show_proven = std::make_shared<bool>(false);
  cmd->add_flag("--show-proven", *show_proven,
                "text: list each risk the proofs refuted (else one line counts them)");
  auto include_suppressed = std::make_shared<bool>(false);
  cmd->add_flag("--sarif-include-suppressed", *include_suppressed,
                "SARIF: also the suppressed findings, marked suppressed (GitHub ignores the mark)");
  auto baseline_out = std::make_shared<std::string>();
  cmd->add_option("--write-baseline", *baseline_out,
                  "write the findings to FILE as a baseline (an existing one is not applied)");
  auto report_values = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--report", *report_values,
                  "also write FORMAT=PATH (repeatable: sarif=out.sarif, junit=out.xml...)")
      ->allow_extra_args(false);  // `--report sarif=x conf/`: conf/ is a path, not a report
  return [cmd, options, timings_wanted, show_proven, include_suppressed, report_values,
          baseline_out](Io& io) {
    RunTimings timings{std::chrono::steady_clock::now(), {}, {}};
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const std::vector<ReportRequest> reports =
        parse_report_requests(*report_values, check_formats());
    AnalysisOptions analysis = analysis_options(o);
    if (analysis.use_solver) io.prover.prepare();  // before the inputs make the process large
    analysis.source_root = source_root();
    // Every cluster is read before any is analyzed: an unreadable one stops the run (exit 2).
    std::vector<ClusterPaths> clusters = split_clusters(o.paths);
    std::vector<std::unique_ptr<Model>> models;
    for (const ClusterPaths& cluster : clusters) {
      CommonOptions one = o;
      one.paths = cluster.paths;
      models.push_back(std::make_unique<Model>(load_model(input_request(one), &timings.stages)));
      // Writing a baseline records every finding: one in force would hide those it accepts.
      if (!baseline_out->empty()) models.back()->baseline.clear();
    }
    std::vector<std::unique_ptr<CheckRun>> runs;
    for (const auto& model : models) {
      runs.push_back(std::make_unique<CheckRun>(*model, analysis, rule_selection(o), io.prover));
      for (const auto& [stage, ms] : runs.back()->stage_millis().entries())
        timings.stages.add(stage, ms);
      for (const auto& [rule, ms] : runs.back()->rule_millis().entries())
        timings.rules.add(rule, ms);
    }
    bool failed = false;
    for (const auto& run : runs) {
      // A rule failed: its findings are missing, so no report is written at all.
      for (const InternalError& e : run->internal_errors()) {
        io.err << "schedlint: internal error in " << e.rule << ": " << escape_for_terminal(e.what)
               << "\n";
        failed = true;
      }
    }
    if (failed) return kInternalErrorExit;
    const auto report_started = std::chrono::steady_clock::now();
    bool over_gate = false;
    std::vector<ClusterReport> views;
    for (size_t i = 0; i < runs.size(); ++i) {
      CheckReport& report = runs[i]->report();
      over_gate = over_gate || any_at_or_above(report.findings, fail_threshold(o));
      if (*timings_wanted) report.timings = timings;  // in JSON; text runs print them on stderr
      CheckReportSettings settings = runs[i]->report_settings();
      settings.color = use_color(o, io.out_is_terminal);
      settings.quiet = o.quiet;
      settings.show_proven = *show_proven;
      settings.include_suppressed = *include_suppressed;
      settings.fail_on = fail_threshold(o);
      settings.blob_url = ci_blob_url();
      views.push_back({clusters[i].name, &report, models[i].get(), std::move(settings)});
    }
    // Writing a baseline accepts what was found: the run that writes it succeeds.
    const int code = over_gate && baseline_out->empty() ? 1 : 0;
    const auto render = [&](ReportFormat format) {
      return views.size() == 1
                 ? render_check_report(format, *views[0].report, *views[0].model, views[0].settings)
                 : render_clusters_report(format, views);
    };
    // Every report is made before any is written: a failed run writes none.
    const std::string main = render(o.report_format);
    for (ClusterReport& view : views)
      view.settings.color = false;  // the others go to files
    std::vector<std::string> extra;
    for (const ReportRequest& r : reports)
      extra.push_back(render(r.format));
    if (*timings_wanted && o.report_format != ReportFormat::kJson) {
      write_timings_text(timings, millis_since(report_started), io.err);
    }
    std::string baseline;
    if (!baseline_out->empty()) {
      std::ostringstream text;
      write_baseline(views.size() == 1 ? *views[0].report : merge_cluster_reports(views),
                     analysis.source_root, text);
      baseline = text.str();
    }
    emit(io, o.output, main);
    if (!baseline_out->empty()) emit(io, *baseline_out, baseline);
    for (size_t i = 0; i < reports.size(); ++i)
      emit(io, reports[i].path, extra[i]);
    return code;
  };
}

}  // namespace schedlint
