#include "bench/process_run.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace schedlint::bench {

ProcessRun run_process(const std::vector<std::string>& argv, double timeout_s) {
  // stdout goes to an anonymous temporary file: a pipe would need a reader thread.
  std::FILE* captured = std::tmpfile();
  if (captured == nullptr) throw std::runtime_error("cannot create a temporary file");
  std::vector<char*> args;
  for (const std::string& a : argv)
    args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) {
    std::fclose(captured);
    throw std::runtime_error("fork failed");
  }
  if (pid == 0) {
    const int null = open("/dev/null", O_RDWR);
    dup2(null, STDIN_FILENO);
    dup2(fileno(captured), STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    execv(args[0], args.data());
    _exit(127);
  }
  // The time limit: a thread that kills the child unless the wait below ends first.
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  bool killed = false;
  std::thread limit([&] {
    std::unique_lock<std::mutex> lock(mutex);
    if (!finished.wait_for(lock, std::chrono::duration<double>(timeout_s), [&] { return done; })) {
      killed = true;
      kill(pid, SIGKILL);
    }
  });
  int status = 0;
  rusage usage{};
  int waited = 0;
  while ((waited = wait4(pid, &status, 0, &usage)) < 0 && errno == EINTR) {
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    done = true;
  }
  finished.notify_all();
  limit.join();
  if (waited < 0) throw std::runtime_error("wait4 failed");
  ProcessRun run;
  run.timed_out = killed;
  run.wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  run.peak_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;  // kilobytes on Linux
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (run.exit_code == 127) {
    std::fclose(captured);
    throw std::runtime_error("cannot run " + argv.front());
  }
  std::rewind(captured);
  char buffer[65536];
  size_t n = 0;
  while ((n = std::fread(buffer, 1, sizeof buffer, captured)) > 0)
    run.out.append(buffer, n);
  std::fclose(captured);
  return run;
}

}  // namespace schedlint::bench
