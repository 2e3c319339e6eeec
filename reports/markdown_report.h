#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "reports/check_report.h"
#include "reports/gate.h"

namespace schedlint {

/// A GitHub pull-request comment holds at most 65,536 characters; the report leaves room for what
/// a CI step puts before it (the hidden marker that finds the comment again, docs/ci/README.md).
inline constexpr size_t kMarkdownMaxChars = 65536 - 512;

/// Where the CI shows the files a report names, for links to a finding's line.
struct FileLinks {
  std::string source_root;  ///< links name paths relative to it; a file outside it is not linked
  std::string blob_url;     ///< "{server}/{repo}/blob/{sha}/" (ci_blob_url()); "" links nothing

  /// `[path:line](blob_url + path#Lline)` for a file under the source root, else the place as
  /// text; either way safe in a table cell.
  std::string where(const SourceLocation& loc) const;
};

struct MarkdownSettings {
  FailThreshold fail_on;  ///< the gate the verdict applies
  FileLinks links;
};

/// A pull-request comment. Its first line is the verdict: whether the run passes the gate
/// ("### schedlint: fails the gate — 2 errors, 1 warning at or above `--fail-on warning`"); then
/// the counts, a table of the findings (severity, rule, where, message), errors first, each
/// witness in a <details> block, and the proven-safe facts collapsed. Never longer than `limit`
/// characters: what does not fit is cut after a whole row, from the least severe, with "… and N
/// more".
void write_markdown_report(const CheckReport& report, const MarkdownSettings& settings,
                           std::ostream& out, size_t limit = kMarkdownMaxChars);

/// The body of that comment without its heading (the findings table, the witnesses, the
/// proven-safe facts), in at most `limit` characters, cut after a whole row: for reports that
/// write their own heading.
std::string markdown_findings(const CheckReport& report, const FileLinks& links, size_t limit);

/// "2 errors, 1 warning": the findings the gate counts, by severity (those it has); "" for none.
std::string counted_findings_text(const std::vector<Finding>& findings, FailThreshold threshold);

/// Text from a configuration made safe in a markdown table cell: HTML-escaped (no tag or entity
/// of its own), '|' and markdown punctuation escaped, line breaks as spaces.
std::string markdown_cell(std::string_view text);

}  // namespace schedlint
