#pragma once

#include <ostream>

#include "reports/check_report.h"

namespace schedlint {

struct TextStyle {
  bool color = false;
  bool summary = true;  ///< end with what the proofs decided and "N errors, N warnings, N infos"
  bool show_proven = false;  ///< list the risks the proofs refuted (--show-proven), one a line
};

/// Compiler-style lines editors and CI logs link: "path:line:col: severity: message [rule]",
/// indented detail lines; then one line on the proofs (how many risks found and refuted, how many
/// of those answers Z3 confirmed), the refuted risks themselves only with show_proven; then
/// "N errors, N warnings, N infos".
void write_text_report(const CheckReport& report, std::ostream& out, const TextStyle& style);

}  // namespace schedlint
