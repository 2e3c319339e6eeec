#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model/finding.h"
#include "model/resource.h"
#include "rules/rule.h"
#include "solver/confirmation.h"
#include "solver/node_group_size.h"
#include "solver/prover.h"

namespace schedlint {

/// Helpers the proof rules share.

/// Z3 and a proof's arithmetic answered one query differently: a bug in one of them, which the
/// runner reports as an internal error of the rule (exit 3).
class ProofDisagreement : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

/// Confirms the answer a proof's arithmetic gave to `query` by asking Z3 whether it is wrong
/// (`confirm`, one of solver/'s confirm_* functions, with the run's solve options and without
/// --dump-smt, which the arithmetic already wrote): Decision kZ3 when Z3 agrees; kArithmetic,
/// saying why, when Z3 did not answer (no solver, the budget spent, its time limit) or no query
/// was needed. When they disagree, asks again with the query written into a new folder of the
/// temporary directory and throws ProofDisagreement naming the query, the difference and that
/// folder.
Decision confirm_by_z3(const AnalysisContext& context, const std::string& query,
                       const std::function<smt::Confirmation(const smt::SolveOptions&)>& confirm);

/// confirm_by_z3 for answers Z3 confirms together: `confirm` gives one Confirmation per query of
/// `queries`, in order, and so does this, a Decision each.
std::vector<Decision> confirm_all_by_z3(
    const AnalysisContext& context, const std::vector<std::string>& queries,
    const std::function<std::vector<smt::Confirmation>(const smt::SolveOptions&)>& confirm);

/// The decision of a proof answer that needs no Z3 query (`what` says why: the engine enumerated
/// every case, the question answers itself): "no solver query: <what>".
Decision decided_without_query(std::string_view what);

/// The node groups of the model as the solver sees them (memory and vcores per node); only those
/// carrying `label` when one is given ("" is the default partition).
std::vector<smt::NodeGroupSize> solver_node_groups(const AnalysisContext& context,
                                                   const std::string* label = nullptr);

/// {"memory_mb": ..., "vcores": ...} for a witness.
WitnessValue witness_resource(const Resource& r);

/// The info finding of a query that ran out of time: "could not decide within the N ms time
/// limit (--solver-timeout-ms) whether <question> (query <name>: <reason>)"; without the time
/// limit for a query the solver was not asked (--no-solver, or a reason of kNotModelled).
Finding unknown_proof_finding(const RuleInfo& info, const AnalysisContext& context,
                              SourceLocation loc, std::string_view question,
                              const std::string& query, const std::string& reason);

/// "a, b, c and 4997 more": the first `shown` names, and how many more there are (a question many
/// queues share would otherwise name thousands in one message).
std::string first_named(const std::vector<std::string>& names, size_t shown);

/// The questions of a proof rule that the proofs' time budget (--solver-budget-ms) left undecided:
/// the rule asks `skipped` before each question, and `report` says so once for all of them: "the
/// proofs' time budget (--solver-budget-ms 10000) ran out before 37 <what> could be decided
/// (root.a, ... and 27 more); ...". Once spent the budget stays spent, so the questions skipped
/// are the last ones.
class BudgetCut {
 public:
  explicit BudgetCut(const AnalysisContext& context) : context_(context) {}
  /// Whether the budget is spent; then `subject` is recorded as undecided.
  bool skipped(const std::string& subject);
  /// Records a question whose query the budget cut short.
  void add(const std::string& subject) { subjects_.push_back(subject); }
  bool empty() const { return subjects_.empty(); }
  /// The one info finding, at `loc`, when some question was left undecided.
  void report(const RuleInfo& info, FindingSink& sink, SourceLocation loc,
              std::string_view what) const;

 private:
  const AnalysisContext& context_;
  std::vector<std::string> subjects_;
};

}  // namespace schedlint
