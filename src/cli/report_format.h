#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schedlint {

/// The formats schedlint writes; which of them a command writes is that command's writer table
/// (check_writers, diff_writers) or list.
enum class ReportFormat {
  kText,
  kJson,
  kSarif,
  kJunit,
  kMarkdown,
  kHtml,
  kCodeClimate,  ///< GitLab Code Quality
  kGithub        ///< GitHub Actions workflow commands (annotations)
};

/// "text", "json", "sarif", "junit", "markdown", "html", "codeclimate", "github": what --format
/// and --report take.
std::string_view format_name(ReportFormat format);

/// The format named `name` among `offered`; nullopt when it is not one of them.
std::optional<ReportFormat> format_named(std::string_view name,
                                         const std::vector<ReportFormat>& offered);

/// "text|json|html": the names of `offered`, for --help and errors.
std::string format_choices(const std::vector<ReportFormat>& offered);

}  // namespace schedlint
