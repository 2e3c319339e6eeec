#pragma once

#include <ostream>
#include <string>

#include "reports/check_report.h"

namespace schedlint {

/// GitLab Code Quality's name for a severity: error -> critical (the ResourceManager refuses the
/// configuration or a part of it never works), warning -> major (a reachable risk: an outage
/// waiting for its load), info -> info. "blocker" is left to the gate, which decides what blocks.
std::string_view code_quality_severity(Severity severity);

/// GitLab Code Quality (a Code Climate issue array): per finding its description (the message),
/// check_name (the rule), fingerprint (finding_fingerprint, unique in the report: GitLab merges
/// issues that share one), severity, categories ("Security" for the ACL rules, else "Bug Risk"),
/// the details as content.body, and location.path (relative to `source_root`, as in SARIF) with
/// location.lines.begin. A finding at no file points at the report's first input, line 1.
void write_codeclimate_report(const CheckReport& report, const std::string& source_root,
                              std::ostream& out);

}  // namespace schedlint
