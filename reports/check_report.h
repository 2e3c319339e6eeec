#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/finding.h"
#include "model/model.h"
#include "model/timings.h"

namespace schedlint {

/// A rule of the catalog the run did not run, and why ("disabled", "no yarn-site.xml", ...).
struct RuleNotRunEntry {
  std::string rule;
  std::string why;
};

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
  std::vector<RuleNotRunEntry> not_run;       ///< the rules that do not apply to this run
  std::vector<std::string> clusters;          ///< the folders read, when `check` read several
};

struct SeverityCounts {
  int error = 0;
  int warning = 0;
  int info = 0;
};

SeverityCounts count_severities(const std::vector<Finding>& findings);

/// What the proofs decided: risks found (sat findings) and refuted, and how many of those answers
/// Z3 confirmed or the arithmetic decided alone.
struct ProofCounts {
  int found = 0;
  int proven_safe = 0;
  int by_z3 = 0;
  int by_arithmetic = 0;
};

ProofCounts count_proofs(const CheckReport& report);

/// The first sentence of a finding's message (up to the first '.' that ends a sentence), for the
/// short forms of a report (JUnit's failure message); the whole message when it is one sentence.
std::string first_sentence(std::string_view message);

/// How a proof's answer was decided, in words: "confirmed by Z3", or "decided by arithmetic alone
/// (--no-solver)".
std::string decision_text(const Decision& decided);
/// ", 3 suppressed" after a summary of counts, when suppressions silenced anything: every report
/// says how many findings were left out.
std::string suppressed_note(size_t suppressed);

}  // namespace schedlint
