#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/analysis_options.h"
#include "rules/runner.h"
#include "solver/prover.h"
#include "support/test_support.h"

namespace schedlint::testing {

/// A Prover with scripted answers, for the rules' tests (which link no solver). A query is
/// answered by the script whose key is the longest prefix of its name; an unscripted query is
/// answered unknown ("not scripted") and recorded, so a test can assert what was asked.
class FakeProver final : public smt::Prover {
 public:
  /// Answers every query whose name starts with `query_prefix` with `answer`. A sat answer with
  /// no values gets each variable's lower bound.
  FakeProver& answer(std::string query_prefix, smt::Solution answer);
  FakeProver& answer(std::string query_prefix, smt::Status status);

  smt::Solution solve(const smt::LinearModel& model,
                      const smt::SolveOptions& options) const override;

  /// The names of the queries asked, in order.
  const std::vector<std::string>& asked() const { return asked_; }

 private:
  std::map<std::string, smt::Solution> script_;
  mutable std::vector<std::string> asked_;
};

/// For a proof whose arithmetic answered and whose Z3 query `prover` was scripted to contradict:
/// that the run reports an internal error of `rule` naming `query` (a prefix of its name), and
/// that the folder the error names holds the query as SMT-LIB (the folder is then removed).
void expect_disagreement_kept(const RuleRun& run, const std::string& rule,
                              const std::string& query);

/// Runs the one rule `rule` (no other) over `model` with `options`, proofs asking `prover`.
RuleRun run_one_rule(const Model& model, const std::string& rule, const AnalysisOptions& options,
                     const smt::Prover& prover);

/// Loads `files` from memory and runs the one rule `rule` with default options and a FakeProver
/// that answers nothing; returns its findings.
std::vector<Finding> run_rule(const Files& files, const std::string& rule,
                              const std::string& version = "3.3");

/// The findings of the one rule `rule` over `model` with `options` and a FakeProver that answers
/// nothing.
std::vector<Finding> run_rule(const Model& model, const std::string& rule,
                              const AnalysisOptions& options);

/// Two versions for the change rules, from one list of files: those named "old/..." are the
/// version before, "new/..." the version after.
struct LoadedChange {
  Model before;
  Model after;
};
LoadedChange load_change(const Files& files, const std::string& version = "3.3");

/// The findings of the one change rule `rule` between the two versions of `files`.
std::vector<Finding> run_change_rule(const Files& files, const std::string& rule,
                                     const std::string& version = "3.3");

/// Every change rule's findings between the two versions of `files`.
RuleRun run_change_rules(const Files& files, const std::string& version = "3.3");

}  // namespace schedlint::testing
