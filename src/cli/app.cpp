#include "cli/app.h"

#include <map>

#include <unistd.h>

#include "cli/command.h"
#include "cli/version.h"
#include "parse/input_error.h"
#include "solver/solver_info.h"
#include "solver/z3_prover.h"

namespace schedlint {

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  const smt::Z3Prover z3;
  return run_cli(argc, argv, out, err, z3);
}

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const smt::Prover& prover) {
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
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) {  // --help, --version
      app.exit(e, out, err);
      return 0;
    }
    err << "schedlint: error: " << e.what() << "\n"
        << "Run 'schedlint --help' for usage.\n";
    return 2;
  }
  Io io{out, err, &out == &std::cout && isatty(STDOUT_FILENO) != 0, prover};
  for (const CLI::App* sub : app.get_subcommands()) {
    try {
      return actions.at(sub->get_name())(io);
    } catch (const InputError& e) {
      err << e.formatted() << "\n";
      return 2;
    } catch (const std::exception& e) {
      err << "schedlint: internal error in " << sub->get_name() << ": " << e.what() << "\n";
      return kInternalErrorExit;
    } catch (...) {
      err << "schedlint: internal error in " << sub->get_name() << ": unknown exception\n";
      return kInternalErrorExit;
    }
  }
  return 2;
}

}  // namespace schedlint
