// How reservation-deadlock reports each answer of its queries, with a scripted prover.
// tests/solver/reservation_deadlock_rule_test.cpp runs it with Z3 on clusters known by arithmetic.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace reservation_deadlock_test {

using testing::FakeProver;

constexpr const char* kRule = "reservation-deadlock";

// The incident: 12 nodes of 102400 MB and a 64000 MB maximum allocation (line 3), Hadoop 2.7.
const testing::Files kIncident = {
    {"yarn-site.xml",
     testing::conf_xml(
         {{"yarn.resourcemanager.scheduler.class",
           "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
          {"yarn.scheduler.maximum-allocation-mb", "64000"}})},
    {"fair-scheduler.xml", "<allocations>\n  <queue name=\"spark\"/>\n</allocations>\n"},
    {"nodes.yaml", "nodes:\n  - {group: worker, count: 12, memory-mb: 102400, vcores: 32}\n"}};

RuleRun run(const FakeProver& prover, AnalysisOptions options = {}) {
  return testing::run_one_rule(testing::load_files(kIncident, "2.7"), kRule, options, prover);
}

TEST(ReservationDeadlock, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnsat);
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].rule, kRule);
  EXPECT_EQ(r.proven_safe[0].loc.line, 3);
  EXPECT_NE(r.proven_safe[0].message.find("can never hold every node"), std::string::npos)
      << r.proven_safe[0].message;
}

TEST(ReservationDeadlock, AnUndecidedQueryIsAnInfoThatNamesItAndTheLimit) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnknown);
  const RuleRun r = run(prover);
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.severity, Severity::kInfo);
  EXPECT_EQ(f.loc.line, 3);
  ASSERT_TRUE(f.proof.has_value());
  EXPECT_EQ(f.proof->status, "unknown");
  EXPECT_NE(f.message.find("2000 ms time limit"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("reservation-deadlock.64000mb-1vcores"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("scripted unknown"), std::string::npos) << f.message;
  EXPECT_TRUE(r.proven_safe.empty());
}

TEST(ReservationDeadlock, AWitnessItsRecheckRefutesIsAnInternalErrorNotAFinding) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kSat);  // every unknown at its lower bound: nothing is used
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.internal_errors.size(), 1u);
  EXPECT_EQ(r.internal_errors[0].rule, kRule);
}

TEST(ReservationDeadlock, AsksOneQueryForTheOneNodeSizeAndNoneWithoutTheSolverOrNodes) {
  FakeProver prover;
  prover.answer(kRule, smt::Status::kUnsat);
  run(prover);
  ASSERT_EQ(prover.asked().size(), 1u);
  EXPECT_EQ(prover.asked()[0].rfind("reservation-deadlock.64000mb-1vcores", 0), 0u)
      << prover.asked()[0];

  const FakeProver unused;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  EXPECT_TRUE(run(unused, no_solver).findings.empty());
  testing::Files without_nodes(kIncident.begin(), kIncident.end() - 1);
  EXPECT_TRUE(testing::run_one_rule(testing::load_files(without_nodes, "2.7"), kRule, {}, unused)
                  .findings.empty());
  EXPECT_TRUE(unused.asked().empty());
}

}  // namespace reservation_deadlock_test
}  // namespace schedlint
