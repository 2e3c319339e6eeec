// `schedlint diff` answers the question a change asks first: will the ResourceManager take it
// (yarn rmadmin -refreshQueues, the FairScheduler's allocation reload)? A refusal the old version
// already had still refuses the refresh (issue 31).
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace diff_refresh_test {

using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

using Properties = std::vector<std::pair<std::string, std::string>>;

const Properties kHealthy{{"yarn.scheduler.capacity.root.queues", "prod,dev,default"},
                          {"yarn.scheduler.capacity.root.prod.capacity", "50"},
                          {"yarn.scheduler.capacity.root.dev.capacity", "40"},
                          {"yarn.scheduler.capacity.root.default.capacity", "10"}};

std::string first_line(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

TEST(DiffRefresh, AnUnchangedRefusalStillRefusesTheRefresh) {
  TempDir dir;
  Properties broken = kHealthy;
  broken.push_back({"yarn.scheduler.capacity.queue-mappings", "u:alice:nosuchqueue"});
  Properties changed = broken;
  changed.push_back({"yarn.scheduler.capacity.root.prod.user-limit-factor", "2"});
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(broken));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(changed));
  const auto text = run_cli_in_process({"diff", old_file, new_file, "--no-solver"});
  EXPECT_EQ(first_line(text.out),
            "refreshQueues: refused \u2014 1 reason (already in the version before)")
      << text.out;
  EXPECT_NE(text.out.find("[cs-mapping-invalid-queue] (already in the version before)\n"),
            std::string::npos)
      << text.out;
  // The gate is about what the change brings; the verdict is about the ResourceManager.
  EXPECT_EQ(text.code, 0) << text.out;

  const json doc =
      json::parse(run_cli_in_process({"diff", old_file, new_file, "--format", "json"}).out);
  EXPECT_EQ(doc["refresh"]["verdict"], "refused");
  EXPECT_EQ(doc["refresh"]["action"], "refreshQueues");
  ASSERT_EQ(doc["refresh"]["reasons"].size(), 1u);
  EXPECT_EQ(doc["refresh"]["reasons"][0]["rule"], "cs-mapping-invalid-queue");
  EXPECT_EQ(doc["refresh"]["reasons"][0]["new"], false);
  EXPECT_GT(doc["refresh"]["reasons"][0]["line"].get<int>(), 0);

  const std::string md =
      run_cli_in_process({"diff", old_file, new_file, "--format", "markdown"}).out;
  // (Markdown escapes the parentheses.)
  EXPECT_NE(
      md.find("**refreshQueues: refused \u2014 1 reason \\(already in the version before\\)**"),
      std::string::npos)
      << md;
  const std::string html = run_cli_in_process({"diff", old_file, new_file, "--format", "html"}).out;
  EXPECT_NE(html.find("<p class=\"refresh sev-error\" id=\"refresh\"><strong>refreshQueues: "
                      "refused \u2014 1 reason"),
            std::string::npos);
}

TEST(DiffRefresh, ARefusalTheChangeBringsIsSaidToBeNew) {
  TempDir dir;
  Properties removed{{"yarn.scheduler.capacity.root.queues", "prod,default"},
                     {"yarn.scheduler.capacity.root.prod.capacity", "90"},
                     {"yarn.scheduler.capacity.root.default.capacity", "10"}};
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(kHealthy));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(removed));
  const auto r = run_cli_in_process({"diff", old_file, new_file, "--format", "json"});
  EXPECT_EQ(r.code, 1);
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["refresh"]["verdict"], "refused");
  ASSERT_EQ(doc["refresh"]["reasons"].size(), 1u);
  EXPECT_EQ(doc["refresh"]["reasons"][0]["rule"], "change-queue-removed-running");
  EXPECT_EQ(doc["refresh"]["reasons"][0]["new"], true);
  EXPECT_EQ(first_line(run_cli_in_process({"diff", old_file, new_file}).out),
            "refreshQueues: refused \u2014 1 reason (the change brings it)");
}

TEST(DiffRefresh, ACleanChangeIsAccepted) {
  TempDir dir;
  Properties changed = kHealthy;
  changed[1].second = "60";  // prod 60, dev 30
  changed[2].second = "30";
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(kHealthy));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(changed));
  const auto r = run_cli_in_process({"diff", old_file, new_file});
  EXPECT_EQ(first_line(r.out), "refreshQueues: accepted") << r.out;
  const json doc =
      json::parse(run_cli_in_process({"diff", old_file, new_file, "--format", "json"}).out);
  EXPECT_EQ(doc["refresh"]["verdict"], "accepted");
  EXPECT_TRUE(doc["refresh"]["reasons"].empty());
  // Warnings and infos are not refusals: the ResourceManager takes them.
  const std::string fair = R"(<allocations><queue name="a"/></allocations>)";
  const auto fs = run_cli_in_process(
      {"diff", dir.write("fa/fair-scheduler.xml", fair), dir.write("fb/fair-scheduler.xml", fair)});
  EXPECT_EQ(first_line(fs.out), "allocation file reload: accepted") << fs.out;
}

// A file with many refusals lists the first ten under the verdict, and says how many more.
TEST(DiffRefresh, ManyRefusalsAreCountedNotAllListed) {
  TempDir dir;
  Properties broken = kHealthy;
  for (const char* queue : {"prod", "dev", "default"}) {
    for (const char* key : {"user-limit-factor", "maximum-capacity", "minimum-user-limit-percent",
                            "maximum-applications"})
      broken.push_back({std::string("yarn.scheduler.capacity.root.") + queue + "." + key, "x"});
  }
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(kHealthy));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(broken));
  const std::string text = run_cli_in_process({"diff", old_file, new_file}).out;
  const json doc =
      json::parse(run_cli_in_process({"diff", old_file, new_file, "--format", "json"}).out);
  const size_t reasons = doc["refresh"]["reasons"].size();
  ASSERT_GT(reasons, 10u);
  EXPECT_NE(text.find("\n  and " + std::to_string(reasons - 10) +
                      " more (diff --format json lists them all)\n"),
            std::string::npos)
      << text;
}

// The queue table fits a terminal: a deep path and many setting changes are lines of their own,
// not a first column that pushes the numbers to the right.
TEST(DiffRefresh, TheQueueTableFitsATerminal) {
  TempDir dir;
  const std::string deep = "yarn.scheduler.capacity.root.engineering.platform.data.ingest";
  const auto conf = [&](const std::string& cap, const std::string& state) {
    return conf_xml(
        {{"yarn.scheduler.capacity.root.queues", "engineering,default"},
         {"yarn.scheduler.capacity.root.engineering.capacity", cap},
         {"yarn.scheduler.capacity.root.default.capacity", std::to_string(100 - std::stoi(cap))},
         {"yarn.scheduler.capacity.root.engineering.queues", "platform"},
         {"yarn.scheduler.capacity.root.engineering.platform.capacity", "100"},
         {"yarn.scheduler.capacity.root.engineering.platform.queues", "data"},
         {"yarn.scheduler.capacity.root.engineering.platform.data.capacity", "100"},
         {"yarn.scheduler.capacity.root.engineering.platform.data.queues", "ingest"},
         {deep + ".capacity", "100"},
         {deep + ".maximum-capacity", cap},
         {deep + ".state", state}});
  };
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf("60", "RUNNING"));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf("50", "STOPPED"));
  const auto r = run_cli_in_process({"diff", old_file, new_file, "--nodes",
                                     dir.write("nodes.yaml",
                                               "nodes:\n  - {group: w, count: 4, "
                                               "memory-mb: 65536, vcores: 16}\n")});
  const size_t start = r.out.find("QUEUE");
  ASSERT_NE(start, std::string::npos) << r.out << r.err;
  const std::string table = r.out.substr(start, r.out.find("\n\n", start) - start);
  ASSERT_NE(table.find("RUNNING -> STOPPED"), std::string::npos) << r.out;
  std::istringstream lines(table);
  for (std::string line; std::getline(lines, line);)
    EXPECT_LE(line.size(), 130u) << line;
  EXPECT_NE(table.find("AM limit on an idle cluster"), std::string::npos) << table;  // words
  EXPECT_EQ(table.find("am_limit"), std::string::npos) << table;
}

}  // namespace diff_refresh_test
}  // namespace schedlint
