// How container-unplaceable reports each answer of its queries, with a scripted prover.
// tests/solver/container_unplaceable_rule_test.cpp runs it with Z3 on clusters known by arithmetic.
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

TEST(ContainerUnplaceable, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnsat);
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(
      r.proven_safe[0].message,
      "every request root.etl may make (up to 65536 MB, 1 vcores) fits on at least 2 nodes of "
      "the default partition");
}

TEST(ContainerUnplaceable, AnUndecidedQueryIsAnInfoThatNamesIt) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnknown);
  const RuleRun r = run(prover);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  ASSERT_TRUE(r.findings[0].proof.has_value());
  EXPECT_EQ(r.findings[0].proof->status, "unknown");
  EXPECT_NE(r.findings[0].message.find("(query container-unplaceable."), std::string::npos)
      << r.findings[0].message;
}

TEST(ContainerUnplaceable, AWitnessItsRecheckRefutesIsAnInternalErrorNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kSat);
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.internal_errors.size(), 1u);
  EXPECT_EQ(r.internal_errors[0].rule, kRule);
}

TEST(ContainerUnplaceable, AsksNothingWithoutTheSolver) {
  const FakeProver prover;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  const RuleRun r = run(prover, no_solver);
  EXPECT_TRUE(r.findings.empty());
  EXPECT_TRUE(r.proven_safe.empty());
  EXPECT_TRUE(prover.asked().empty());
}

}  // namespace container_unplaceable_test
}  // namespace schedlint
