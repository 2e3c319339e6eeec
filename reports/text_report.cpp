#include "reports/text_report.h"

#include <fmt/format.h>

#include "reports/escape.h"

namespace schedlint {

namespace {

std::string colored(std::string_view text, std::string_view code, bool color) {
  if (!color) return std::string(text);
  return fmt::format("\x1b[{}m{}\x1b[0m", code, text);
}

std::string_view severity_color(Severity s) {
  switch (s) {
    case Severity::kError:
      return "1;31";
    case Severity::kWarning:
      return "1;35";
    case Severity::kInfo:
      return "1;36";
  }
  return "0";
}

std::string location_prefix(const SourceLocation& loc) {
  if (!loc.known()) return "schedlint";
  const std::string file = escape_for_terminal(loc.file);
  if (loc.line <= 0) return file;
  if (loc.column <= 0) return fmt::format("{}:{}", file, loc.line);
  return fmt::format("{}:{}:{}", file, loc.line, loc.column);
}

// "proofs: 1 risk found, 4 proven safe; 5 confirmed by Z3, 0 decided by arithmetic alone
// (--show-proven lists the safe ones)", or "" when no proof answered.
std::string proofs_line(const CheckReport& report, bool listed) {
  const ProofCounts c = count_proofs(report);
  if (c.found + c.proven_safe == 0) return "";
  return fmt::format(
      "proofs: {} risk{} found, {} proven safe; {} confirmed by Z3, {} decided by arithmetic "
      "alone{}",
      c.found, c.found == 1 ? "" : "s", c.proven_safe, c.by_z3, c.by_arithmetic,
      listed || c.proven_safe == 0 ? "" : " (--show-proven lists the safe ones)");
}

}  // namespace

void write_text_report(const CheckReport& report, std::ostream& out, const TextStyle& style) {
  const bool color = style.color;
  for (const Finding& f : report.findings) {
    out << colored(location_prefix(f.loc), "1", color) << ": "
        << colored(severity_name(f.severity), severity_color(f.severity), color) << ": "
        << escape_for_terminal(f.message) << " [" << f.rule << "]\n";
    for (const std::string& line : f.details)
      out << "    " << escape_for_terminal(line) << "\n";
    // Compiler style: each related place on its own line, so editors link it too.
    for (const RelatedLocation& r : f.related) {
      out << "    " << location_prefix(r.loc) << ": note: " << escape_for_terminal(r.message)
          << "\n";
    }
  }
  if (!style.summary) return;
  if (style.show_proven && !report.proven_safe.empty()) {
    out << "proven safe:\n";
    for (const ProvenFact& fact : report.proven_safe) {
      out << "  " << colored(location_prefix(fact.loc), "1", color) << ": "
          << escape_for_terminal(fact.message) << " [" << fact.rule << "]\n";
    }
  }
  if (const std::string proofs = proofs_line(report, style.show_proven); !proofs.empty())
    out << proofs << "\n";
  const SeverityCounts counts = count_severities(report.findings);
  out << fmt::format("{} errors, {} warnings, {} infos{}\n", counts.error, counts.warning,
                     counts.info, suppressed_note(report.suppressed.size()));
}

}  // namespace schedlint
