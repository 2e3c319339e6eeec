#pragma once

#include <ostream>
#include <string>

#include "model/model.h"
#include "reports/check_report.h"
#include "reports/gate.h"

namespace schedlint {

/// What a JUnit report needs besides the findings.
struct JunitSettings {
  FailThreshold fail_on;    ///< the run's gate: what is a failure
  std::string source_root;  ///< what file paths are relative to, as in SARIF
};

/// JUnit XML for Jenkins and GitLab: one testsuite per input file (named by its path relative to
/// the source root), one testcase per finding and per proven-safe fact. A finding the gate counts
/// (at or above --fail-on: what makes the run exit 1) is a <failure> whose type is its severity and
/// whose message is its first sentence; one below the gate passes, its text in <system-out> (an
/// undecided proof below it is skipped). The classname is "schedlint.<rule>", so Jenkins groups
/// by rule; the name is "<rule>: <subject>" (the queue, else the property on the finding's line,
/// else the file's name), never a line number, with " #2", " #3"... only where a name repeats:
/// GitLab keeps only the first of duplicates.
void write_junit_report(const CheckReport& report, const Model& model,
                        const JunitSettings& settings, std::ostream& out);

}  // namespace schedlint
