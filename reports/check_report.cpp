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

std::string suppressed_note(size_t suppressed) {
  return suppressed == 0 ? "" : fmt::format(", {} suppressed", suppressed);
}

}  // namespace schedlint
