#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "solver/prover.h"

namespace schedlint {

/// What a subcommand works with: where it writes (the report stream, the diagnostics stream, and
/// whether stdout is a terminal, for --color auto) and what answers the proofs' queries.
struct Io {
  std::ostream& out;
  std::ostream& err;
  bool out_is_terminal = false;
  const smt::Prover& prover;
  /// Where reports were asked for beyond the command line (output: in .schedlint.yaml): a run
  /// that fails removes what an earlier run left there.
  std::vector<std::string> outputs = {};
};

/// A subcommand's action, run after the command line is parsed; returns the exit code.
using Action = std::function<int(Io&)>;

/// Each src/cli/cmd_<name>.cpp declares its flags on `app` and returns what to run.
Action add_check_command(CLI::App& app);
Action add_shares_command(CLI::App& app);
Action add_explain_command(CLI::App& app);
Action add_diff_command(CLI::App& app);
Action add_preempt_command(CLI::App& app);
Action add_rules_command(CLI::App& app);
Action add_fit_command(CLI::App& app);

/// Writes `report` to --output (all at once, only after it is complete; write_report_file) or to
/// `io.out` (also for /dev/stdout; /dev/stderr goes to `io.err`).
void emit(Io& io, const std::string& output_path, const std::string& report);

/// The report paths a command line names: -o/--output, --report FORMAT=PATH, --write-baseline.
std::vector<std::string> report_paths(int argc, const char* const* argv);

}  // namespace schedlint
