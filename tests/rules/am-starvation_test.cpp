// How am-starvation reports each answer of its queries, with a scripted prover.
// tests/solver/am_starvation_rule_test.cpp runs it with Z3 on clusters known by arithmetic.
#include <gtest/gtest.h>

#include "support/rule_harness.h"

namespace schedlint {
namespace am_starvation_test {

using testing::FakeProver;

constexpr const char* kRule = "am-starvation";

// FairScheduler, drf everywhere, 100 vcores, 2-vcore AMs: whether spark's AM limit holds one AM
// depends on which of etl and streaming are busy, so the rule must ask the prover about spark.
const testing::Files kFair = {
    {"fair-scheduler.xml", R"(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="spark"><maxAMShare>0.5</maxAMShare></queue>
  <queue name="etl"><minResources>8192 mb, 99 vcores</minResources></queue>
  <queue name="streaming"><minResources>8192 mb, 60 vcores</minResources></queue>
</allocations>
)"},
    {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 25}\n"}};

RuleRun run(const FakeProver& prover) {
  AnalysisOptions options;
  options.am_vcores = 2;
  return testing::run_one_rule(testing::load_files(kFair), kRule, options, prover);
}

const Finding* about(const RuleRun& r, const std::string& queue) {
  for (const Finding& f : r.findings) {
    if (f.queue == queue) return &f;
  }
  return nullptr;
}

TEST(AmStarvation, ARefutedRiskIsAProvenSafeFactNotAFinding) {
  FakeProver prover;
  prover.answer("am-starvation.root.spark", smt::Status::kUnsat);
  const RuleRun r = run(prover);
  EXPECT_EQ(about(r, "root.spark"), nullptr);
  bool spark_safe = false;
  for (const ProvenFact& fact : r.proven_safe) {
    spark_safe = spark_safe || fact.message ==
                                   "no set of active queues brings root.spark's AM "
                                   "limit below one AM container";
  }
  EXPECT_TRUE(spark_safe);
}

TEST(AmStarvation, AnUndecidedQueryIsAnInfoThatNamesIt) {
  FakeProver prover;
  prover.answer("am-starvation.root.spark", smt::Status::kUnknown);
  const RuleRun r = run(prover);
  const Finding* f = about(r, "root.spark");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->severity, Severity::kInfo);
  ASSERT_TRUE(f->proof.has_value());
  EXPECT_EQ(f->proof->status, "unknown");
  EXPECT_NE(f->message.find("(query am-starvation.root.spark."), std::string::npos) << f->message;
}

// Hadoop 2.9 sums max shares in int, and etl's bound before backfill's Long.MAX_VALUE wraps the
// sum: the query has no wrap-around, so it is not asked, and the info says why without blaming
// the time limit (fs-max-share-sum-wraps reports the wrap). 2.10 adds in long: asked.
TEST(AmStarvation, ALevelWhoseIntSumOfMaxSharesCanWrapIsNotModelled) {
  const testing::Files files{
      {"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><maxResources>20480 mb, 20 vcores</maxResources></queue>
  <queue name="backfill"/>
  <queue name="default"><maxResources>10240 mb, 10 vcores</maxResources></queue>
</allocations>
)"},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 25}\n"}};
  FakeProver prover;
  const RuleRun r29 =
      testing::run_one_rule(testing::load_files(files, "2.9"), kRule, AnalysisOptions{}, prover);
  const Finding* f = about(r29, "root.backfill");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->severity, Severity::kInfo);
  EXPECT_EQ(f->message,
            "could not decide whether some set of busy queues starves root.backfill's AM limit "
            "(query am-starvation.root.backfill.memory-mb: not modelled: Hadoop 2.9 sums the "
            "maximum shares under root in int, and a queue without maxResources among bounded "
            "ones can wrap that sum (fs-max-share-sum-wraps))");
  const RuleRun r210 =
      testing::run_one_rule(testing::load_files(files, "2.10"), kRule, AnalysisOptions{}, prover);
  const Finding* asked = about(r210, "root.backfill");
  EXPECT_TRUE(asked == nullptr || asked->message.find("not modelled") == std::string::npos);
}

TEST(AmStarvation, AnAnswerThatBreaksItsQuerysConstraintsIsAnInternalError) {
  // Every unknown at its lower bound breaks the query's own constraints: a solver bug, reported
  // as an internal error naming the rule, never as a finding.
  FakeProver prover;
  prover.answer("am-starvation.root.spark", smt::Status::kSat);
  // The arithmetic's answer for memory (every set safe) is confirmed: the search for vcores errs.
  prover.answer("am-starvation.root.spark.memory-mb", smt::Status::kUnsat);
  const RuleRun r = run(prover);
  EXPECT_EQ(about(r, "root.spark"), nullptr);
  ASSERT_EQ(r.internal_errors.size(), 1u);
  EXPECT_EQ(r.internal_errors[0].rule, kRule);
  EXPECT_NE(r.internal_errors[0].what.find("breaks constraint"), std::string::npos)
      << r.internal_errors[0].what;
}

TEST(AmStarvation, Z3ContradictingTheArithmeticIsAnInternalErrorWithTheQueryKept) {
  // Everyone busy, root.spark's memory share holds an AM (the arithmetic: unsat); Z3 says sat.
  FakeProver prover;
  prover.answer("am-starvation.root.spark.memory-mb.everyone-busy", smt::Status::kSat);
  const RuleRun r = run(prover);
  testing::expect_disagreement_kept(r, kRule, "am-starvation.root.spark.memory-mb.everyone-busy");
}

TEST(AmStarvation, WhatTheSolverBudgetCutIsOneInfoNamingTheQueues) {
  // The first search takes 50 ms of a 20 ms budget for all the proofs: it is cut short, and the
  // queues after it are left undecided, even those arithmetic alone would settle, since the
  // proofs' own time counts too. One info names them all; no unknown per queue.
  FakeProver prover;
  smt::Solution slow;
  slow.millis = 50;
  slow.reason = "time limit reached";
  prover.answer("am-starvation", slow);
  AnalysisOptions options;
  options.am_vcores = 2;
  options.solver_budget_ms = 20;
  const RuleRun r = testing::run_one_rule(testing::load_files(kFair), kRule, options, prover);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  EXPECT_EQ(r.findings[0].message,
            "the proofs' time budget (--solver-budget-ms 20) ran out before 4 queues' AM limits "
            "could be decided (root.spark, root.etl, root.streaming, root.default); they stay "
            "unknown: raise --solver-budget-ms to decide them");
  EXPECT_EQ(prover.asked().size(), 1u);
}

TEST(AmStarvation, TheCapacitySchedulerCaseIsArithmeticAndAsksNothing) {
  // adhoc: 20% of 131072 MB, minimum-user-limit-percent 25: 3 active users leave each less than
  // a 2048 MB AM (tests/solver/am_starvation_rule_test.cpp has the numbers).
  const testing::Files files = {
      {"capacity-scheduler.xml",
       testing::conf_xml(
           {{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
            {"yarn.scheduler.capacity.root.etl.capacity", "80"},
            {"yarn.scheduler.capacity.root.adhoc.capacity", "20"},
            {"yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent", "25"}})},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}};
  const FakeProver prover;
  const RuleRun r = testing::run_one_rule(testing::load_files(files), kRule, {}, prover);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].queue, "root.adhoc");
  EXPECT_TRUE(prover.asked().empty());
}

// The AM a queue is judged by is its workloads' largest: adhoc's per-user AM limit with two users
// holds the default 1536 MB AM (2048 once rounded) but not the 3072 MB AM its workload asks for.
TEST(AmStarvation, AQueueIsJudgedByTheAmOfItsWorkloads) {
  testing::Files files = {
      {"capacity-scheduler.xml",
       testing::conf_xml(
           {{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
            {"yarn.scheduler.capacity.root.etl.capacity", "80"},
            {"yarn.scheduler.capacity.root.adhoc.capacity", "20"},
            {"yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent", "50"}})},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}};
  const FakeProver prover;
  EXPECT_TRUE(
      testing::run_one_rule(testing::load_files(files), kRule, {}, prover).findings.empty());
  files.push_back({"workloads.yaml",
                   "workloads:\n"
                   "  - name: reports\n"
                   "    queue: adhoc\n"
                   "    am: {memory-mb: 3072}\n"
                   "    roles:\n"
                   "      - {name: task, memory-mb: 1024}\n"});
  const RuleRun r = testing::run_one_rule(testing::load_files(files), kRule, {}, prover);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message.find("once 2 users are active"), std::string::npos)
      << r.findings[0].message;
  EXPECT_NE(r.findings[0].message.find("less than one AM container (3072 MB, 1 vcores)"),
            std::string::npos);
  bool says_which_am = false;
  for (const std::string& d : r.findings[0].details)
    says_which_am = says_which_am || d.find("the AM of workload reports") != std::string::npos;
  EXPECT_TRUE(says_which_am);
}

}  // namespace am_starvation_test
}  // namespace schedlint
