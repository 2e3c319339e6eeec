#pragma once

#include <optional>
#include <string>
#include <vector>

#include "diff/finding_diff.h"
#include "model/finding.h"

namespace schedlint {

/// The gate of a run: the least severity that fails it (--fail-on), none for "never". A finding
/// at or above it is what makes the run exit 1, a JUnit failure and a "fails" verdict; one below
/// it is reported and blocks nothing.
using FailThreshold = std::optional<Severity>;

bool counts_against(Severity severity, FailThreshold threshold);
bool any_counts_against(const std::vector<Finding>& findings, FailThreshold threshold);
/// "error", "warning", "info" or "never", as --fail-on takes it.
std::string threshold_name(FailThreshold threshold);

/// `diff`'s gate: the new findings judged by --fail-on-new, and when --fail-on is given the new and
/// unchanged ones by it too (pre-existing problems block a change only when asked).
struct DiffGate {
  FailThreshold new_findings = Severity::kError;  ///< --fail-on-new
  FailThreshold all_findings;                     ///< --fail-on, when given

  /// The least severity at which a new finding fails the change (the lower of the two).
  FailThreshold for_new() const;
  bool fails(const FindingChanges& findings) const;
};

}  // namespace schedlint
