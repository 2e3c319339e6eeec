#include <chrono>
#include <memory>
#include <sstream>

#include "cli/app.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/version.h"
#include "parse/input_error.h"
#include "reports/json_report.h"
#include "reports/text_report.h"
#include "reports/timings_report.h"
#include "rules/runner.h"

namespace schedlint {

namespace {

int exit_code(const std::vector<Finding>& findings, std::optional<Severity> threshold) {
  if (!threshold) return 0;
  for (const Finding& f : findings) {
    if (f.severity >= *threshold) return 1;
  }
  return 0;
}

}  // namespace

Action add_check_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand(
      "check", "lint the configuration and prove cluster-wide risks (the main job)");
  auto options = std::make_shared<CommonOptions>();
  add_common_options(
      *cmd, *options,
      kInputOptions | kReportOptions | kVerdictOptions | kProofOptions | kQueueOptions);
  auto timings_wanted = std::make_shared<bool>(false);
  cmd->add_flag("--timings", *timings_wanted,
                "how long each stage and rule took (stderr; a timings object in JSON)");
  return [cmd, options, timings_wanted](Io& io) {
    RunTimings timings{std::chrono::steady_clock::now(), {}, {}};
    CommonOptions& o = *options;
    resolve_options(*cmd, o);
    Model model = load_model(input_request(o), &timings.stages);
    RuleRun run = run_all_rules(model, analysis_options(o), rule_selection(o), io.prover);
    for (const auto& [stage, ms] : run.stage_millis.entries())
      timings.stages.add(stage, ms);
    timings.rules = std::move(run.rule_millis);
    if (!run.internal_errors.empty()) {
      // A rule failed: its findings are missing, so no report is written at all.
      for (const InternalError& e : run.internal_errors) {
        io.err << "schedlint: internal error in " << e.rule << ": " << e.what << "\n";
      }
      return kInternalErrorExit;
    }
    CheckReport report{kSchedlintVersion, model.hadoop_version.to_string(), model.inputs,
                       std::move(run.findings), std::move(run.proven_safe)};
    const int code = exit_code(report.findings, fail_threshold(o));
    const auto report_started = std::chrono::steady_clock::now();
    std::ostringstream text;
    if (o.format == "json") {
      if (*timings_wanted) report.timings = timings;
      write_json_report(report, text);
    } else {
      // --quiet: only what needs attention, no summary line.
      if (o.quiet) {
        std::erase_if(report.findings,
                      [](const Finding& f) { return f.severity == Severity::kInfo; });
      }
      write_text_report(report, text, {use_color(o, io.out_is_terminal), !o.quiet});
    }
    if (*timings_wanted && o.format != "json") {
      write_timings_text(timings, millis_since(report_started), io.err);
    }
    emit(io, o.output, text.str());
    return code;
  };
}

}  // namespace schedlint
