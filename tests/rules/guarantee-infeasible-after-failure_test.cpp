// How guarantee-infeasible-after-failure reports its answers, which arithmetic settles and Z3
// is asked to confirm. tests/solver/guarantee_infeasible_after_failure_rule_test.cpp has more
// clusters, and tests/solver/guarantee_failure_test.cpp compares the arithmetic with Z3.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace guarantee_infeasible_after_failure_test {

using testing::FakeProver;

constexpr const char* kRule = "guarantee-infeasible-after-failure";

// Four 8192 MB nodes; root's children have minResources of 28672 MB together.
const testing::Files kTwoMinimums = {
    {"fair-scheduler.xml",
     "<allocations>\n"
     "  <queue name=\"etl\"><minResources>16384 mb, 4 vcores</minResources></queue>\n"
     "  <queue name=\"bi\"><minResources>12288 mb, 4 vcores</minResources></queue>\n"
     "</allocations>\n"},
    {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 8192, vcores: 8}\n"}};

RuleRun run(const FakeProver& prover, AnalysisOptions options = {}) {
  return testing::run_one_rule(testing::load_files(kTwoMinimums), kRule, options, prover);
}

TEST(GuaranteeInfeasibleAfterFailure, ArithmeticAnswersAndZ3IsAskedTheSameQuery) {
  // 4 x 8192 MB hold the 28672 MB; losing one leaves 24576 MB, 4096 MB short.
  const FakeProver prover;  // answers nothing: the arithmetic's answer stands, unconfirmed
  const RuleRun r = run(prover);
  ASSERT_EQ(prover.asked().size(), 1u);
  ASSERT_EQ(r.findings.size(), 1u);
  // Z3 is asked whether anything better than the arithmetic's answer exists.
  EXPECT_EQ(prover.asked()[0], r.findings[0].proof->query + ".better");
  EXPECT_EQ(r.findings[0].proof->decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(r.findings[0].severity, Severity::kWarning);
  EXPECT_EQ(r.findings[0].proof->status, "sat");
  const WitnessValue& w = r.findings[0].proof->witness;
  EXPECT_EQ(std::get<int64_t>(w.get("min_failures")->value()), 1);
  EXPECT_EQ(std::get<int64_t>(w.get("shortfall")->value()), 4096);
}

TEST(GuaranteeInfeasibleAfterFailure, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  // 8192 MB of minimums fit on any one node that stays up.
  const testing::Files small = {
      {"fair-scheduler.xml",
       "<allocations>\n"
       "  <queue name=\"etl\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
       "  <queue name=\"bi\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
       "</allocations>\n"},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 8192, vcores: 8}\n"}};
  const RuleRun r =
      testing::run_one_rule(testing::load_files(small), kRule, AnalysisOptions{}, FakeProver{});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].rule, kRule);
}

TEST(GuaranteeInfeasibleAfterFailure, WithoutTheSolverTheArithmeticDecidesAlone) {
  const FakeProver prover;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  const RuleRun r = run(prover, no_solver);
  EXPECT_TRUE(prover.asked().empty());
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].proof->decided.why, "no solver (--no-solver)");
}

TEST(GuaranteeInfeasibleAfterFailure,
     Z3ContradictingTheArithmeticIsAnInternalErrorWithTheQueryKept) {
  FakeProver prover;
  prover.answer("guarantee-infeasible-after-failure",
                smt::Status::kSat);  // "something better exists"
  const RuleRun r = run(prover);
  testing::expect_disagreement_kept(r, kRule, "guarantee-infeasible-after-failure");
}

// Hadoop 3.4 non-legacy mode: the absolute sibling is served first, so two lost nodes of eight
// leave the 100% queue nothing, where a share in proportion would still be 24576 MB.
TEST(GuaranteeInfeasibleAfterFailure, NonLegacyModeRerunsTheCalculation) {
  const testing::Files files = {
      {"capacity-scheduler.xml",
       testing::conf_xml({{"yarn.scheduler.capacity.legacy-queue-mode.enabled", "false"},
                          {"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                          {"yarn.scheduler.capacity.root.etl.capacity", "[memory=98304,vcores=48]"},
                          {"yarn.scheduler.capacity.root.adhoc.capacity", "100"}})},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 8, memory-mb: 16384, vcores: 8}\n"}};
  AnalysisOptions options;
  options.failure_budget = 2;
  const RuleRun r =
      testing::run_one_rule(testing::load_files(files, "3.4"), kRule, options, FakeProver{});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].queue, "root.adhoc");
  const WitnessValue& w = r.findings[0].proof->witness;
  EXPECT_EQ(std::get<int64_t>(w.get("min_failures")->value()), 2);
  EXPECT_EQ(std::get<int64_t>(w.get("shortfall")->value()), 3072);  // 0 MB left of AM + task
}

}  // namespace guarantee_infeasible_after_failure_test
}  // namespace schedlint
