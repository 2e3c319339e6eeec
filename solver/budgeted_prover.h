#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/prover.h"

namespace schedlint::smt {

/// The reason of an unknown answer whose query was never asked (or cut short) because the proofs'
/// time budget, --solver-budget-ms, was spent.
inline constexpr std::string_view kBudgetSpent = "the solver budget was spent";

/// The reason of an unknown answer when the run has no solver (--no-solver).
inline constexpr std::string_view kNoSolver = "no solver (--no-solver)";

/// The reason of an unknown answer to a confirmation once --confirm-budget-ms was spent.
inline constexpr std::string_view kConfirmBudgetSpent =
    "the time for confirmations was spent (--confirm-budget-ms)";

/// How the reason of an unknown answer begins when the question was not asked because the query
/// cannot express it (the arithmetic Hadoop does there is not modelled), not for lack of time.
inline constexpr std::string_view kNotModelled = "not modelled: ";

/// A Prover that gives all the proofs of a run one time budget (--solver-budget-ms): each query
/// gets at most what is left of it (and at most its own --solver-timeout-ms), and once it is spent
/// every further query is answered unknown, for the reason kBudgetSpent, without asking. Time is
/// charged as the inner prover reports it (Solution::millis); an unknown answer of the inner
/// prover keeps its reason (a budget around another says its own). A query is charged the time it
/// took as a whole (translating the model for the solver and tearing it down too), not only what
/// the solver reports. Without a solver (`solver_on`
/// false, --no-solver) every query is answered unknown, for the reason kNoSolver, without asking.
/// Safe to share between threads.
class BudgetedProver final : public Prover {
 public:
  /// `spent` is the reason of what the budget cuts.
  BudgetedProver(const Prover& inner, unsigned budget_ms, bool solver_on = true,
                 std::string_view spent = kBudgetSpent)
      : inner_(inner), budget_ms_(budget_ms), solver_on_(solver_on), spent_(spent) {}

  Solution solve(const LinearModel& model, const SolveOptions& options) const override;

  /// The names of the queries the budget cut: not asked, or stopped by what was left of it.
  std::vector<std::string> cut() const;
  /// Why a query would go unasked now (kNoSolver, this budget's reason once it is spent, or the
  /// inner prover's), or nullopt while it would be asked: a caller can leave out building it.
  std::optional<std::string_view> why_unasked() const override;
  unsigned budget_ms() const { return budget_ms_; }

  /// The proofs' own time counts too (their arithmetic, building their questions and tearing them
  /// down): from start_clock() to stop_clock(), every charge_clock() charges the wall time since
  /// the last charge that no query was charged for. Not for proofs run side by side.
  void start_clock() const;
  void charge_clock() const;
  void stop_clock() const;
  /// Whether the budget is spent, queries and the clock together (--no-solver or not).
  bool spent() const;

 private:
  void charge_clock_locked() const;

  const Prover& inner_;
  unsigned budget_ms_;
  bool solver_on_;
  std::string_view spent_;
  mutable std::mutex mutex_;
  mutable double spent_ms_ = 0;
  mutable std::vector<std::string> cut_;
  /// The clock: running, and when it was last charged and what was spent then.
  mutable bool clock_running_ = false;
  mutable std::chrono::steady_clock::time_point clock_mark_;
  mutable double spent_at_mark_ = 0;
};

}  // namespace schedlint::smt
