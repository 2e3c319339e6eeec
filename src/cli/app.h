#pragma once

#include <ostream>

#include "solver/prover.h"

namespace schedlint {

/// The exit code of an internal error: a bug in schedlint, never a verdict on the configuration.
inline constexpr int kInternalErrorExit = 3;

/// Runs the schedlint command line; returns the exit code (0 clean, 1 findings at or above
/// --fail-on, 2 usage error or unreadable input, 3 internal error). Output goes to `out`,
/// diagnostics to `err`; nothing escapes as an exception.
/// The proofs ask Z3.
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// The same, the proofs asking `prover` (tests script its answers).
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const smt::Prover& prover);

}  // namespace schedlint
