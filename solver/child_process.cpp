#include "solver/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

#include <fmt/format.h>

namespace schedlint::smt {

namespace {

void write_all(int fd, const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(2);
    done += static_cast<size_t>(n);
  }
}

// The child: run, write, and leave without running the parent's exit handlers or destructors.
[[noreturn]] void child_main(int out_fd, const std::function<std::string()>& work) {
  std::string output;
  try {
    output = work();
  } catch (...) {
    _exit(1);
  }
  write_all(out_fd, output);
  _exit(0);
}

std::string describe_exit(int status) {
  if (WIFSIGNALED(status)) {
    return fmt::format("the solver process died ({})", strsignal(WTERMSIG(status)));
  }
  return fmt::format("the solver process failed (exit {})", WEXITSTATUS(status));
}

int wait_for(pid_t pid) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

}  // namespace

ChildOutcome run_in_child(const std::function<std::string()>& work, unsigned timeout_ms) {
  ChildOutcome outcome;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    outcome.failure = fmt::format("cannot start the solver: {}", std::strerror(errno));
    return outcome;
  }
  const pid_t pid = ::fork();
  if (pid < 0) {
    outcome.failure = fmt::format("cannot start the solver: {}", std::strerror(errno));
    ::close(fds[0]);
    ::close(fds[1]);
    return outcome;
  }
  if (pid == 0) {
    ::close(fds[0]);
    child_main(fds[1], work);
  }
  ::close(fds[1]);
  std::string output;
  char buffer[65536];
  bool ended = false;
  while (!ended) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    pollfd p{fds[0], POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) break;
    const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ended = true;
    } else {
      output.append(buffer, static_cast<size_t>(n));
    }
  }
  ::close(fds[0]);
  if (!ended) {
    ::kill(pid, SIGKILL);
    wait_for(pid);
    outcome.failure = "time limit reached";
    outcome.timed_out = true;
    return outcome;
  }
  const int status = wait_for(pid);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    outcome.output = std::move(output);
  } else {
    outcome.failure = describe_exit(status);
  }
  return outcome;
}

}  // namespace schedlint::smt
