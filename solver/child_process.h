#pragma once

#include <sys/types.h>

#include <functional>
#include <optional>
#include <string>

namespace schedlint::smt {

/// What a request to a child process produced: its answer, or why there is none.
struct ChildOutcome {
  std::optional<std::string> output;
  std::string failure;  ///< when there is no output: "time limit reached", a signal, ...
  bool timed_out = false;
};

/// A forked child process that answers requests one at a time with `serve`: forked on the first
/// request, it stays, so a run of many small requests pays for one fork. A request that runs past
/// its time limit (the child is killed then), or that kills the child, ends it; the next request
/// forks a new one. Whatever the child does or allocates, the caller is neither held nor taken
/// down. The child sees the caller's memory as it was at the fork: `serve` may use what was made
/// before the first request (a solver context). Not thread-safe: one request at a time.
class ChildWorker {
 public:
  /// `on_start` runs in each new child before its first request (making a solver context there,
  /// while the caller goes on).
  explicit ChildWorker(std::function<std::string(const std::string& request)> serve,
                       std::function<void()> on_start = {})
      : serve_(std::move(serve)), on_start_(std::move(on_start)) {}
  ~ChildWorker();
  ChildWorker(const ChildWorker&) = delete;
  ChildWorker& operator=(const ChildWorker&) = delete;

  /// Sends `request` and waits at most `timeout_ms` (sending included) for the answer.
  ChildOutcome ask(const std::string& request, unsigned timeout_ms);
  /// Forks the child now unless one is running: the child copies the caller's memory as it is
  /// then, and each page the caller writes afterwards is copied once more, so a caller about to
  /// grow forks first. A failure here is the first request's to report.
  void start_early();

 private:
  bool start(std::string& failure);
  /// Kills and reaps the child; "" when it was killed, else how it ended on its own.
  std::string stop(bool kill_it);

  std::function<std::string(const std::string&)> serve_;
  std::function<void()> on_start_;
  pid_t pid_ = -1;
  int fd_ = -1;  ///< our end of the socket pair
};

}  // namespace schedlint::smt
