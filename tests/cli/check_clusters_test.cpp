// `schedlint check` as CI users call it: options that take one value and leave the paths alone,
// several clusters in one run, colour, and the default gate (issue 28).
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli/options.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace check_clusters_test {

using nlohmann::json;
using testing::run_cli_in_process;
using testing::TempDir;

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

// The clusters a JSON report's findings name ("" for none).
std::set<std::string> clusters_of(const json& doc) {
  std::set<std::string> out;
  for (const json& f : doc["findings"])
    out.insert(f.value("cluster", ""));
  return out;
}

TEST(CheckOptions, ReportEnableAndDisableTakeOneValueAndLeaveThePathsAlone) {
  TempDir dir;
  const std::string sarif = (dir.path() / "out.sarif").string();
  const std::string healthy = sample("healthy-capacity");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--report", "sarif=" + sarif, healthy},
        std::vector<std::string>{"check", "--report=sarif=" + sarif, healthy},
        std::vector<std::string>{"check", "--disable", "cs-no-default-queue", "--report",
                                 "sarif=" + sarif, healthy},
        std::vector<std::string>{"check", "--enable", "cs-no-default-queue", healthy, "--report",
                                 "sarif=" + sarif}}) {
    std::filesystem::remove(sarif);
    const auto r = run_cli_in_process(args);
    EXPECT_EQ(r.code, 0) << args[1] << ": " << r.err;
    EXPECT_TRUE(std::filesystem::exists(sarif)) << args[1];
  }
  // Repeated, each use adds one.
  const std::string junit = (dir.path() / "out.xml").string();
  const auto both =
      run_cli_in_process({"check", "--report", "sarif=" + sarif, "--report", "junit=" + junit,
                          "--disable", "cs-no-default-queue", "--disable", "acl-syntax", healthy});
  EXPECT_EQ(both.code, 0) << both.err;
  EXPECT_TRUE(std::filesystem::exists(junit));
  // diff's --report leaves OLD and NEW alone too.
  const std::string md = (dir.path() / "comment.md").string();
  const auto diff = run_cli_in_process({"diff", "--report", "markdown=" + md, healthy, healthy});
  EXPECT_EQ(diff.code, 0) << diff.err;
  EXPECT_TRUE(std::filesystem::exists(md));
}

TEST(CheckClusters, EachFolderIsAClusterAndTheExitCodeIsTheWorst) {
  const std::string healthy = sample("healthy-capacity");
  const std::string broken = sample("broken-capacity");
  const auto alone = run_cli_in_process({"check", healthy, "--format", "json", "--no-solver"});
  ASSERT_EQ(alone.code, 0) << alone.err;
  const auto r =
      run_cli_in_process({"check", healthy + "/", broken, "--format", "json", "--no-solver"});
  ASSERT_EQ(r.code, 1) << r.err;  // broken's errors
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["clusters"], json::array({healthy, broken}));
  const json one = json::parse(alone.out);
  EXPECT_FALSE(one.contains("clusters"));
  const json fair = json::parse(
      run_cli_in_process({"check", sample("healthy-fair"), "--format", "json", "--no-solver"}).out);
  ASSERT_FALSE(fair["findings"].empty());
  EXPECT_EQ(clusters_of(fair), std::set<std::string>{""});  // one cluster: no field
  const json broken_alone =
      json::parse(run_cli_in_process({"check", broken, "--format", "json", "--no-solver"}).out);
  // Every finding of each cluster, carrying its folder; the summary counts them all.
  EXPECT_EQ(doc["findings"].size(), one["findings"].size() + broken_alone["findings"].size());
  for (const json& f : doc["findings"]) {
    const std::string folder = f["cluster"];
    EXPECT_EQ(f["path"].get<std::string>().rfind(folder + "/", 0), 0u) << f;
  }
  EXPECT_EQ(doc["summary"]["error"], broken_alone["summary"]["error"]);
  EXPECT_EQ(doc["summary"]["info"],
            one["summary"]["info"].get<int>() + broken_alone["summary"]["info"].get<int>());
}

TEST(CheckClusters, TextSaysEachClusterAndTheTotal) {
  const std::string healthy = sample("healthy-capacity");
  const std::string broken = sample("broken-capacity");
  const auto r = run_cli_in_process({"check", healthy, broken, "--no-solver"});
  EXPECT_NE(r.out.find("== cluster " + healthy + " ==\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("== cluster " + broken + " ==\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n2 clusters: "), std::string::npos) << r.out;
}

TEST(CheckClusters, EveryReportCoversEveryCluster) {
  TempDir dir;
  const std::string healthy = sample("healthy-fair");
  const std::string broken = sample("broken-capacity");
  const std::string sarif = (dir.path() / "out.sarif").string();
  const std::string html = (dir.path() / "out.html").string();
  const auto r = run_cli_in_process({"check", healthy, broken, "--no-solver", "--report",
                                     "sarif=" + sarif, "--report", "html=" + html});
  ASSERT_EQ(r.code, 1) << r.err;
  const json log = json::parse(read_text(sarif));
  std::set<std::string> files;
  for (const json& result : log["runs"][0]["results"])
    files.insert(result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]);
  bool from_broken = false;
  for (const std::string& f : files)
    from_broken = from_broken || f.find("broken-capacity/") != std::string::npos;
  EXPECT_TRUE(from_broken);
  const std::string page = read_text(html);
  EXPECT_NE(page.find("Cluster " + healthy), std::string::npos);
  EXPECT_NE(page.find("Cluster " + broken), std::string::npos);
  // Each section's anchors are its own: no id appears twice in the page.
  std::set<std::string> ids;
  for (size_t at = page.find(" id=\""); at != std::string::npos; at = page.find(" id=\"", at + 1)) {
    const size_t start = at + 5;
    const std::string id = page.substr(start, page.find('"', start) - start);
    EXPECT_TRUE(ids.insert(id).second) << "id used twice: " << id;
  }
}

TEST(CheckClusters, AFileBesideSeveralFoldersIsAmbiguous) {
  const std::string healthy = sample("healthy-capacity");
  const auto r =
      run_cli_in_process({"check", healthy, sample("broken-capacity"), healthy + "/nodes.yaml"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("nodes.yaml: error: a file beside 2 folders"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(CheckGate, WarningsFailByDefaultAndInfosNever) {
  // The incident sample reproduces an outage: its warnings fail the run.
  const auto incident =
      run_cli_in_process({"check", sample("incident-reservation-deadlock"), "--no-solver"});
  EXPECT_EQ(incident.code, 1) << incident.out;
  EXPECT_NE(incident.out.find("warning:"), std::string::npos);
  // Infos alone pass.
  const auto healthy =
      run_cli_in_process({"check", sample("healthy-fair"), "--format", "json", "--no-solver"});
  const json doc = json::parse(healthy.out);
  ASSERT_EQ(doc["summary"]["error"], 0);
  ASSERT_EQ(doc["summary"]["warning"], 0);
  ASSERT_GT(doc["summary"]["info"], 0);
  EXPECT_EQ(healthy.code, 0);
  const auto strict =
      run_cli_in_process({"check", sample("healthy-fair"), "--no-solver", "--fail-on", "info"});
  EXPECT_EQ(strict.code, 1);
}

TEST(CheckColour, NoColorTurnsColourOffUnlessAsked) {
  CommonOptions o;
  ASSERT_EQ(o.color, "auto");
  ::unsetenv("NO_COLOR");
  EXPECT_TRUE(use_color(o, true));
  ::setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(use_color(o, true));
  ::setenv("NO_COLOR", "", 1);  // empty: as if unset (no-color.org)
  EXPECT_TRUE(use_color(o, true));
  ::setenv("NO_COLOR", "1", 1);
  const auto always =
      run_cli_in_process({"check", sample("broken-capacity"), "--no-solver", "--color", "always"});
  EXPECT_NE(always.out.find("\x1b["), std::string::npos);
  ::unsetenv("NO_COLOR");
}

}  // namespace check_clusters_test
}  // namespace schedlint
