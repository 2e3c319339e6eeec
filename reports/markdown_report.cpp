#include "reports/markdown_report.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "reports/escape.h"

namespace schedlint {

namespace {

std::string where(const SourceLocation& loc) {
  if (loc.line <= 0) return markdown_cell(loc.file);
  return markdown_cell(fmt::format("{}:{}", loc.file, loc.line));
}

// One finding's row, and its witness (details) as a collapsed block under the table.
std::string row_of(const Finding& f) {
  return fmt::format("| {} | `{}` | {} | {} |\n", severity_name(f.severity), f.rule, where(f.loc),
                     markdown_cell(f.message));
}

// In HTML blocks (<summary>, <pre>) Markdown is not read: entities, and no links or mentions.
std::string details_of(const Finding& f) {
  if (f.details.empty()) return "";
  const std::string at = f.loc.line > 0 ? fmt::format("{}:{}", f.loc.file, f.loc.line) : f.loc.file;
  std::string block = fmt::format("<details><summary>{} at {}</summary>\n\n<pre>\n",
                                  escape_markdown_html(f.rule), escape_markdown_html(at));
  for (const std::string& line : f.details)
    block += escape_markdown_html(line) + "\n";
  return block + "</pre>\n</details>\n\n";
}

}  // namespace

std::string markdown_cell(std::string_view text) {
  // Line breaks end a table row: spaces. Other control characters (an escape sequence in a queue
  // name) are shown as \xNN, as in the text report.
  std::string one_line(text);
  std::replace_if(
      one_line.begin(), one_line.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  return escape_markdown(one_line);
}

std::string markdown_findings(const CheckReport& report, size_t limit) {
  std::vector<const Finding*> ordered;
  for (const Finding& f : report.findings)
    ordered.push_back(&f);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const Finding* a, const Finding* b) { return a->severity > b->severity; });
  std::string proven;
  if (!report.proven_safe.empty()) {
    proven = fmt::format("<details><summary>{} risks proven safe</summary>\n\n",
                         report.proven_safe.size());
    for (const ProvenFact& fact : report.proven_safe) {
      proven +=
          fmt::format("- `{}` {}: {}\n", fact.rule, where(fact.loc), markdown_cell(fact.message));
    }
    proven += "\n</details>\n";
  }
  // Rows and witnesses as long as they fit, keeping room for the "and N more" line.
  const std::string table_head =
      "| severity | rule | where | message |\n| --- | --- | --- | --- |\n";
  constexpr size_t kTail = 120;
  std::string rows;
  std::string witnesses;
  size_t shown = 0;
  for (const Finding* f : ordered) {
    const std::string row = row_of(*f);
    const std::string block = details_of(*f);
    if (table_head.size() + rows.size() + row.size() + witnesses.size() + block.size() + kTail >
        limit) {
      break;
    }
    rows += row;
    witnesses += block;
    ++shown;
  }
  std::string body;
  if (!ordered.empty()) body += table_head + rows;
  if (shown < ordered.size()) {
    body += fmt::format(
        "\nand {} more (the least severe; the full list is in the other "
        "reports)\n",
        ordered.size() - shown);
  }
  if (!witnesses.empty()) body += "\n" + witnesses;
  if (body.size() + proven.size() + 1 <= limit) body += "\n" + proven;
  return body.substr(0, limit);
}

void write_markdown_report(const CheckReport& report, std::ostream& out, size_t limit) {
  const SeverityCounts counts = count_severities(report.findings);
  const std::string head =
      fmt::format("### schedlint: {} error{}, {} warning{}, {} info{}, {} proven safe{}\n\n",
                  counts.error, counts.error == 1 ? "" : "s", counts.warning,
                  counts.warning == 1 ? "" : "s", counts.info, counts.info == 1 ? "" : "s",
                  report.proven_safe.size(), suppressed_note(report.suppressed.size()));
  if (head.size() >= limit) {
    out << head.substr(0, limit);
    return;
  }
  out << head << markdown_findings(report, limit - head.size());
}

}  // namespace schedlint
