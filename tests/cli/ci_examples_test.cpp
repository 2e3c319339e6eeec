// The CI examples under docs/ci: each parses, feeds its CI system the report it writes, and its
// `schedlint check` line runs (on a sample in place of conf/) and writes that report. Every shell
// step of each runs in tests/ci/run_ci_examples.py; the release workflow is checked here.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "cli/version.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace ci_examples_test {

using testing::TempDir;

std::string example(const std::string& name) {
  return testing::source_dir() + "/docs/ci/" + name;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The words of the first "schedlint check" command in `text`, from "check" on.
std::vector<std::string> check_command(const std::string& text) {
  const size_t at = text.find("schedlint check ");
  EXPECT_NE(at, std::string::npos);
  std::string line = text.substr(at + std::string("schedlint ").size());
  line = line.substr(0, line.find_first_of("'\n"));
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

// Runs an example's check line with a healthy sample in place of conf/, its reports written into
// `dir`.
void run_in(const TempDir& dir, std::vector<std::string> args) {
  for (std::string& a : args) {
    if (a == "conf/") a = testing::source_dir() + "/samples/healthy-capacity";
    const size_t eq = a.find('=');
    if (eq != std::string::npos && a.rfind("schedlint.", eq + 1) == eq + 1)
      a = a.substr(0, eq + 1) + (dir.path() / a.substr(eq + 1)).string();
  }
  const auto r = testing::run_cli_in_process(args);
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST(CiExamples, GithubActionsUploadsTheSarifItWritesAndCommentsTheMarkdown) {
  const YAML::Node workflow = YAML::LoadFile(example("github-actions.yml"));
  EXPECT_EQ(workflow["permissions"]["security-events"].as<std::string>(), "write");
  const YAML::Node steps = workflow["jobs"]["schedlint"]["steps"];
  ASSERT_TRUE(steps.IsSequence());
  std::string sarif_file;
  std::string check;
  bool comments = false;
  for (const YAML::Node& step : steps) {
    const std::string uses = step["uses"] ? step["uses"].as<std::string>() : "";
    if (uses.rfind("github/codeql-action/upload-sarif@", 0) == 0)
      sarif_file = step["with"]["sarif_file"].as<std::string>();
    const std::string run = step["run"] ? step["run"].as<std::string>() : "";
    if (run.find("gh api") != std::string::npos)
      comments = run.find("cat schedlint.md") != std::string::npos;
    if (run.find("schedlint check") != std::string::npos) check = run;
  }
  EXPECT_EQ(sarif_file, "schedlint.sarif");
  EXPECT_TRUE(comments);
  EXPECT_NE(check.find("--report sarif=schedlint.sarif"), std::string::npos) << check;
  TempDir dir;
  run_in(dir, check_command(check));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "schedlint.sarif"));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "schedlint.md"));
}

TEST(CiExamples, GitlabCollectsTheJunitAndCodeQualityItWrites) {
  const YAML::Node ci = YAML::LoadFile(example("gitlab-ci.yml"));
  const YAML::Node job = ci["schedlint"];
  EXPECT_EQ(job["artifacts"]["reports"]["junit"].as<std::string>(), "schedlint.xml");
  EXPECT_EQ(job["artifacts"]["reports"]["codequality"].as<std::string>(),
            "schedlint.codequality.json");
  EXPECT_EQ(job["artifacts"]["when"].as<std::string>(), "always");
  std::string check;
  for (const YAML::Node& line : job["script"]) {
    if (line.as<std::string>().find("schedlint check") != std::string::npos)
      check = line.as<std::string>();
  }
  EXPECT_NE(check.find("--report junit=schedlint.xml"), std::string::npos) << check;
  EXPECT_NE(check.find("--report codeclimate=schedlint.codequality.json"), std::string::npos)
      << check;
  TempDir dir;
  run_in(dir, check_command(check));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "schedlint.xml"));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "schedlint.codequality.json"));
}

TEST(CiExamples, JenkinsPublishesTheJunitItWrites) {
  const std::string jenkinsfile = read_text(example("Jenkinsfile"));
  EXPECT_NE(jenkinsfile.find("testResults: 'schedlint.xml'"), std::string::npos);
  const std::vector<std::string> check = check_command(jenkinsfile);
  EXPECT_NE(std::find(check.begin(), check.end(), "junit=schedlint.xml"), check.end());
  TempDir dir;
  run_in(dir, check);
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "schedlint.xml"));
}

// The change gate: its diff line runs in a git repository whose base commit holds a sample's
// configuration, the target branch read as HEAD, and writes the comment the workflow posts.
TEST(CiExamples, GithubActionsDiffComparesWithTheTargetBranchAndCommentsTheMarkdown) {
  const YAML::Node workflow = YAML::LoadFile(example("github-actions-diff.yml"));
  const YAML::Node steps = workflow["jobs"]["schedlint-diff"]["steps"];
  ASSERT_TRUE(steps.IsSequence());
  EXPECT_EQ(steps[0]["with"]["fetch-depth"].as<int>(), 0);
  std::string diff, sarif_file;
  bool comments = false;
  for (const YAML::Node& step : steps) {
    const std::string uses = step["uses"] ? step["uses"].as<std::string>() : "";
    if (uses.rfind("github/codeql-action/upload-sarif@", 0) == 0)
      sarif_file = step["with"]["sarif_file"].as<std::string>();
    const std::string run = step["run"] ? step["run"].as<std::string>() : "";
    if (run.find("gh api") != std::string::npos)
      comments = run.find("cat schedlint-diff.md") != std::string::npos;
    if (run.find("schedlint diff") != std::string::npos) diff = run;
  }
  EXPECT_EQ(sarif_file, "schedlint.sarif");
  EXPECT_TRUE(comments);
  std::vector<std::string> args;
  std::istringstream words(
      diff.substr(diff.find("schedlint diff") + std::string("schedlint ").size()));
  for (std::string w; words >> w;)
    args.push_back(w == "\"origin/$GITHUB_BASE_REF\"" ? "HEAD" : w);
  // The old side is named a revision outright: a folder of the checkout cannot stand in for it.
  ASSERT_GE(args.size(), 5u);
  EXPECT_EQ(args[1], "--old-rev") << diff;
  EXPECT_EQ(args[2], "HEAD") << diff;
  TempDir repo;
  const std::string sample = testing::source_dir() + "/samples/healthy-capacity";
  for (const auto& entry : std::filesystem::directory_iterator(sample))
    repo.write("conf/" + entry.path().filename().string(), read_text(entry.path().string()));
  const std::string git = "git -C '" + repo.path().string() +
                          "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false ";
  ASSERT_EQ(
      std::system((git + "init -q && " + git + "add -A && " + git + "commit -qm base").c_str()), 0);
  const auto previous = std::filesystem::current_path();
  std::filesystem::current_path(repo.path());
  const auto r = testing::run_cli_in_process(args);
  std::filesystem::current_path(previous);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(std::filesystem::exists(repo.path() / "schedlint-diff.md"));
}

// The examples and the README install the release of this source: bumping the version moves them.
TEST(CiExamples, ExamplesInstallTheReleaseOfThisVersion) {
  const std::string version = kSchedlintVersion;
  for (const char* name : {"github-actions.yml", "github-actions-diff.yml", "gitlab-ci.yml"}) {
    const YAML::Node doc = YAML::LoadFile(example(name));
    const YAML::Node vars = doc["env"] ? doc["env"] : doc["variables"];
    EXPECT_EQ(vars["SCHEDLINT_VERSION"].as<std::string>(), version) << name;
  }
  EXPECT_NE(read_text(example("Jenkinsfile")).find("SCHEDLINT_VERSION = '" + version + "'"),
            std::string::npos);
  const std::string readme = read_text(testing::source_dir() + "/README.md");
  EXPECT_NE(readme.find("releases/download/v" + version + "/schedlint-" + version +
                        "-linux-amd64.tar.gz"),
            std::string::npos);
  EXPECT_NE(readme.find("rev: v" + version), std::string::npos);
}

// A tag builds the packages on Debian 12 (git installed before the checkout, which otherwise has
// no .git) and attaches the two files scripts/package.sh writes (scripts/package-test.sh checks
// their names).
TEST(CiExamples, ReleaseWorkflowAttachesThePackagesToTheTagsRelease) {
  const YAML::Node workflow =
      YAML::LoadFile(testing::source_dir() + "/.github/workflows/release.yml");
  // YAML 1.1 reads the key `on` as true; yaml-cpp keeps it as written.
  EXPECT_EQ(workflow["on"]["push"]["tags"][0].as<std::string>(), "v*");
  EXPECT_EQ(workflow["permissions"]["contents"].as<std::string>(), "write");
  const YAML::Node job = workflow["jobs"]["packages"];
  EXPECT_EQ(job["container"].as<std::string>(), "debian:12");
  bool git_installed = false, checked_out = false, packaged = false;
  std::string files;
  for (const YAML::Node& step : job["steps"]) {
    const std::string uses = step["uses"] ? step["uses"].as<std::string>() : "";
    const std::string run = step["run"] ? step["run"].as<std::string>() : "";
    if (run.find("apt-get install") != std::string::npos && run.find(" git") != std::string::npos)
      git_installed = true;
    if (uses.rfind("actions/checkout@", 0) == 0) {
      EXPECT_TRUE(git_installed) << "git is installed before the checkout";
      checked_out = true;
    }
    if (run.find("./scripts/package.sh") != std::string::npos) packaged = checked_out;
    if (uses.rfind("softprops/action-gh-release@", 0) == 0) {
      EXPECT_TRUE(packaged);
      files = step["with"]["files"].as<std::string>();
    }
  }
  EXPECT_NE(files.find("build/package/schedlint_*_amd64.deb"), std::string::npos) << files;
  EXPECT_NE(files.find("build/package/schedlint-*-linux-amd64.tar.gz"), std::string::npos) << files;
}

}  // namespace ci_examples_test
}  // namespace schedlint
