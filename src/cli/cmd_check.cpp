#include <chrono>
#include <memory>
#include <sstream>

#include "cli/app.h"
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
                  "also write FORMAT=PATH (repeatable: sarif=out.sarif, junit=out.xml...)");
  return [cmd, options, timings_wanted, show_proven, include_suppressed, report_values,
          baseline_out](Io& io) {
    RunTimings timings{std::chrono::steady_clock::now(), {}, {}};
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    say_which_settings(io.err, o);
    io.outputs.push_back(o.output);  // a failed run removes what an earlier one left there
    const std::vector<ReportRequest> reports =
        parse_report_requests(*report_values, check_formats());
    Model model = load_model(input_request(o), &timings.stages);
    // Writing a baseline records every finding: one in force would hide those it accepts.
    if (!baseline_out->empty()) model.baseline.clear();
    AnalysisOptions analysis = analysis_options(o);
    analysis.source_root = source_root();
    CheckRun run(model, analysis, rule_selection(o), io.prover);
    for (const auto& [stage, ms] : run.stage_millis().entries())
      timings.stages.add(stage, ms);
    timings.rules = run.rule_millis();
    if (!run.internal_errors().empty()) {
      // A rule failed: its findings are missing, so no report is written at all.
      for (const InternalError& e : run.internal_errors()) {
        io.err << "schedlint: internal error in " << e.rule << ": " << escape_for_terminal(e.what)
               << "\n";
      }
      return kInternalErrorExit;
    }
    CheckReport& report = run.report();
    const int code = any_at_or_above(report.findings, fail_threshold(o)) ? 1 : 0;
    const auto report_started = std::chrono::steady_clock::now();
    if (*timings_wanted) report.timings = timings;  // in JSON; text runs print them on stderr
    CheckReportSettings settings = run.report_settings();
    settings.color = use_color(o, io.out_is_terminal);
    settings.quiet = o.quiet;
    settings.show_proven = *show_proven;
    settings.include_suppressed = *include_suppressed;
    settings.fail_on = fail_threshold(o);
    settings.blob_url = ci_blob_url();
    // Every report is made before any is written: a failed run writes none.
    const std::string main = render_check_report(o.report_format, report, model, settings);
    settings.color = false;  // the others go to files
    std::vector<std::string> extra;
    for (const ReportRequest& r : reports)
      extra.push_back(render_check_report(r.format, report, model, settings));
    if (*timings_wanted && o.report_format != ReportFormat::kJson) {
      write_timings_text(timings, millis_since(report_started), io.err);
    }
    std::string baseline;
    if (!baseline_out->empty()) {
      std::ostringstream text;
      write_baseline(report, analysis.source_root, text);
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
