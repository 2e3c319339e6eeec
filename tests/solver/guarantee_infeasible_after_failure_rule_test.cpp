// guarantee-infeasible-after-failure end to end: findings, witnesses and proven-safe facts on
// clusters whose answer is known by arithmetic.
// tests/rules/guarantee-infeasible-after-failure_test.cpp tests how the rule reports its answers.
#include <algorithm>
#include <filesystem>
#include <functional>
#include <random>

#include <gtest/gtest.h>

#include "analysis/failure_guarantees.h"
#include "solver/z3_prover.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace guarantee_infeasible_after_failure_rule_test {

constexpr const char* kRule = "guarantee-infeasible-after-failure";

// 4 x 8192 MB: 32768 MB, 24576 MB after one failure.
constexpr const char* kFourNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 8192, vcores: 8}\n";

// The rule's findings and proven-safe facts, with file names only.
RuleRun run(const testing::Files& files, AnalysisOptions options = {}) {
  const Model model = testing::load_files(files);
  const smt::Z3Prover prover;
  RuleRun all = testing::run_one_rule(model, kRule, options, prover);
  RuleRun out;
  out.findings = testing::of_rule(all.findings, kRule);
  for (Finding& f : out.findings)
    f.loc.file = std::filesystem::path(f.loc.file).filename().string();
  for (const ProvenFact& fact : all.proven_safe) {
    if (fact.rule == kRule) out.proven_safe.push_back(fact);
  }
  return out;
}

int64_t number(const WitnessValue& w, const std::string& key) {
  const WitnessValue* v = w.get(key);
  return v == nullptr ? -1 : std::get<int64_t>(v->value());
}

std::string fair(const std::string& queues) {
  return "<allocations>\n" + queues + "</allocations>\n";
}

// etl + bi = 28672 MB: more than three nodes hold.
const std::string kTwoMinimums = fair(
    "  <queue name=\"etl\"><minResources>16384 mb, 4 vcores</minResources></queue>\n"
    "  <queue name=\"bi\"><minResources>12288 mb, 4 vcores</minResources></queue>\n");

TEST(GuaranteeInfeasibleAfterFailure, FairMinimumsBrokenWithinTheBudgetWarn) {
  const auto r = run({{"fair-scheduler.xml", kTwoMinimums}, {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.severity, Severity::kWarning);
  EXPECT_EQ(f.loc.file, "fair-scheduler.xml");
  EXPECT_EQ(f.loc.line, 1);
  EXPECT_EQ(f.queue, "root");
  EXPECT_EQ(f.message,
            "1 node failure breaks the minResources of root's children, within --failure-budget 1: "
            "what remains of "
            "the cluster is 24576 MB, 4096 MB short of their minResources (28672 MB)");
  ASSERT_EQ(f.related.size(), 2u);
  EXPECT_EQ(f.related[0].loc.line, 2);
  ASSERT_GE(f.details.size(), 2u);
  EXPECT_EQ(f.details[0], "failed in the cluster: w 1 of 4 (8192 MB, 8 vcores each)");
  EXPECT_EQ(f.details[1], "what remains: 3 x 8192 MB = 24576 MB");
  ASSERT_TRUE(f.proof.has_value());
  EXPECT_EQ(f.proof->status, "sat");
  EXPECT_EQ(f.proof->query, "guarantee-infeasible-after-failure.fair.root");
  EXPECT_EQ(number(f.proof->witness, "min_failures"), 1);
  EXPECT_EQ(number(f.proof->witness, "shortfall"), 4096);
  const auto& failed =
      *std::get<std::shared_ptr<WitnessValue::List>>(f.proof->witness.get("failed_nodes")->value());
  ASSERT_EQ(failed.size(), 1u);
  EXPECT_EQ(number(failed[0], "failed"), 1);
  EXPECT_EQ(f.proof->witness.get("rack_failure"), nullptr);  // no racks named
}

TEST(GuaranteeInfeasibleAfterFailure, BeyondTheBudgetOneInfoStatesTheMargin) {
  // 8 nodes: 24576 MB (3 nodes) is the most that falls short, so 5 failures break it.
  const testing::Files files{
      {"fair-scheduler.xml", kTwoMinimums},
      {"nodes.yaml", "nodes:\n  - {group: w, count: 8, memory-mb: 8192, vcores: 8}\n"}};
  const auto r = run(files);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  EXPECT_EQ(r.findings[0].message.rfind(
                "5 node failures break the minResources of root's children, a margin of 3 "
                "over --failure-budget 1: ",
                0),
            0u)
      << r.findings[0].message;
  AnalysisOptions five;
  five.failure_budget = 5;
  const auto within = run(files, five);
  ASSERT_EQ(within.findings.size(), 1u);
  EXPECT_EQ(within.findings[0].severity, Severity::kWarning);
  EXPECT_EQ(number(within.findings[0].proof->witness, "failure_budget"), 5);
}

TEST(GuaranteeInfeasibleAfterFailure, AParentsSteadyShareHoldsItsChildrensMinimums) {
  // root.p (weight 1 of 4 beside big's 2 and the root.default Hadoop 3.3 adds; no minResources of
  // its own) gets a quarter of the cluster: 8192 MB of 32768, exactly its children's minimums; a
  // quarter of 24576 MB is not.
  const auto r =
      run({{"fair-scheduler.xml",
            fair("  <queue name=\"p\">\n"
                 "    <queue name=\"a\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
                 "    <queue name=\"b\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
                 "  </queue>\n"
                 "  <queue name=\"big\"><weight>2</weight></queue>\n")},
           {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].loc.line, 2);
  EXPECT_EQ(r.findings[0].queue, "root.p");
  EXPECT_NE(r.findings[0].message.find(
                "1 node failure breaks the minResources of root.p's children, within "
                "--failure-budget 1: root.p's steady fair share is 614"),
            std::string::npos)
      << r.findings[0].message;
  EXPECT_EQ(r.findings[0].proof->query, "guarantee-infeasible-after-failure.fair.root.p");
}

// Children whose minResources exceed their parent's maxResources fail with every node up: that is
// fs-min-share-sum-exceeds-parent's finding, not repeated here as "even with every node up".
TEST(GuaranteeInfeasibleAfterFailure, AShortfallTheFileCausesIsLeftToFsMinShareSum) {
  const std::string file = fair(
      "  <queue name=\"p\">\n"
      "    <maxResources>4096 mb, 8 vcores</maxResources>\n"
      "    <queue name=\"a\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
      "    <queue name=\"b\"><minResources>4096 mb, 1 vcores</minResources></queue>\n"
      "  </queue>\n");
  const auto r = run({{"fair-scheduler.xml", file}, {"nodes.yaml", kFourNodes}});
  EXPECT_TRUE(r.findings.empty()) << r.findings[0].message;
  // The same minimums under a parent that only its steady share limits are still reported.
  const auto steady =
      run({{"fair-scheduler.xml",
            fair("  <queue name=\"p\">\n"
                 "    <queue name=\"a\"><minResources>8192 mb, 1 vcores</minResources></queue>\n"
                 "    <queue name=\"b\"><minResources>8192 mb, 1 vcores</minResources></queue>\n"
                 "  </queue>\n"
                 "  <queue name=\"big\"><weight>2</weight></queue>\n")},
           {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(steady.findings.size(), 1u);
  EXPECT_NE(steady.findings[0].message.find("even with every node up"), std::string::npos)
      << steady.findings[0].message;
}

TEST(GuaranteeInfeasibleAfterFailure, VcoresCountOnlyWhereDrfSharesThem) {
  // 40 vcores of minimums on 32: under the fair policy only memory is shared out. Under drf the
  // minimums fail with every node up, which fs-min-share-sum-exceeds-parent reports; this rule
  // does not report the same shortfall again as "0 node failures".
  const std::string queues =
      "  <queue name=\"a\"><minResources>1024 mb, 20 vcores</minResources></queue>\n"
      "  <queue name=\"b\"><minResources>1024 mb, 20 vcores</minResources></queue>\n";
  const auto fair_policy = run({{"fair-scheduler.xml", fair(queues)}, {"nodes.yaml", kFourNodes}});
  EXPECT_TRUE(fair_policy.findings.empty());
  const testing::Files drf = {
      {"fair-scheduler.xml",
       fair("  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n" + queues)},
      {"nodes.yaml", kFourNodes}};
  EXPECT_TRUE(run(drf).findings.empty());
  const auto sum = testing::run_rule(drf, "fs-min-share-sum-exceeds-parent");
  ASSERT_EQ(sum.size(), 1u);
  EXPECT_NE(sum[0].message.find("40 vcores"), std::string::npos) << sum[0].message;
}

TEST(GuaranteeInfeasibleAfterFailure, TheSmallestBreakingRackIsInTheWitness) {
  // 2 nodes on /rack1, 4 on /rack2 (49152 MB): 3 failures break 28672 MB, and so does /rack2.
  const auto r =
      run({{"fair-scheduler.xml", kTwoMinimums},
           {"nodes.yaml",
            "nodes:\n  - {group: r1, count: 2, memory-mb: 8192, vcores: 8, rack: /rack1}\n"
            "  - {group: r2, count: 4, memory-mb: 8192, vcores: 8, rack: /rack2}\n"}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  EXPECT_EQ(number(r.findings[0].proof->witness, "min_failures"), 3);
  EXPECT_EQ(std::get<std::string>(r.findings[0].proof->witness.get("rack_failure")->value()),
            "/rack2");
  EXPECT_NE(std::find(r.findings[0].details.begin(), r.findings[0].details.end(),
                      "losing rack /rack2 (4 nodes) breaks it too"),
            r.findings[0].details.end());
}

TEST(GuaranteeInfeasibleAfterFailure, CapacityAbsoluteMinimumsBrokenByOneFailure) {
  const auto r =
      run({{"capacity-scheduler.xml",
            testing::conf_xml(
                {{"yarn.scheduler.capacity.root.queues", "etl,bi"},
                 {"yarn.scheduler.capacity.root.etl.capacity", "[memory=16384,vcores=4]"},
                 {"yarn.scheduler.capacity.root.bi.capacity", "[memory=12288,vcores=4]"}})},
           {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(r.findings.size(), 1u) << r.findings.size();
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.loc.line, 2);  // root.queues
  EXPECT_EQ(f.queue, "root");
  EXPECT_EQ(f.message,
            "1 node failure breaks the absolute capacities of root's children in the default "
            "partition, within "
            "--failure-budget 1: what remains of the default partition is 24576 MB, 4096 MB short "
            "of their "
            "absolute capacities (28672 MB)");
  ASSERT_EQ(f.related.size(), 2u);
  EXPECT_EQ(f.related[1].loc.line, 4);
  EXPECT_EQ(f.proof->query, "guarantee-infeasible-after-failure.capacity.absolute");
}

TEST(GuaranteeInfeasibleAfterFailure, ALeafLosesRoomForOneAmPlusOneContainer) {
  // root.b's 10% of 32768 MB is 3276 MB; of 24576 MB, 2457 MB. One AM (1536 MB, normalized to
  // 2048 MB by the 1024 MB minimum allocation) plus one 1024 MB container need 3072 MB.
  const auto r = run({{"capacity-scheduler.xml",
                       testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                          {"yarn.scheduler.capacity.root.a.capacity", "90"},
                                          {"yarn.scheduler.capacity.root.b.capacity", "10"}})},
                      {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.loc.line, 4);
  EXPECT_EQ(f.queue, "root.b");
  EXPECT_EQ(f.message,
            "1 node failure breaks root.b's guarantee in the default partition, within "
            "--failure-budget 1: its "
            "guarantee (0.1 x what remains of the default partition) is 2457 MB, 615 MB short of "
            "one AM plus one "
            "minimum container (3072 MB)");
  EXPECT_EQ(f.details.back(),
            "one AM container: 2048 MB, 1 vcores, from --am-mb 1536 and --am-vcores 1 (no "
            "workload runs in root.b), normalized; one minimum container: 1024 MB, 1 vcores");
  // root.a's 90% holds 3072 MB on any one node: a proven fact, not a finding.
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].message,
            "no set of node failures that leaves a node of the default partition up breaks "
            "root.a's guarantee in "
            "the default partition");
  EXPECT_EQ(r.proven_safe[0].loc.line, 3);
}

// The AM a leaf must hold after the failures is its workloads' largest: after one failure root.b's
// 20% keeps 4915 MB of 24576, room for the default AM (2048 once rounded) plus one container, not
// for the 4096 MB AM its workload asks for.
TEST(GuaranteeInfeasibleAfterFailure, ALeafMustHoldTheAmOfItsWorkloads) {
  testing::Files files = {{"capacity-scheduler.xml",
                           testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                              {"yarn.scheduler.capacity.root.a.capacity", "80"},
                                              {"yarn.scheduler.capacity.root.b.capacity", "20"}})},
                          {"nodes.yaml", kFourNodes}};
  const auto by_default = run(files);
  ASSERT_EQ(by_default.findings.size(), 1u);  // a margin: three failures break it
  EXPECT_EQ(by_default.findings[0].message.rfind("3 node failures break root.b's guarantee", 0), 0u)
      << by_default.findings[0].message;
  files.push_back({"workloads.yaml",
                   "workloads:\n"
                   "  - name: nightly\n"
                   "    queue: b\n"
                   "    am: {memory-mb: 4096}\n"
                   "    roles:\n"
                   "      - {name: task, memory-mb: 1024}\n"});
  const auto r = run(files);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].message.rfind("1 node failure breaks root.b's guarantee", 0), 0u)
      << r.findings[0].message;
  EXPECT_NE(r.findings[0].message.find("one AM plus one minimum container (5120 MB)"),
            std::string::npos)
      << r.findings[0].message;
  EXPECT_NE(r.findings[0].details.back().find("from the AM of workload nightly"), std::string::npos)
      << r.findings[0].details.back();
}

TEST(GuaranteeInfeasibleAfterFailure, LabelledNodesCountOnlyForTheirPartition) {
  // Two gpu nodes: root.a's 20% of 16384 MB holds 3072 MB; of one node's 8192 MB it does not.
  // The four default nodes are not in the failure set.
  const auto r =
      run({{"capacity-scheduler.xml",
            testing::conf_xml(
                {{"yarn.scheduler.capacity.root.queues", "a,b"},
                 {"yarn.scheduler.capacity.root.accessible-node-labels", "gpu"},
                 {"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"},
                 {"yarn.scheduler.capacity.root.a.capacity", "50"},
                 {"yarn.scheduler.capacity.root.a.accessible-node-labels", "gpu"},
                 {"yarn.scheduler.capacity.root.a.accessible-node-labels.gpu.capacity", "20"},
                 {"yarn.scheduler.capacity.root.b.capacity", "50"},
                 {"yarn.scheduler.capacity.root.b.accessible-node-labels", "gpu"},
                 {"yarn.scheduler.capacity.root.b.accessible-node-labels.gpu.capacity", "80"}})},
           {"nodes.yaml",
            std::string(kFourNodes) +
                "  - {group: g, count: 2, memory-mb: 8192, vcores: 8, labels: [gpu]}\n"}});
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.loc.line, 7);
  EXPECT_EQ(f.queue, "root.a");
  EXPECT_NE(f.message.find("root.a's guarantee in partition gpu"), std::string::npos) << f.message;
  EXPECT_EQ(f.details[0], "failed in partition gpu: g 1 of 2 (8192 MB, 8 vcores each)");
  EXPECT_EQ(f.proof->query, "guarantee-infeasible-after-failure.capacity.root.a.gpu");
}

TEST(GuaranteeInfeasibleAfterFailure, GuaranteesOneNodeHoldsAreProvenSafe) {
  const auto r =
      run({{"fair-scheduler.xml",
            fair("  <queue name=\"etl\"><minResources>4096 mb, 2 vcores</minResources></queue>\n"
                 "  <queue name=\"bi\"><minResources>2048 mb, 2 vcores</minResources></queue>\n")},
           {"nodes.yaml", kFourNodes}});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].message,
            "no set of node failures that leaves a node of the cluster up breaks the minResources "
            "of root's children");
  EXPECT_EQ(r.proven_safe[0].loc.line, 1);
}

TEST(GuaranteeInfeasibleAfterFailure, NothingGuaranteedIsProvenSafe) {
  const auto r =
      run({{"fair-scheduler.xml", fair("  <queue name=\"etl\"><weight>2</weight></queue>\n")},
           {"nodes.yaml", kFourNodes}});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_NE(r.proven_safe[0].message.find("no FairScheduler queue has minResources"),
            std::string::npos);
}

TEST(GuaranteeInfeasibleAfterFailure, Z3ConfirmsTheArithmeticAndNoSolverLeavesItUnconfirmed) {
  const auto confirmed = run({{"fair-scheduler.xml", kTwoMinimums}, {"nodes.yaml", kFourNodes}});
  ASSERT_EQ(confirmed.findings.size(), 1u);
  EXPECT_EQ(confirmed.findings[0].proof->decided.by, DecidedBy::kZ3);
  AnalysisOptions options;
  options.use_solver = false;
  const auto alone =
      run({{"fair-scheduler.xml", kTwoMinimums}, {"nodes.yaml", kFourNodes}}, options);
  ASSERT_EQ(alone.findings.size(), 1u);
  EXPECT_EQ(alone.findings[0].message, confirmed.findings[0].message);
  EXPECT_EQ(alone.findings[0].proof->decided.by, DecidedBy::kArithmetic);
}

TEST(GuaranteeInfeasibleAfterFailure, WithoutNodesItIsSilent) {
  const auto r = run({{"fair-scheduler.xml", kTwoMinimums}});
  EXPECT_TRUE(r.findings.empty());
  EXPECT_TRUE(r.proven_safe.empty());
}

TEST(GuaranteeInfeasibleAfterFailure, FourHundredNodeSizesAreAnsweredEvenWithNoSolverTime) {
  // 400 node sizes: Z3 needs seconds for the least failure set; arithmetic settles it exactly,
  // whatever --solver-timeout-ms says. The least: fail the largest nodes until under 4000000 MB.
  std::string nodes = "nodes:\n";
  std::vector<int64_t> sizes;
  int64_t total = 0;
  for (int g = 0; g < 400; ++g) {
    const int64_t count = 3 + g % 17;
    const int64_t memory = 4096 + 97 * g;
    nodes += "  - {group: g" + std::to_string(g) + ", count: " + std::to_string(count) +
             ", memory-mb: " + std::to_string(memory) + ", vcores: 8}\n";
    sizes.insert(sizes.end(), static_cast<size_t>(count), memory);
    total += count * memory;
  }
  std::sort(sizes.rbegin(), sizes.rend());
  int64_t fewest = 0;
  for (int64_t remaining = total; remaining >= 4000000; remaining -= sizes[fewest++]) {
  }
  AnalysisOptions options;
  options.solver_timeout_ms = 0;
  const auto r = run(
      {{"fair-scheduler.xml",
        fair("  <queue name=\"a\"><minResources>4000000 mb, 1 vcores</minResources></queue>\n")},
       {"nodes.yaml", nodes}},
      options);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);  // far beyond the budget
  EXPECT_EQ(r.findings[0].proof->status, "sat");
  EXPECT_EQ(number(r.findings[0].proof->witness, "min_failures"), fewest);
}

// Random clusters of 1-4 node groups on up to 3 racks, for the trees below.
std::string random_nodes(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::string nodes = "nodes:\n";
  const int racks = pick(0, 3);
  for (int g = 0, n = pick(1, 4); g < n; ++g) {
    nodes += "  - {group: g" + std::to_string(g) + ", count: " + std::to_string(pick(1, 4)) +
             ", memory-mb: " + std::to_string(4096 * pick(1, 8)) +
             ", vcores: " + std::to_string(pick(2, 16)) +
             (racks == 0 ? "" : ", rack: /r" + std::to_string(pick(1, racks))) + "}\n";
  }
  return nodes;
}

// FairScheduler trees, two or three levels, drf or fair, with minimums, weights and maxima.
std::string random_fair(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int next = 0;
  std::function<std::string(int)> queue = [&](int depth) {
    std::string q = "<queue name=\"q" + std::to_string(next++) + "\"><weight>" +
                    std::to_string(pick(1, 4)) + "</weight>";
    if (pick(0, 1) == 0) q += "<schedulingPolicy>drf</schedulingPolicy>";
    if (pick(0, 2) > 0)
      q += "<minResources>" + std::to_string(2048 * pick(1, 12)) + " mb, " +
           std::to_string(pick(1, 12)) + " vcores</minResources>";
    if (pick(0, 3) == 0) q += "<maxResources>" + std::to_string(pick(20, 90)) + "%</maxResources>";
    if (depth < 2 && pick(0, 1) == 0) {
      for (int i = 0, n = pick(1, 3); i < n; ++i)
        q += queue(depth + 1);
    }
    return q + "</queue>\n";
  };
  std::string xml =
      "<allocations>\n<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n";
  for (int i = 0, n = pick(1, 4); i < n; ++i)
    xml += queue(1);
  return xml + "</allocations>\n";
}

// CapacityScheduler trees: percentages adding up to 100 under each parent.
std::string random_capacity(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  std::vector<std::pair<std::string, std::string>> props;
  std::function<void(const std::string&, int)> children = [&](const std::string& parent,
                                                              int depth) {
    const int n = pick(1, 4);
    std::string names;
    int left = 100;
    for (int i = 0; i < n; ++i) {
      const std::string name = "q" + std::to_string(depth) + std::to_string(i);
      names += (i == 0 ? "" : ",") + name;
      const int share = i == n - 1 ? left : pick(1, left - (n - 1 - i));
      left -= share;
      const std::string path = parent + "." + name;
      props.push_back({"yarn.scheduler.capacity." + path + ".capacity", std::to_string(share)});
      if (depth < 2 && pick(0, 2) == 0) children(path, depth + 1);
    }
    props.push_back({"yarn.scheduler.capacity." + parent + ".queues", names});
  };
  children("root", 1);
  props.push_back({"yarn.scheduler.capacity.resource-calculator",
                   pick(0, 1) == 0
                       ? "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator"
                       : "org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator"});
  return testing::conf_xml(props);
}

// Every guarantee the rule builds from random trees of each scheduler: arithmetic and Z3 agree
// on the answer, the number of failures and the rack (the witness itself may differ).
TEST(GuaranteeInfeasibleAfterFailure, ArithmeticAgreesWithZ3OnRandomTreesOfEachScheduler) {
  std::mt19937 rng(11);
  const smt::Z3Prover z3;
  int sat = 0;
  int asked = 0;
  for (int tree = 0; tree < 60; ++tree) {
    const bool fair_tree = tree % 2 == 0;
    const Model model =
        testing::load_files({{fair_tree ? "fair-scheduler.xml" : "capacity-scheduler.xml",
                              fair_tree ? random_fair(rng) : random_capacity(rng)},
                             {"nodes.yaml", random_nodes(rng)}});
    const AnalysisOptions options;
    const AnalysisContext context(model, options, z3);
    std::vector<FailureGuarantee> guarantees =
        fair_tree ? fair_failure_guarantees(context) : capacity_failure_guarantees(context);
    for (const FailureGuarantee& g : guarantees) {
      SCOPED_TRACE("tree " + std::to_string(tree) + ": " + g.what);
      const auto fast = smt::decide_guarantee_failure(g.query, {});
      const auto plain = smt::prove_guarantee_failure(g.query, z3, {});
      ++asked;
      ASSERT_NE(plain.status, smt::Status::kUnknown);
      ASSERT_EQ(fast.status, plain.status);
      if (fast.status != smt::Status::kSat) continue;
      ++sat;
      EXPECT_EQ(fast.smallest.nodes, plain.smallest.nodes);
      EXPECT_EQ(fast.rack_status, plain.rack_status);
      EXPECT_EQ(fast.rack, plain.rack);
    }
  }
  EXPECT_GT(asked, 60);
  EXPECT_GT(sat, 10);
}

}  // namespace guarantee_infeasible_after_failure_rule_test
}  // namespace schedlint
