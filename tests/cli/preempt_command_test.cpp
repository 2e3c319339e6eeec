// `schedlint preempt` over richer snapshots and `check` with a snapshot, end to end: the containers
// the round marks, the landing check in text, JSON and HTML, a REST dump's AM usage, how a
// snapshot is found, and what a snapshot must match.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace preempt_command_test {

using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kCapacity = conf_xml(
    {{"yarn.scheduler.capacity.root.queues", "ml,etl"},
     {"yarn.scheduler.capacity.root.ml.capacity", "50"},
     {"yarn.scheduler.capacity.root.etl.capacity", "50"},
     {"yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round", "0.25"},
     {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor", "0.5"}});

const std::string kYarnSite = conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "true"},
                                        {"yarn.scheduler.maximum-allocation-mb", "32768"}});

const std::string kNodes = "nodes:\n  - {group: worker, count: 4, memory-mb: 65536, vcores: 32}\n";

// etl holds the cluster; its newest application has one container on each node; ml (with an AM
// on nothing) waits for 32 GB containers.
const std::string kUsage = R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 65536, vcores: 8}
    pending-container: {memory-mb: 32768, vcores: 1}
  root.etl:
    used: {memory-mb: 262144, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
    am-used: {memory-mb: 16384, vcores: 2}
    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, am: true}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, count: 6}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2, count: 7}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-3, count: 7}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-4, count: 7}
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, am: true}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-3}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-4}
)";

struct Cluster {
  TempDir dir;
  std::string capacity, yarn_site, nodes, usage;
  explicit Cluster(const std::string& usage_yaml = kUsage)
      : capacity(dir.write("conf/capacity-scheduler.xml", kCapacity)),
        yarn_site(dir.write("conf/yarn-site.xml", kYarnSite)),
        nodes(dir.write("conf/nodes.yaml", kNodes)),
        usage(dir.write("usage.yaml", usage_yaml)) {}
  std::string conf() const { return (dir.path() / "conf").string(); }
};

json preempt_json(const Cluster& c) {
  const auto r = run_cli_in_process({"preempt", "--usage", c.usage, c.conf(), "--format", "json"});
  EXPECT_EQ(r.code, 0) << r.err;
  return json::parse(r.out);
}

const json& entry(const json& doc, const std::string& path) {
  for (const auto& q : doc["queues"]) {
    if (q["path"] == path && q["partition"] == "") return q;
  }
  static const json none;
  ADD_FAILURE() << path << " not in the output";
  return none;
}

TEST(PreemptCommand, JsonShowsTheMarkedContainersAndTheLandingCheck) {
  const Cluster c;
  const json doc = preempt_json(c);
  EXPECT_TRUE(doc["containers_known"]);
  EXPECT_EQ(doc["total_preemption_allowed"]["memory_mb"], 65536);
  const json& etl = entry(doc, "root.etl");
  EXPECT_EQ(etl["to_preempt"]["memory_mb"], 32768);
  EXPECT_EQ(etl["am_used"]["memory_mb"], 16384);
  // the newest application's containers, its AM last: the AM is skipped, so three of them and
  // the first application's newest (on worker-4)
  EXPECT_EQ(etl["marked"]["containers"], 4);
  EXPECT_EQ(etl["marked"]["nodes"], 3);
  EXPECT_EQ(etl["marked"]["am_containers"], 0);
  EXPECT_EQ(entry(doc, "root.ml")["marked"]["containers"], 0);
  ASSERT_EQ(doc["landing"].size(), 1u);
  const json& landing = doc["landing"][0];
  EXPECT_EQ(landing["queue"], "root.ml");
  EXPECT_EQ(landing["request"]["memory_mb"], 32768);
  EXPECT_EQ(landing["verdict"], "does_not_land");
  EXPECT_FALSE(landing["lands"]);
  EXPECT_EQ(landing["basis"], "containers_on_nodes");
  EXPECT_EQ(landing["killed_containers"], 4);
  EXPECT_EQ(landing["nodes_hit"], 3);
  // the most free first: worker-4 16384, worker-2 and worker-3 8192, worker-1 nothing
  ASSERT_EQ(landing["nodes"].size(), 4u);
  const std::vector<std::pair<std::string, int>> freed{
      {"worker-4", 16384}, {"worker-2", 8192}, {"worker-3", 8192}, {"worker-1", 0}};
  for (size_t i = 0; i < freed.size(); ++i) {
    const json& n = landing["nodes"][i];
    EXPECT_EQ(n["node"], freed[i].first);
    EXPECT_EQ(n["free_before"]["memory_mb"], 0) << n;
    EXPECT_EQ(n["freed"]["memory_mb"], freed[i].second) << n;
    EXPECT_EQ(n["free_after"]["memory_mb"], freed[i].second) << n;
    EXPECT_FALSE(n["fits"]);
  }
}

TEST(PreemptCommand, TextAndHtmlShowTheNodesBeforeAndAfter) {
  const Cluster c;
  const auto text = run_cli_in_process({"preempt", "--usage", c.usage, c.conf()});
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("root.etl: 4 container(s) (32768 MB, 4 vcores) on 3 node(s)"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("DOES NOT LAND"), std::string::npos);
  EXPECT_NE(text.out.find("worker-3  65536 MB, 32 vcores  0 MB, 24 vcores  8192 MB, 1 vcores"),
            std::string::npos)
      << text.out;
  const auto html =
      run_cli_in_process({"preempt", "--usage", c.usage, c.conf(), "--format", "html"});
  ASSERT_EQ(html.code, 0) << html.err;
  const std::string& doc = html.out;
  EXPECT_NE(doc.find("id=\"pq--root.etl\""), std::string::npos);
  EXPECT_NE(doc.find("id=\"landing-0\""), std::string::npos);
  EXPECT_NE(doc.find("Content-Security-Policy"), std::string::npos);
  EXPECT_EQ(doc.find("<script"), std::string::npos);
  EXPECT_NE(doc.find("DOES NOT LAND"), std::string::npos);
}

// A node group named like markup is text in the page.
TEST(PreemptCommand, HtmlEscapesNamesFromTheInputs) {
  TempDir dir;
  dir.write("capacity-scheduler.xml", kCapacity);
  dir.write("yarn-site.xml", kYarnSite);
  dir.write("nodes.yaml",
            "nodes:\n  - {group: \"<i>w</i>\", count: 2, memory-mb: 65536, vcores: 32}\n");
  std::string usage = kUsage;
  for (const char* node : {"worker-1", "worker-2", "worker-3", "worker-4"}) {
    for (size_t at = usage.find(node); at != std::string::npos; at = usage.find(node)) {
      usage.replace(at, 8, node[7] <= '2' ? "\"<i>w</i>-1\"" : "\"<i>w</i>-2\"");
    }
  }
  dir.write("usage.yaml", usage);
  const auto r = run_cli_in_process({"preempt", dir.path().string(), "--format", "html"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.find("<i>w</i>"), std::string::npos);
  EXPECT_NE(r.out.find("&lt;i&gt;w&lt;/i&gt;-1"), std::string::npos);
}

// Without applications, the AM usage gives an estimate of the AM containers the round reaches.
TEST(PreemptCommand, AmUsageWithoutApplications) {
  const Cluster c(R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 262144, vcores: 8}
  root.etl:
    used: {memory-mb: 262144, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
    am-used: {memory-mb: 240000, vcores: 2}
)");
  const json doc = preempt_json(c);
  const json& etl = entry(doc, "root.etl");
  EXPECT_TRUE(etl["marked"].is_null());
  // 32768 to give up, 22144 of it from other containers; the AM share is
  // 262144 x 0.5 x 0.1 = 13107, far below the AM usage: 10624 of AM resource reached
  EXPECT_EQ(etl["to_preempt"]["memory_mb"], 32768);
  EXPECT_EQ(etl["am_reached"]["memory_mb"], 10624);
  const auto text = run_cli_in_process({"preempt", "--usage", c.usage, c.conf()});
  EXPECT_NE(text.out.find("root.etl: the round reaches about 10624 MB"), std::string::npos)
      << text.out;
}

// A 3.x REST scheduler dump with amUsed: read, and shown.
TEST(PreemptCommand, RestDumpWithAmUsed) {
  const Cluster c(R"({"scheduler": {"schedulerInfo": {"type": "capacityScheduler",
  "queues": {"queue": [
    {"type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.ml", "queueName": "ml",
     "resources": {"resourceUsagesByPartition": [{"partitionName": "",
       "used": {"memory": 0, "vCores": 0}, "pending": {"memory": 65536, "vCores": 8},
       "reserved": {"memory": 0, "vCores": 0}, "amUsed": {"memory": 0, "vCores": 0}}]}},
    {"type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.etl", "queueName": "etl",
     "resources": {"resourceUsagesByPartition": [{"partitionName": "",
       "used": {"memory": 262144, "vCores": 32}, "pending": {"memory": 0, "vCores": 0},
       "reserved": {"memory": 0, "vCores": 0}, "amUsed": {"memory": 4096, "vCores": 2}}]}}]}}}})");
  const json doc = preempt_json(c);
  EXPECT_EQ(entry(doc, "root.etl")["am_used"]["memory_mb"], 4096);
  EXPECT_EQ(entry(doc, "root.etl")["to_preempt"]["memory_mb"], 32768);
  EXPECT_TRUE(doc["landing"].empty());  // a dump gives no container size
}

// check reads the snapshot from --usage, from the folder, or from .schedlint.yaml.
TEST(PreemptCommand, CheckFindsTheSnapshotEveryWay) {
  const Cluster c;
  const auto count = [](const std::string& out) {
    size_t n = 0;
    for (size_t at = out.find("[preempt-does-not-land]"); at != std::string::npos;
         at = out.find("[preempt-does-not-land]", at + 1))
      ++n;
    return n;
  };
  const auto given = run_cli_in_process({"check", c.conf(), "--usage", c.usage});
  EXPECT_EQ(given.code, 1) << given.err;  // a warning fails the default gate
  EXPECT_EQ(count(given.out), 1u) << given.out;
  EXPECT_NE(given.out.find(c.usage + ":2: warning: root.ml is below its guarantee"),
            std::string::npos)
      << given.out;
  EXPECT_EQ(count(run_cli_in_process({"check", c.conf()}).out), 0u);
  // a usage.yaml in the folder
  c.dir.write("conf/usage.yaml", kUsage);
  EXPECT_EQ(count(run_cli_in_process({"check", c.conf()}).out), 1u);
  // .schedlint.yaml's usage: key (the folder's own usage.yaml is the same file's content)
  TempDir other;
  other.write("conf/capacity-scheduler.xml", kCapacity);
  other.write("conf/yarn-site.xml", kYarnSite);
  other.write("conf/nodes.yaml", kNodes);
  other.write("snap.yaml", kUsage);
  other.write(".schedlint.yaml", "usage: snap.yaml\n");
  const auto configured =
      run_cli_in_process({"check", (other.path() / "conf").string(), "--config",
                          (other.path() / ".schedlint.yaml").string(), "--fail-on", "never"});
  EXPECT_EQ(count(configured.out), 1u) << configured.out << configured.err;
}

TEST(PreemptCommand, ASnapshotThatDoesNotMatchIsAnInputError) {
  std::string usage = kUsage;
  usage.replace(usage.find("node: worker-4}"), 15, "node: worker-9}");
  const Cluster c(usage);
  for (const char* command : {"check", "preempt"}) {
    const auto r = run_cli_in_process({command, c.conf(), "--usage", c.usage});
    EXPECT_EQ(r.code, 2) << command;
    EXPECT_EQ(r.err, c.usage +
                         ":21: error: node 'worker-9' is not in the node spec (nodes are named "
                         "<group>-<n>, like worker-1 to worker-4)\n")
        << command;
    EXPECT_TRUE(r.out.empty()) << command;
  }
  // preempt needs a snapshot
  const auto none = run_cli_in_process({"preempt", c.conf()});
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("no usage snapshot"), std::string::npos) << none.err;
  // and says how to get one from the ResourceManager
  EXPECT_NE(none.err.find("curl -s http://RM-HOST:8088/ws/v1/cluster/scheduler > usage.json"),
            std::string::npos)
      << none.err;
}

// The fixtures of tests/data: the failure (32 GB containers, the kills spread over three nodes)
// and its opposite (8 GB containers on the same cluster).
TEST(PreemptCommand, TheFixturesOfTheFailureAndItsOpposite) {
  const std::string data = testing::source_dir() + "/tests/data/";
  const auto fails = run_cli_in_process({"check", data + "preempt", "--format", "json"});
  ASSERT_EQ(fails.code, 1) << fails.err;  // its warning fails the default gate
  const json found = json::parse(fails.out)["findings"];
  const auto landing = std::count_if(found.begin(), found.end(), [](const json& f) {
    return f["rule"] == "preempt-does-not-land";
  });
  EXPECT_EQ(landing, 1);
  const auto lands = run_cli_in_process({"check", data + "preempt-lands", "--format", "json"});
  ASSERT_EQ(lands.code, 0) << lands.err;
  const json lands_doc = json::parse(lands.out);
  for (const json& f : lands_doc["findings"])
    EXPECT_NE(f["rule"], "preempt-does-not-land") << f;
  const auto verdict = [&](const std::string& folder) {
    const auto r = run_cli_in_process({"preempt", data + folder, "--format", "json"});
    return json::parse(r.out)["landing"][0]["verdict"].get<std::string>();
  };
  EXPECT_EQ(verdict("preempt"), "does_not_land");
  EXPECT_EQ(verdict("preempt-lands"), "lands");
}

// A snapshot that says ml waits but not for what: preempt and check size it by the workload that
// runs in ml (its 32 GB executors; its 2 GB AM lands where the round frees 8 GB) and say so.
TEST(PreemptCommand, AQueueTheSnapshotDoesNotSizeWaitsForItsWorkloadsShapes) {
  std::string usage = kUsage;
  const std::string sized = "    pending-container: {memory-mb: 32768, vcores: 1}\n";
  usage.erase(usage.find(sized), sized.size());
  const Cluster c(usage);
  c.dir.write("conf/workloads.yaml",
              "workloads:\n"
              "  - name: train\n"
              "    queue: ml\n"
              "    am: {memory-mb: 2048, vcores: 1}\n"
              "    roles:\n"
              "      - {name: executor, memory-mb: 32768}\n");
  const json doc = preempt_json(c);
  ASSERT_EQ(doc["landing"].size(), 2u);
  EXPECT_EQ(doc["landing"][0]["request_from"], "the AM containers of workload train");
  EXPECT_EQ(doc["landing"][0]["verdict"], "lands");
  EXPECT_EQ(doc["landing"][1]["request_from"], "the executor containers of workload train");
  EXPECT_EQ(doc["landing"][1]["verdict"], "does_not_land");
  const auto text = run_cli_in_process({"preempt", "--usage", c.usage, c.conf()});
  EXPECT_NE(text.out.find("needs 32768 MB, 1 vcores for one pending container (the executor "
                          "containers of workload train): "),
            std::string::npos)
      << text.out;
  const auto check =
      run_cli_in_process({"check", "--usage", c.usage, c.conf(), "--format", "json"});
  const json found = json::parse(check.out)["findings"];
  const auto landing = std::count_if(found.begin(), found.end(), [](const json& f) {
    return f["rule"] == "preempt-does-not-land";
  });
  EXPECT_EQ(landing, 1);
}

}  // namespace preempt_command_test
}  // namespace schedlint
