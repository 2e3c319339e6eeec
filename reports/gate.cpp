#include "reports/gate.h"

#include <algorithm>

namespace schedlint {

bool counts_against(Severity severity, FailThreshold threshold) {
  return threshold && severity >= *threshold;
}

bool any_counts_against(const std::vector<Finding>& findings, FailThreshold threshold) {
  return std::any_of(findings.begin(), findings.end(),
                     [&](const Finding& f) { return counts_against(f.severity, threshold); });
}

std::string threshold_name(FailThreshold threshold) {
  return threshold ? std::string(severity_name(*threshold)) : "never";
}

FailThreshold DiffGate::for_new() const {
  if (!new_findings) return all_findings;
  if (!all_findings) return new_findings;
  return std::min(*new_findings, *all_findings);
}

bool DiffGate::fails(const FindingChanges& findings) const {
  return any_counts_against(findings.added, for_new()) ||
         any_counts_against(findings.unchanged, all_findings);
}

}  // namespace schedlint
