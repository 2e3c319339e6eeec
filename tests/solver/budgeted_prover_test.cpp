// One time budget for all the proofs of a run (--solver-budget-ms), over a scripted prover whose
// answers report how long they took.
#include "solver/budgeted_prover.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "support/rule_harness.h"

namespace schedlint::smt {
namespace budgeted_prover_test {

LinearModel query(const std::string& name) {
  LinearModel m(name);
  m.add_int("x", 0, 1);
  return m;
}

// Every query answered sat after `millis` of solver time.
testing::FakeProver taking(double millis) {
  testing::FakeProver prover;
  Solution sat;
  sat.status = Status::kSat;
  sat.millis = millis;
  prover.answer("q", sat);
  return prover;
}

TEST(BudgetedProver, QueriesAreAskedUntilTheBudgetIsSpentThenCut) {
  const testing::FakeProver inner = taking(4000);
  const BudgetedProver budget(inner, 10000);
  EXPECT_EQ(budget.solve(query("q1"), {}).status, Status::kSat);  // 4000 spent
  EXPECT_EQ(budget.solve(query("q2"), {}).status, Status::kSat);  // 8000
  EXPECT_EQ(budget.solve(query("q3"), {}).status, Status::kSat);  // 2000 left: asked, 12000
  const Solution cut = budget.solve(query("q4"), {});
  EXPECT_EQ(cut.status, Status::kUnknown);
  EXPECT_EQ(cut.reason, kBudgetSpent);
  EXPECT_EQ(inner.asked(), (std::vector<std::string>{"q1", "q2", "q3"}));  // q4 never asked
  EXPECT_EQ(budget.cut(), std::vector<std::string>{"q4"});
}

TEST(BudgetedProver, AQueryGetsAtMostWhatIsLeftAndIsCutWhenThatRunsOut) {
  testing::FakeProver inner;
  Solution slow;  // an unknown after 10000 ms: the time limit it was given ran out
  slow.millis = 10000;
  slow.reason = "time limit reached";
  inner.answer("slow", slow);
  Solution quick = slow;  // the same after 100 ms
  quick.millis = 100;
  inner.answer("quick", quick);
  SolveOptions options;
  options.timeout_ms = 20000;  // more than the whole budget: the budget's 10000 ms apply
  const BudgetedProver budget(inner, 10000);
  EXPECT_EQ(budget.solve(query("slow1"), options).reason, kBudgetSpent);
  EXPECT_EQ(budget.cut(), std::vector<std::string>{"slow1"});
  EXPECT_EQ(budget.solve(query("quick1"), options).reason, kBudgetSpent);  // nothing left
  EXPECT_EQ(budget.cut(), (std::vector<std::string>{"slow1", "quick1"}));

  const BudgetedProver roomy(inner, 10000);
  options.timeout_ms = 100;  // its own 100 ms limit applies, not the budget's
  EXPECT_EQ(roomy.solve(query("quick2"), options).reason, "time limit reached");
  EXPECT_TRUE(roomy.cut().empty());
}

// A prover that reports no solver time but takes `wall_ms` of the clock (translating, tearing
// down): the budget is charged what the query took as a whole.
class SlowToBuild final : public Prover {
 public:
  explicit SlowToBuild(int wall_ms) : wall_ms_(wall_ms) {}
  Solution solve(const LinearModel&, const SolveOptions&) const override {
    std::this_thread::sleep_for(std::chrono::milliseconds(wall_ms_));
    Solution s;
    s.status = Status::kSat;
    s.millis = 0;
    return s;
  }

 private:
  int wall_ms_;
};

TEST(BudgetedProver, AQueryIsChargedTheTimeItTookAsAWhole) {
  const SlowToBuild inner(30);
  const BudgetedProver budget(inner, 20);
  EXPECT_FALSE(budget.why_unasked().has_value());
  EXPECT_EQ(budget.solve(query("q1"), {}).status, Status::kSat);
  ASSERT_TRUE(budget.why_unasked().has_value());  // 30 ms of the clock spent the 20 ms
  EXPECT_EQ(*budget.why_unasked(), kBudgetSpent);
  EXPECT_EQ(budget.solve(query("q2"), {}).reason, kBudgetSpent);
  const BudgetedProver off(inner, 20, false);
  EXPECT_EQ(off.why_unasked(), std::optional<std::string_view>(kNoSolver));
}

TEST(BudgetedProver, ABudgetAroundASpentOneSaysTheQueryWouldGoUnasked) {
  // --confirm-budget-ms is a budget around --solver-budget-ms: once the outer is spent, a
  // confirmation must not be built either, with the outer budget's reason.
  const SlowToBuild inner(30);
  const BudgetedProver solver_budget(inner, 20);
  const BudgetedProver confirming(solver_budget, 10000, true, kConfirmBudgetSpent);
  EXPECT_FALSE(confirming.why_unasked().has_value());
  EXPECT_EQ(solver_budget.solve(query("q1"), {}).status, Status::kSat);
  ASSERT_TRUE(confirming.why_unasked().has_value());
  EXPECT_EQ(*confirming.why_unasked(), kBudgetSpent);
}

TEST(BudgetedProver, AnUnknownGivenBeforeTheTimeRanOutKeepsItsOwnReason) {
  testing::FakeProver inner;
  Solution early;  // the inner prover gave up at once, for a reason of its own
  early.reason = "no solver (--no-solver)";
  inner.answer("q", early);
  const BudgetedProver budget(inner, 50, true, kConfirmBudgetSpent);
  SolveOptions options;
  options.timeout_ms = 10000;  // limited to the 50 ms of the budget
  EXPECT_EQ(budget.solve(query("q1"), options).reason, "no solver (--no-solver)");
  EXPECT_TRUE(budget.cut().empty());
}

TEST(BudgetedProver, TheClockChargesAProofsOwnTime) {
  // 60 ms of arithmetic between the clock's start and stop spend a 50 ms budget.
  const testing::FakeProver inner = taking(1);
  const BudgetedProver budget(inner, 50);
  budget.start_clock();
  EXPECT_FALSE(budget.spent());
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_TRUE(budget.spent());
  budget.stop_clock();
  const Solution cut = budget.solve(query("q"), {});
  EXPECT_EQ(cut.reason, kBudgetSpent);
  EXPECT_TRUE(inner.asked().empty());
}

TEST(BudgetedProver, TheClockDoesNotChargeAQueryTwice) {
  // A query reported as 300 ms of solver time (it took none here) and 20 ms of arithmetic:
  // 320 ms of a 500 ms budget, not 620 ms.
  const testing::FakeProver inner = taking(300);
  const BudgetedProver budget(inner, 500);
  budget.start_clock();
  EXPECT_EQ(budget.solve(query("q1"), {}).status, Status::kSat);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_FALSE(budget.spent());
  EXPECT_EQ(budget.solve(query("q2"), {}).status, Status::kSat);  // 620 ms: now spent
  EXPECT_TRUE(budget.spent());
  budget.stop_clock();
}

TEST(BudgetedProver, WithoutTheClockOnlyQueriesCount) {
  const testing::FakeProver inner = taking(1);
  const BudgetedProver budget(inner, 20);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  EXPECT_FALSE(budget.spent());
}

}  // namespace budgeted_prover_test
}  // namespace schedlint::smt
