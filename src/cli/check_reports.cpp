#include "cli/check_reports.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <sstream>

#include <fmt/chrono.h>
#include <fmt/format.h>

#include "cli/version.h"
#include "parse/git_command.h"
#include "parse/input_error.h"
#include "reports/codeclimate_report.h"
#include "reports/github_report.h"
#include "reports/html_report.h"
#include "reports/json_report.h"
#include "reports/junit_report.h"
#include "reports/markdown_report.h"
#include "reports/sarif_report.h"
#include "reports/text_report.h"
#include "rules/registry.h"
#include "rules/rule_docs.h"

namespace schedlint {

namespace {

// The project's pages: SARIF's informationUri, and the rules' helpUri below it.
constexpr const char* kHomeUri = SCHEDLINT_HOME_URL;
constexpr const char* kRuleDocsUri = SCHEDLINT_HOME_URL "/blob/main/docs/rules/";

}  // namespace

std::vector<ReportedRule> reported_rules(const CheckReportSettings& settings) {
  std::vector<ReportedRule> out;
  for (const Rule& rule : all_rules()) {
    ReportedRule r{std::string(rule.info.id),
                   rule.info.severity,
                   std::string(rule.info.summary),
                   std::string(rule_doc(rule.info.id)),
                   true,
                   "",
                   rule.info.proof};
    if (auto it = settings.selection.severity.find(r.id); it != settings.selection.severity.end())
      r.severity = it->second;
    for (const RuleNotRun& n : settings.not_run) {
      if (n.rule != r.id) continue;
      r.ran = false;
      r.why_not_run = n.why;
    }
    out.push_back(std::move(r));
  }
  return out;
}

void add_input_revision(const std::vector<InputFile>& inputs, RunAssumptions& a) {
  std::error_code error;
  const auto on_disk = std::find_if(inputs.begin(), inputs.end(), [&](const InputFile& f) {
    return std::filesystem::is_regular_file(f.path, error);
  });
  if (on_disk == inputs.end()) {
    a.revision_note = "not known: no input read from disk";
    return;
  }
  const auto tree =
      enclosing_work_tree(std::filesystem::absolute(on_disk->path, error).parent_path());
  if (!tree) {
    a.revision_note = "none: the inputs are not in a git work tree";
    return;
  }
  try {
    // rev-parse reads refs only: no filter, hook or attribute of the repository runs.
    const GitOutput head =
        run_git(*tree, {"rev-parse", "--verify", "--quiet", "HEAD^{commit}"}, 128);
    std::string rev = head.out.substr(0, head.out.find_first_of("\r\n"));
    const bool hex =
        !rev.empty() && rev.size() <= 64 && std::all_of(rev.begin(), rev.end(), [](char c) {
          return std::isxdigit(static_cast<unsigned char>(c));
        });
    if (head.exit_code != 0 || !hex) {
      a.revision_note = "not known: the work tree has no commit yet";
      return;
    }
    a.revision = std::move(rev);
    a.revision_note =
        "HEAD of the git work tree the inputs are in; changes not committed are not told apart";
  } catch (const InputError&) {
    a.revision_note = "not known: git could not be run";
  }
}

HtmlInputs check_html_inputs(const Model& model, const CheckReportSettings& settings) {
  HtmlInputs inputs{model, settings.capacity, settings.fair, kRuleDocsUri};
  inputs.workloads = settings.workloads;
  inputs.default_am = settings.default_am;
  if (settings.assumptions) {
    RunAssumptions a = *settings.assumptions;
    add_input_revision(model.inputs, a);
    a.run_time =
        fmt::format("{:%Y-%m-%d %H:%M:%S} UTC",
                    std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
    inputs.assumptions = std::move(a);
  }
  return inputs;
}

namespace {

void write_text(const CheckReport& report, const Model&, const CheckReportSettings& settings,
                std::ostream& out) {
  if (!settings.quiet) {
    write_text_report(report, out, {settings.color, true, settings.show_proven});
    return;
  }
  CheckReport attention = report;
  std::erase_if(attention.findings, [](const Finding& f) { return f.severity == Severity::kInfo; });
  write_text_report(attention, out, {settings.color, false, false});
}

void write_json(const CheckReport& report, const Model&, const CheckReportSettings&,
                std::ostream& out) {
  write_json_report(report, out);
}

void write_sarif(const CheckReport& report, const Model& model, const CheckReportSettings& settings,
                 std::ostream& out) {
  write_sarif_report(report,
                     {reported_rules(settings), settings.source_root, kHomeUri, kRuleDocsUri,
                      settings.include_suppressed, &model.value_lines},
                     out);
}

void write_junit(const CheckReport& report, const Model& model, const CheckReportSettings& settings,
                 std::ostream& out) {
  write_junit_report(report, model, {settings.fail_on, settings.source_root}, out);
}

void write_markdown(const CheckReport& report, const Model&, const CheckReportSettings& settings,
                    std::ostream& out) {
  write_markdown_report(report, {settings.fail_on, {settings.source_root, settings.blob_url}}, out);
}

void write_codeclimate(const CheckReport& report, const Model&, const CheckReportSettings& settings,
                       std::ostream& out) {
  write_codeclimate_report(report, settings.source_root, out);
}

void write_github(const CheckReport& report, const Model&, const CheckReportSettings& settings,
                  std::ostream& out) {
  write_github_report(report, settings.source_root, out);
}

void write_html(const CheckReport& report, const Model& model, const CheckReportSettings& settings,
                std::ostream& out) {
  write_check_html(report, check_html_inputs(model, settings), reported_rules(settings), out);
}

}  // namespace

const std::vector<CheckWriter>& check_writers() {
  static const std::vector<CheckWriter> kWriters{{ReportFormat::kText, write_text},
                                                 {ReportFormat::kJson, write_json},
                                                 {ReportFormat::kSarif, write_sarif},
                                                 {ReportFormat::kJunit, write_junit},
                                                 {ReportFormat::kMarkdown, write_markdown},
                                                 {ReportFormat::kHtml, write_html},
                                                 {ReportFormat::kCodeClimate, write_codeclimate},
                                                 {ReportFormat::kGithub, write_github}};
  return kWriters;
}

std::vector<ReportFormat> check_formats() {
  std::vector<ReportFormat> out;
  for (const CheckWriter& w : check_writers())
    out.push_back(w.format);
  return out;
}

std::string render_check_report(ReportFormat format, const CheckReport& report, const Model& model,
                                const CheckReportSettings& settings) {
  std::ostringstream out;
  for (const CheckWriter& w : check_writers()) {
    if (w.format == format) w.write(report, model, settings, out);
  }
  return out.str();
}

std::string rule_docs_uri() {
  return kRuleDocsUri;
}

std::vector<ReportRequest> parse_report_requests(const std::vector<std::string>& values,
                                                 const std::vector<ReportFormat>& offered) {
  std::vector<ReportRequest> out;
  for (const std::string& value : values) {
    const size_t eq = value.find('=');
    const auto format = format_named(value.substr(0, eq), offered);
    if (eq == std::string::npos || eq + 1 == value.size() || !format) {
      throw InputError({}, fmt::format("--report takes FORMAT=PATH with FORMAT one of {}, got '{}'",
                                       format_choices(offered), value));
    }
    out.push_back({*format, value.substr(eq + 1)});
  }
  return out;
}

std::string source_root() {
  std::error_code ec;
  const std::filesystem::path cwd = std::filesystem::current_path(ec);
  if (ec) return "";
  const auto tree = enclosing_work_tree(cwd);
  return tree ? tree->top.string() : cwd.string();
}

}  // namespace schedlint
