#pragma once

#include <string>
#include <vector>

#include "solver/prover.h"

namespace schedlint::testing {

/// What a command line run printed and returned.
struct CliResult {
  int code = 0;
  std::string out;
  std::string err;
};

/// Runs the CLI in-process with `args` (without the program name), the proofs asking Z3.
CliResult run_cli_in_process(const std::vector<std::string>& args);

/// The same, the proofs asking `prover`.
CliResult run_cli_in_process(const std::vector<std::string>& args, const smt::Prover& prover);

}  // namespace schedlint::testing
