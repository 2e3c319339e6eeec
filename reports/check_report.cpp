#include "reports/check_report.h"

#include <fmt/format.h>

namespace schedlint {

SeverityCounts count_severities(const std::vector<Finding>& findings) {
  SeverityCounts counts;
  for (const Finding& f : findings) {
    switch (f.severity) {
      case Severity::kError:
        ++counts.error;
        break;
      case Severity::kWarning:
        ++counts.warning;
        break;
      case Severity::kInfo:
        ++counts.info;
        break;
    }
  }
  return counts;
}

ProofCounts count_proofs(const CheckReport& report) {
  ProofCounts counts;
  auto count = [&](const Decision& d) {
    ++(d.by == DecidedBy::kZ3 ? counts.by_z3 : counts.by_arithmetic);
  };
  for (const Finding& f : report.findings) {
    if (!f.proof || f.proof->status != "sat") continue;
    ++counts.found;
    count(f.proof->decided);
  }
  for (const ProvenFact& fact : report.proven_safe) {
    ++counts.proven_safe;
    count(fact.decided);
  }
  return counts;
}

std::string first_sentence(std::string_view message) {
  for (size_t i = message.find('.'); i != std::string_view::npos; i = message.find('.', i + 1)) {
    const bool ends = i + 1 == message.size() || message[i + 1] == ' ' || message[i + 1] == '\n';
    // "e.g. " and "i.e. " go on.
    const bool abbreviation =
        i >= 3 && (message.substr(i - 3, 4) == "e.g." || message.substr(i - 3, 4) == "i.e.");
    if (ends && !abbreviation) return std::string(message.substr(0, i + 1));
  }
  return std::string(message);
}

std::string decision_text(const Decision& decided) {
  if (decided.by == DecidedBy::kZ3) return "confirmed by Z3";
  return decided.why.empty() ? "decided by arithmetic alone"
                             : "decided by arithmetic alone (" + decided.why + ")";
}

std::string suppressed_note(size_t suppressed) {
  return suppressed == 0 ? "" : fmt::format(", {} suppressed", suppressed);
}

}  // namespace schedlint
