#include "solver/budgeted_prover.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace schedlint::smt {

Solution BudgetedProver::solve(const LinearModel& model, const SolveOptions& options) const {
  if (!solver_on_) {
    Solution unasked;
    unasked.reason = std::string(kNoSolver);
    return unasked;
  }
  SolveOptions limited = options;
  bool limited_by_budget = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    charge_clock_locked();
    const double left = static_cast<double>(budget_ms_) - spent_ms_;
    if (left < 1) {
      cut_.push_back(model.name());
      Solution unasked;
      unasked.reason = std::string(spent_);
      return unasked;
    }
    const auto left_ms = static_cast<unsigned>(std::floor(left));
    if (left_ms < limited.timeout_ms) {
      limited.timeout_ms = left_ms;
      limited_by_budget = true;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  Solution s = inner_.solve(model, limited);
  const double wall =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::lock_guard<std::mutex> lock(mutex_);
  spent_ms_ += std::max(s.millis, wall);
  if (s.status == Status::kUnknown && limited_by_budget && s.millis + 1 >= limited.timeout_ms) {
    // Stopped by what was left of the budget, not by its own limit; an answer the inner prover
    // gave sooner (another budget's, --no-solver's) keeps its own reason.
    cut_.push_back(model.name());
    s.reason = std::string(spent_);
  }
  return s;
}

std::optional<std::string_view> BudgetedProver::why_unasked() const {
  if (!solver_on_) return kNoSolver;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    charge_clock_locked();
    if (static_cast<double>(budget_ms_) - spent_ms_ < 1) return spent_;
  }
  return inner_.why_unasked();  // a budget around another: the other's spent budget counts too
}

void BudgetedProver::start_clock() const {
  std::lock_guard<std::mutex> lock(mutex_);
  clock_running_ = true;
  clock_mark_ = std::chrono::steady_clock::now();
  spent_at_mark_ = spent_ms_;
}

void BudgetedProver::charge_clock_locked() const {
  if (!clock_running_) return;
  const auto now = std::chrono::steady_clock::now();
  const double wall = std::chrono::duration<double, std::milli>(now - clock_mark_).count();
  // What queries were charged since the mark is already counted.
  spent_ms_ += std::max(0.0, wall - (spent_ms_ - spent_at_mark_));
  clock_mark_ = now;
  spent_at_mark_ = spent_ms_;
}

void BudgetedProver::charge_clock() const {
  std::lock_guard<std::mutex> lock(mutex_);
  charge_clock_locked();
}

void BudgetedProver::stop_clock() const {
  std::lock_guard<std::mutex> lock(mutex_);
  charge_clock_locked();
  clock_running_ = false;
}

bool BudgetedProver::spent() const {
  std::lock_guard<std::mutex> lock(mutex_);
  charge_clock_locked();
  return static_cast<double>(budget_ms_) - spent_ms_ < 1;
}

std::vector<std::string> BudgetedProver::cut() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return cut_;
}

}  // namespace schedlint::smt
