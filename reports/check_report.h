#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/finding.h"
#include "model/model.h"
#include "model/timings.h"

namespace schedlint {

/// Everything a `check` report shows: the inputs read and the findings, already sorted and
/// de-duplicated by the rule runner.
struct CheckReport {
  std::string tool_version;
  std::string hadoop_version;  ///< the release line whose semantics were applied
  std::vector<InputFile> inputs;
  std::vector<Finding> findings;
  std::vector<ProvenFact> proven_safe;        ///< risks proofs refuted (not findings)
  std::optional<RunTimings> timings;          ///< --timings
  std::vector<SuppressedFinding> suppressed;  ///< shown by SARIF with --sarif-include-suppressed
};

struct SeverityCounts {
  int error = 0;
  int warning = 0;
  int info = 0;
};

SeverityCounts count_severities(const std::vector<Finding>& findings);

/// ", 3 suppressed" after a summary of counts, when suppressions silenced anything: every report
/// says how many findings were left out.
std::string suppressed_note(size_t suppressed);

}  // namespace schedlint
