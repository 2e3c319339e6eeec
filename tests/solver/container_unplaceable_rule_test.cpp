// container-unplaceable end to end, with Z3 answering: findings, witnesses and proven-safe facts on
// clusters whose answer is known by arithmetic. tests/rules/container-unplaceable_test.cpp tests
// how the rule reports each answer, with a scripted prover.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "model/analysis_options.h"
#include "solver/z3_prover.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace container_unplaceable_rule_test {

using testing::Files;

constexpr const char* kRule = "container-unplaceable";

const char* kMixedNodes =
    "nodes:\n  - {group: small, count: 10, memory-mb: 32768, vcores: 16}\n"
    "  - {group: big, count: 1, memory-mb: 131072, vcores: 32}\n";

std::string site(int max_mb) {
  return testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", std::to_string(max_mb)}});
}

std::string capacity(const std::vector<std::pair<std::string, std::string>>& extra = {}) {
  std::vector<std::pair<std::string, std::string>> p = {
      {"yarn.scheduler.capacity.root.queues", "etl"},
      {"yarn.scheduler.capacity.root.etl.capacity", "100"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return testing::conf_xml(p);
}

RuleRun run(const Files& files, void (*tweak)(AnalysisOptions&) = nullptr) {
  const Model model = testing::load_files(files, "3.3");
  AnalysisOptions options;
  if (tweak != nullptr) tweak(options);
  const smt::Z3Prover prover;
  RuleRun r = testing::run_one_rule(model, kRule, options, prover);
  r.findings = testing::of_rule(r.findings, kRule);
  std::erase_if(r.proven_safe, [](const ProvenFact& f) { return f.rule != kRule; });
  return r;
}

int64_t witness_int(const WitnessValue& w, const std::string& key) {
  return std::get<int64_t>(w.get(key)->value());
}

TEST(ContainerUnplaceableRule, ARequestOnlyTheOneBigNodeHoldsFires) {
  const RuleRun r = run({{"yarn-site.xml", site(65536)},
                         {"capacity-scheduler.xml", capacity()},
                         {"nodes.yaml", kMixedNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.severity, Severity::kWarning);
  EXPECT_EQ(f.loc.line, 2);  // the maximum-allocation-mb property
  EXPECT_EQ(f.queue, "");
  EXPECT_EQ(f.message,
            "root.etl may ask for 33792 MB, 1 vcores, which fits on only 1 node(s) of the default "
            "partition "
            "(--min-fit-nodes 2): one node failure strands such applications");
  ASSERT_TRUE(f.proof.has_value());
  EXPECT_EQ(f.proof->status, "sat");
  EXPECT_EQ(witness_int(f.proof->witness, "fit_nodes"), 1);
  const WitnessValue* largest = f.proof->witness.get("largest_node");
  ASSERT_NE(largest, nullptr);
  EXPECT_EQ(std::get<std::string>(largest->get("group")->value()), "big");
}

TEST(ContainerUnplaceableRule, AMaximumAllTheCommonNodesHoldIsProvenSafe) {
  const RuleRun r = run({{"yarn-site.xml", site(32768)},
                         {"capacity-scheduler.xml", capacity()},
                         {"nodes.yaml", kMixedNodes}});
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_EQ(r.proven_safe[0].message,
            "every request root.etl may make (up to 32768 MB, 1 vcores) fits on at least 2 nodes "
            "of the default "
            "partition");
}

TEST(ContainerUnplaceableRule, ManyQueuesSharingTheQuestionAreNamedAFewThenCounted) {
  // Seven queues with the same largest request share one question: the message names five and
  // counts the rest (5,000 queues would otherwise make one message of 5,000 names); the witness
  // lists them all.
  std::vector<std::pair<std::string, std::string>> p = {
      {"yarn.scheduler.capacity.root.queues", "q1,q2,q3,q4,q5,q6,q7"}};
  for (int i = 1; i <= 7; ++i) {
    p.emplace_back(fmt::format("yarn.scheduler.capacity.root.q{}.capacity", i),
                   i == 7 ? "10" : "15");
  }
  const RuleRun r = run({{"yarn-site.xml", site(65536)},
                         {"capacity-scheduler.xml", testing::conf_xml(p)},
                         {"nodes.yaml", kMixedNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].message.rfind("root.q1, root.q2, root.q3, root.q4, root.q5 and 2 more "
                                        "may ask for 33792 MB",
                                        0),
            0u)
      << r.findings[0].message;
  ASSERT_TRUE(r.findings[0].proof.has_value());
  const auto& listed = std::get<std::shared_ptr<WitnessValue::List>>(
      r.findings[0].proof->witness.get("queues")->value());
  EXPECT_EQ(listed->size(), 7u);
}

// A maximum above every node is alloc-max-exceeds-node's finding, once: the placement question
// starts from the largest container the ResourceManager allows (ClusterNodeTracker
// .getMaxAllowedAllocation), so it neither says "wait forever" at an odd size nor proves anything
// about the configured value.
TEST(ContainerUnplaceableRule, AMaximumAboveEveryNodeIsAskedAtTheLargestNode) {
  for (const char* version : {"2.7", "3.3"}) {
    const Model model = testing::load_files(
        {{"yarn-site.xml", site(131072)},
         {"capacity-scheduler.xml", capacity()},
         {"nodes.yaml", "nodes:\n  - {group: w, count: 6, memory-mb: 65536, vcores: 16}\n"}},
        version);
    const smt::Z3Prover prover;
    const RuleRun r = testing::run_one_rule(model, kRule, AnalysisOptions{}, prover);
    EXPECT_TRUE(testing::of_rule(r.findings, kRule).empty()) << version;
    ASSERT_EQ(r.proven_safe.size(), 1u) << version;
    EXPECT_EQ(r.proven_safe[0].message,
              "every request root.etl may make (up to 65536 MB, 1 vcores) fits on at least 2 "
              "nodes of the default partition")
        << version;
  }
}

TEST(ContainerUnplaceableRule, MinFitNodesRaisesTheBar) {
  const RuleRun r = run({{"yarn-site.xml", site(32768)},
                         {"capacity-scheduler.xml", capacity()},
                         {"nodes.yaml", kMixedNodes}},
                        [](AnalysisOptions& o) { o.min_fit_nodes = 12; });
  ASSERT_EQ(r.findings.size(), 1u);  // 11 nodes in all: fewer than 12 for any request
  EXPECT_NE(r.findings[0].message.find("has only 11 node(s)"), std::string::npos)
      << r.findings[0].message;
}

TEST(ContainerUnplaceableRule, APartitionOfOneNodeStrandsItsApplications) {
  const RuleRun r =
      run({{"yarn-site.xml", site(8192)},
           {"capacity-scheduler.xml",
            capacity(
                {{"yarn.scheduler.capacity.root.etl.accessible-node-labels", "gpu"},
                 {"yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity", "100"},
                 {"yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity", "100"}})},
           {"nodes.yaml",
            std::string(kMixedNodes) +
                "  - {group: gpu, count: 1, memory-mb: 65536, vcores: 16, labels: [gpu]}\n"}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message.find("partition gpu has only 1 node(s)"), std::string::npos)
      << r.findings[0].message;
  ASSERT_EQ(r.proven_safe.size(), 1u);  // the default partition is fine
}

// Each queue is checked in the partitions it can have containers in: ml may ask for gpu, where
// its 64 GB request fits; etl holds no capacity in gpu (its maximum there is 0), so the large gpu
// nodes do not make its request placeable.
TEST(ContainerUnplaceableRule, EachQueueOnlyInThePartitionsItCanUse) {
  const RuleRun r =
      run({{"yarn-site.xml", site(65536)},
           {"capacity-scheduler.xml",
            testing::etl_and_ml_with_gpu(
                {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"}})},
           {"nodes.yaml",
            "nodes:\n  - {group: small, count: 10, memory-mb: 32768, vcores: 16}\n"
            "  - {group: gpu, count: 2, memory-mb: 131072, vcores: 32, labels: [gpu]}\n"}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message.find("root.etl, root.ml may ask for"), std::string::npos)
      << r.findings[0].message;
  EXPECT_NE(r.findings[0].message.find("no node of the default partition"), std::string::npos);
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_NE(r.proven_safe[0].message.find("every request root.ml may make"), std::string::npos)
      << r.proven_safe[0].message;
  EXPECT_NE(r.proven_safe[0].message.find("partition gpu"), std::string::npos);
}

TEST(ContainerUnplaceableRule, FairSchedulerComparesVcoresToo) {
  // 16 vcores on the small nodes, 32 on the big one; the queue may ask 24 vcores.
  const std::string fair_site = testing::conf_xml(
      {{"yarn.resourcemanager.scheduler.class",
        "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
       {"yarn.scheduler.maximum-allocation-mb", "8192"},
       {"yarn.scheduler.maximum-allocation-vcores", "24"}});
  const RuleRun r = run({{"yarn-site.xml", fair_site},
                         {"fair-scheduler.xml", "<allocations><queue name=\"a\"/></allocations>\n"},
                         {"nodes.yaml", kMixedNodes}});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_NE(r.findings[0].message.find("1024 MB, 17 vcores"), std::string::npos)
      << r.findings[0].message;
}

TEST(ContainerUnplaceableRule, NoSolverTimeIsNeeded) {
  // Arithmetic settles it: the same answer whatever --solver-timeout-ms says.
  const RuleRun r = run({{"yarn-site.xml", site(65536)},
                         {"capacity-scheduler.xml", capacity()},
                         {"nodes.yaml", kMixedNodes}},
                        [](AnalysisOptions& o) { o.solver_timeout_ms = 0; });
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].proof->status, "sat");
  EXPECT_EQ(r.findings[0].proof->query, "container-unplaceable.65536mb-1vcores");
}

TEST(ContainerUnplaceableRule, Z3ConfirmsTheArithmeticAndNoSolverLeavesItUnconfirmed) {
  const Files files = {{"yarn-site.xml", site(65536)},
                       {"capacity-scheduler.xml", capacity()},
                       {"nodes.yaml", kMixedNodes}};
  const RuleRun confirmed = run(files);
  ASSERT_EQ(confirmed.findings.size(), 1u);
  EXPECT_EQ(confirmed.findings[0].proof->decided.by, DecidedBy::kZ3);
  const RuleRun alone = run(files, [](AnalysisOptions& o) { o.use_solver = false; });
  ASSERT_EQ(alone.findings.size(), 1u);
  EXPECT_EQ(alone.findings[0].message, confirmed.findings[0].message);
  EXPECT_EQ(alone.findings[0].proof->decided.by, DecidedBy::kArithmetic);
}

}  // namespace container_unplaceable_rule_test
}  // namespace schedlint
