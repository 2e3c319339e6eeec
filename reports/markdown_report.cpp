#include "reports/markdown_report.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/fingerprint.h"
#include "reports/escape.h"

namespace schedlint {

namespace {

// One finding's row, and its witness (details) as a collapsed block under the table.
std::string row_of(const Finding& f, const FileLinks& links) {
  return fmt::format("| {} | `{}` | {} | {} |\n", severity_name(f.severity), f.rule,
                     links.where(f.loc), markdown_cell(f.message));
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

std::string plural(int n, std::string_view word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

// What is cut: "… and N more ..." after the last whole row.
std::string more_line(size_t n) {
  return fmt::format("\n… and {} more (the least severe; the full list is in the other reports)\n",
                     n);
}

// The first line: whether the run passes its gate, and what fails it.
std::string verdict(const CheckReport& report, FailThreshold fail_on) {
  const std::string gate = markdown_code_span("--fail-on " + threshold_name(fail_on));
  if (!fail_on) return fmt::format("### schedlint: passes — {}: no finding fails the run\n", gate);
  const std::string counted = counted_findings_text(report.findings, fail_on);
  if (!counted.empty())
    return fmt::format("### schedlint: fails the gate — {} at or above {}\n", counted, gate);
  return fmt::format("### schedlint: passes — nothing at or above {}\n", gate);
}

}  // namespace

std::string FileLinks::where(const SourceLocation& loc) const {
  const std::string shown =
      markdown_cell(loc.line > 0 ? fmt::format("{}:{}", loc.file, loc.line) : loc.file);
  if (blob_url.empty() || loc.file.empty()) return shown;
  const std::string path = path_from_root(loc.file, source_root);
  if (std::filesystem::path(path).is_absolute() || path.rfind("..", 0) == 0) return shown;
  std::string url = blob_url + url_path(path);
  if (loc.line > 0) url += fmt::format("#L{}", loc.line);
  return fmt::format("[{}]({})", shown, url);
}

std::string counted_findings_text(const std::vector<Finding>& findings, FailThreshold threshold) {
  const SeverityCounts counts = count_severities(findings);
  std::vector<std::string> parts;
  if (counts_against(Severity::kError, threshold) && counts.error > 0)
    parts.push_back(plural(counts.error, "error"));
  if (counts_against(Severity::kWarning, threshold) && counts.warning > 0)
    parts.push_back(plural(counts.warning, "warning"));
  if (counts_against(Severity::kInfo, threshold) && counts.info > 0)
    parts.push_back(plural(counts.info, "info"));
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string markdown_cell(std::string_view text) {
  // Line breaks end a table row: spaces. Other control characters (an escape sequence in a queue
  // name) are shown as \xNN, as in the text report.
  std::string one_line(text);
  std::replace_if(
      one_line.begin(), one_line.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  return escape_markdown(one_line);
}

std::string markdown_findings(const CheckReport& report, const FileLinks& links, size_t limit) {
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
      proven += fmt::format("- `{}` {}: {}\n", fact.rule, links.where(fact.loc),
                            markdown_cell(fact.message));
    }
    proven += "\n</details>\n";
  }
  // Whole rows and their witnesses as long as they fit, keeping room for the "… and N more" line.
  const std::string table_head =
      "| severity | rule | where | message |\n| --- | --- | --- | --- |\n";
  const size_t tail = more_line(ordered.size()).size();
  std::string rows;
  std::string witnesses;
  size_t shown = 0;
  for (const Finding* f : ordered) {
    const std::string row = row_of(*f, links);
    const std::string block = details_of(*f);
    if (table_head.size() + rows.size() + row.size() + witnesses.size() + block.size() + tail >
        limit) {
      break;
    }
    rows += row;
    witnesses += block;
    ++shown;
  }
  std::string body;
  if (shown > 0) body += table_head + rows;
  if (shown < ordered.size()) body += more_line(ordered.size() - shown);
  if (body.size() > limit) return "";  // not even the count fits
  if (!witnesses.empty()) body += "\n" + witnesses;
  if (body.size() + proven.size() + 1 <= limit) body += "\n" + proven;
  return body;
}

void write_markdown_report(const CheckReport& report, const MarkdownSettings& settings,
                           std::ostream& out, size_t limit) {
  const SeverityCounts counts = count_severities(report.findings);
  const std::string head = fmt::format(
      "{}\n{}, {}, {}, {} proven safe{}\n\n", verdict(report, settings.fail_on),
      plural(counts.error, "error"), plural(counts.warning, "warning"), plural(counts.info, "info"),
      report.proven_safe.size(), suppressed_note(report.suppressed.size()));
  if (head.size() > limit) return;
  out << head << markdown_findings(report, settings.links, limit - head.size());
}

}  // namespace schedlint
