// How guarantee-infeasible-after-failure reports each answer of its queries, with a scripted
// prover. tests/solver/guarantee_infeasible_after_failure_rule_test.cpp runs it with Z3.
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

TEST(GuaranteeInfeasibleAfterFailure, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnsat);
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].rule, kRule);
}

TEST(GuaranteeInfeasibleAfterFailure, AnUndecidedQueryIsAnInfoThatNamesIt) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnknown);
  const RuleRun r = run(prover);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  ASSERT_TRUE(r.findings[0].proof.has_value());
  EXPECT_EQ(r.findings[0].proof->status, "unknown");
  EXPECT_NE(r.findings[0].message.find("guarantee-infeasible-after-failure.fair.root"),
            std::string::npos)
      << r.findings[0].message;
}

TEST(GuaranteeInfeasibleAfterFailure, AWitnessItsRecheckRefutesIsAnInternalErrorNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kSat);  // no node failed: the guarantees still fit
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.internal_errors.size(), 1u);
  EXPECT_EQ(r.internal_errors[0].rule, kRule);
}

TEST(GuaranteeInfeasibleAfterFailure, AsksNothingWithoutTheSolver) {
  const FakeProver prover;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  EXPECT_TRUE(run(prover, no_solver).findings.empty());
  EXPECT_TRUE(prover.asked().empty());
}

}  // namespace guarantee_infeasible_after_failure_test
}  // namespace schedlint
