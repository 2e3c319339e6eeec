#include "model/finding.h"

#include <tuple>

namespace schedlint {

std::string_view severity_name(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "info";
  }
  return "info";
}

std::optional<Severity> parse_severity(std::string_view name) {
  if (name == "error") return Severity::kError;
  if (name == "warning") return Severity::kWarning;
  if (name == "info") return Severity::kInfo;
  return std::nullopt;
}

std::string_view decided_by_name(DecidedBy by) {
  return by == DecidedBy::kZ3 ? "z3" : "arithmetic";
}

bool finding_less(const Finding& a, const Finding& b) {
  return std::tie(a.loc.file, a.loc.line, a.loc.column, a.rule, a.queue, a.message) <
         std::tie(b.loc.file, b.loc.line, b.loc.column, b.rule, b.queue, b.message);
}

}  // namespace schedlint
