#pragma once

#include <cstdint>
#include <string>

#include "solver/linear_model.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// What Z3 made of an answer the arithmetic gave to one of the proofs' questions.
struct Confirmation {
  bool asked = false;  ///< false: the answer follows from the question alone, no query to ask
  /// Z3's answer to the question "is the arithmetic wrong?": unsat confirms it, unknown leaves it
  /// unconfirmed, sat is a disagreement.
  Status status = Status::kUnknown;
  std::string reason;      ///< why unknown, or why no query was asked
  std::string difference;  ///< when sat: how the arithmetic's answer is wrong
};

/// An optimization query's constraints with the first objective held below `optimum`: it has a
/// solution exactly when something better than the arithmetic's optimum exists, so unsat proves
/// the optimum (the arithmetic re-checks that its witness attains it). Named "<query>.better".
LinearModel better_than(const LinearModel& query, int64_t optimum);

/// A query's constraints alone, without its objectives: for an answer of "no solution".
LinearModel constraints_of(const LinearModel& query);

/// Asks `prover` whether `refutation` has a solution (written first to options.dump_dir when
/// set): a sat answer is the disagreement `if_sat`.
Confirmation refute(const LinearModel& refutation, const Prover& prover,
                    const SolveOptions& options, std::string if_sat);

}  // namespace schedlint::smt
