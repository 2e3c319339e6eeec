// Inputs stay inside what was given: a symbolic link out of the folder given is not read (a
// finding says so), and no report quotes the value of a property whose name marks a secret.
#include <cstdlib>
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace hostile_inputs_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

// A root queue at 90%: an error finding on line 3, next to whatever follows.
const std::string kCapacity = conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                        {"yarn.scheduler.capacity.root.a.capacity", "90"}});
// The runner's secrets, next to a value schedlint reports on.
const std::string kSecretSite =
    conf_xml({{"yarn.scheduler.minimum-allocation-mb", "abc"},
              {"yarn.resourcemanager.zk-auth", "digest:admin:RUNNER-SECRET"},
              {"fs.s3a.secret.key", "AWS-SECRET"}});

bool has_rule(const json& findings, const std::string& rule) {
  for (const json& f : findings) {
    if (f["rule"] == rule) return true;
  }
  return false;
}

TEST(HostileInputs, ALinkOutOfTheFolderIsAFindingAndItsLinesArePublishedNowhere) {
  TempDir runner;
  const std::string secret = runner.write("secret-site.xml", kSecretSite);
  TempDir repo;
  repo.write("conf/capacity-scheduler.xml", kCapacity);
  fs::create_symlink(secret, repo.path() / "conf/yarn-site.xml");
  const std::string conf = (repo.path() / "conf").string();
  for (const std::string format : {"json", "html", "markdown", "sarif", "junit", "text"}) {
    const auto r = run_cli_in_process({"check", conf, "--format", format, "--no-solver"});
    EXPECT_EQ(r.code, 1) << r.err;  // the capacity error; the link is a warning
    EXPECT_EQ(r.out.find("RUNNER-SECRET"), std::string::npos) << format;
    EXPECT_NE(r.out.find("parse-symlink-leaves-folder"), std::string::npos) << format;
    if (format == "json") EXPECT_EQ(json::parse(r.out)["inputs"].size(), 1u) << "it was read";
  }
  // Read on purpose: analysed, and still no secret value in any excerpt.
  const auto followed =
      run_cli_in_process({"check", conf, "--format", "html", "--follow-symlinks", "--no-solver"});
  EXPECT_NE(followed.out.find("&#39;abc&#39;"), std::string::npos);  // the bad minimum
  EXPECT_EQ(followed.out.find("RUNNER-SECRET"), std::string::npos);
  EXPECT_EQ(followed.out.find("AWS-SECRET"), std::string::npos);
  EXPECT_EQ(followed.out.find("parse-symlink-leaves-folder"), std::string::npos);
  // A settings file cannot ask for it.
  repo.write("conf/.schedlint.yaml", "follow-symlinks: true\n");
  EXPECT_EQ(run_cli_in_process({"check", conf}).code, 2);
}

TEST(HostileInputs, ALinkInsideTheFolderIsReadAsItsTarget) {
  TempDir repo;
  repo.write("conf/real/capacity-scheduler.xml", kCapacity);
  fs::create_symlink("real/capacity-scheduler.xml", repo.path() / "conf/capacity-scheduler.xml");
  const auto r = run_cli_in_process(
      {"check", (repo.path() / "conf").string(), "--format", "json", "--no-solver"});
  EXPECT_EQ(r.code, 1);
  const json doc = json::parse(r.out);
  EXPECT_TRUE(has_rule(doc["findings"], "cs-children-capacity-sum"));
  EXPECT_FALSE(has_rule(doc["findings"], "parse-symlink-leaves-folder"));
}

TEST(HostileInputs, AFileNamedOutrightThatLinksOutIsNotReadEither) {
  TempDir runner;
  const std::string secret = runner.write("secret-site.xml", kSecretSite);
  TempDir repo;
  const std::string capacity = repo.write("conf/capacity-scheduler.xml", kCapacity);
  fs::create_symlink(secret, repo.path() / "conf/yarn-site.xml");
  const auto r = run_cli_in_process({"check", capacity, "--yarn-site",
                                     (repo.path() / "conf/yarn-site.xml").string(), "--format",
                                     "html", "--no-solver"});
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(r.out.find("RUNNER-SECRET"), std::string::npos);
  EXPECT_NE(r.out.find("parse-symlink-leaves-folder"), std::string::npos);
}

TEST(HostileInputs, ExcerptsNeverShowASecretValue) {
  TempDir dir;
  dir.write("conf/capacity-scheduler.xml", kCapacity);
  dir.write("conf/yarn-site.xml", kSecretSite);  // the bad minimum on line 2, secrets below it
  const auto r = run_cli_in_process(
      {"check", (dir.path() / "conf").string(), "--format", "html", "--no-solver"});
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.out.find("minimum-allocation-mb"), std::string::npos);
  EXPECT_EQ(r.out.find("RUNNER-SECRET"), std::string::npos);
  EXPECT_EQ(r.out.find("AWS-SECRET"), std::string::npos);
  EXPECT_NE(r.out.find("(not shown: a property whose name marks a secret)"), std::string::npos);
}

// The git reader follows the same rule: a link in a revision is a blob holding its target.
TEST(HostileInputs, ARevisionsLinkOutOfTheFolderIsNotReadFromGitEither) {
  TempDir repo;
  const std::string git = "git -C '" + repo.path().string() +
                          "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false ";
  ASSERT_EQ(std::system((git + "init -q").c_str()), 0);
  repo.write("conf/real-capacity-scheduler.xml", kCapacity);
  repo.write("shared/yarn-site.xml", kSecretSite);
  fs::create_symlink("real-capacity-scheduler.xml", repo.path() / "conf/capacity-scheduler.xml");
  fs::create_symlink("../shared/yarn-site.xml", repo.path() / "conf/yarn-site.xml");
  ASSERT_EQ(std::system((git + "add -A && " + git + "commit -qm base").c_str()), 0);
  const fs::path previous = fs::current_path();
  fs::current_path(repo.path());
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--format", "json"});
  fs::current_path(previous);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.find("RUNNER-SECRET"), std::string::npos);
  const json doc = json::parse(r.out);
  // Both versions: the link inside read (the capacity error), the link out refused.
  EXPECT_TRUE(has_rule(doc["findings"]["unchanged"], "cs-children-capacity-sum")) << r.out;
  EXPECT_TRUE(has_rule(doc["findings"]["unchanged"], "parse-symlink-leaves-folder")) << r.out;
  EXPECT_EQ(doc["inputs"]["old"].size(), 1u) << doc["inputs"];
}

}  // namespace hostile_inputs_test
}  // namespace schedlint
