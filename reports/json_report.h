#pragma once

#include <ostream>

#include "reports/check_report.h"

namespace schedlint {

/// The `check --format json` object of docs/json-contracts.md: tool, inputs, findings, summary.
void write_json_report(const CheckReport& report, std::ostream& out);

}  // namespace schedlint
