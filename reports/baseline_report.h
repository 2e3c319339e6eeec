#pragma once

#include <ostream>
#include <string>

#include "reports/check_report.h"

namespace schedlint {

/// --write-baseline: the findings of the run as a baseline file of format kBaselineFormat
/// (parse/baseline.h reads it), one entry per fingerprint with how many findings share it, paths
/// named relative to `source_root` as fingerprints name them. No line numbers and no computed
/// numbers: moved lines and changed shares still match.
void write_baseline(const CheckReport& report, const std::string& source_root, std::ostream& out);

}  // namespace schedlint
