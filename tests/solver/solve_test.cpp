// The solver interface on questions whose answers are known by arithmetic.
#include "solver/z3_prover.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "solver/budgeted_prover.h"
#include "support/test_support.h"

namespace schedlint::smt {
namespace solve_test {

const Z3Prover z3;  // these tests ask the real solver

// x + y = 10, x >= 3, y >= 4: the smallest x is 3 (y = 7).
LinearModel sum_model() {
  LinearModel m("sum");
  const IntVar x = m.add_int("x", 0, 100);
  const IntVar y = m.add_int("y", 0, 100);
  m.require(LinExpr(x) + y == 10, "x + y = 10");
  m.require(LinExpr(x) >= 3, "x >= 3");
  m.require(LinExpr(y) >= 4, "y >= 4");
  m.minimize(x);
  return m;
}

TEST(Solve, SatWithTheOptimumAndAWitnessThatHolds) {
  const LinearModel m = sum_model();
  const Solution s = z3.solve(m, {});
  ASSERT_EQ(s.status, Status::kSat) << s.reason;
  ASSERT_EQ(s.values.size(), 2u);
  EXPECT_EQ(s.values[0], 3);
  EXPECT_EQ(s.values[1], 7);
  for (const auto& c : m.constraints())
    EXPECT_TRUE(evaluate(c.formula, s.values)) << c.label;
}

TEST(Solve, UnsatWhenTheConstraintsContradict) {
  LinearModel m = sum_model();
  m.require(LinExpr(IntVar{0}) > 6, "x > 6 (with y >= 4 and x + y = 10)");
  EXPECT_EQ(z3.solve(m, {}).status, Status::kUnsat);
}

TEST(Solve, DisjunctionsAndNegation) {
  LinearModel m("or");
  const IntVar a = m.add_int("a", 0, 10);
  m.require(Formula::any({LinExpr(a) == 2, LinExpr(a) == 9}), "a is 2 or 9");
  m.require(Formula::negate(LinExpr(a) < 5), "not a < 5");
  const Solution s = z3.solve(m, {});
  ASSERT_EQ(s.status, Status::kSat);
  EXPECT_EQ(s.values[0], 9);
}

TEST(Solve, LargeCoefficientsStayExact) {
  // 12 nodes of 102400 MB: 12 * used <= 12 * 102400 with used near 2^40 bounds.
  LinearModel m("big");
  const IntVar used = m.add_int("used", 0, int64_t{1} << 40);
  m.require(12 * LinExpr(used) >= LinExpr(int64_t{12} * ((int64_t{1} << 40) - 5)), "near the top");
  m.minimize(used);
  const Solution s = z3.solve(m, {});
  ASSERT_EQ(s.status, Status::kSat);
  EXPECT_EQ(s.values[0], (int64_t{1} << 40) - 5);
}

TEST(Solve, SameAnswerEveryRun) {
  LinearModel m("free");
  const IntVar a = m.add_int("a", 0, 1000);
  const IntVar b = m.add_int("b", 0, 1000);
  m.require(LinExpr(a) + b >= 500, "a + b >= 500");
  const Solution first = z3.solve(m, {});
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(z3.solve(m, {}).values, first.values);
}

TEST(Solve, TieBreaksAreMinimizedAfterTheObjective) {
  // a + b >= 5, a >= 1: the least a is 1 (b anywhere from 4 to 9); the tie-break then takes the
  // least b, 4, and never trades the objective for it (a = 5, b = 0 has a smaller b).
  LinearModel m("lex");
  const IntVar a = m.add_int("a", 0, 9);
  const IntVar b = m.add_int("b", 0, 9);
  m.require(LinExpr(a) + b >= 5, "a + b >= 5");
  m.require(LinExpr(a) >= 1, "a >= 1");
  m.minimize(a);
  m.then_minimize(b);
  const Solution s = z3.solve(m, {});
  ASSERT_EQ(s.status, Status::kSat);
  EXPECT_EQ(s.values, (std::vector<int64_t>{1, 4}));
  const std::string script = to_smtlib(m);
  EXPECT_NE(script.find("(minimize (+ (* 1 |a|) 0))\n(minimize (+ (* 1 |b|) 0))"),
            std::string::npos)
      << script;
}

TEST(Solve, HostileOrRepeatedNamesStayDistinctVariables) {
  LinearModel m("names");
  const IntVar a = m.add_int("g|1 (x)", 0, 5);
  const IntVar b = m.add_int("g|1 (x)", 0, 5);
  EXPECT_NE(m.variables()[0].name, m.variables()[1].name);
  EXPECT_EQ(m.variables()[0].name.find('|'), std::string::npos);
  m.require(LinExpr(a) == 1, "a = 1");
  m.require(LinExpr(b) == 2, "b = 2");
  const Solution s = z3.solve(m, {});
  ASSERT_EQ(s.status, Status::kSat);
  EXPECT_EQ(s.values, (std::vector<int64_t>{1, 2}));
}

// Pigeonhole: 14 distinct values in 13 slots is unsat, and costly to prove.
LinearModel pigeons() {
  LinearModel m("pigeons");
  std::vector<IntVar> p;
  for (int i = 0; i < 14; ++i)
    p.push_back(m.add_int("p" + std::to_string(i), 0, 12));
  for (size_t i = 0; i < p.size(); ++i) {
    for (size_t j = i + 1; j < p.size(); ++j) {
      m.require(Formula::any({LinExpr(p[i]) < p[j], LinExpr(p[i]) > p[j]}), "distinct");
    }
  }
  return m;
}

TEST(Solve, ATinyTimeLimitGivesUnknownWithItsReason) {
  SolveOptions options;
  options.timeout_ms = 1;
  const Solution s = z3.solve(pigeons(), options);
  EXPECT_EQ(s.status, Status::kUnknown);
  EXPECT_FALSE(s.reason.empty());
}

TEST(Solve, OneProverAnswersEachQueryAsAFreshOneWould) {
  // One context serves every query of a Prover: nothing of one query may reach the next, not
  // the constraints on a variable of the same name, nor an interrupt that stopped a query.
  const Z3Prover prover;
  SolveOptions quick;
  quick.timeout_ms = 1;
  EXPECT_EQ(prover.solve(pigeons(), quick).status, Status::kUnknown);
  LinearModel low("low");
  const IntVar x = low.add_int("x", 0, 100);
  low.require(LinExpr(x) >= 3, "x >= 3");
  low.minimize(x);
  LinearModel high("high");
  const IntVar same_name = high.add_int("x", 0, 100);
  high.require(LinExpr(same_name) <= 2, "x <= 2");
  high.minimize(LinExpr(0) - same_name);  // the largest x
  for (int round = 0; round < 3; ++round) {
    const Solution a = prover.solve(low, {});
    const Solution b = prover.solve(high, {});
    ASSERT_EQ(a.status, Status::kSat) << a.reason;
    ASSERT_EQ(b.status, Status::kSat) << b.reason;
    EXPECT_EQ(a.values, std::vector<int64_t>{3});
    EXPECT_EQ(b.values, std::vector<int64_t>{2});
  }
  EXPECT_EQ(prover.solve(sum_model(), {}).values, z3.solve(sum_model(), {}).values);
}

TEST(Solve, DumpWritesAScriptThatZ3AnswersTheSameWay) {
  testing::TempDir dir;
  SolveOptions options;
  options.dump_dir = (dir.path() / "smt").string();
  ASSERT_EQ(z3.solve(sum_model(), options).status, Status::kSat);
  std::ifstream in(dir.path() / "smt" / "sum.smt2");
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find("(declare-const |x| Int)"), std::string::npos) << text.str();
  EXPECT_NE(text.str().find("(minimize (+ (* 1 |x|) 0))"), std::string::npos) << text.str();
  // The API's script runner has no optimizer (the z3 command line has): check the constraints.
  std::string script = text.str();
  script.erase(script.find("(minimize"),
               script.find('\n', script.find("(minimize")) - script.find("(minimize"));
  const std::string answer = run_smtlib(script);
  EXPECT_EQ(answer.rfind("sat\n", 0), 0u) << answer;
  EXPECT_NE(answer.find("(define-fun y () Int"), std::string::npos) << answer;
}

// A query as large as a cluster of 20,000 node groups: a chain of 20,000 variables.
LinearModel chain_model(const std::string& name) {
  LinearModel m(name);
  std::vector<IntVar> vars;
  for (int i = 0; i < 20000; ++i)
    vars.push_back(m.add_int(fmt::format("x{}", i), 0, 1000000));
  for (size_t i = 1; i < vars.size(); ++i)
    m.require(LinExpr(vars[i - 1]) + 1 <= vars[i], fmt::format("x{} < x{}", i - 1, i));
  m.minimize(LinExpr(vars.back()));
  return m;
}

TEST(Solve, ATimeLimitCoversBuildingTheQueryToo) {
  // 1 ms cannot even build this query: the answer is unknown, within a fraction of the build.
  const Solution s = z3.solve(chain_model("big"), {.timeout_ms = 1});
  EXPECT_EQ(s.status, Status::kUnknown);
  EXPECT_EQ(s.reason, "time limit reached");
}

TEST(Solve, ManyLargeQueriesStopAtTheBudget) {
  // Forty asks of a large query (each hundreds of milliseconds) and a budget of 300 ms: the run
  // stops within a second of the budget, and the asks it could not pay for are cut.
  const LinearModel big = chain_model("big");
  const BudgetedProver budget(z3, 300);
  const auto start = std::chrono::steady_clock::now();
  int answered = 0;
  for (int i = 0; i < 40; ++i) {
    if (budget.solve(big, {.timeout_ms = 2000}).status != Status::kUnknown) ++answered;
  }
  const auto wall = std::chrono::steady_clock::now() - start;
  EXPECT_LT(answered, 40);
  EXPECT_GE(budget.cut().size(), 30u);
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(wall).count(), 300 + 1000);
}

}  // namespace solve_test
}  // namespace schedlint::smt
