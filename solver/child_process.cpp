#include "solver/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>

#include <fmt/format.h>

namespace schedlint::smt {

namespace {

using Clock = std::chrono::steady_clock;

// Messages are framed: an 8-byte length, then the bytes. A socket pair rather than pipes, so a
// write to a child that died fails (MSG_NOSIGNAL) instead of raising SIGPIPE in the caller.
std::string framed(const std::string& bytes) {
  const uint64_t size = bytes.size();
  std::string out(reinterpret_cast<const char*>(&size), sizeof size);
  return out + bytes;
}

// The child's side: blocking, no deadline (the parent keeps the time).
bool send_all(int fd, const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

bool receive_exactly(int fd, char* out, size_t size) {
  size_t done = 0;
  while (done < size) {
    const ssize_t n = ::recv(fd, out + done, size - done, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// The child: answer requests until the parent closes its end, then leave without running the
// parent's exit handlers or destructors.
[[noreturn]] void child_main(int fd, const std::function<std::string(const std::string&)>& serve,
                             const std::function<void()>& on_start) {
  try {
    if (on_start) on_start();
  } catch (...) {
    _exit(1);
  }
  while (true) {
    uint64_t size = 0;
    if (!receive_exactly(fd, reinterpret_cast<char*>(&size), sizeof size)) _exit(0);
    std::string request(size, '\0');
    if (!receive_exactly(fd, request.data(), size)) _exit(0);
    std::string answer;
    try {
      answer = serve(request);
    } catch (...) {
      _exit(1);
    }
    if (!send_all(fd, framed(answer))) _exit(0);
  }
}

// Closes every descriptor above stdio but `keep`.
void close_all_but(int keep) {
  const auto k = static_cast<unsigned>(keep);
  if (::close_range(3, k - 1, 0) == 0 && ::close_range(k + 1, ~0U, 0) == 0) return;
  const long most = std::min(::sysconf(_SC_OPEN_MAX), 65536L);  // no close_range (before 5.9)
  for (long fd = 3; fd < most; ++fd) {
    if (fd != keep) ::close(static_cast<int>(fd));
  }
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

// Waits for `fd` to be ready for `events` until `deadline`: false when the time ran out.
bool ready_by(int fd, short events, Clock::time_point deadline) {
  while (true) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{fd, events, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    return ready > 0;
  }
}

enum class Transfer { kDone, kTimedOut, kClosed };

Transfer send_by(int fd, const std::string& bytes, Clock::time_point deadline) {
  size_t done = 0;
  while (done < bytes.size()) {
    if (!ready_by(fd, POLLOUT, deadline)) return Transfer::kTimedOut;
    const ssize_t n =
        ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) return Transfer::kClosed;
    done += static_cast<size_t>(n);
  }
  return Transfer::kDone;
}

Transfer receive_by(int fd, char* out, size_t size, Clock::time_point deadline) {
  size_t done = 0;
  while (done < size) {
    if (!ready_by(fd, POLLIN, deadline)) return Transfer::kTimedOut;
    const ssize_t n = ::recv(fd, out + done, size - done, MSG_DONTWAIT);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) return Transfer::kClosed;
    done += static_cast<size_t>(n);
  }
  return Transfer::kDone;
}

}  // namespace

ChildWorker::~ChildWorker() {
  if (pid_ > 0) stop(true);  // idle between requests: nothing is lost
}

bool ChildWorker::start(std::string& failure) {
  int fds[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
    failure = fmt::format("cannot start the solver: {}", std::strerror(errno));
    return false;
  }
  const pid_t pid = ::fork();
  if (pid < 0) {
    failure = fmt::format("cannot start the solver: {}", std::strerror(errno));
    ::close(fds[0]);
    ::close(fds[1]);
    return false;
  }
  if (pid == 0) {
    // Only our end of this worker's socket: an end of another worker's inherited here would keep
    // that worker from ever seeing its caller leave.
    close_all_but(fds[1]);
    child_main(fds[1], serve_, on_start_);
  }
  ::close(fds[1]);
  pid_ = pid;
  fd_ = fds[0];
  return true;
}

std::string ChildWorker::stop(bool kill_it) {
  // Closing our end makes a waiting child leave; a busy one is killed when asked to.
  ::close(fd_);
  fd_ = -1;
  if (kill_it) ::kill(pid_, SIGKILL);
  const int status = wait_for(pid_);
  pid_ = -1;
  if (kill_it || (WIFEXITED(status) && WEXITSTATUS(status) == 0)) return "";
  return describe_exit(status);
}

void ChildWorker::start_early() {
  std::string failure;
  if (pid_ < 0) start(failure);
}

ChildOutcome ChildWorker::ask(const std::string& request, unsigned timeout_ms) {
  ChildOutcome outcome;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  if (pid_ < 0 && !start(outcome.failure)) return outcome;
  Transfer t = send_by(fd_, framed(request), deadline);
  uint64_t size = 0;
  if (t == Transfer::kDone)
    t = receive_by(fd_, reinterpret_cast<char*>(&size), sizeof size, deadline);
  // An answer is a solution: far below this, whatever the child claims.
  constexpr uint64_t kLargestAnswer = uint64_t{1} << 30;
  if (t == Transfer::kDone && size > kLargestAnswer) {
    stop(true);
    outcome.failure = "the solver process answered garbled";
    return outcome;
  }
  std::string answer;
  if (t == Transfer::kDone) {
    answer.resize(size);
    t = receive_by(fd_, answer.data(), size, deadline);
  }
  switch (t) {
    case Transfer::kDone:
      outcome.output = std::move(answer);
      break;
    case Transfer::kTimedOut:
      stop(true);
      outcome.failure = "time limit reached";
      outcome.timed_out = true;
      break;
    case Transfer::kClosed: {
      const std::string how = stop(false);
      outcome.failure = how.empty() ? "the solver process ended" : how;
      break;
    }
  }
  return outcome;
}

}  // namespace schedlint::smt
