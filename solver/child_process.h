#pragma once

#include <functional>
#include <optional>
#include <string>

namespace schedlint::smt {

/// What a computation run in a child process produced: its output, or why there is none.
struct ChildOutcome {
  std::optional<std::string> output;
  std::string failure;  ///< when there is no output: "time limit reached", a signal, ...
  bool timed_out = false;
};

/// Runs `work` in a forked child process and returns the bytes it produced, or, when the child runs
/// past `timeout_ms` (it is killed then) or dies, no output and the reason. The time covers
/// everything the child does; nothing it allocates outlives it, so a computation that ignores
/// interruption, or crashes, cannot hold or take down the caller.
ChildOutcome run_in_child(const std::function<std::string()>& work, unsigned timeout_ms);

}  // namespace schedlint::smt
