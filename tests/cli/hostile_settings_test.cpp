// Pull requests are hostile: a repository's .schedlint.yaml names nothing outside the repository,
// cannot overrule the diff gate (the old version's settings judge a change), and every command
// says which settings file steered it.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace hostile_settings_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";
const std::string kAB = conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                  {"yarn.scheduler.capacity.root.a.capacity", "50"},
                                  {"yarn.scheduler.capacity.root.b.capacity", "50"}});
// root.b deleted while RUNNING: the refresh fails, change-queue-removed-running at line 2.
const std::string kA = conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                 {"yarn.scheduler.capacity.root.a.capacity", "100"}});

void git(const fs::path& dir, const std::string& args) {
  const std::string command = "git -C '" + dir.string() +
                              "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false " + args +
                              " >/dev/null 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
}

class InDirectory {
 public:
  explicit InDirectory(const fs::path& dir) : previous_(fs::current_path()) {
    fs::current_path(dir);
  }
  ~InDirectory() { fs::current_path(previous_); }
  InDirectory(const InDirectory&) = delete;
  InDirectory& operator=(const InDirectory&) = delete;

 private:
  fs::path previous_;
};

// The base commit: conf/ with root.a and root.b, and `settings` as .schedlint.yaml if not empty.
void commit_base(const TempDir& repo, const std::string& settings = "") {
  git(repo.path(), "init -q");
  repo.write("conf/capacity-scheduler.xml", kAB);
  repo.write("conf/nodes.yaml", kNodes);
  if (!settings.empty()) repo.write(".schedlint.yaml", settings);
  git(repo.path(), "add -A");
  git(repo.path(), "commit -qm base");
}

bool has_rule(const json& findings, const std::string& rule) {
  for (const json& f : findings) {
    if (f["rule"] == rule) return true;
  }
  return false;
}

TEST(HostileSettings, AChangesOwnSettingsDoNotJudgeIt) {
  TempDir repo;
  commit_base(repo);
  // The pull request deletes a running queue and writes settings that would pass the gate.
  repo.write("conf/capacity-scheduler.xml", kA);
  repo.write(".schedlint.yaml",
             "severity:\n  change-queue-removed-running: info\n"
             "disable: [change-queue-removed-running]\n"
             "suppress:\n  - rule: change-queue-removed-running\n    reason: fine\n"
             "fail-on: never\n");
  InDirectory here(repo.path());
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--format", "json"});
  ASSERT_EQ(r.code, 1) << r.err;
  const json doc = json::parse(r.out);
  EXPECT_TRUE(has_rule(doc["findings"]["new"], "change-queue-removed-running")) << r.out;
  EXPECT_TRUE(doc["settings"]["used"].is_null());
  const json& not_applied = doc["settings"]["not_applied"];
  ASSERT_EQ(not_applied.size(), 4u) << not_applied;
  EXPECT_EQ(not_applied[0], ".schedlint.yaml: fail-on: (not set) -> never");
  EXPECT_EQ(not_applied[1], ".schedlint.yaml: disable: [] -> [change-queue-removed-running]");
  EXPECT_EQ(not_applied[2],
            ".schedlint.yaml: severity of change-queue-removed-running: (its default) -> info");
  EXPECT_EQ(not_applied[3],
            ".schedlint.yaml: suppress: an entry added, silencing change-queue-removed-running");
  // Every format says so.
  const auto text = run_cli_in_process({"diff", "HEAD:conf", "conf"});
  EXPECT_NE(text.out.find("settings: none (the defaults)\nthe change's own settings, not applied "
                          "until it is merged (the old version's judge it):\n  .schedlint.yaml: "),
            std::string::npos)
      << text.out;
  const auto markdown = run_cli_in_process({"diff", "HEAD:conf", "conf", "--format", "markdown"});
  EXPECT_NE(markdown.out.find("> - .schedlint.yaml: severity of change-queue-removed-running"),
            std::string::npos)
      << markdown.out;
}

TEST(HostileSettings, AnInlineSuppressionTheChangeAddsDoesNotSilenceIt) {
  TempDir repo;
  // The base silences a typo inline; the change keeps that and adds its own.
  const std::string typo =
      "<!-- schedlint:disable parse-unknown-property -- read by our plugin -->\n"
      "<property><name>yarn.scheduler.capacity.root.a.custom-key</name><value>1</value>"
      "</property>\n";
  git(repo.path(), "init -q");
  std::string base = kAB;
  base.insert(base.find("</configuration>"), typo);
  repo.write("conf/capacity-scheduler.xml", base);
  repo.write("conf/nodes.yaml", kNodes);
  git(repo.path(), "add -A");
  git(repo.path(), "commit -qm base");
  std::string change = kA;
  change.insert(change.find("<property>"),
                "<!-- schedlint:disable change-queue-removed-running -- trust me -->\n");
  change.insert(change.find("</configuration>"), "\n\n" + typo);  // moved, still the same
  repo.write("conf/capacity-scheduler.xml", change);
  InDirectory here(repo.path());
  const auto r = run_cli_in_process(
      {"diff", "HEAD:conf", "conf", "--format", "json", "--fail-on-new", "warning"});
  ASSERT_EQ(r.code, 1) << r.err;
  const json doc = json::parse(r.out);
  EXPECT_TRUE(has_rule(doc["findings"]["new"], "change-queue-removed-running")) << r.out;
  EXPECT_FALSE(has_rule(doc["findings"]["new"], "parse-unknown-property")) << r.out;
  ASSERT_EQ(doc["settings"]["not_applied"].size(), 1u);
  EXPECT_EQ(doc["settings"]["not_applied"][0],
            "conf/capacity-scheduler.xml:2: an inline suppression of "
            "change-queue-removed-running the change adds");
}

TEST(HostileSettings, TheOldVersionsSettingsJudgeWithTheirOwnNodes) {
  TempDir repo;
  // The base's settings demote the refusal and name the node spec, in the base revision.
  git(repo.path(), "init -q");
  repo.write("conf/capacity-scheduler.xml", kAB);
  repo.write("cluster/nodes.yaml", kNodes);
  repo.write(".schedlint.yaml",
             "nodes: cluster/nodes.yaml\nseverity:\n  change-queue-removed-running: info\n");
  git(repo.path(), "add -A");
  git(repo.path(), "commit -qm base");
  repo.write("conf/capacity-scheduler.xml", kA);
  // The change doubles the cluster in the work tree's node spec: not what the base names.
  repo.write("cluster/nodes.yaml",
             "nodes:\n  - {group: w, count: 8, memory-mb: 65536, vcores: 16}\n");
  repo.write("conf/nodes.yaml", kNodes);  // and a node spec in the folder: the settings' wins
  InDirectory here(repo.path());
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--format", "json"});
  ASSERT_EQ(r.code, 0) << r.err;  // an info, as the trusted settings say
  EXPECT_NE(r.err.find("schedlint: settings from HEAD:.schedlint.yaml\n"), std::string::npos)
      << r.err;
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["settings"]["used"], "HEAD:.schedlint.yaml");
  EXPECT_EQ(doc["settings"]["from"], "the old version");
  EXPECT_EQ(doc["cluster"]["old"]["nodes"], 4);
  EXPECT_EQ(doc["cluster"]["new"]["nodes"], 4);
  bool demoted = false;
  for (const json& f : doc["findings"]["new"])
    demoted = demoted || (f["rule"] == "change-queue-removed-running" && f["severity"] == "info");
  EXPECT_TRUE(demoted) << r.out;
}

// Issue 25: settings in one place for every command.
TEST(HostileSettings, ANodeSpecInTheSettingsIsNotASecondNodeSpec) {
  TempDir repo;
  commit_base(repo);
  repo.write("settings.yaml", "nodes: conf/nodes.yaml\n");
  InDirectory here(repo.path());
  const auto diff = run_cli_in_process({"diff", "--config", "settings.yaml", "HEAD:conf", "conf"});
  EXPECT_EQ(diff.code, 0) << diff.err;
  EXPECT_NE(diff.err.find("schedlint: settings from settings.yaml\n"), std::string::npos);
  EXPECT_NE(diff.out.find("settings: settings.yaml (--config)"), std::string::npos) << diff.out;
  const auto check = run_cli_in_process({"check", "--config", "settings.yaml", "conf"});
  EXPECT_EQ(check.code, 0) << check.err;
}

TEST(HostileSettings, PathsInTheSettingsStayInsideTheRepository) {
  TempDir outside;
  const std::string secret = outside.write("core-site.xml", "<configuration/>\n");
  TempDir repo;
  commit_base(repo);
  fs::create_symlink(outside.path(), repo.path() / "out");
  const fs::path reports = outside.path() / "reports";
  for (const auto& [settings, why] : std::vector<std::pair<std::string, std::string>>{
           {"capacity: " + secret + "\n", "is an absolute path"},
           {"output: " + (outside.path() / "report.txt").string() + "\n", "is an absolute path"},
           {"nodes: ../../../etc/hostname\n", "leads outside"},
           {"paths: [conf/, ../x/]\n", "leads outside"},
           {"dump-smt: out/smt\n", "leads outside through a symbolic link"},
           {"output: out/report.txt\n", "leads outside through a symbolic link"},
       }) {
    repo.write(".schedlint.yaml", settings);
    const auto r = run_cli_in_process({"check", (repo.path() / "conf").string()});
    EXPECT_EQ(r.code, 2) << settings << r.out;
    EXPECT_NE(r.err.find(".schedlint.yaml:1: error: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(why + ": a settings file names only files inside its repository"),
              std::string::npos)
        << settings << r.err;
  }
  EXPECT_FALSE(fs::exists(outside.path() / "report.txt"));
  EXPECT_FALSE(fs::exists(outside.path() / "smt"));
  // Inside the repository, a path is as before.
  repo.write(".schedlint.yaml", "output: reports/out.txt\n");
  EXPECT_EQ(run_cli_in_process({"check", (repo.path() / "conf").string()}).code, 0);
  EXPECT_TRUE(fs::exists(repo.path() / "reports/out.txt"));
}

TEST(HostileSettings, ASettingsFileLinkedFromOutsideIsRefused) {
  TempDir outside;
  const std::string theirs = outside.write("settings.yaml", "fail-on: info\n");
  TempDir repo;
  commit_base(repo);
  fs::create_symlink(theirs, repo.path() / ".schedlint.yaml");
  const auto r = run_cli_in_process({"check", (repo.path() / "conf").string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find(".schedlint.yaml: error: a symbolic link leading outside the repository"),
            std::string::npos)
      << r.err;
}

TEST(HostileSettings, OutsideARepositoryNoFolderAboveTheInputSteersTheRun) {
  TempDir dir;
  dir.write(".schedlint.yaml", "fail-on: info\n");  // an ancestor folder's, someone else's
  const std::string conf = dir.write("x/conf/capacity-scheduler.xml", kAB);
  const auto r = run_cli_in_process({"check", conf});
  EXPECT_EQ(r.code, 0) << r.out;  // infos only, below the default --fail-on
  EXPECT_EQ(r.err, "");
  dir.write("x/conf/.schedlint.yaml", "fail-on: info\n");  // beside the input: used
  const auto beside = run_cli_in_process({"check", conf});
  EXPECT_EQ(beside.code, 1);
  EXPECT_NE(beside.err.find("schedlint: settings from "), std::string::npos);
}

TEST(HostileSettings, EveryCommandSaysWhichSettingsFileItUsed) {
  TempDir repo;
  commit_base(repo, "hadoop-version: \"3.3\"\n");
  InDirectory here(repo.path());
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"check", "conf", "--format", "json"},
           {"check", "conf", "--format", "sarif"},
           {"shares", "conf", "--format", "json"},
           {"explain", "root.a", "conf"},
           {"diff", "HEAD:conf", "conf", "--format", "json"},
       }) {
    const auto r = run_cli_in_process(args);
    EXPECT_LE(r.code, 1) << args[0] << r.err;
    EXPECT_NE(r.err.find("schedlint: settings from "), std::string::npos) << args[0] << r.err;
    EXPECT_NE(r.err.find(".schedlint.yaml\n"), std::string::npos) << args[0] << r.err;
  }
}

TEST(HostileSettings, AKeyGivenTwiceIsRefused) {
  TempDir repo;
  commit_base(repo);
  repo.write(".schedlint.yaml", "fail-on: error\ndisable: []\nfail-on: never\n");
  const auto r = run_cli_in_process({"check", (repo.path() / "conf").string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find(".schedlint.yaml:3: error: the key 'fail-on' is given twice in one "
                       "mapping (first at line 1)"),
            std::string::npos)
      << r.err;
  repo.write(".schedlint.yaml", "severity:\n  cs-no-elasticity: info\n  cs-no-elasticity: error\n");
  EXPECT_EQ(run_cli_in_process({"check", (repo.path() / "conf").string()}).code, 2);
  repo.write(".schedlint.yaml", "suppress:\n  - {rule: a, rule: b}\n");
  EXPECT_EQ(run_cli_in_process({"check", (repo.path() / "conf").string()}).code, 2);
}

}  // namespace hostile_settings_test
}  // namespace schedlint
