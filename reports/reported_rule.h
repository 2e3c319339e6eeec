#pragma once

#include <string>
#include <vector>

#include "model/finding.h"

namespace schedlint {

/// A rule of the catalog as the reports that declare every rule (SARIF, JUnit) show it. The
/// reports take it from the CLI, so they need no rule code.
struct ReportedRule {
  std::string id;
  Severity severity = Severity::kWarning;
  std::string summary;  ///< the one sentence that opens its docs page
  std::string doc;      ///< its docs/rules/<id>.md page, markdown
  /// Whether it ran: not disabled, and for a proof not switched off by --no-solver.
  bool ran = true;
  std::string why_not_run;  ///< "disabled", "--no-solver"
  bool proof = false;       ///< a proof (RuleInfo::proof)
};

}  // namespace schedlint
