#pragma once

#include <string>

#include "solver/prover.h"

namespace schedlint::smt {

/// The Prover that asks Z3 (optimize when the model has an objective), with a watchdog for the
/// time limit and --dump-smt. The only Z3-backed class: solver/z3_solver.cpp implements it.
class Z3Prover final : public Prover {
 public:
  Solution solve(const LinearModel& model, const SolveOptions& options) const override;
};

/// Runs an SMT-LIB 2 script with Z3, as `z3 file.smt2` would, and returns what it prints (so
/// tests can check that a dump gives the same answer).
std::string run_smtlib(const std::string& script);

}  // namespace schedlint::smt
