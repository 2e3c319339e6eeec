// `schedlint fit`: the workloads' containers through the ResourceManager, as text, JSON (the
// contract of docs/json-contracts.md) and HTML; `explain WORKLOAD`.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"

namespace schedlint {
namespace fit_command_test {

using testing::run_cli_in_process;

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

TEST(FitCommand, JsonFollowsTheContract) {
  const auto r = run_cli_in_process({"fit", sample("workloads"), "--format", "json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["hadoop_version"], "3.3");
  const auto& etl = doc["workloads"][0];
  EXPECT_EQ(etl["name"], "nightly-etl");
  EXPECT_EQ(etl["framework"], "spark");
  EXPECT_EQ(etl["queue"], "root.etl");
  EXPECT_TRUE(etl["queue_problem"].is_null());
  const auto& am = etl["containers"][0];
  EXPECT_EQ(am["role"], "am");
  // spark.driver.memory 2g + max(204, 384) = 2432, granted 3072 (minimum allocation 1024).
  EXPECT_EQ(am["requested"]["memory_mb"], 2432);
  EXPECT_EQ(am["normalized"]["memory_mb"], 3072);
  const auto& executor = etl["containers"][1];
  EXPECT_EQ(executor["requested"]["memory_mb"], 6758);
  EXPECT_TRUE(executor["normalized"].is_null());
  EXPECT_EQ(executor["rejected"]["by"], "rm-allocate");
  EXPECT_EQ(etl["maximum_allocation"]["queue"]["memory_mb"], 6144);
  EXPECT_EQ(etl["apps_at_once"], 2);
  // The file a conf dir holds: mapred-site.xml, read without asking, in its queue key's queue.
  bool mapreduce = false;
  for (const auto& w : doc["workloads"])
    mapreduce = mapreduce || (w["name"] == "mapred-site.xml" && w["queue"] == "root.default");
  EXPECT_TRUE(mapreduce);
}

TEST(FitCommand, TextAndHtmlSayTheSame) {
  const auto text = run_cli_in_process({"fit", sample("workloads-fair")});
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("notebooks (spark), queue root.adhoc"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("applications at once: 0 of 1"), std::string::npos) << text.out;
  const auto html = run_cli_in_process({"fit", sample("workloads-fair"), "--format", "html"});
  ASSERT_EQ(html.code, 0) << html.err;
  EXPECT_NE(html.out.find("<h2 id=\"workloads\">Workloads</h2>"), std::string::npos);
  EXPECT_NE(html.out.find("0 of 1 applications at once"), std::string::npos);
}

TEST(FitCommand, AHostileWorkloadNameIsEscapedEverywhere) {
  testing::TempDir dir;
  dir.write("capacity-scheduler.xml",
            "<configuration><property><name>yarn.scheduler.capacity.root.queues</name><value>"
            "default</value></property></configuration>\n");
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n");
  dir.write("workloads.yaml",
            "workloads:\n  - name: \"<script>alert(1)</script>\\e[31m\"\n    queue: default\n"
            "    am: {memory-mb: 1024}\n    roles: []\n");
  const auto html = run_cli_in_process({"fit", dir.path().string(), "--format", "html"});
  ASSERT_EQ(html.code, 0) << html.err;
  EXPECT_EQ(html.out.find("<script>alert"), std::string::npos);
  const auto text = run_cli_in_process({"fit", dir.path().string()});
  EXPECT_EQ(text.out.find('\x1b'), std::string::npos);
}

TEST(ExplainCommand, AWorkloadIsExplainedStepByStep) {
  const auto r = run_cli_in_process({"explain", "nightly-etl", sample("workloads")});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("spark.executor.memory 6g = 6144 MiB"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("overhead max(0.1 x 6144 = 614, 384) = 614"), std::string::npos);
  EXPECT_NE(r.out.find("refused by rm-allocate"), std::string::npos);
}

// Tez derives a task's -Xmx from the container it is granted (AMContainerHelpers): explain shows
// it once the request is normalized, 3000 MB granted 3072 at (int) (3072 x 0.8).
TEST(ExplainCommand, ATezTaskHeapIsShownFromItsGrantedContainer) {
  testing::TempDir dir;
  dir.write("capacity-scheduler.xml",
            "<configuration><property><name>yarn.scheduler.capacity.root.queues</name><value>"
            "default</value></property></configuration>\n");
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 8192, vcores: 8}\n");
  dir.write("tez-site.xml",
            "<configuration><property><name>tez.task.resource.memory.mb</name><value>3000"
            "</value></property></configuration>\n");
  const auto r = run_cli_in_process({"explain", "tez-site.xml", dir.path().string()});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("  granted 3072 MB, 1 vcores\n  heap -Xmx2457m, from the granted 3072 MB\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Tez adds -Xmx819m = (int) (1024 x 0.8 (the default))"), std::string::npos);
}

}  // namespace fit_command_test
}  // namespace schedlint
