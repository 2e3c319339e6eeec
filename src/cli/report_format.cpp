#include "cli/report_format.h"

namespace schedlint {

std::string_view format_name(ReportFormat format) {
  switch (format) {
    case ReportFormat::kText:
      return "text";
    case ReportFormat::kJson:
      return "json";
    case ReportFormat::kSarif:
      return "sarif";
    case ReportFormat::kJunit:
      return "junit";
    case ReportFormat::kMarkdown:
      return "markdown";
    case ReportFormat::kHtml:
      return "html";
    case ReportFormat::kCodeClimate:
      return "codeclimate";
    case ReportFormat::kGithub:
      return "github";
  }
  return "text";
}

std::optional<ReportFormat> format_named(std::string_view name,
                                         const std::vector<ReportFormat>& offered) {
  for (ReportFormat f : offered) {
    if (format_name(f) == name) return f;
  }
  return std::nullopt;
}

std::string format_choices(const std::vector<ReportFormat>& offered) {
  std::string out;
  for (ReportFormat f : offered)
    out += (out.empty() ? "" : "|") + std::string(format_name(f));
  return out;
}

}  // namespace schedlint
