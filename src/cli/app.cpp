#include "cli/app.h"

#include <map>

#include <unistd.h>

#include "cli/command.h"
#include "cli/version.h"
#include "io/atomic_file.h"
#include "parse/input_error.h"
#include "reports/escape.h"
#include "solver/solver_info.h"
#include "solver/z3_prover.h"

namespace schedlint {

namespace {

// The subcommand the command line chose; what escapes it is exit 2 (InputError) or 3.
int run_action(const std::map<std::string, Action>& actions, const CLI::App& app, Io& io) {
  for (const CLI::App* sub : app.get_subcommands()) {
    try {
      return actions.at(sub->get_name())(io);
    } catch (const InputError& e) {
      io.err << escape_for_terminal(e.formatted()) << "\n";
      return 2;
    } catch (const std::exception& e) {
      io.err << "schedlint: internal error in " << sub->get_name() << ": "
             << escape_for_terminal(e.what()) << "\n";
      return kInternalErrorExit;
    } catch (...) {
      io.err << "schedlint: internal error in " << sub->get_name() << ": unknown exception\n";
      return kInternalErrorExit;
    }
  }
  return 2;
}

// Runs the command line: the exit code.
int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                  const smt::Prover& prover, std::vector<std::string>& outputs) {
  CLI::App app{"schedlint: static analysis of Apache Hadoop YARN scheduler configuration"};
  app.set_version_flag(
      "--version", std::string("schedlint ") + kSchedlintVersion + " (" + solver_version() + ")");
  app.require_subcommand(1);
  app.footer(
      "Exit codes: 0 no finding at or above --fail-on; 1 findings at or above it; 2 usage error or "
      "unreadable input; 3 internal error (a bug in schedlint: no report is written).");
  std::map<std::string, Action> actions{
      {"check", add_check_command(app)},     {"shares", add_shares_command(app)},
      {"explain", add_explain_command(app)}, {"diff", add_diff_command(app)},
      {"preempt", add_preempt_command(app)}, {"rules", add_rules_command(app)},
      {"fit", add_fit_command(app)},
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) {  // --help, --version
      app.exit(e, out, err);
      return 0;
    }
    err << "schedlint: error: " << escape_for_terminal(e.what()) << "\n"
        << "Run 'schedlint --help' for usage.\n";
    return 2;
  }
  Io io{out, err, &out == &std::cout && isatty(STDOUT_FILENO) != 0, prover};
  const int code = run_action(actions, app, io);
  outputs = io.outputs;
  return code;
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  const smt::Z3Prover z3;
  return run_cli(argc, argv, out, err, z3);
}

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const smt::Prover& prover) {
  std::vector<std::string> outputs;  // what the settings name
  const int code = parse_and_run(argc, argv, out, err, prover, outputs);
  if (code >= 2) {
    // A failed run leaves no report behind: an earlier run's would be published as this one's.
    for (const std::string& path : report_paths(argc, argv))
      discard_report_file(path);
    for (const std::string& path : outputs)
      discard_report_file(path);
  }
  return code;
}

}  // namespace schedlint
