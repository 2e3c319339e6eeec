// How reservation-deadlock reports its answers, which arithmetic settles and Z3 is asked to
// confirm. tests/solver/reservation_deadlock_rule_test.cpp has more clusters, and
// tests/solver/reservation_deadlock_test.cpp compares the arithmetic with Z3.
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

TEST(ReservationDeadlock, ArithmeticAnswersAndZ3IsAskedTheSameQuery) {
  // The incident: one 64000 MB container on each node leaves 38400 MB free, too little for
  // another; the least held state runs one container of 38912 MB (38 units of 1024 MB).
  const FakeProver prover;  // answers nothing: the arithmetic's answer stands, unconfirmed
  const RuleRun r = run(prover);
  ASSERT_FALSE(prover.asked().empty());
  EXPECT_EQ(prover.asked()[0].rfind("reservation-deadlock.64000mb-1vcores", 0), 0u);
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.loc.line, 3);
  EXPECT_EQ(f.proof->status, "sat");
  EXPECT_EQ(f.proof->query.rfind("reservation-deadlock.64000mb-1vcores", 0), 0u) << f.proof->query;
  EXPECT_NE(f.message.find("from 38.0% utilization"), std::string::npos) << f.message;
  EXPECT_EQ(f.proof->decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(f.proof->decided.why, "not scripted");
}

TEST(ReservationDeadlock, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  // The largest request is the minimum container (1024 MB): a node with room for a minimum
  // container has room for it, so no node is ever held without being full.
  testing::Files small_requests = kIncident;
  small_requests[0].second = testing::conf_xml(
      {{"yarn.resourcemanager.scheduler.class",
        "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
       {"yarn.scheduler.maximum-allocation-mb", "1024"}});
  const RuleRun r = testing::run_one_rule(testing::load_files(small_requests, "2.7"), kRule,
                                          AnalysisOptions{}, FakeProver{});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].loc.line, 3);
  EXPECT_NE(r.proven_safe[0].message.find("can never hold every node"), std::string::npos)
      << r.proven_safe[0].message;
}

TEST(ReservationDeadlock, WithoutTheSolverTheArithmeticDecidesAlone) {
  const FakeProver unused;
  AnalysisOptions no_solver;
  no_solver.use_solver = false;
  const RuleRun r = run(unused, no_solver);
  EXPECT_TRUE(unused.asked().empty());
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message.find("from 38.0% utilization"), std::string::npos);
  EXPECT_EQ(r.findings[0].proof->decided.by, DecidedBy::kArithmetic);
  EXPECT_EQ(r.findings[0].proof->decided.why, "no solver (--no-solver)");
}

TEST(ReservationDeadlock, WithoutNodesItDoesNotRunAndSaysWhy) {
  testing::Files without_nodes(kIncident.begin(), kIncident.end() - 1);
  const RuleRun r =
      testing::run_one_rule(testing::load_files(without_nodes, "2.7"), kRule, {}, FakeProver{});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.not_run.size(), 1u);
  EXPECT_EQ(r.not_run[0].rule, kRule);
  EXPECT_EQ(r.not_run[0].why, "no nodes (a node spec, a REST dump or --node-count)");
}

TEST(ReservationDeadlock, Z3ContradictingTheArithmeticIsAnInternalErrorWithTheQueryKept) {
  FakeProver prover;
  prover.answer("reservation-deadlock",
                smt::Status::kSat);  // "a less used held state exists": the arithmetic's is least
  const RuleRun r = run(prover);
  EXPECT_TRUE(r.findings.empty());
  testing::expect_disagreement_kept(r, kRule, "reservation-deadlock.64000mb-1vcores");
}

}  // namespace reservation_deadlock_test
}  // namespace schedlint
