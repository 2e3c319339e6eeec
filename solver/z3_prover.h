#pragma once

#include <memory>
#include <mutex>
#include <string>

#include "solver/prover.h"

namespace schedlint::smt {

/// The Prover that asks Z3 (optimize when the model has an objective), with the time limit and
/// --dump-smt. The only Z3-backed class: solver/z3_solver.cpp implements it.
///
/// Queries run in a child process (solver/child_process.h), killed at a query's time limit: the
/// limit then covers building and tearing down the query too, whatever Z3 does. The process is
/// forked once (on the first query, or earlier: prepare) and makes one Z3 context, then answers
/// query after query (a new one is forked after a time limit or a crash): creating a context, and
/// forking, cost
/// more than most of schedlint's queries, so a run with hundreds of queries pays them once.
/// Queries are asked one at a time (a mutex), so one Prover may be shared.
class Z3Prover final : public Prover {
 public:
  Z3Prover();
  ~Z3Prover() override;
  Z3Prover(const Z3Prover&) = delete;
  Z3Prover& operator=(const Z3Prover&) = delete;

  Solution solve(const LinearModel& model, const SolveOptions& options) const override;
  /// Starts the solver's process now, while the caller is small: it copies the caller's memory
  /// as it is at the fork, and each page the caller writes afterwards is copied again (forked
  /// after a 5,000-queue model was read, that cost a tenth of the run). The process makes its Z3
  /// context while the caller reads its inputs.
  void prepare() const override;

 private:
  struct Context;  ///< created on the first query or prepare(): a run without proofs makes none
  mutable std::unique_ptr<Context> context_;
  mutable std::mutex mutex_;
};

/// Runs an SMT-LIB 2 script with Z3, as `z3 file.smt2` would, and returns what it prints (so
/// tests can check that a dump gives the same answer).
std::string run_smtlib(const std::string& script);

}  // namespace schedlint::smt
