// `shares`, `explain` and `preempt` for CapacityScheduler configurations, end to end: the JSON
// contracts of docs/json-contracts.md, Hadoop's numbers, and every CapacityScheduler file of the
// corpus.
#include <filesystem>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "reports/resource_format.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace capacity_commands_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

// TestApplicationLimits' queue a: 10% of root (b has 90%), user-limit 50%, factor 5.
const std::string kLimits =
    conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
              {"yarn.scheduler.capacity.root.a.capacity", "10"},
              {"yarn.scheduler.capacity.root.a.minimum-user-limit-percent", "50"},
              {"yarn.scheduler.capacity.root.a.user-limit-factor", "5"},
              {"yarn.scheduler.capacity.root.b.capacity", "90"}});
// 1600 GB in 100 nodes of 16 GB.
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 100, memory-mb: 16384, vcores: 16}\n";

struct Files {
  TempDir dir;
  std::string capacity;
  std::string nodes;
  explicit Files(const std::string& xml = kLimits)
      : capacity(dir.write("capacity-scheduler.xml", xml)),
        nodes(dir.write("nodes.yaml", kNodes)) {}
};

const json& queue(const json& doc, const std::string& path) {
  for (const auto& q : doc["queues"]) {
    if (q["path"] == path) return q;
  }
  static const json none;
  ADD_FAILURE() << path << " not in the output";
  return none;
}

json run_json(std::vector<std::string> args) {
  args.push_back("--format");
  args.push_back("json");
  const auto r = run_cli_in_process(args);
  EXPECT_EQ(r.code, 0) << r.err;
  return json::parse(r.out);
}

TEST(CapacityShares, JsonHasTheContractFieldsWithTestApplicationLimitsNumbers) {
  Files f;
  const json doc = run_json({"shares", f.capacity, f.nodes});
  EXPECT_EQ(doc["scheduler"], "capacity");
  EXPECT_EQ(doc["hadoop_version"], "3.3");
  EXPECT_EQ(doc["cluster"], (json{{"memory_mb", 1638400}, {"vcores", 1600}, {"nodes", 100}}));
  EXPECT_EQ(doc["queues"][0]["path"], "root");
  for (const auto& q : doc["queues"]) {
    for (const char* field :
         {"path", "leaf", "capacity", "maximum_capacity", "capacity_mode", "absolute_capacity",
          "absolute_maximum_capacity", "guaranteed", "maximum", "max_applications",
          "max_applications_per_user", "am_limit", "am_limit_at_guarantee", "user_limit_factor",
          "minimum_user_limit_percent", "state", "labels"}) {
      EXPECT_TRUE(q.contains(field)) << q["path"] << " lacks " << field;
    }
  }
  const json& a = queue(doc, "root.a");
  EXPECT_EQ(a["capacity_mode"], "percentage");
  // 0.1f as Hadoop holds it, written as its shortest digits (no 10.000000149011612).
  EXPECT_EQ(a["capacity"].get<double>(), 10.0);
  EXPECT_EQ(a["absolute_capacity"].get<double>(), 0.1);
  // TestApplicationLimits.testLimitsComputation: 10000 x 0.1 = 1000, per user min(1000, 1000 x 0.5
  // x 5).
  EXPECT_EQ(a["max_applications"], 1000);
  EXPECT_EQ(a["max_applications_per_user"], 1000);
  // TestApplicationLimits.testAMResourceLimit: 10% of the queue's 1600 GB maximum is 160 GB; at
  // its 160 GB guarantee, 16 GB.
  EXPECT_EQ(a["am_limit"]["memory_mb"], 163840);
  EXPECT_EQ(a["am_limit_at_guarantee"]["memory_mb"], 16384);
  EXPECT_EQ(a["guaranteed"]["memory_mb"], 163840);
  EXPECT_EQ(a["maximum"]["memory_mb"], 1638400);
  EXPECT_EQ(a["state"], "RUNNING");
  EXPECT_EQ(queue(doc, "root")["max_applications"], nullptr);
}

TEST(CapacityShares, AbsoluteQueuesHaveNoPercentages) {
  Files f(conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                    {"yarn.scheduler.capacity.root.a.capacity", "[memory=819200,vcores=800]"}}));
  const json doc = run_json({"shares", f.capacity, f.nodes});
  const json& a = queue(doc, "root.a");
  EXPECT_EQ(a["capacity_mode"], "absolute");
  EXPECT_EQ(a["capacity"], nullptr);
  EXPECT_EQ(a["maximum_capacity"], nullptr);
  EXPECT_EQ(a["guaranteed"], (json{{"memory_mb", 819200}, {"vcores", 800}}));
  EXPECT_NEAR(a["absolute_capacity"].get<double>(), 0.5, 1e-6);
}

TEST(CapacityShares, TextTableAndLabels) {
  Files f;
  const auto r = run_cli_in_process({"shares", f.capacity, f.nodes});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(
      r.out.find("CapacityScheduler capacities (Hadoop 3.3) on 100 nodes: 1638400 MB, 1600 vcores"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("\n  a "), std::string::npos) << r.out;
}

TEST(CapacityExplain, ShowsTheChainTheLimitsAndWhereEachSettingIs) {
  Files f;
  const auto r = run_cli_in_process({"explain", "a", f.capacity, f.nodes});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("root.a (leaf queue, CapacityScheduler, Hadoop 3.3)"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("capacity 10 (set at " + f.capacity + ":3)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("root.a: 10.00% of the parent -> absolute 10.00%"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("at most 1000 in the queue, 1000 per user"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("80 AM container(s) of 2048 MB"), std::string::npos)
      << r.out;  // 160 GB / 2 GB
  EXPECT_EQ(run_cli_in_process({"explain", "root.nope", f.capacity, f.nodes}).code, 2);
}

// A zero minimum allocation (which the ResourceManager refuses, an error finding of check) makes a
// zero-sized AM: explain shows what it can and counts no AM containers, rather than failing.
TEST(CapacityExplain, AZeroMinimumAllocationCountsNoAmContainers) {
  Files f;
  const std::string site =
      f.dir.write("yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "0"}}));
  const auto r = run_cli_in_process({"explain", "a", f.capacity, f.nodes, "--yarn-site", site});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("-> n/a (a zero-sized AM"), std::string::npos) << r.out;
  const json doc = run_json({"explain", "a", f.capacity, f.nodes, "--yarn-site", site});
  EXPECT_TRUE(doc["am"]["containers"].is_null()) << doc["am"];
  EXPECT_TRUE(doc["am"]["containers_at_guarantee"].is_null());
}

TEST(CapacityExplain, AQueueNameGetsDidYouMean) {
  Files f(conf_xml({{"yarn.scheduler.capacity.root.queues", "prod,default"},
                    {"yarn.scheduler.capacity.root.prod.capacity", "60"},
                    {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                    {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
                    {"yarn.scheduler.capacity.root.default.capacity", "40"}}));
  // The short name of a queue deeper down.
  const auto etl = run_cli_in_process({"explain", "etl", f.capacity, f.nodes});
  EXPECT_EQ(etl.code, 2);
  EXPECT_EQ(etl.err,
            "schedlint: error: no queue root.etl in the CapacityScheduler configuration (did you "
            "mean 'root.prod.etl'?)\n");
  // A typo.
  const auto typo = run_cli_in_process({"explain", "root.defualt", f.capacity, f.nodes});
  EXPECT_NE(typo.err.find("(did you mean 'root.default'?)"), std::string::npos) << typo.err;
}

TEST(CapacityExplain, JsonHasTheQueueTheSettingsTheChainAndTheAmLimits) {
  Files f;
  const auto r = run_cli_in_process({"explain", "a", f.capacity, f.nodes, "--format", "json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["scheduler"], "capacity");
  EXPECT_EQ(doc["queue"]["path"], "root.a");
  EXPECT_EQ(doc["queue"]["max_applications"], 1000);  // the shares entry, as `shares` has it
  const json& capacity = doc["settings"][0];
  EXPECT_EQ(capacity["name"], "capacity");
  EXPECT_EQ(capacity["value"], "10");
  EXPECT_EQ(capacity["origin"], "set");
  EXPECT_EQ(capacity["path"], f.capacity);
  EXPECT_EQ(capacity["line"], 3);
  const json& ulp = doc["settings"][5];
  EXPECT_EQ(ulp["name"], "minimum-user-limit-percent");
  EXPECT_EQ(ulp["value"], "50");
  const json& partition = doc["partitions"][0];
  EXPECT_EQ(partition["partition"], "");
  ASSERT_EQ(partition["chain"].size(), 2u);
  EXPECT_EQ(partition["chain"][1]["path"], "root.a");
  EXPECT_EQ(partition["chain"][1]["absolute_capacity"].get<double>(), 0.1);
  EXPECT_EQ(partition["guaranteed"]["memory_mb"], 163840);
  EXPECT_EQ(doc["am"]["containers"], 80);  // 160 GB / 2 GB
  EXPECT_EQ(doc["am"]["containers_at_guarantee"], 8);
}

// TestProportionalCapacityPreemptionPolicy-style: a holds 80 GB of a 50% guarantee, b wants 40
// GB more. One round takes at most 10% of the cluster, and natural termination asks 20% of it.
TEST(Preempt, OneRoundOverAUsageSnapshot) {
  TempDir dir;
  const std::string capacity = dir.write(
      "capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                          {"yarn.scheduler.capacity.root.a.capacity", "50"},
                                          {"yarn.scheduler.capacity.root.b.capacity", "50"}}));
  const std::string nodes =
      dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 10, memory-mb: 10240, vcores: 10}\n");
  const std::string usage = dir.write("usage.yaml", R"(queues:
  root.a: {used: {memory-mb: 81920, vcores: 80}, pending: {memory-mb: 8192, vcores: 8}}
  root.b: {used: {memory-mb: 20480, vcores: 20}, pending: {memory-mb: 40960, vcores: 40}}
)");
  const json doc = run_json({"preempt", "--usage", usage, capacity, nodes});
  for (const auto& q : doc["queues"]) {
    for (const char* field :
         {"path", "guaranteed", "used", "pending", "ideal_assigned", "to_preempt"}) {
      EXPECT_TRUE(q.contains(field)) << q["path"] << " lacks " << field;
    }
  }
  EXPECT_EQ(queue(doc, "root.a")["ideal_assigned"]["memory_mb"], 51200);
  EXPECT_EQ(queue(doc, "root.b")["ideal_assigned"]["memory_mb"], 51200);
  EXPECT_EQ(queue(doc, "root.a")["to_preempt"]["memory_mb"], 2048);
  EXPECT_EQ(queue(doc, "root.b")["to_preempt"]["memory_mb"], 0);
  EXPECT_EQ(queue(doc, "root")["used"]["memory_mb"], 102400);  // the leaves added up
  const auto text = run_cli_in_process({"preempt", "--usage", usage, capacity, nodes});
  EXPECT_NE(text.out.find("monitor.enable is not true"), std::string::npos) << text.out;
}

TEST(Preempt, SnapshotQueuesMustBeLeavesOfTheConfiguration) {
  TempDir dir;
  const std::string capacity = dir.write("capacity-scheduler.xml", kLimits);
  const std::string nodes = dir.write("nodes.yaml", kNodes);
  const std::string usage = dir.write(
      "usage.yaml",
      "queues:\n  root.a: {used: {memory-mb: 0, vcores: 0}, pending: {memory-mb: 0, vcores: 0}}\n"
      "  root.zz: {used: {memory-mb: 0, vcores: 0}, pending: {memory-mb: 0, vcores: 0}}\n");
  const auto r = run_cli_in_process({"preempt", "--usage", usage, capacity, nodes});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            usage + ":3: error: queue root.zz is not in the CapacityScheduler configuration\n");
}

// Every CapacityScheduler file of the corpus that `check` reads: shares, explain of every queue,
// and a preempt round with every leaf idle must work.
TEST(CapacityShares, EveryReadableCorpusCapacitySchedulerFile) {
  const fs::path corpus = testing::corpus_dir();
  if (corpus.empty()) GTEST_SKIP() << "corpus not found";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(corpus / "capacity")) {
    const std::string path = entry.path().string();
    if (run_cli_in_process({"check", "--capacity", path, "--fail-on", "never"}).code == 2) continue;
    const auto r = run_cli_in_process(
        {"shares", "--capacity", path, "--node-count", "10", "--format", "json"});
    ASSERT_EQ(r.code, 0) << path << "\n" << r.err;
    const json doc = json::parse(r.out);
    std::string usage = "queues:\n";
    int leaves = 0;
    for (const auto& q : doc["queues"]) {
      const auto e =
          run_cli_in_process({"explain", q["path"], "--capacity", path, "--node-count", "10"});
      EXPECT_EQ(e.code, 0) << path << " " << q["path"] << "\n" << e.err;
      if (q["leaf"] && q["path"] != "root") {  // a root without queues is refused anyway
        ++leaves;
        usage += "  " + q["path"].get<std::string>() +
                 ": {used: {memory-mb: 1024, vcores: 1}, pending: {memory-mb: 1024, vcores: 1}}\n";
      }
    }
    ++files;
    if (leaves == 0) continue;
    TempDir dir;
    const auto p =
        run_cli_in_process({"preempt", "--usage", dir.write("usage.yaml", usage), "--capacity",
                            path, "--node-count", "10", "--format", "json"});
    EXPECT_EQ(p.code, 0) << path << "\n" << p.err;
  }
  EXPECT_GE(files, 60);
}

// Hadoop 3.4 non-legacy mode: a user's mix of a 50% queue, two 1w queues and an absolute queue.
// Legacy arithmetic would have given the percentage queue half the cluster; here it gets half of
// what the absolute queue left, and the weights share the rest.
const std::string kNonLegacy =
    conf_xml({{"yarn.scheduler.capacity.legacy-queue-mode.enabled", "false"},
              {"yarn.scheduler.capacity.root.queues", "etl,adhoc,bi,ml"},
              {"yarn.scheduler.capacity.root.etl.capacity", "[memory=409600,vcores=400]"},
              {"yarn.scheduler.capacity.root.adhoc.capacity", "50"},
              {"yarn.scheduler.capacity.root.bi.capacity", "1w"},
              {"yarn.scheduler.capacity.root.ml.capacity", "[memory=1w,vcores=50%]"}});

TEST(CapacityShares, NonLegacyModeShowsVectorsAndTheirNumbers) {
  Files f(kNonLegacy);
  const json doc = run_json({"shares", "--hadoop-version", "3.4", f.capacity, f.nodes});
  // 1600 GB: etl 400 GB; adhoc 50% of the 1200 GB left; bi and ml share the last 600 GB.
  const json& adhoc = queue(doc, "root.adhoc");
  EXPECT_EQ(adhoc["guaranteed"]["memory_mb"], 614400);
  EXPECT_EQ(adhoc["capacity_mode"], "percentage");
  EXPECT_EQ(adhoc["capacity_vector"], "[memory-mb=50.0%,vcores=50.0%]");
  EXPECT_DOUBLE_EQ(adhoc["capacity"].get<double>(), 37.5);
  EXPECT_EQ(queue(doc, "root.bi")["guaranteed"]["memory_mb"], 307200);
  const json& ml = queue(doc, "root.ml");
  EXPECT_EQ(ml["capacity_mode"], "mixed");
  EXPECT_EQ(ml["guaranteed"]["memory_mb"], 307200);
  // vcores: etl 400 of 1600, then adhoc and ml 50% each of the 1200 left: nothing for bi.
  EXPECT_EQ(ml["guaranteed"]["vcores"], 600);
  EXPECT_EQ(queue(doc, "root.bi")["guaranteed"]["vcores"], 0);
  EXPECT_EQ(queue(doc, "root.etl")["maximum_capacity_vector"], "[memory-mb=0.0,vcores=0.0]");
}

// A parent that creates queues on submission shows what the first one would get.
TEST(CapacityShares, NonLegacyModeShowsTheLeafCreatedOnSubmission) {
  Files f(conf_xml({{"yarn.scheduler.capacity.legacy-queue-mode.enabled", "false"},
                    {"yarn.scheduler.capacity.root.queues", "etl"},
                    {"yarn.scheduler.capacity.root.etl.capacity", "[memory=409600,vcores=400]"},
                    {"yarn.scheduler.capacity.root.auto-queue-creation-v2.enabled", "true"}}));
  const json doc = run_json({"shares", "--hadoop-version", "3.4", f.capacity, f.nodes});
  const json& created = queue(doc, "root")["created_leaf"];
  EXPECT_EQ(created["capacity_vector"], "[memory-mb=1.0w,vcores=1.0w]");
  EXPECT_EQ(created["guaranteed"]["memory_mb"], 1228800);
  EXPECT_EQ(created["max_applications"], 7500);
  EXPECT_FALSE(queue(doc, "root.etl").contains("created_leaf"));
}

TEST(CapacityExplain, NonLegacyModeShowsTheCalculationSteps) {
  Files f(kNonLegacy);
  const auto text =
      run_cli_in_process({"explain", "--hadoop-version", "3.4", "root.adhoc", f.capacity, f.nodes});
  EXPECT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("memory absolute: root.etl 409600.0 of 1638400 MB left"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("memory percentage: root.adhoc 50.0% of 1228800 MB left -> 614400.00 "
                          "-> 614400 MB"),
            std::string::npos)
      << text.out;
  const json doc =
      run_json({"explain", "--hadoop-version", "3.4", "root.adhoc", f.capacity, f.nodes});
  const json& steps = doc["partitions"][0]["calculation"];
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0]["unit"], "absolute");
  bool adhoc_memory = false;
  for (const json& step : steps) {
    if (step["path"] == "root.adhoc" && step["resource"] == "memory-mb") {
      adhoc_memory = true;
      EXPECT_EQ(step["guaranteed"], 614400);
      EXPECT_EQ(step["left"], 1228800.0);
    }
  }
  EXPECT_TRUE(adhoc_memory);
}

// TestQueueCapacityVector.testToString: names sorted, absolute without a suffix, "w" for a
// weight, "%" for a percentage; "[]" for an empty vector.
TEST(CapacityVectorText, AsQueueCapacityVectorPrintsIt) {
  CapacityVector v;
  v.shape = CapacityVector::Shape::kBracketed;
  v.bracketed = {{"memory-mb", VectorUnit::kWeight, 10},
                 {"vcores", VectorUnit::kPercentage, 6},
                 {"custom", VectorUnit::kAbsolute, 3}};
  EXPECT_EQ(capacity_vector_text(v, {"memory-mb", "vcores", "custom"}),
            "[custom=3.0,memory-mb=10.0w,vcores=6.0%]");
  EXPECT_EQ(capacity_vector_text(CapacityVector{}, {"memory-mb", "vcores"}), "[]");
  EXPECT_EQ(vector_mode_name(v, {"memory-mb", "vcores", "custom"}), "mixed");
}

}  // namespace capacity_commands_test
}  // namespace schedlint
