#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/source_location.h"
#include "model/witness.h"

namespace schedlint {

/// error: the ResourceManager rejects it or it can never work; warning: a reachable risk;
/// info: waste or a surprise worth knowing (docs/contributing.md).
enum class Severity { kInfo = 0, kWarning = 1, kError = 2 };

std::string_view severity_name(Severity severity);
std::optional<Severity> parse_severity(std::string_view name);

/// Another place involved in a finding (e.g. a sibling's capacity in a sum).
struct RelatedLocation {
  SourceLocation loc;
  std::string message;
};

/// How a proof's answer was decided. Each proof has an exact arithmetic decision (the fast path);
/// while the solver budget lasts Z3 answers the same query, and must agree.
enum class DecidedBy {
  kZ3,          ///< Z3 answered the query and agreed with the arithmetic
  kArithmetic,  ///< the arithmetic alone: --no-solver, the budget spent, Z3 out of time, or no
                ///< query
};

std::string_view decided_by_name(DecidedBy by);  ///< "z3", "arithmetic"

struct Decision {
  DecidedBy by = DecidedBy::kArithmetic;
  std::string why;  ///< for kArithmetic: why Z3 did not confirm it ("--no-solver", ...)
};

/// What a proof (a solver query) answered, for findings that come from one: "sat" (the risk is
/// reachable, and `witness` is a state a person can check by hand) or "unknown" (the time
/// limit ran out). Refuted risks ("unsat") are not findings but ProvenFacts.
struct Proof {
  std::string status;
  std::string query;     ///< the query's name, as in --dump-smt file names
  WitnessValue witness;  ///< an object; null when unknown
  Decision decided = {};
};

/// A risk a proof refuted: reported as a fact, not counted as a finding.
struct ProvenFact {
  std::string rule;
  std::string message;
  SourceLocation loc;
  Decision decided = {};
};

/// One problem found in the inputs, pointing at the line that causes it.
struct Finding {
  std::string rule;
  Severity severity = Severity::kWarning;
  std::string message;
  SourceLocation loc;
  std::string queue;  ///< full queue path when the finding is about a queue
  /// What else the finding is about, when its queue alone does not tell the rule's findings apart
  /// (a property, a node group, a workload, a mapping): part of its identity (model/fingerprint.h),
  /// so never a number the rule computed. A rule sets it where needed; the runner otherwise names
  /// the property on the finding's line.
  std::string about;
  /// Its place in document order among the rule's findings with the same file, queue and `about`
  /// (0 for the first): what tells apart the occurrences of a property set several times.
  int occurrence = 0;
  std::vector<std::string> details;  ///< extra lines (numbers, witness, fix)
  std::vector<RelatedLocation> related;
  std::optional<Proof> proof;  ///< for findings of proofs
  std::string cluster;         ///< the folder it was found in, when `check` read several
};

/// Orders findings by file, line, column, rule, then message (the order every report uses).
bool finding_less(const Finding& a, const Finding& b);

}  // namespace schedlint
