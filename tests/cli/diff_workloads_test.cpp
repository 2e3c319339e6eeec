// `schedlint diff` and the workloads: what a change does to the applications that run on the
// cluster, in every format, whether the change edits the applications or only the scheduler.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace diff_workloads_test {

using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kNodes =
    "nodes:\n  - {group: worker, count: 10, memory-mb: 102400, vcores: 32}\n";

std::string capacity(const std::string& adhoc_maximum_allocation_mb) {
  return conf_xml(
      {{"yarn.scheduler.capacity.root.queues", "prod,adhoc"},
       {"yarn.scheduler.capacity.root.prod.capacity", "80"},
       {"yarn.scheduler.capacity.root.adhoc.capacity", "20"},
       {"yarn.scheduler.capacity.root.adhoc.maximum-allocation-mb", adhoc_maximum_allocation_mb}});
}

std::string spark_defaults(const std::string& executor_memory) {
  return "spark.yarn.queue adhoc\nspark.executor.memory " + executor_memory + "\n";
}

const json* change(const json& workload, const std::string& what) {
  for (const json& c : workload["changes"]) {
    if (c["what"] == what) return &c;
  }
  return nullptr;
}

// A larger executor: 4g asks 4505 MB (Spark's 10% overhead), granted 5120; 6g asks 6758, granted
// 7168. A 102400 MB node holds 20 of the first and 14 of the second.
TEST(DiffWorkloads, ANewExecutorSizeShowsWhatTheResourceManagerMakesOfIt) {
  const TempDir dir;
  dir.write("old/capacity-scheduler.xml", capacity("16384"));
  dir.write("old/nodes.yaml", kNodes);
  dir.write("old/spark-defaults.conf", spark_defaults("4g"));
  dir.write("new/capacity-scheduler.xml", capacity("16384"));
  dir.write("new/spark-defaults.conf", spark_defaults("6g"));
  const std::string old_dir = (dir.path() / "old").string();
  const std::string new_dir = (dir.path() / "new").string();
  const auto r = run_cli_in_process({"diff", old_dir, new_dir, "--format", "json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json doc = json::parse(r.out);
  ASSERT_EQ(doc["workloads"].size(), 1u) << doc["workloads"];
  const json& spark = doc["workloads"][0];
  EXPECT_EQ(spark["name"], "spark-defaults.conf");
  EXPECT_EQ(spark["status"], "changed");
  const json* request = change(spark, "executor: request");
  ASSERT_NE(request, nullptr);
  EXPECT_EQ((*request)["old"], "4505 MB, 1 vcores");
  EXPECT_EQ((*request)["new"], "6758 MB, 1 vcores");
  const json* container = change(spark, "executor: container");
  ASSERT_NE(container, nullptr);
  EXPECT_EQ((*container)["old"], "5120 MB, 1 vcores");
  EXPECT_EQ((*container)["new"], "7168 MB, 1 vcores");
  const json* per_node = change(spark, "executor: per worker node");
  ASSERT_NE(per_node, nullptr);
  EXPECT_EQ((*per_node)["old"], "20");
  EXPECT_EQ((*per_node)["new"], "14");
  EXPECT_EQ(change(spark, "queue"), nullptr);  // unchanged: not listed
  EXPECT_EQ(doc["summary"]["workloads"]["changed"], 1);

  const auto text = run_cli_in_process({"diff", old_dir, new_dir});
  EXPECT_NE(text.out.find("spark-defaults.conf (changed)"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("executor: container"), std::string::npos);
  const auto markdown = run_cli_in_process({"diff", old_dir, new_dir, "--format", "markdown"});
  EXPECT_NE(markdown.out.find("| | executor: container | 5120 MB, 1 vcores | 7168 MB, 1 vcores |"),
            std::string::npos)
      << markdown.out;
  const auto html = run_cli_in_process({"diff", old_dir, new_dir, "--format", "html"});
  EXPECT_NE(html.out.find("id=\"workloads\""), std::string::npos);
}

// Only the scheduler changes: the workload file of the old version serves both, and the lowered
// maximum allocation shows its effect (the executor is refused when its AM asks for it).
TEST(DiffWorkloads, ASchedulerChangeShowsItsEffectOnTheSameApplications) {
  const TempDir dir;
  dir.write("old/capacity-scheduler.xml", capacity("16384"));
  dir.write("old/nodes.yaml", kNodes);
  dir.write("old/spark-defaults.conf", spark_defaults("6g"));
  dir.write("new/capacity-scheduler.xml", capacity("6144"));
  const auto r = run_cli_in_process(
      {"diff", (dir.path() / "old").string(), (dir.path() / "new").string(), "--format", "json"});
  ASSERT_EQ(r.code, 1) << r.err;  // change-max-allocation-decreased: the refresh fails
  const json doc = json::parse(r.out);
  ASSERT_EQ(doc["workloads"].size(), 1u);
  const json* container = change(doc["workloads"][0], "executor: container");
  ASSERT_NE(container, nullptr);
  EXPECT_EQ((*container)["old"], "7168 MB, 1 vcores");
  EXPECT_EQ((*container)["new"], "refused (rm-allocate)");
}

// Nothing about the applications changes: no workloads section.
TEST(DiffWorkloads, UnchangedWorkloadsAreNotListed) {
  const TempDir dir;
  dir.write("old/capacity-scheduler.xml", capacity("16384"));
  dir.write("old/nodes.yaml", kNodes);
  dir.write("old/spark-defaults.conf", spark_defaults("4g"));
  dir.write("new/capacity-scheduler.xml", capacity("16384"));
  const std::string old_dir = (dir.path() / "old").string();
  const std::string new_dir = (dir.path() / "new").string();
  const json doc =
      json::parse(run_cli_in_process({"diff", old_dir, new_dir, "--format", "json"}).out);
  EXPECT_TRUE(doc["workloads"].empty());
  EXPECT_EQ(run_cli_in_process({"diff", old_dir, new_dir}).out.find("WORKLOAD"), std::string::npos);
}

std::string workloads_yaml(const std::vector<std::string>& names) {
  std::string out = "workloads:\n";
  for (const std::string& name : names) {
    out += "  - name: " + name +
           "\n    queue: adhoc\n    am: {memory-mb: 1024}\n    roles:\n"
           "      - {name: task, memory-mb: 2048}\n";
  }
  return out;
}

// Matched by name: a removed workload comes after the one it followed, an added one where it
// stands in the version after; every value of each is listed on its side.
TEST(DiffWorkloads, AddedAndRemovedWorkloadsInTheOrderAfter) {
  const TempDir dir;
  dir.write("old/capacity-scheduler.xml", capacity("16384"));
  dir.write("old/nodes.yaml", kNodes);
  dir.write("old/workloads.yaml", workloads_yaml({"first", "gone", "kept"}));
  dir.write("new/capacity-scheduler.xml", capacity("16384"));
  dir.write("new/workloads.yaml", workloads_yaml({"first", "kept", "fresh"}));
  const json doc =
      json::parse(run_cli_in_process({"diff", (dir.path() / "old").string(),
                                      (dir.path() / "new").string(), "--format", "json"})
                      .out);
  ASSERT_EQ(doc["workloads"].size(), 2u) << doc["workloads"];
  EXPECT_EQ(doc["workloads"][0]["name"], "gone");
  EXPECT_EQ(doc["workloads"][0]["status"], "removed");
  const json* task = change(doc["workloads"][0], "task: container");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ((*task)["old"], "2048 MB, 1 vcores");
  EXPECT_TRUE((*task)["new"].is_null());
  EXPECT_EQ(doc["workloads"][1]["name"], "fresh");
  EXPECT_EQ(doc["workloads"][1]["status"], "added");
  EXPECT_EQ((*change(doc["workloads"][1], "queue"))["new"], "root.adhoc");
  EXPECT_EQ(doc["summary"]["workloads"]["added"], 1);
  EXPECT_EQ(doc["summary"]["workloads"]["removed"], 1);
}

}  // namespace diff_workloads_test
}  // namespace schedlint
