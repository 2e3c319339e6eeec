#pragma once

#include <ostream>

#include "reports/check_report.h"

namespace schedlint {

struct TextStyle {
  bool color = false;
  bool summary = true;  ///< end with "N errors, N warnings, N infos"
};

/// Compiler-style lines editors and CI logs link: "path:line:col: severity: message [rule]",
/// indented detail lines, then "N errors, N warnings, N infos".
void write_text_report(const CheckReport& report, std::ostream& out, const TextStyle& style);

}  // namespace schedlint
