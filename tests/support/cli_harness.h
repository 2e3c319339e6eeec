#pragma once

#include <filesystem>
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

/// Runs the built schedlint binary with `args` as a process of its own in the folder `cwd`, as a
/// shell would (relative paths in its output are relative to `cwd`); stdin is empty. A binary that
/// cannot be started is a code of 127.
CliResult run_schedlint(const std::vector<std::string>& args, const std::filesystem::path& cwd);

}  // namespace schedlint::testing
