// `schedlint shares` and `schedlint explain` for FairScheduler configurations, end to end: the JSON
// contract of docs/json-contracts.md, Hadoop's numbers, --active, and every FairScheduler file of
// the corpus.
#include <filesystem>
#include <set>

#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "model/utf8.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace shares_command_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::run_cli_in_process;
using testing::TempDir;

// TestFairSchedulerFairShare's allocation file: parentA (weight 8, four children) and parentB
// (weight 1, two children) next to root.default, on 16 GB.
constexpr const char* kParents = R"(<allocations>
  <queue name="parentA"><weight>8</weight>
    <queue name="childA1"/><queue name="childA2"/><queue name="childA3"/><queue name="childA4"/>
  </queue>
  <queue name="parentB"><weight>1</weight>
    <queue name="childB1"/><queue name="childB2"/>
  </queue>
</allocations>
)";
constexpr const char* kNodes = "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n";

struct Files {
  TempDir dir;
  std::string fair;
  std::string nodes;
  Files(const std::string& xml = kParents)
      : fair(dir.write("fair-scheduler.xml", xml)), nodes(dir.write("nodes.yaml", kNodes)) {}
};

json shares_json(const std::vector<std::string>& args) {
  std::vector<std::string> all{"shares", "--format", "json"};
  all.insert(all.end(), args.begin(), args.end());
  const auto r = run_cli_in_process(all);
  EXPECT_EQ(r.code, 0) << r.err;
  return json::parse(r.out);
}

const json& queue(const json& doc, const std::string& path) {
  for (const auto& q : doc["queues"]) {
    if (q["path"] == path) return q;
  }
  static const json none;
  ADD_FAILURE() << path << " not in the output";
  return none;
}

TEST(SharesCommand, JsonHasTheContractFieldsWithHadoopsNumbers) {
  Files f;
  const json doc = shares_json({f.fair, f.nodes});
  EXPECT_EQ(doc["scheduler"], "fair");
  EXPECT_EQ(doc["hadoop_version"], "3.3");
  EXPECT_EQ(doc["cluster"], (json{{"memory_mb", 16384}, {"vcores", 16}, {"nodes", 2}}));
  ASSERT_FALSE(doc["queues"].empty());
  EXPECT_EQ(doc["queues"][0]["path"], "root");
  std::set<std::string> seen;
  for (const auto& q : doc["queues"]) {
    for (const char* field : {"path", "leaf", "weight", "policy", "min", "max", "steady_fair_share",
                              "instantaneous_fair_share", "max_am_share", "max_running_apps"}) {
      EXPECT_TRUE(q.contains(field)) << q["path"] << " lacks " << field;
    }
    const std::string path = q["path"];
    if (path != "root") {  // parents before children
      EXPECT_TRUE(seen.count(path.substr(0, path.rfind('.')))) << path;
    }
    seen.insert(path);
  }
  // TestFairSchedulerFairShare.testFairShareOneAppRunning's steady shares, to the MB.
  EXPECT_EQ(queue(doc, "root.parentA")["steady_fair_share"]["memory_mb"], 13108);
  EXPECT_EQ(queue(doc, "root.parentB")["steady_fair_share"]["memory_mb"], 1638);
  EXPECT_EQ(queue(doc, "root.parentA.childA1")["steady_fair_share"]["memory_mb"], 3277);
  EXPECT_EQ(queue(doc, "root.parentA.childA1")["steady_fair_share"]["vcores"],
            0);  // fair: memory only
  EXPECT_EQ(queue(doc, "root.default")["leaf"], true);
  EXPECT_EQ(queue(doc, "root.parentA.childA1")["max_running_apps"], 2147483647);
  EXPECT_EQ(queue(doc, "root.parentA.childA1")["max_am_share"], 0.5);
}

// One active leaf under each parent: parentA and parentB split root 8:1 (root.default is idle).
TEST(SharesCommand, ActiveQueuesGetInstantaneousSharesAndTheRestZero) {
  Files f;
  const json doc =
      shares_json({f.fair, f.nodes, "--active", "root.parentA.childA1,root.parentB.childB1"});
  EXPECT_EQ(queue(doc, "root.parentA.childA1")["instantaneous_fair_share"]["memory_mb"], 14564);
  EXPECT_EQ(queue(doc, "root.parentB.childB1")["instantaneous_fair_share"]["memory_mb"], 1820);
  EXPECT_EQ(queue(doc, "root.parentA.childA2")["instantaneous_fair_share"]["memory_mb"], 0);
  // Steady shares do not move with activity.
  EXPECT_EQ(queue(doc, "root.parentA.childA2")["steady_fair_share"]["memory_mb"], 3277);
}

TEST(SharesCommand, TextIsAnIndentedTableWithPercentOfTheCluster) {
  Files f;
  const auto r = run_cli_in_process({"shares", f.fair, f.nodes});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("on 2 nodes: 16384 MB, 16 vcores"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n    childA1 "), std::string::npos) << r.out;  // two levels deep
  EXPECT_NE(r.out.find("13108 MB (80.0%)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("default (created by Hadoop)"), std::string::npos);
}

TEST(SharesCommand, TheTableAlignsByDisplayWidth) {
  // 数据 takes 4 terminal columns in 6 bytes: the weight column must still line up.
  Files f(
      "<allocations>\n  <queue name=\"\xE6\x95\xB0\xE6\x8D\xAE\"/>\n  <queue name=\"etl\"/>\n"
      "</allocations>\n");
  const auto r = run_cli_in_process({"shares", f.fair, "--nodes", f.nodes});
  ASSERT_EQ(r.code, 0) << r.err;
  std::vector<size_t> weight_ends;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("\xE6\x95\xB0") == std::string::npos && line.find("  etl ") != 0) continue;
    const size_t end = line.find(" 1  fair") + 2;  // just past the weight
    weight_ends.push_back(display_width(std::string_view(line).substr(0, end)));
  }
  ASSERT_EQ(weight_ends.size(), 2u) << r.out;
  EXPECT_EQ(weight_ends[0], weight_ends[1]) << r.out;
}

TEST(SharesCommand, NeedsNodesAndKnownActiveQueues) {
  Files f;
  const auto no_nodes = run_cli_in_process({"shares", f.fair});
  EXPECT_EQ(no_nodes.code, 2);
  EXPECT_NE(no_nodes.err.find("nodes"), std::string::npos) << no_nodes.err;
  // A queue under a leaf can never exist (Hadoop refuses to turn a configured leaf into a parent).
  const auto bad =
      run_cli_in_process({"shares", f.fair, f.nodes, "--active", "root.parentA.childA1.x"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("root.parentA.childA1.x"), std::string::npos) << bad.err;
}

// A queue the file does not declare, as a user placement rule creates it under a parent: its max
// share is the parent's maxChildResources (QueueManager.setChildResourceLimits).
TEST(SharesCommand, ActiveQueuesMayBeCreatedOnSubmissionUnderAParent) {
  Files f(R"(<allocations>
  <queue name="users" type="parent">
    <maxChildResources>4096 mb, 4 vcores</maxChildResources>
  </queue>
  <queue name="etl"/>
</allocations>
)");
  const json doc = shares_json({f.fair, f.nodes, "--active", "root.users.alice,root.etl"});
  const json& alice = queue(doc, "root.users.alice");
  EXPECT_EQ(alice["origin"], "submission");
  EXPECT_EQ(alice["leaf"], true);
  EXPECT_EQ(alice["max"], (json{{"memory_mb", 4096}, {"vcores", 4}}));
  // root splits 16384 MB between the active users and etl; alice is capped at 4096 MB, and the
  // rest of users' 8192 MB is not handed to etl (users itself has no max).
  EXPECT_EQ(alice["instantaneous_fair_share"]["memory_mb"], 4096);
  EXPECT_EQ(queue(doc, "root.users")["instantaneous_fair_share"]["memory_mb"], 8192);
  EXPECT_EQ(queue(doc, "root.etl")["instantaneous_fair_share"]["memory_mb"], 8192);
  EXPECT_EQ(queue(doc, "root.users")["leaf"], false);
  // Listed right after its parent, before root.etl.
  EXPECT_EQ(doc["queues"][2]["path"], "root.users.alice");
  const auto e = run_cli_in_process(
      {"explain", "root.users.alice", f.fair, f.nodes, "--active", "root.users.alice"});
  EXPECT_EQ(e.code, 0) << e.err;
  EXPECT_NE(e.out.find("the parent's maxChildResources at"), std::string::npos) << e.out;
}

// `explain root.users.alice` before alice ever submitted: the queue as a user placement rule
// would create it, active beside every configured leaf.
TEST(ExplainCommand, ExplainsAQueueCreatedOnSubmissionWithoutActive) {
  Files f(R"(<allocations>
  <queue name="users" type="parent">
    <maxChildResources>4096 mb, 4 vcores</maxChildResources>
  </queue>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>
  </queuePlacementPolicy>
</allocations>
)");
  const auto r = run_cli_in_process({"explain", "users.alice", f.fair, f.nodes});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Not in the allocation file: a placement rule creates it"),
            std::string::npos)
      << r.out;
  const auto j =
      run_cli_in_process({"explain", "users.alice", f.fair, f.nodes, "--format", "json"});
  ASSERT_EQ(j.code, 0) << j.err;
  const json doc = json::parse(j.out);
  EXPECT_EQ(doc["queue"]["origin"], "submission");
  // root splits 16384 MB between users (alice active) and etl; alice is capped at 4096 MB.
  EXPECT_EQ(doc["queue"]["instantaneous_fair_share"]["memory_mb"], 4096);
  EXPECT_EQ(doc["queue"]["steady_fair_share"]["memory_mb"], 4096);
}

// drf user queues under a fair parent: QueueManager refuses to create them (YARN-4212), so
// `explain` says why instead of "no queue".
TEST(ExplainCommand, AQueueHadoopRefusesToCreateSaysWhy) {
  Files f(R"(<allocations>
  <queue name="users" type="parent"><schedulingPolicy>fair</schedulingPolicy></queue>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
</allocations>
)");
  const auto r = run_cli_in_process({"explain", "root.users.alice", f.fair, f.nodes});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("refuses to create it"), std::string::npos) << r.err;
}

TEST(ExplainCommand, ShowsTheRatioSearchTheSplitAndTheAmLimit) {
  Files f;
  const auto r = run_cli_in_process({"explain", "parentB.childB1", f.fair, f.nodes});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("root.parentB.childB1 (leaf queue, FairScheduler)"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("the ratio search finds R ="), std::string::npos);
  EXPECT_NE(r.out.find("root.parentB splits its share"), std::string::npos);
  EXPECT_NE(r.out.find("= 819 MB"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("AM limit"), std::string::npos);
}

// Hadoop 2.9's int sum of max shares wraps (YARN-8833): the split says so, and what it shares.
TEST(ExplainCommand, ASplitWhoseIntSumOfMaxSharesWrapsSaysSo) {
  Files f(R"(<allocations>
  <queue name="etl">
    <queue name="hourly"><maxResources>20480 mb, 20 vcores</maxResources></queue>
    <queue name="backfill"/>
  </queue>
</allocations>
)");
  const std::string big = f.dir.write(
      "big/nodes.yaml", "nodes:\n  - {group: w, count: 20, memory-mb: 8192, vcores: 8}\n");
  const auto r =
      run_cli_in_process({"explain", "etl.backfill", f.fair, big, "--hadoop-version", "2.9"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("but the int sum of their max shares wraps (backfill unbounded after "
                       "20480) to 20479, so only 20479 is shared out (YARN-8833)"),
            std::string::npos)
      << r.out;
  // On a cluster smaller than the wrapped sum, the wrap changes nothing, and says so.
  const auto small =
      run_cli_in_process({"explain", "etl.backfill", f.fair, f.nodes, "--hadoop-version", "2.9"});
  EXPECT_NE(small.out.find("; the int sum of their max shares wraps (backfill unbounded after "
                           "20480) to 20479 (YARN-8833), still more than there is to share"),
            std::string::npos)
      << small.out;
  const auto fixed =
      run_cli_in_process({"explain", "etl.backfill", f.fair, big, "--hadoop-version", "2.10"});
  EXPECT_EQ(fixed.out.find("wraps"), std::string::npos) << fixed.out;
}

TEST(ExplainCommand, JsonHasTheSplitsFromRootDown) {
  Files f;
  const auto r = run_cli_in_process({"explain", "parentB.childB1", f.fair, f.nodes, "--format",
                                     "json", "--active", "root.parentB.childB1"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["scheduler"], "fair");
  EXPECT_EQ(doc["queue"]["path"], "root.parentB.childB1");
  EXPECT_EQ(doc["settings"][0]["name"], "weight");
  EXPECT_EQ(doc["settings"][0]["origin"], "default");
  EXPECT_EQ(doc["settings"][0]["path"], nullptr);
  const json& steady = doc["steady_fair_share"];
  ASSERT_EQ(steady["splits"].size(), 2u);  // root, then root.parentB
  EXPECT_EQ(steady["splits"][1]["parent"], "root.parentB");
  const json& memory = steady["splits"][1]["types"][0];
  EXPECT_EQ(memory["type"], "memory-mb");
  bool on_path = false;
  for (const auto& child : memory["children"]) {
    if (child["on_path"] == true) {
      on_path = true;
      EXPECT_EQ(child["path"], "root.parentB.childB1");
      EXPECT_EQ(child["share"], steady["share"]["memory_mb"]);
    }
  }
  EXPECT_TRUE(on_path);
  // Only childB1 is active: its sibling's instantaneous share is fixed at 0.
  const json& instant = doc["instantaneous_fair_share"]["splits"][1]["types"][0]["children"];
  EXPECT_EQ(instant[1]["fixed"], "inactive");
  EXPECT_EQ(instant[1]["share"], 0);
  EXPECT_NE(doc["am"]["limit"], nullptr);
}

// A queue no placement rule can create is a usage error, with the configured queue it was
// probably meant to be.
TEST(ExplainCommand, UnknownQueueIsAUsageError) {
  Files f(R"(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="etl"/>
  </queuePlacementPolicy>
</allocations>
)");
  const auto r = run_cli_in_process({"explain", "root.elt", f.fair, f.nodes});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no queue root.elt"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("root.etl"), std::string::npos) << r.err;
}

// Without a queuePlacementPolicy the FairScheduler creates any queue an application names,
// unless yarn.scheduler.fair.allow-undeclared-pools is false.
TEST(ExplainCommand, UndeclaredPoolsDecideWhetherAnUnknownQueueIsCreated) {
  Files f;
  EXPECT_EQ(run_cli_in_process({"explain", "root.nope", f.fair, f.nodes}).code, 0);
  const std::string site =
      f.dir.write("yarn-site.xml",
                  testing::conf_xml({{"yarn.resourcemanager.scheduler.class", "fair"},
                                     {"yarn.scheduler.fair.allow-undeclared-pools", "false"}}));
  const auto r = run_cli_in_process({"explain", "root.nope", f.fair, f.nodes, "--yarn-site", site});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no queue root.nope"), std::string::npos) << r.err;
}

TEST(SharesCommand, AConfDirWithBothFilesShowsTheSchedulerYarnSiteNames) {
  TempDir dir;
  dir.write("conf/fair-scheduler.xml", kParents);
  dir.write("conf/nodes.yaml", kNodes);
  dir.write("conf/capacity-scheduler.xml",
            testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "default"},
                               {"yarn.scheduler.capacity.root.default.capacity", "100"}}));
  const std::string conf = (dir.path() / "conf").string();
  dir.write("conf/yarn-site.xml",
            testing::conf_xml({{"yarn.resourcemanager.scheduler.class", kFairSchedulerClass}}));
  EXPECT_EQ(shares_json({conf})["scheduler"], "fair");
  // --scheduler overrides the class.
  EXPECT_EQ(shares_json({conf, "--scheduler", "capacity"})["scheduler"], "capacity");
  dir.write("conf/yarn-site.xml",
            testing::conf_xml({{"yarn.resourcemanager.scheduler.class", kCapacitySchedulerClass}}));
  EXPECT_EQ(shares_json({conf})["scheduler"], "capacity");
}

TEST(SharesCommand, AnUnknownSchedulerChoiceIsAUsageError) {
  Files f;
  const auto r = run_cli_in_process({"shares", f.fair, "--nodes", f.nodes, "--scheduler", "fiar"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "schedlint: error: --scheduler must be one of fair, capacity, got 'fiar' (did you mean "
            "'fair'?)\n");
}

TEST(SharesCommand, SamplesGiveSharesThatAddUpUnderEachParent) {
  for (const char* name : {"healthy-fair", "incident-reservation-deadlock"}) {
    const json doc = shares_json({testing::source_dir() + "/samples/" + name});
    EXPECT_EQ(doc["scheduler"], "fair");
    for (const auto& parent : doc["queues"]) {
      if (parent["leaf"]) continue;
      int64_t sum = 0;
      const std::string prefix = parent["path"].get<std::string>() + ".";
      for (const auto& q : doc["queues"]) {
        const std::string path = q["path"];
        if (path.rfind(prefix, 0) == 0 && path.find('.', prefix.size()) == std::string::npos) {
          sum += q["steady_fair_share"]["memory_mb"].get<int64_t>();
        }
      }
      // ComputeFairShares rounds R up, so children may exceed the parent by a few MB, no more.
      EXPECT_LE(sum, parent["steady_fair_share"]["memory_mb"].get<int64_t>() + 8)
          << name << parent["path"];
      EXPECT_GE(sum, parent["steady_fair_share"]["memory_mb"].get<int64_t>() - 8)
          << name << parent["path"];
    }
  }
}

// Every FairScheduler file of the corpus that `check` reads: `shares` and `explain` of every queue
// must work (exit 0, valid JSON), on a cluster given by --node-count.
TEST(SharesCommand, EveryReadableCorpusFairSchedulerFile) {
  const fs::path corpus = testing::corpus_dir();
  if (corpus.empty()) GTEST_SKIP() << "corpus not found";
  int files = 0;
  for (const auto& entry : fs::directory_iterator(corpus / "fair")) {
    const std::string path = entry.path().string();
    const auto check = run_cli_in_process({"check", "--fair", path, "--fail-on", "never"});
    if (check.code == 2) continue;  // not well-formed: refused, as the corpus test asserts
    const auto r =
        run_cli_in_process({"shares", "--fair", path, "--node-count", "10", "--format", "json"});
    ASSERT_EQ(r.code, 0) << path << "\n" << r.err;
    const json doc = json::parse(r.out);
    for (const auto& q : doc["queues"]) {
      const auto e =
          run_cli_in_process({"explain", q["path"], "--fair", path, "--node-count", "10"});
      EXPECT_EQ(e.code, 0) << path << " " << q["path"] << "\n" << e.err;
    }
    ++files;
  }
  EXPECT_GE(files, 60);
}

}  // namespace shares_command_test
}  // namespace schedlint
