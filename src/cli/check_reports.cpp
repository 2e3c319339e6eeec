#include "cli/check_reports.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include <fmt/format.h>

#include "cli/version.h"
#include "parse/git_command.h"
#include "parse/input_error.h"
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

std::vector<ReportedRule> reported_rules(const Model& model, const CheckReportSettings& settings) {
  std::vector<ReportedRule> out;
  for (const Rule& rule : all_rules()) {
    ReportedRule r{std::string(rule.info.id),
                   rule.info.severity,
                   std::string(rule.info.summary),
                   std::string(rule_doc(rule.info.id)),
                   true,
                   ""};
    if (auto it = settings.selection.severity.find(r.id); it != settings.selection.severity.end())
      r.severity = it->second;
    if (settings.selection.disabled.count(r.id) > 0) {
      r.ran = false;
      r.why_not_run = "disabled";
    } else if (rule.info.proof && settings.no_solver) {
      r.ran = false;
      r.why_not_run = "--no-solver";
    } else if (rule.info.proof && model.nodes.empty()) {
      r.ran = false;
      r.why_not_run = "no nodes given";
    }
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

const std::vector<std::string>& check_formats() {
  static const std::vector<std::string> kFormats{"text",  "json",     "sarif",
                                                 "junit", "markdown", "html"};
  return kFormats;
}

std::string render_check_report(const std::string& format, const CheckReport& report,
                                const Model& model, const CheckReportSettings& settings) {
  std::ostringstream out;
  if (format == "json") {
    write_json_report(report, out);
  } else if (format == "sarif") {
    write_sarif_report(report,
                       {reported_rules(model, settings), settings.source_root, kHomeUri,
                        kRuleDocsUri, settings.include_suppressed},
                       out);
  } else if (format == "junit") {
    write_junit_report(report, reported_rules(model, settings), out);
  } else if (format == "markdown") {
    write_markdown_report(report, out);
  } else if (format == "html") {
    write_check_html(report, {model, settings.capacity, settings.fair, kRuleDocsUri},
                     reported_rules(model, settings), out);
  } else if (settings.quiet) {
    CheckReport attention = report;
    std::erase_if(attention.findings,
                  [](const Finding& f) { return f.severity == Severity::kInfo; });
    write_text_report(attention, out, {settings.color, false});
  } else {
    write_text_report(report, out, {settings.color, true});
  }
  return out.str();
}

std::string rule_docs_uri() {
  return kRuleDocsUri;
}

std::vector<ReportRequest> parse_report_requests(const std::vector<std::string>& values) {
  std::vector<ReportRequest> out;
  for (const std::string& value : values) {
    const size_t eq = value.find('=');
    const std::string format = value.substr(0, eq);
    const auto& formats = check_formats();
    if (eq == std::string::npos || eq + 1 == value.size() ||
        std::find(formats.begin(), formats.end(), format) == formats.end()) {
      throw InputError({}, fmt::format("--report takes FORMAT=PATH with FORMAT one of {}, got '{}'",
                                       fmt::join(formats, "|"), value));
    }
    out.push_back({format, value.substr(eq + 1)});
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
