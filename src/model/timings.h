#pragma once

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace schedlint {

/// Milliseconds since `since`.
inline double millis_since(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since)
      .count();
}

/// How long named steps of a run took, in milliseconds, in the order they were first timed
/// (--timings: the stages of a run, and each rule). A name timed twice adds up.
class Timings {
 public:
  void add(const std::string& name, double millis) {
    for (auto& [n, ms] : entries_) {
      if (n == name) {
        ms += millis;
        return;
      }
    }
    entries_.emplace_back(name, millis);
  }
  const std::vector<std::pair<std::string, double>>& entries() const { return entries_; }

 private:
  std::vector<std::pair<std::string, double>> entries_;
};

/// Adds the time from its construction to its destruction to `timings` under `name` (nothing
/// when `timings` is null).
class ScopedTimer {
 public:
  ScopedTimer(Timings* timings, std::string name)
      : timings_(timings), name_(std::move(name)), start_(std::chrono::steady_clock::now()) {}
  ~ScopedTimer() {
    if (timings_ == nullptr) return;
    timings_->add(name_, millis_since(start_));
  }
  ScopedTimer(const ScopedTimer&) = delete;
  ScopedTimer& operator=(const ScopedTimer&) = delete;

 private:
  Timings* timings_;
  std::string name_;
  std::chrono::steady_clock::time_point start_;
};

/// What --timings reports of a run: its stages (parse, model, sched, rules; the report adds
/// "report" and "total" when it is written) and each rule.
struct RunTimings {
  std::chrono::steady_clock::time_point started;  ///< when the command began: "total" runs from it
  Timings stages;
  Timings rules;
};

}  // namespace schedlint
