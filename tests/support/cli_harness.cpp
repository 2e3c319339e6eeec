#include "support/cli_harness.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <sstream>
#include <stdexcept>

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

namespace {

std::string read_all(std::FILE* file) {
  std::string text;
  std::rewind(file);
  char buffer[65536];
  for (size_t n = 0; (n = std::fread(buffer, 1, sizeof buffer, file)) > 0;)
    text.append(buffer, n);
  std::fclose(file);
  return text;
}

}  // namespace

CliResult run_schedlint(const std::vector<std::string>& args, const std::filesystem::path& cwd) {
  // Output goes to anonymous temporary files: pipes would need a reader per stream.
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  if (out == nullptr || err == nullptr) throw std::runtime_error("cannot create temporary files");
  std::vector<std::string> argv{SCHEDLINT_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> c_argv;
  for (std::string& a : argv)
    c_argv.push_back(a.data());
  c_argv.push_back(nullptr);
  const std::string dir = cwd.string();
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    const int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, STDIN_FILENO) < 0 || dup2(fileno(out), STDOUT_FILENO) < 0 ||
        dup2(fileno(err), STDERR_FILENO) < 0 || chdir(dir.c_str()) != 0) {
      _exit(127);
    }
    execv(c_argv[0], c_argv.data());
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  CliResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_all(out);
  r.err = read_all(err);
  return r;
}

}  // namespace schedlint::testing
