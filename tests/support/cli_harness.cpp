#include "support/cli_harness.h"

#include <sstream>

#include "cli/app.h"
#include "solver/z3_prover.h"

namespace schedlint::testing {

CliResult run_cli_in_process(const std::vector<std::string>& args) {
  const smt::Z3Prover z3;
  return run_cli_in_process(args, z3);
}

CliResult run_cli_in_process(const std::vector<std::string>& args, const smt::Prover& prover) {
  std::vector<const char*> argv{"schedlint"};
  for (const auto& a : args)
    argv.push_back(a.c_str());
  std::ostringstream out, err;
  CliResult r;
  r.code = run_cli(static_cast<int>(argv.size()), argv.data(), out, err, prover);
  r.out = out.str();
  r.err = err.str();
  return r;
}

}  // namespace schedlint::testing
