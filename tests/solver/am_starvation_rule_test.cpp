// am-starvation end to end, with Z3 answering: findings, witnesses and proven-safe facts on
// clusters whose answer is known by arithmetic. tests/rules/am-starvation_test.cpp tests how the
// rule reports each answer, with a scripted prover.
#include <gtest/gtest.h>

#include "model/analysis_options.h"
#include "solver/z3_prover.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace am_starvation_rule_test {

using testing::conf_xml;

constexpr const char* kRule = "am-starvation";

// Runs every rule on `files` with `options` (its version taken from the model).
RuleRun run(const testing::Files& files, AnalysisOptions options = {}) {
  const Model model = testing::load_files(files);
  const smt::Z3Prover prover;
  return run_all_rules(model, options, RuleSelection{}, prover);
}

// The rule's findings on `files`, its proofs asking Z3.
std::vector<Finding> run_rule(const testing::Files& files, const std::string& rule) {
  const smt::Z3Prover prover;
  return testing::run_one_rule(testing::load_files(files), rule, {}, prover).findings;
}

std::vector<std::string> facts_of(const RuleRun& run) {
  std::vector<std::string> facts;
  for (const ProvenFact& f : run.proven_safe) {
    if (f.rule == kRule) facts.push_back(f.message);
  }
  return facts;
}

// FairScheduler, drf everywhere, 100 vcores. With etl and streaming both busy their min shares
// (159 vcores) exceed the cluster: spark's vcore share is 0, and computeMaxAMResource falls back
// to half of what is available, which holds a 2-vcore AM; that is also the steady share
// fs-am-share-below-one-am sees. With etl alone busy, spark gets the 1 vcore etl's minimum
// leaves, and half of it rounds up to 1 vcore: its 2-vcore AMs wait.
constexpr const char* kFair = R"(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="spark"><maxAMShare>0.5</maxAMShare></queue>
  <queue name="etl"><minResources>8192 mb, 99 vcores</minResources></queue>
  <queue name="streaming"><minResources>8192 mb, 60 vcores</minResources></queue>
</allocations>
)";
constexpr const char* kFairNodes =
    "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 25}\n";

AnalysisOptions two_vcore_am() {
  AnalysisOptions options;
  options.am_vcores = 2;
  return options;
}

TEST(AmStarvation, FiresForAFairQueueWithTheBusyQueuesThatStarveIt) {
  const RuleRun r =
      run({{"fair-scheduler.xml", kFair}, {"nodes.yaml", kFairNodes}}, two_vcore_am());
  const auto f = testing::of_rule(r.findings, kRule);
  ASSERT_EQ(f.size(), 2u);  // root.default (the allocation file) and root.spark
  const Finding& spark = f[1];
  EXPECT_EQ(spark.queue, "root.spark");
  EXPECT_EQ(spark.loc.line, 3);  // its <maxAMShare>
  EXPECT_EQ(spark.severity, Severity::kWarning);
  EXPECT_EQ(
      spark.message,
      "root.spark's AM limit falls below one AM container while root.etl is busy: maxAMShare 0.5 x "
      "instantaneous fair share 1 vcores = 1 vcores, less than one AM container (2048 MB, 2 "
      "vcores); its "
      "applications stay ACCEPTED");
  ASSERT_FALSE(spark.details.empty());
  EXPECT_EQ(spark.details[0],
            "witness: applications in exactly root.spark, root.etl (minimal: were any other idle, "
            "the AM would fit); "
            "FSLeafQueue.computeMaxAMResource gives 1 vcores");
  ASSERT_TRUE(spark.proof.has_value());
  EXPECT_EQ(spark.proof->status, "sat");
  EXPECT_EQ(spark.proof->query, "am-starvation.root.spark.vcores");
  const WitnessValue* active = spark.proof->witness.get("active_queues");
  ASSERT_NE(active, nullptr);
  const auto& list = *std::get<std::shared_ptr<WitnessValue::List>>(active->value());
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(std::get<std::string>(list[1].value()), "root.etl");
  EXPECT_EQ(testing::of_rule(r.findings, "fs-am-share-below-one-am").size(),
            0u);  // the steady share is fine
}

TEST(AmStarvation, ProvesTheOtherFairQueuesSafe) {
  const RuleRun r =
      run({{"fair-scheduler.xml", kFair}, {"nodes.yaml", kFairNodes}}, two_vcore_am());
  EXPECT_EQ(
      facts_of(r),
      (std::vector<std::string>{
          "no set of active queues brings root.etl's AM limit below one AM container",
          "no set of active queues brings root.streaming's AM limit below one AM container"}));
  // A 1-vcore AM fits 1 vcore: every queue is safe.
  const RuleRun one = run({{"fair-scheduler.xml", kFair}, {"nodes.yaml", kFairNodes}});
  EXPECT_TRUE(testing::of_rule(one.findings, kRule).empty());
  EXPECT_EQ(facts_of(one).size(), 4u);
}

TEST(AmStarvation, FiresForAQueueCappedBelowAnAmsVcores) {
  // Under fair the vcore share is 0 and computeMaxAMResource falls back to min(available, max
  // share) = 3 vcores x 0.3, rounded up to 1: the steady share cannot show it.
  const RuleRun r = run({{"fair-scheduler.xml", R"(<allocations>
  <queue name="spark">
    <maxResources>40960 mb, 3 vcores</maxResources>
    <maxAMShare>0.3</maxAMShare>
  </queue>
</allocations>
)"},
                         {"nodes.yaml", kFairNodes}},
                        two_vcore_am());
  const auto f = testing::of_rule(r.findings, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.line, 4);
  EXPECT_EQ(f[0].message,
            "root.spark's AM limit is below one AM container even when no other queue is busy: "
            "maxAMShare 0.3 x min(available, max share) 3 vcores (its fair share of vcores is 0) = "
            "1 vcores, less than one AM container (2048 MB, 2 vcores); its applications stay "
            "ACCEPTED");
  EXPECT_EQ(f[0].details[0],
            "witness: applications in root.spark alone; FSLeafQueue.computeMaxAMResource gives 1 "
            "vcores");
}

TEST(AmStarvation, LeavesTheSteadyShareCaseToFsAmShareBelowOneAm) {
  // adhoc's steady share (26214 MB) x 0.05 is below one AM: fs-am-share-below-one-am reports
  // it, and am-starvation neither repeats it nor calls the queue safe.
  const RuleRun r =
      run({{"fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.05</maxAMShare></queue>
</allocations>
)"},
           {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}});
  EXPECT_EQ(testing::of_rule(r.findings, "fs-am-share-below-one-am").size(), 1u);
  EXPECT_TRUE(testing::of_rule(r.findings, kRule).empty());
  EXPECT_EQ(facts_of(r),
            (std::vector<std::string>{
                "no set of active queues brings root.etl's AM limit below one AM container",
                "no set of active queues brings root.default's AM limit below one AM container"}));
}

// CapacityScheduler: adhoc's guarantee is 20% of 131072 MB = 26214 MB, its AM limit 10% of that
// rounded up to 3072 MB. Each user's share of it is max(25%, 1 / active users): with 3 active
// users 26214 x 0.1 / 3 = 874 MB rounds up to 1024 MB, less than a 2048 MB AM
// (getUserAMResourceLimitPerPartition); with 2, 1311 MB rounds up to 2048 MB.
std::string capacity(const std::string& am_percent = "") {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
      {"yarn.scheduler.capacity.root.etl.capacity", "80"},
      {"yarn.scheduler.capacity.root.adhoc.capacity", "20"},
      {"yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent", "25"}};
  if (!am_percent.empty())
    p.push_back({"yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent", am_percent});
  return conf_xml(p);
}
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n";

TEST(AmStarvation, FiresForACapacityQueueWithTheActiveUsersThatStarveIt) {
  const auto f = run_rule({{"capacity-scheduler.xml", capacity()}, {"nodes.yaml", kNodes}}, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].queue, "root.adhoc");
  EXPECT_EQ(f[0].loc.line, 5);  // minimum-user-limit-percent
  EXPECT_EQ(f[0].message,
            "root.adhoc's per-user AM limit in the default partition falls to 1024 MB, 1 vcores "
            "once 3 users are "
            "active, less than one AM container (2048 MB, 1 vcores): a user's application waits in "
            "ACCEPTED "
            "(\"User's AM resource limit exceeded\") while another application runs in the queue");
  ASSERT_TRUE(f[0].proof.has_value());
  EXPECT_EQ(f[0].proof->query, "am-starvation.root.adhoc.default.active-users");
  const WitnessValue* users = f[0].proof->witness.get("active_users");
  ASSERT_NE(users, nullptr);
  EXPECT_EQ(std::get<int64_t>(users->value()), 3);
}

TEST(AmStarvation, ACapacityQueueWhoseUsersEachHoldAnAmIsProvenSafe) {
  // 0.5 x 26214 MB / 4 users = 3277 MB, rounded up to 4096 MB.
  const RuleRun r = run({{"capacity-scheduler.xml", capacity("0.5")}, {"nodes.yaml", kNodes}});
  EXPECT_TRUE(testing::of_rule(r.findings, kRule).empty());
  const auto facts = facts_of(r);
  ASSERT_EQ(facts.size(), 2u);
  EXPECT_EQ(facts[1],
            "no set of active queues or users brings root.adhoc's AM limit in the default "
            "partition below one AM "
            "container");
}

TEST(AmStarvation, LeavesTheQueueAmLimitToCsAmLimitBelowOneAm) {
  // 4% of the cluster: the queue's own AM limit is below one AM whatever the users.
  const std::string xml =
      conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                {"yarn.scheduler.capacity.root.etl.capacity", "96"},
                {"yarn.scheduler.capacity.root.adhoc.capacity", "4"},
                {"yarn.scheduler.capacity.root.adhoc.minimum-user-limit-percent", "25"}});
  const RuleRun r = run({{"capacity-scheduler.xml", xml}, {"nodes.yaml", kNodes}});
  EXPECT_EQ(testing::of_rule(r.findings, "cs-am-limit-below-one-am").size(), 1u);
  EXPECT_TRUE(testing::of_rule(r.findings, kRule).empty());
  EXPECT_EQ(facts_of(r).size(), 1u);  // root.etl only
}

TEST(AmStarvation, WithoutTheSolverOnlyTheSearchIsLeftUndecided) {
  AnalysisOptions no_solver = two_vcore_am();
  no_solver.use_solver = false;
  const RuleRun r = run({{"fair-scheduler.xml", kFair}, {"nodes.yaml", kFairNodes}}, no_solver);
  // etl's and streaming's minimum shares alone hold an AM: no query, the same with Z3 or without.
  EXPECT_EQ(
      facts_of(r),
      (std::vector<std::string>{
          "no set of active queues brings root.etl's AM limit below one AM container",
          "no set of active queues brings root.streaming's AM limit below one AM container"}));
  for (const ProvenFact& fact : r.proven_safe) {
    if (fact.rule != kRule) continue;
    EXPECT_EQ(fact.decided.by, DecidedBy::kArithmetic);
    EXPECT_EQ(fact.decided.why,
              "no solver query: the queue's minimum share alone keeps one AM container");
  }
  // spark and default need the search among busy sets, which only the solver makes.
  std::vector<std::string> undecided;
  for (const Finding& f : testing::of_rule(r.findings, kRule)) {
    EXPECT_EQ(f.severity, Severity::kInfo);
    EXPECT_EQ(f.proof->status, "unknown");
    EXPECT_EQ(f.message,
              fmt::format("could not decide without the solver (--no-solver) whether some set of "
                          "busy queues starves {}'s AM limit (query am-starvation.{}.vcores)",
                          f.queue, f.queue));
    undecided.push_back(f.queue);
  }
  EXPECT_EQ(undecided, (std::vector<std::string>{"root.default", "root.spark"}));
}

TEST(AmStarvation, WithoutNodesItDoesNotRun) {
  const RuleRun no_nodes =
      run({{"fair-scheduler.xml", kFair}, {"capacity-scheduler.xml", capacity()}}, two_vcore_am());
  EXPECT_TRUE(testing::of_rule(no_nodes.findings, kRule).empty());
  EXPECT_TRUE(facts_of(no_nodes).empty());
  bool recorded = false;
  for (const RuleNotRun& n : no_nodes.not_run)
    recorded = recorded || (n.rule == kRule && n.missing == std::vector<Need>{Need::kNodes});
  EXPECT_TRUE(recorded);
}

TEST(AmStarvation, ATimeLimitIsAnInfoFindingNamingTheQuery) {
  // kFair: whether spark's AM limit holds a 2-vcore AM depends on which of etl and streaming are
  // busy (everyone busy, it does): a search only the solver makes, which no time at all cuts
  // short.
  AnalysisOptions options = two_vcore_am();
  options.solver_timeout_ms = 0;  // no time at all: the same answer on any machine
  const RuleRun r = run({{"fair-scheduler.xml", kFair}, {"nodes.yaml", kFairNodes}}, options);
  std::vector<Finding> f = testing::of_rule(r.findings, kRule);
  std::erase_if(f, [](const Finding& each) { return each.queue != "root.spark"; });
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].severity, Severity::kInfo);
  EXPECT_EQ(
      f[0].message,
      "could not decide within the 0 ms time limit (--solver-timeout-ms) whether some set of busy "
      "queues starves root.spark's AM limit (query am-starvation.root.spark.vcores: time limit "
      "reached (0 ms))");
  ASSERT_TRUE(f[0].proof.has_value());
  EXPECT_EQ(f[0].proof->status, "unknown");
  EXPECT_TRUE(f[0].proof->witness.is_null());
}

}  // namespace am_starvation_rule_test
}  // namespace schedlint
