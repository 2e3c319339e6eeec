#pragma once

#include <ostream>
#include <vector>

#include "reports/check_report.h"
#include "reports/reported_rule.h"

namespace schedlint {

/// JUnit XML for Jenkins and GitLab: one testsuite per input file, one testcase per (rule,
/// subject) with a unique classname + name (GitLab keeps only the first of duplicates): a
/// finding is a failure (its message, and the details and witness as text), an unknown proof
/// a skipped testcase, a proven-safe fact a passing one. A last suite, "schedlint rules", has a
/// testcase per rule of the catalog: passing when it ran and found nothing, failing when it found
/// something, skipped when it did not run (disabled, --no-solver).
void write_junit_report(const CheckReport& report, const std::vector<ReportedRule>& rules,
                        std::ostream& out);

}  // namespace schedlint
