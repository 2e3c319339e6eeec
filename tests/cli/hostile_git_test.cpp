// Pull requests are hostile: what git reads for `diff REV:PATH` is a revision of the work tree the
// user runs in, and no command a repository's files name ever runs. Each test builds a throwaway
// repository whose files try to run a command that leaves a marker file.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace hostile_git_test {

namespace fs = std::filesystem;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kNodes = "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n";

// root.a and root.b, half each; root.a alone.
const std::string kAB = conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                                  {"yarn.scheduler.capacity.root.a.capacity", "50"},
                                  {"yarn.scheduler.capacity.root.b.capacity", "50"}});
const std::string kA = conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                 {"yarn.scheduler.capacity.root.a.capacity", "100"}});

// Runs git in `dir` with an identity; the test fails when git does.
void git(const fs::path& dir, const std::string& args) {
  const std::string command = "git -C '" + dir.string() +
                              "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false " + args +
                              " >/dev/null 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
}

// The current directory for one test (REV:PATH is read relative to it).
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

// A repository whose base commit has conf/ with queues a,b; the work tree then removes b.
void base_repository(const TempDir& repo) {
  git(repo.path(), "init -q");
  repo.write("conf/capacity-scheduler.xml", kAB);
  repo.write("conf/nodes.yaml", kNodes);
  git(repo.path(), "add -A");
  git(repo.path(), "commit -qm base");
  repo.write("conf/capacity-scheduler.xml", kA);
}

// A command that leaves `marker` and fails, as a repository's configuration would name it.
std::string marker_command(const fs::path& marker) {
  return "touch '" + marker.string() + "'; false";
}

TEST(HostileGit, ABareRepositoryCommittedInTheTreeIsNeverRead) {
  TempDir repo;
  base_repository(repo);
  // The pull request commits a folder that is a bare repository: its config makes a partial
  // clone whose missing objects git would fetch by running the remote's upload-pack command.
  const fs::path marker = repo.path() / "ran";
  repo.write("evil/HEAD", "ref: refs/heads/main\n");
  repo.write("evil/refs/heads/main", std::string(40, '1') + "\n");
  repo.write("evil/objects/info/.keep", "");
  repo.write("evil/config",
             "[core]\n\trepositoryformatversion = 1\n\tbare = true\n"
             "[extensions]\n\tpartialClone = origin\n"
             "[remote \"origin\"]\n\turl = " +
                 repo.path().string() +
                 "\n\tpromisor = true\n\tuploadpack = " + marker_command(marker) + "\n");
  repo.write("evil/capacity-scheduler.xml", kA);
  git(repo.path(), "add evil");
  git(repo.path(), "commit -qm evil");
  InDirectory here(repo.path() / "evil");
  const auto r =
      run_cli_in_process({"diff", "HEAD:../conf", "../conf", "--format", "json", "--no-solver"});
  EXPECT_FALSE(fs::exists(marker)) << "git ran a command of the repository's files";
  ASSERT_EQ(r.code, 1) << r.err;  // the enclosing repository's base: b deleted while RUNNING
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  bool removal = false;
  for (const auto& f : doc["findings"]["new"])
    removal = removal || f["rule"] == "change-queue-removed-running";
  EXPECT_TRUE(removal) << r.out;
}

TEST(HostileGit, APartialCloneNeverFetchesWhatItLacks) {
  TempDir origin;
  base_repository(origin);
  git(origin.path(), "config uploadpack.allowFilter true");
  TempDir parent;
  const fs::path clone = parent.path() / "clone";
  git(parent.path(),
      "clone -q --filter=blob:none --no-checkout 'file://" + origin.path().string() + "' clone");
  const fs::path marker = parent.path() / "ran";
  git(clone, "config remote.origin.uploadpack \"" + marker_command(marker) + "\"");
  fs::create_directories(clone / "conf");
  std::ofstream(clone / "conf/capacity-scheduler.xml") << kA;
  InDirectory here(clone);
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf"});
  EXPECT_FALSE(fs::exists(marker)) << "git fetched a missing object";
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("HEAD:conf: error: cannot read from git"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(HostileGit, NoCommandOfTheRepositorysConfigurationOrAttributesRuns) {
  TempDir repo;
  git(repo.path(), "init -q");
  repo.write(".gitattributes", "*.xml filter=evil diff=evil\n*.yaml filter=evil diff=evil\n");
  repo.write("conf/capacity-scheduler.xml", kAB);
  repo.write("conf/nodes.yaml", kNodes);
  git(repo.path(), "add -A");
  git(repo.path(), "commit -qm base");
  // Then everything git would run for a reader that honoured it.
  const fs::path marker = repo.path() / "ran";
  for (const std::string key :
       {"core.fsmonitor", "core.pager", "diff.external", "core.sshCommand", "core.askPass",
        "filter.evil.smudge", "filter.evil.clean", "filter.evil.process", "diff.evil.textconv",
        "core.alternateRefsCommand", "credential.helper"}) {
    git(repo.path(), "config " + key + " \"" + marker_command(marker) + "\"");
  }
  for (const char* hook : {"hooks/post-checkout", "hooks/post-index-change", "hooks/pre-auto-gc"}) {
    repo.write(hook, "#!/bin/sh\n" + marker_command(marker) + "\n");
    fs::permissions(repo.path() / hook, fs::perms::owner_all);
  }
  git(repo.path(), "config core.hooksPath hooks");
  repo.write("conf/capacity-scheduler.xml", kAB);
  InDirectory here(repo.path());
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--no-solver"});
  EXPECT_FALSE(fs::exists(marker)) << "git ran a command of the repository's configuration";
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("0 queues changed"), std::string::npos) << r.out;
}

TEST(HostileGit, AProgramCalledGitInTheCheckoutIsNeverRun) {
  TempDir repo;
  base_repository(repo);
  const fs::path marker = repo.path() / "ran";
  for (const char* name : {"git", "bin/git"}) {
    repo.write(name, "#!/bin/sh\n" + marker_command(marker) + "\n");
    fs::permissions(repo.path() / name, fs::perms::owner_all);
  }
  const char* path = std::getenv("PATH");
  const std::string previous = path != nullptr ? path : "";
  // Empty and relative entries of PATH name the current folder: the checkout.
  ::setenv("PATH", (":bin:.:" + previous).c_str(), 1);
  testing::CliResult r;
  {
    InDirectory here(repo.path());
    r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--no-solver"});
  }
  ::setenv("PATH", previous.c_str(), 1);
  EXPECT_FALSE(fs::exists(marker)) << "a program of the checkout ran as git";
  EXPECT_EQ(r.code, 1) << r.err;  // b deleted while RUNNING, read from the real git
}

// A pull request adds a folder named like the target branch's revision: the gate would compare
// the pull request's own copy with itself.
TEST(HostileGit, ARevisionIsNeverReadFromAFolderNamedLikeIt) {
  TempDir repo;
  base_repository(repo);
  repo.write("HEAD:conf/capacity-scheduler.xml", kA);
  repo.write("HEAD:conf/nodes.yaml", kNodes);
  InDirectory here(repo.path());
  const auto ambiguous = run_cli_in_process({"diff", "HEAD:conf", "conf"});
  EXPECT_EQ(ambiguous.code, 2);
  EXPECT_TRUE(ambiguous.out.empty());
  EXPECT_NE(ambiguous.err.find("HEAD:conf: error: names both a path in the git revision 'HEAD' "
                               "and a file or folder on disk: write --old-rev HEAD conf"),
            std::string::npos)
      << ambiguous.err;
  // Said explicitly, either way.
  const auto revision = run_cli_in_process({"diff", "--old-rev", "HEAD", "conf", "conf"});
  EXPECT_EQ(revision.code, 1) << revision.err;  // b deleted while RUNNING
  EXPECT_NE(revision.out.find("before: HEAD:conf "), std::string::npos) << revision.out;
  const auto folder = run_cli_in_process({"diff", "./HEAD:conf", "conf"});
  EXPECT_EQ(folder.code, 0) << folder.err;  // the same queues on disk
  EXPECT_NE(folder.out.find("before: ./HEAD:conf "), std::string::npos) << folder.out;
  // The documented form still works when nothing on disk is named like it.
  fs::remove_all(repo.path() / "HEAD:conf");
  const auto documented = run_cli_in_process({"diff", "HEAD:conf", "conf"});
  EXPECT_EQ(documented.code, 1) << documented.err;
}

}  // namespace hostile_git_test
}  // namespace schedlint
