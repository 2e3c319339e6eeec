#include <algorithm>
#include <filesystem>
#include <memory>

#include <fmt/format.h>

#include "cli/app.h"
#include "cli/check_reports.h"
#include "cli/ci_links.h"
#include "cli/command.h"
#include "cli/diff_run.h"
#include "cli/diff_settings.h"
#include "cli/diff_sides.h"
#include "cli/options.h"
#include "parse/git_revision.h"
#include "parse/input_error.h"
#include "reports/escape.h"

namespace schedlint {

namespace {

// A side's own inputs (its files, folders or revision's files) with the options both share.
InputRequest with_common_options(const InputRequest& side, const InputRequest& common) {
  InputRequest request = common;
  request.paths.insert(request.paths.end(), side.paths.begin(), side.paths.end());
  request.folders = side.folders;
  request.contents = side.contents;
  return request;
}

// The node spec, yarn-site and baseline that settings read from a git revision name: files of
// that revision (the old version's), never the work tree's.
void read_settings_inputs(const ProjectConfig& settings, CommonOptions& o, InputRequest& common) {
  if (settings.revision.empty()) return;
  const auto from_revision = [&](const char* key, std::string& path,
                                 std::optional<std::string>& requested, InputKind kind) {
    if (o.from_settings.count(key) == 0 || path.empty()) return;
    const GitPathSpec spec = git_path_in_revision(settings.revision, path);
    std::optional<TextFile> file = read_git_file(spec);
    if (!file) {
      throw InputError({settings.path, settings.lines.at(key), 0},
                       fmt::format("{}: no file {} in {}", key, path, settings.revision));
    }
    common.known_contents.push_back({kind, std::move(*file)});
    requested.reset();
    path.clear();
  };
  const bool rest_dump = std::filesystem::path(o.nodes).extension() == ".json";
  from_revision("nodes", o.nodes, common.nodes,
                rest_dump ? InputKind::kNodesRest : InputKind::kNodes);
  from_revision("yarn-site", o.yarn_site, common.yarn_site, InputKind::kYarnSite);
  from_revision("baseline", o.baseline, common.baseline, InputKind::kBaseline);
}

// DIR/<side>, created if missing (DIR itself must exist, as for check).
std::string dump_folder(const std::string& dir, const char* side) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw InputError({dir, 0, 0}, "--dump-smt: not a directory");
  const fs::path folder = fs::path(dir) / side;
  fs::create_directory(folder, ec);
  if (ec) throw InputError({folder.string(), 0, 0}, "--dump-smt: cannot create: " + ec.message());
  return folder.string();
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
  auto old_rev = std::make_shared<std::string>();
  auto new_rev = std::make_shared<std::string>();
  cmd->add_option("--old-rev", *old_rev, "read OLD, a path, from this git revision");
  cmd->add_option("--new-rev", *new_rev, "read NEW, a path, from this git revision");
  add_common_options(
      *cmd, *o, kInputOptions | kReportOptions | kVerdictOptions | kProofOptions | kQueueOptions,
      false);
  offer_formats(*cmd, *o, diff_formats());
  cmd->get_option("--fail-on")
      ->description(
          "error|warning|info|never: also exit 1 for findings of the new version at or above "
          "this, new or not (default never)");
  auto fail_on_new = std::make_shared<std::string>("warning");
  cmd->add_option("--fail-on-new", *fail_on_new,
                  "error|warning|info|never: exit 1 when the change brings a finding at or above "
                  "this (default warning)");
  auto report_values = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--report", *report_values,
                  "also write FORMAT=PATH (repeatable: markdown=comment.md, sarif=new.sarif...)")
      ->allow_extra_args(false);  // `--report markdown=x old new`: old is not a report
  return [cmd, o, old_spec, new_spec, old_rev, new_rev, fail_on_new, report_values](Io& io) {
    // Pre-existing problems do not block a change: --fail-on counts only when given here.
    const bool fail_on_given = cmd->get_option("--fail-on")->count() > 0;
    // Where the versions are decides which settings judge the change: the old version's.
    DiffSide before = diff_side(*old_spec, {}, *old_rev);
    DiffSide after = diff_side(*new_spec, {}, *new_rev);
    DiffSettings judged_by = find_diff_settings(o->config, before, after);
    resolve_options(*cmd, *o, judged_by.trusted ? &*judged_by.trusted : nullptr);
    if (!fail_on_given) o->fail_on = "never";
    say_which_settings(io.err, *o);
    io.outputs.push_back(o->output);  // a failed run removes what an earlier one left there
    CommonOptions new_threshold = *o;
    new_threshold.fail_on = *fail_on_new;
    if (!fail_threshold(new_threshold) && *fail_on_new != "never") {
      throw InputError({}, "--fail-on-new must be one of error, warning, info, never, got '" +
                               *fail_on_new + "'");
    }
    const std::vector<ReportRequest> reports =
        parse_report_requests(*report_values, diff_formats());
    // The inputs of check the settings name are not diff's, which compares OLD and NEW.
    for (std::string* input : {&o->capacity, &o->fair}) {
      if (o->from_settings.count(input == &o->capacity ? "capacity" : "fair") > 0) input->clear();
    }
    if (o->from_settings.count("paths") > 0) o->paths.clear();
    InputRequest common = input_request(*o);
    if (judged_by.trusted) read_settings_inputs(*judged_by.trusted, *o, common);
    for (DiffSide* side : {&before, &after})
      side->request = with_common_options(side->request, common);
    AnalysisOptions analysis = analysis_options(*o);
    if (analysis.use_solver) io.prover.prepare();  // before the inputs make the process large
    DiffModels models = load_diff_models(before, after);
    keep_trusted_inline_suppressions(models.before, models.after, judged_by.changes);
    analysis.source_root = source_root();
    // Both versions ask the same queries: --dump-smt DIR keeps them apart in DIR/old and DIR/new.
    AnalysisOptions before_analysis = analysis;
    if (!o->dump_smt.empty()) {
      before_analysis.dump_smt_dir = dump_folder(o->dump_smt, "old");
      analysis.dump_smt_dir = dump_folder(o->dump_smt, "new");
    }
    const RuleSelection selection = rule_selection(*o);
    DiffRun run({models.before, before_analysis, before.spec}, {models.after, analysis, after.spec},
                selection, io.prover, o->failure_budget);
    if (!run.internal_errors().empty()) {
      // A rule failed: its findings are missing, so no report is written at all.
      for (const InternalError& e : run.internal_errors())
        io.err << "schedlint: internal error in " << e.rule << ": " << escape_for_terminal(e.what)
               << "\n";
      return kInternalErrorExit;
    }
    DiffReport& report = run.report();
    report.settings = {o->config_used, judged_by.trusted_from, std::move(judged_by.changes)};
    report.gate = {fail_threshold(new_threshold), fail_threshold(*o)};
    const bool fails = report.gate.fails(report.findings);
    // The new findings' reports fail on what fails the change; links only to a checked-out NEW.
    CheckReportSettings settings{.color = use_color(*o, io.out_is_terminal),
                                 .quiet = o->quiet,
                                 .source_root = analysis.source_root,
                                 .fail_on = report.gate.for_new(),
                                 .blob_url = after.git ? "" : ci_blob_url(),
                                 .selection = selection,
                                 .not_run = run.not_run()};
    // Every report is made before any is written: a failed run writes none.
    const std::string main =
        render_diff_report(o->report_format, report, models.before, models.after, settings);
    settings.color = false;
    std::vector<std::string> extra;
    for (const ReportRequest& r : reports)
      extra.push_back(render_diff_report(r.format, report, models.before, models.after, settings));
    emit(io, o->output, main);
    for (size_t i = 0; i < reports.size(); ++i)
      emit(io, reports[i].path, extra[i]);
    return fails ? 1 : 0;
  };
}

}  // namespace schedlint
