// reservation-deadlock end to end, with Z3 answering: findings, witnesses and proven-safe facts on
// clusters whose answer is known by arithmetic. tests/rules/reservation-deadlock_test.cpp tests how
// the rule reports each answer, with a scripted prover.
#include <gtest/gtest.h>

#include "model/analysis_options.h"
#include "solver/z3_prover.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace reservation_deadlock_rule_test {

using testing::Files;

constexpr const char* kRule = "reservation-deadlock";

// The scheduler class on line 2, the maximum allocation on line 3, then `extra`.
std::string fair_site(int max_mb, std::vector<std::pair<std::string, std::string>> extra = {}) {
  std::vector<std::pair<std::string, std::string>> properties = {
      {"yarn.resourcemanager.scheduler.class",
       "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"},
      {"yarn.scheduler.maximum-allocation-mb", std::to_string(max_mb)}};
  properties.insert(properties.end(), extra.begin(), extra.end());
  return testing::conf_xml(properties);
}

std::string nodes(int count, int memory_mb, const std::string& more = "") {
  return "nodes:\n  - {group: worker, count: " + std::to_string(count) +
         ", memory-mb: " + std::to_string(memory_mb) + ", vcores: 32}\n" + more;
}

const char* kOneQueue = "<allocations>\n  <queue name=\"spark\"/>\n</allocations>\n";

struct Outcome {
  std::vector<Finding> findings;
  std::vector<ProvenFact> proven_safe;
};

Outcome run(const Files& files, const std::string& version,
            void (*tweak)(AnalysisOptions&) = nullptr) {
  const Model model = testing::load_files(files, version);
  AnalysisOptions options;
  if (tweak != nullptr) tweak(options);
  const smt::Z3Prover prover;
  RuleRun r = testing::run_one_rule(model, kRule, options, prover);
  Outcome out{testing::of_rule(r.findings, kRule), {}};
  for (ProvenFact& fact : r.proven_safe) {
    if (fact.rule == kRule) out.proven_safe.push_back(std::move(fact));
  }
  return out;
}

double min_utilization(const Finding& f) {
  const WitnessValue* v = f.proof->witness.get("min_utilization");
  return v == nullptr ? -1 : std::get<double>(v->value());
}

int64_t witness_int(const Finding& f, const std::string& key) {
  const WitnessValue* v = f.proof->witness.get(key);
  return v == nullptr || v->is_null() ? -1 : std::get<int64_t>(v->value());
}

TEST(ReservationDeadlockRule, TheIncidentIsAWarningFrom38PercentWithOneApplicationIn27) {
  const Outcome r = run({{"yarn-site.xml", fair_site(64000)},
                         {"fair-scheduler.xml", kOneQueue},
                         {"nodes.yaml", nodes(12, 102400)}},
                        "2.7");
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.severity, Severity::kWarning);
  EXPECT_EQ(f.loc.line, 3);  // the maximum-allocation-mb property
  ASSERT_TRUE(f.proof.has_value());
  EXPECT_EQ(f.proof->status, "sat");
  EXPECT_DOUBLE_EQ(min_utilization(f), 38912.0 / 102400.0);
  EXPECT_EQ(witness_int(f, "applications"), 1);
  EXPECT_EQ(witness_int(f, "hosting_nodes"), 12);
  EXPECT_NE(f.message.find("from 38.0% utilization"), std::string::npos) << f.message;
  bool per_node_line = false;
  for (const std::string& d : f.details) {
    per_node_line = per_node_line || d.find("using 38912 MB") != std::string::npos;
  }
  EXPECT_TRUE(per_node_line);
}

TEST(ReservationDeadlockRule, From28ReservableNodesSaysHowManyApplicationsItTakes) {
  // 12 nodes x 0.05 = 0.6, rounded up to 1 reservation per application: 12 applications, and one
  // queue with maxRunningApps 5 cannot run them (node-local asks still need only one).
  const Outcome r =
      run({{"yarn-site.xml", fair_site(64000)},
           {"fair-scheduler.xml",
            "<allocations>\n  <queue name=\"spark\"><maxRunningApps>5</maxRunningApps></queue>\n"
            "</allocations>\n"},
           {"nodes.yaml", nodes(12, 102400)}},
          "3.3");
  // root.default takes applications too: its maxRunningApps is unlimited, its AM limit is not.
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(witness_int(r.findings[0], "applications"), 12);
  EXPECT_EQ(witness_int(r.findings[0], "node_local_applications"), 1);
  EXPECT_GT(witness_int(r.findings[0], "applications_allowed"), 5);
}

// The request is the largest container the ResourceManager allows: a maximum above every node
// is capped at the largest node (alloc-max-exceeds-node says so once), and nothing is said about
// the configured value.
TEST(ReservationDeadlockRule, AMaximumAboveEveryNodeIsAskedAtTheLargestNode) {
  for (const char* version : {"2.7", "3.3"}) {
    const Outcome r = run({{"yarn-site.xml", fair_site(204800)},
                           {"fair-scheduler.xml", kOneQueue},
                           {"nodes.yaml", nodes(12, 102400)}},
                          version);
    for (const Finding& f : r.findings) {
      EXPECT_EQ(f.message.find("204800"), std::string::npos) << version << ": " << f.message;
      ASSERT_TRUE(f.proof.has_value());
      const WitnessValue* request = f.proof->witness.get("request");
      ASSERT_NE(request, nullptr);
      EXPECT_EQ(std::get<int64_t>(request->get("memory_mb")->value()), 102400) << version;
    }
    for (const ProvenFact& fact : r.proven_safe)
      EXPECT_EQ(fact.message.find("204800"), std::string::npos) << version << ": " << fact.message;
    EXPECT_EQ(r.findings.size() + r.proven_safe.size(), 1u) << version;
  }
}

TEST(ReservationDeadlockRule, AboveMaxUtilizationItIsAnInfo) {
  // A 16384 MB request on 102400 MB nodes: held from 87040 MB used, 85% > 80%.
  const Outcome r = run({{"yarn-site.xml", fair_site(16384)},
                         {"fair-scheduler.xml", kOneQueue},
                         {"nodes.yaml", nodes(12, 102400)}},
                        "3.3");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].severity, Severity::kInfo);
  EXPECT_DOUBLE_EQ(min_utilization(r.findings[0]), 87040.0 / 102400.0);
  // ... and a warning when the threshold is raised above it.
  const Outcome raised = run({{"yarn-site.xml", fair_site(16384)},
                              {"fair-scheduler.xml", kOneQueue},
                              {"nodes.yaml", nodes(12, 102400)}},
                             "3.3", [](AnalysisOptions& o) { o.max_utilization = 0.9; });
  ASSERT_EQ(raised.findings.size(), 1u);
  EXPECT_EQ(raised.findings[0].severity, Severity::kWarning);
}

TEST(ReservationDeadlockRule, RequestsBelowTheReservationThresholdNeverReserveFrom28) {
  // increment 1024 x multiple 10 = 10240 MB: an 8192 MB request reserves in 2.7 only.
  const Files files = {
      {"yarn-site.xml",
       fair_site(8192, {{"yarn.scheduler.reservation-threshold.increment-multiple", "10"}})},
      {"fair-scheduler.xml", kOneQueue},
      {"nodes.yaml", nodes(4, 16384)}};
  EXPECT_EQ(run(files, "2.7").findings.size(), 1u);
  EXPECT_TRUE(run(files, "2.8").findings.empty());
}

TEST(ReservationDeadlockRule, DrfQueuesCompareTheThresholdByDominantShare) {
  // Threshold 1024 MB x 10, 1 vcore x 10 = (10240 MB, 10 vcores) on a cluster of 262144 MB, 32
  // vcores. The (16384 MB, 1 vcore) request is above it in memory (fair, fifo) but its dominant
  // share, 1/16, is below the threshold's, 10/32 (DominantResourceCalculator.compare).
  const std::string site =
      fair_site(16384, {{"yarn.scheduler.reservation-threshold.increment-multiple", "10"}});
  const std::string four_nodes =
      "nodes:\n  - {group: worker, count: 4, memory-mb: 65536, vcores: 8}\n";
  EXPECT_EQ(
      run({{"yarn-site.xml", site}, {"fair-scheduler.xml", kOneQueue}, {"nodes.yaml", four_nodes}},
          "2.8")
          .findings.size(),
      1u);
  const char* drf =
      "<allocations>\n  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n"
      "  <queue name=\"spark\"/>\n</allocations>\n";
  EXPECT_TRUE(
      run({{"yarn-site.xml", site}, {"fair-scheduler.xml", drf}, {"nodes.yaml", four_nodes}}, "2.8")
          .findings.empty());
}

TEST(ReservationDeadlockRule, MaxContainerAllocationCapsTheQueuesRequestAndIsWhereItPoints) {
  const Outcome r =
      run({{"yarn-site.xml", fair_site(64000)},
           {"fair-scheduler.xml",
            "<allocations>\n  <queue name=\"small\">\n    <maxContainerAllocation>8192 mb, 1 vcores"
            "</maxContainerAllocation>\n  </queue>\n</allocations>\n"},
           {"nodes.yaml", nodes(12, 102400)}},
          "3.3");
  ASSERT_EQ(r.findings.size(), 2u);  // root.small asks 8192 MB, root.default 64000 MB
  const Finding* small = nullptr;
  for (const Finding& f : r.findings) {
    if (f.message.find("8192 MB") != std::string::npos) small = &f;
  }
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(small->loc.line, 3);
  EXPECT_EQ(small->severity, Severity::kInfo);  // held from 94208 MB of 102400 MB: 92%
}

TEST(ReservationDeadlockRule, ChargedCapacitySchedulerReservationsCannotPinAHomogeneousCluster) {
  const std::string cs =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                         {"yarn.scheduler.capacity.root.default.capacity", "100"}});
  const std::string site = testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "64000"}});
  const Outcome r = run(
      {{"capacity-scheduler.xml", cs}, {"yarn-site.xml", site}, {"nodes.yaml", nodes(12, 102400)}},
      "3.3");
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 1u);
  EXPECT_NE(r.proven_safe[0].message.find("charged"), std::string::npos)
      << r.proven_safe[0].message;
  EXPECT_EQ(r.proven_safe[0].loc.line, 2);
  // Many small nodes next to a few big ones leave the room the charged reservations need.
  const Outcome mixed =
      run({{"capacity-scheduler.xml", cs},
           {"yarn-site.xml", site},
           {"nodes.yaml",
            nodes(2, 102400, "  - {group: small, count: 20, memory-mb: 32768, vcores: 16}\n")}},
          "3.3");
  ASSERT_EQ(mixed.findings.size(), 1u);
  EXPECT_EQ(witness_int(mixed.findings[0], "hosting_nodes"), 2);
}

// A request no default-partition node holds may still be reserved in a labelled partition the
// queue can use: each partition is its own proof, naming only the queues that can ask there.
TEST(ReservationDeadlockRule, EachPartitionAQueueCanUseIsProvedOnItsOwn) {
  const std::string cs = testing::etl_and_ml_with_gpu(
      {{"yarn.scheduler.capacity.root.ml.accessible-node-labels", "gpu"}});
  const std::string site = testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "64000"}});
  const Outcome r =
      run({{"capacity-scheduler.xml", cs},
           {"yarn-site.xml", site},
           {"nodes.yaml", nodes(20, 32768,
                                "  - {group: gpu, count: 2, memory-mb: 102400, vcores: 32, "
                                "labels: [gpu]}\n")}},
          "3.3");
  EXPECT_TRUE(r.findings.empty());
  ASSERT_EQ(r.proven_safe.size(), 2u);
  EXPECT_NE(r.proven_safe[0].message.find("(root.etl, root.ml) can never hold every node of the "
                                          "default partition"),
            std::string::npos)
      << r.proven_safe[0].message;
  EXPECT_NE(r.proven_safe[1].message.find("(root.ml) can never hold every node of partition gpu"),
            std::string::npos)
      << r.proven_safe[1].message;
  EXPECT_NE(r.proven_safe[1].message.find("charged"), std::string::npos);
}

// The fix line advises only what the scheduler at hand has.
std::string fix_of(const Finding& f) {
  for (const std::string& d : f.details)
    if (d.rfind("fix: ", 0) == 0) return d;
  return "";
}

TEST(ReservationDeadlockRule, TheAdviceIsForTheSchedulerAtHand) {
  const Files fair = {{"yarn-site.xml", fair_site(64000)},
                      {"fair-scheduler.xml", kOneQueue},
                      {"nodes.yaml", nodes(12, 102400)}};
  const Outcome fair28 = run(fair, "2.8");
  ASSERT_EQ(fair28.findings.size(), 1u);
  EXPECT_NE(fix_of(fair28.findings[0]).find("yarn.scheduler.fair.reservable-nodes"),
            std::string::npos);
  // 2.7 has no per-application limit to set.
  const Outcome fair27 = run(fair, "2.7");
  ASSERT_EQ(fair27.findings.size(), 1u);
  EXPECT_EQ(fix_of(fair27.findings[0]).find("reservable-nodes"), std::string::npos);
  // Nor has the CapacityScheduler.
  const std::string cs =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                         {"yarn.scheduler.capacity.root.default.capacity", "100"}});
  const Outcome capacity = run(
      {{"capacity-scheduler.xml", cs},
       {"yarn-site.xml", testing::conf_xml({{"yarn.scheduler.maximum-allocation-mb", "64000"}})},
       {"nodes.yaml",
        nodes(2, 102400, "  - {group: small, count: 20, memory-mb: 32768, vcores: 16}\n")}},
      "3.3");
  ASSERT_EQ(capacity.findings.size(), 1u);
  EXPECT_NE(fix_of(capacity.findings[0]), "");
  EXPECT_EQ(fix_of(capacity.findings[0]).find("yarn.scheduler.fair"), std::string::npos);
}

TEST(ReservationDeadlockRule, NoSolverTimeIsNeeded) {
  // Arithmetic settles it: the same answer whatever --solver-timeout-ms says.
  const Outcome r = run({{"yarn-site.xml", fair_site(64000)},
                         {"fair-scheduler.xml", kOneQueue},
                         {"nodes.yaml", nodes(12, 102400)}},
                        "2.7", [](AnalysisOptions& o) { o.solver_timeout_ms = 0; });
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].proof->status, "sat");
  EXPECT_EQ(r.findings[0].proof->query.rfind("reservation-deadlock.64000mb-1vcores", 0), 0u);
}

TEST(ReservationDeadlockRule, Z3ConfirmsTheArithmeticAndNoSolverLeavesItUnconfirmed) {
  const Files files = {{"yarn-site.xml", fair_site(64000)},
                       {"fair-scheduler.xml", kOneQueue},
                       {"nodes.yaml", nodes(12, 102400)}};
  const Outcome confirmed = run(files, "2.7");
  ASSERT_EQ(confirmed.findings.size(), 1u);
  EXPECT_EQ(confirmed.findings[0].proof->decided.by, DecidedBy::kZ3);
  const Outcome alone = run(files, "2.7", [](AnalysisOptions& o) { o.use_solver = false; });
  ASSERT_EQ(alone.findings.size(), 1u);
  EXPECT_EQ(alone.findings[0].message, confirmed.findings[0].message);
  EXPECT_EQ(alone.findings[0].proof->decided.by, DecidedBy::kArithmetic);
  EXPECT_TRUE(run({{"yarn-site.xml", fair_site(64000)}, {"fair-scheduler.xml", kOneQueue}}, "2.7")
                  .findings.empty());
}

TEST(ReservationDeadlockRule, TheSameWitnessEveryRun) {
  const Files files = {
      {"yarn-site.xml", fair_site(64000)},
      {"fair-scheduler.xml", kOneQueue},
      {"nodes.yaml",
       nodes(12, 102400, "  - {group: big, count: 3, memory-mb: 262144, vcores: 64}\n")}};
  const Outcome a = run(files, "3.3");
  const Outcome b = run(files, "3.3");
  ASSERT_EQ(a.findings.size(), 1u);
  ASSERT_EQ(b.findings.size(), 1u);
  EXPECT_EQ(a.findings[0].details, b.findings[0].details);
}

}  // namespace reservation_deadlock_rule_test
}  // namespace schedlint
