// How container-unplaceable reports its answers, which arithmetic settles and Z3 is asked to
// confirm. tests/solver/container_unplaceable_rule_test.cpp has more clusters, and
// tests/solver/container_fit_test.cpp compares the arithmetic with Z3.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace container_unplaceable_test {

using testing::FakeProver;

constexpr const char* kRule = "container-unplaceable";

// Ten 32768 MB nodes and one of 131072 MB; requests up to 65536 MB (line 2 of yarn-site.xml).
const testing::Files kMixed = {
    {"yarn-site.xml", testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "65536"}})},
    {"capacity-scheduler.xml",
     testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "etl"},
                        {"yarn.scheduler.capacity.root.etl.capacity", "100"}})},
    {"nodes.yaml",
     "nodes:\n  - {group: small, count: 10, memory-mb: 32768, vcores: 16}\n"
     "  - {group: big, count: 1, memory-mb: 131072, vcores: 32}\n"}};

RuleRun run(const FakeProver& prover, AnalysisOptions options = {}) {
  return testing::run_one_rule(testing::load_files(kMixed), kRule, options, prover);
}

TEST(ContainerUnplaceable, ArithmeticAnswersAndZ3IsAskedTheSameQuery) {
  // A 32769 MB request fits only the one big node.
  const FakeProver prover;  // answers nothing: the arithmetic's answer stands, unconfirmed
  const RuleRun r = run(prover);
  ASSERT_EQ(prover.asked().size(), 1u);
  ASSERT_EQ(r.findings.size(), 1u);
  // Z3 is asked whether anything better than the arithmetic's answer exists.
  EXPECT_EQ(prover.asked()[0], r.findings[0].proof->query + ".better");
  EXPECT_EQ(r.findings[0].proof->decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(r.findings[0].proof->status, "sat");
  EXPECT_EQ(r.findings[0].message,
            "root.etl may ask for 33792 MB, 1 vcores, which fits on only 1 node(s) of the default "
            "partition (--min-fit-nodes 2): one node failure strands such applications");
}

TEST(ContainerUnplaceable, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  testing::Files two_big = kMixed;
  two_big[2].second =
      "nodes:\n  - {group: small, count: 10, memory-mb: 32768, vcores: 16}\n"
      "  - {group: big, count: 2, memory-mb: 131072, vcores: 32}\n";
  const RuleRun r =
      testing::run_one_rule(testing::load_files(two_big), kRule, AnalysisOptions{}, FakeProver{});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(
      r.proven_safe[0].message,
      "every request root.etl may make (up to 65536 MB, 1 vcores) fits on at least 2 nodes of "
      "the default partition");
}

TEST(ContainerUnplaceable, WithoutTheSolverTheArithmeticDecidesAlone) {
  const FakeProver prover;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  const RuleRun r = run(prover, no_solver);
  EXPECT_TRUE(prover.asked().empty());
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].proof->decided.why, "no solver (--no-solver)");
}

TEST(ContainerUnplaceable, Z3ContradictingTheArithmeticIsAnInternalErrorWithTheQueryKept) {
  FakeProver prover;
  prover.answer("container-unplaceable", smt::Status::kSat);  // "a smaller request is stranded"
  const RuleRun r = run(prover);
  testing::expect_disagreement_kept(r, kRule, "container-unplaceable");
}

}  // namespace container_unplaceable_test
}  // namespace schedlint
