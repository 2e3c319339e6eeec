#pragma once

#include <cstddef>
#include <ostream>

#include "reports/check_report.h"

namespace schedlint {

/// A GitHub pull-request comment holds at most this many characters.
inline constexpr size_t kMarkdownMaxChars = 65536;

/// A pull-request comment: a summary line with the counts, a table of the findings (severity,
/// rule, where, message), errors first, each witness in a <details> block, and the proven-safe
/// facts collapsed. Never longer than `limit` characters: what does not fit is cut, from the
/// least severe, with "and N more".
void write_markdown_report(const CheckReport& report, std::ostream& out,
                           size_t limit = kMarkdownMaxChars);

/// The body of that comment without its heading (the findings table, the witnesses, the
/// proven-safe facts), in at most `limit` characters: for reports that write their own heading.
std::string markdown_findings(const CheckReport& report, size_t limit);

/// Text from a configuration made safe in a markdown table cell: HTML-escaped (no tag or entity
/// of its own), '|' and markdown punctuation escaped, line breaks as spaces.
std::string markdown_cell(std::string_view text);

}  // namespace schedlint
