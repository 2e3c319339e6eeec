#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "reports/check_report.h"

namespace schedlint {

/// GitHub Actions workflow commands, one line per finding, errors first:
/// `::error file=PATH,line=N,col=C,title=RULE::MESSAGE` (`::warning` for a warning, `::notice`
/// for an info), PATH relative to `source_root` as in SARIF, the details after the message on
/// lines of their own. Nothing else is written: every line is a command GitHub reads.
void write_github_report(const CheckReport& report, const std::string& source_root,
                         std::ostream& out);

/// A workflow command's message, as GitHub's toolkit escapes it (escapeData): '%' -> %25,
/// CR -> %0D, LF -> %0A; shown visibly first (control characters and overrides as escapes).
std::string github_command_data(std::string_view text);
/// A workflow command's property value (escapeProperty): as data, and ':' -> %3A, ',' -> %2C.
std::string github_command_property(std::string_view text);

}  // namespace schedlint
