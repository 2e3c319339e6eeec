// `schedlint diff` end to end: two versions from folders or from a git revision, the numbers of
// each side as `shares` computes them, what a refresh refuses, and the change gate's exit codes.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace diff_command_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

using Properties = std::vector<std::pair<std::string, std::string>>;

const std::string kNodes =
    "nodes:\n  - {group: worker, count: 10, memory-mb: 102400, vcores: 32}\n";

const Properties kBase{{"yarn.scheduler.capacity.root.queues", "prod,dev,adhoc"},
                       {"yarn.scheduler.capacity.root.prod.capacity", "50"},
                       {"yarn.scheduler.capacity.root.dev.capacity", "40"},
                       {"yarn.scheduler.capacity.root.adhoc.capacity", "10"}};

// The current directory for one test (REV:PATH is read relative to it, as git reads paths).
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

void git(const TempDir& repo, const std::string& args) {
  const std::string command = "git -C '" + repo.path().string() +
                              "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false " + args +
                              " >/dev/null 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
}

const json* queue_of(const json& doc, const std::string& path) {
  for (const json& q : doc["queues"]) {
    if (q["path"] == path) return &q;
  }
  return nullptr;
}

const json* shares_queue(const json& shares, const std::string& path) {
  for (const json& q : shares["queues"]) {
    if (q["path"] == path) return &q;
  }
  return nullptr;
}

// The CI recipe: the target branch's folder from git against the work tree, no second checkout.
TEST(DiffCommand, AgainstAGitBaseCommitEachSideIsWhatSharesComputes) {
  TempDir repo;
  git(repo, "init -q");
  repo.write("conf/capacity-scheduler.xml", conf_xml(kBase));
  repo.write("conf/nodes.yaml", kNodes);
  git(repo, "add -A");
  git(repo, "commit -qm base");
  TempDir copy;  // the base version, for `shares` to compute it on its own
  copy.write("capacity-scheduler.xml", conf_xml(kBase));
  copy.write("nodes.yaml", kNodes);
  // The change: prod grows, dev shrinks, adhoc is deleted while it runs, new is added.
  repo.write("conf/capacity-scheduler.xml",
             conf_xml({{"yarn.scheduler.capacity.root.queues", "prod,dev,new"},
                       {"yarn.scheduler.capacity.root.prod.capacity", "60"},
                       {"yarn.scheduler.capacity.root.dev.capacity", "30"},
                       {"yarn.scheduler.capacity.root.new.capacity", "10"}}));
  InDirectory here(repo.path());
  const auto r = run_cli_in_process({"diff", "HEAD:conf", "conf", "--format", "json"});
  ASSERT_EQ(r.code, 1) << r.err;  // the deletion is refused: a new error
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["scheduler"]["old"], "capacity");
  EXPECT_EQ(doc["cluster"]["old"]["nodes"], 10);
  const json old_shares =
      json::parse(run_cli_in_process({"shares", copy.path().string(), "--format", "json"}).out);
  const json new_shares =
      json::parse(run_cli_in_process({"shares", "conf", "--format", "json"}).out);
  for (const char* path : {"root.prod", "root.dev"}) {
    const json* q = queue_of(doc, path);
    ASSERT_NE(q, nullptr) << path;
    EXPECT_EQ((*q)["status"], "changed");
    EXPECT_EQ((*q)["old"]["guaranteed"], (*shares_queue(old_shares, path))["guaranteed"]) << path;
    EXPECT_EQ((*q)["new"]["guaranteed"], (*shares_queue(new_shares, path))["guaranteed"]) << path;
  }
  const json& prod = *queue_of(doc, "root.prod");
  EXPECT_EQ(prod["delta"]["guaranteed"]["absolute"]["memory_mb"], 102400);  // 512000 -> 614400
  EXPECT_DOUBLE_EQ(prod["delta"]["guaranteed"]["percent"]["memory_mb"].get<double>(), 20.0);
  EXPECT_EQ(queue_of(doc, "root.adhoc")->at("status"), "removed");
  EXPECT_TRUE(queue_of(doc, "root.adhoc")->at("new").is_null());
  EXPECT_EQ(queue_of(doc, "root.new")->at("status"), "added");
  EXPECT_EQ(queue_of(doc, "root")->at("status"), "unchanged");
  // The refusal, at the line the change edited (root.queues in the new file).
  bool refused = false;
  for (const json& f : doc["findings"]["new"]) {
    if (f["rule"] != "change-queue-removed-running") continue;
    refused = true;
    EXPECT_EQ(f["path"], "conf/capacity-scheduler.xml");
    EXPECT_EQ(f["line"], 2);
    EXPECT_EQ(f["queue"], "root.adhoc");
  }
  EXPECT_TRUE(refused) << r.out;
  EXPECT_EQ(doc["summary"]["queues"]["removed"], 1);
}

TEST(DiffCommand, AMoveIsRefusedAndSaysSoInEveryFormat) {
  TempDir dir;
  const Properties before{{"yarn.scheduler.capacity.root.queues", "prod,dev"},
                          {"yarn.scheduler.capacity.root.prod.capacity", "70"},
                          {"yarn.scheduler.capacity.root.prod.queues", "etl"},
                          {"yarn.scheduler.capacity.root.prod.etl.capacity", "100"},
                          {"yarn.scheduler.capacity.root.dev.capacity", "30"},
                          {"yarn.scheduler.capacity.root.dev.queues", "test,qa"},
                          {"yarn.scheduler.capacity.root.dev.test.capacity", "50"},
                          {"yarn.scheduler.capacity.root.dev.qa.capacity", "50"}};
  const Properties after{{"yarn.scheduler.capacity.root.queues", "prod,dev"},
                         {"yarn.scheduler.capacity.root.prod.capacity", "70"},
                         {"yarn.scheduler.capacity.root.prod.queues", "etl,test"},
                         {"yarn.scheduler.capacity.root.prod.etl.capacity", "80"},
                         {"yarn.scheduler.capacity.root.prod.test.capacity", "20"},
                         {"yarn.scheduler.capacity.root.dev.capacity", "30"},
                         {"yarn.scheduler.capacity.root.dev.queues", "qa"},
                         {"yarn.scheduler.capacity.root.dev.qa.capacity", "100"}};
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(before));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(after));
  const auto text = run_cli_in_process({"diff", old_file, new_file, "--hadoop-version", "3.2"});
  EXPECT_EQ(text.code, 1);
  EXPECT_NE(text.out.find("error: root.dev.test moves to root.prod.test"), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("[change-queue-moved]"), std::string::npos);
  // Without nodes the queues are still listed, with no numbers, and the side says why.
  EXPECT_NE(text.out.find("root.prod.test (added)"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("no nodes given"), std::string::npos);

  const auto sarif = run_cli_in_process(
      {"diff", old_file, new_file, "--hadoop-version", "3.2", "--format", "sarif"});
  const json log = json::parse(sarif.out);
  bool moved = false;
  for (const json& result : log["runs"][0]["results"])
    moved = moved || result["ruleId"] == "change-queue-moved";
  EXPECT_TRUE(moved);
  const auto junit = run_cli_in_process(
      {"diff", old_file, new_file, "--hadoop-version", "3.2", "--format", "junit"});
  EXPECT_NE(junit.out.find("change-queue-moved"), std::string::npos);
}

// Pre-existing problems do not block a change: only what the change brings.
TEST(DiffCommand, AnUnchangedBrokenConfigurationPassesTheGate) {
  TempDir dir;
  Properties broken = kBase;  // capacities 50 + 40 + 5: the ResourceManager refuses the sum
  broken[3].second = "5";
  Properties changed = broken;
  changed.push_back({"yarn.scheduler.capacity.root.prod.user-limit-factor", "2"});
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(broken));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(changed));
  const auto gate = run_cli_in_process(
      {"diff", old_file, new_file, "--fail-on-new", "error", "--format", "json"});
  EXPECT_EQ(gate.code, 0) << gate.out;
  const json doc = json::parse(gate.out);
  bool unchanged_sum = false;
  for (const json& f : doc["findings"]["unchanged"])
    unchanged_sum = unchanged_sum || f["rule"] == "cs-children-capacity-sum";
  EXPECT_TRUE(unchanged_sum) << gate.out;
  for (const json& f : doc["findings"]["new"])
    EXPECT_NE(f["severity"], "error") << f;
  // Asked for explicitly, --fail-on judges every finding of the new version.
  EXPECT_EQ(run_cli_in_process({"diff", old_file, new_file, "--fail-on", "error"}).code, 1);
  // And a change that breaks it is blocked.
  const auto breaking = run_cli_in_process({"diff", new_file, old_file});
  EXPECT_EQ(run_cli_in_process({"diff", dir.write("ok.xml", conf_xml(kBase)), old_file}).code, 1);
  EXPECT_EQ(breaking.code, 0);  // the sum was already broken: not new
}

// An fs2cs migration: the FairScheduler's steady fair shares against the CapacityScheduler's
// guarantees the converter's percentages give, on the node spec of one side.
TEST(DiffCommand, AnFs2csMigrationComparesFairSharesWithGuarantees) {
  const std::string data = testing::source_dir() + "/tests/data/fs2cs";
  const auto r =
      run_cli_in_process({"diff", data + "/fair", data + "/capacity", "--format", "json"});
  ASSERT_EQ(r.code, 1) << r.err;  // the scheduler switch needs a restart
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["scheduler"]["old"], "fair");
  EXPECT_EQ(doc["scheduler"]["new"], "capacity");
  EXPECT_EQ(doc["cluster"]["new"]["nodes"], 8);  // nodes.yaml from the FairScheduler side
  const json fair_shares =
      json::parse(run_cli_in_process({"shares", data + "/fair", "--format", "json"}).out);
  const json* prod = queue_of(doc, "root.prod");
  ASSERT_NE(prod, nullptr);
  EXPECT_EQ((*prod)["old"]["steady_fair_share"],
            (*shares_queue(fair_shares, "root.prod"))["steady_fair_share"]);
  // 3/5 of 524288 MB: 314574 MB as the FairScheduler rounds its weight ratio, 314572 MB as the
  // CapacityScheduler truncates 60% of it.
  EXPECT_EQ((*prod)["old"]["steady_fair_share"]["memory_mb"], 314574);
  EXPECT_EQ((*prod)["new"]["guaranteed"]["memory_mb"], 314572);
  EXPECT_EQ((*prod)["delta"]["guaranteed"]["absolute"]["memory_mb"], -2);
  // The AM limit changes meaning: maxAMShare of the fair share against the CapacityScheduler's
  // percentage of the queue's maximum.
  EXPECT_EQ((*prod)["old"]["am_limit"]["memory_mb"], 157287);
  EXPECT_EQ((*prod)["new"]["am_limit"]["memory_mb"], 262144);
  bool switched = false;
  for (const json& f : doc["findings"]["new"])
    switched = switched || f["rule"] == "change-scheduler-switched";
  EXPECT_TRUE(switched);
}

// A guarantee that held before and breaks after the change: a new finding with both witnesses,
// on the nodes of the one version that has a node spec.
TEST(DiffCommand, AGuaranteeTheChangeBreaksShowsHowItHeldBefore) {
  TempDir dir;
  dir.write("old/fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><minResources>32768 mb, 4 vcores</minResources></queue>
  <queue name="bi"><minResources>16384 mb, 4 vcores</minResources></queue>
</allocations>
)");
  dir.write("new/fair-scheduler.xml", R"(<allocations>
  <queue name="etl"><minResources>131072 mb, 4 vcores</minResources></queue>
  <queue name="bi"><minResources>98304 mb, 4 vcores</minResources></queue>
</allocations>
)");
  dir.write("new/nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n");
  const auto r =
      run_cli_in_process({"diff", (dir.path() / "old").string(), (dir.path() / "new").string(),
                          "--format", "json", "--fail-on-new", "warning"});
  EXPECT_EQ(r.code, 1);
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["cluster"]["old"]["nodes"], 4);
  const json* broken = nullptr;
  for (const json& f : doc["findings"]["new"]) {
    if (f["rule"] == "guarantee-infeasible-after-failure") broken = &f;
  }
  ASSERT_NE(broken, nullptr) << r.out;
  EXPECT_EQ((*broken)["proof"]["status"], "sat");  // the new witness
  std::string details;
  for (const json& line : (*broken)["details"])
    details += line.get<std::string>() + "\n";
  EXPECT_NE(details.find("failed in the cluster: w 1 of 4"), std::string::npos) << details;
  EXPECT_NE(details.find("before this change it held: no set of node failures"), std::string::npos)
      << details;
  // Each queue's guarantee after the worst failure, on both sides: 3 of 4 nodes remain.
  const json* etl = queue_of(doc, "root.etl");
  ASSERT_NE(etl, nullptr);
  EXPECT_EQ((*etl)["new"]["guaranteed_after_failures"]["memory_mb"], 131072);
  // Before: 3 nodes' 196608 MB shared by etl, bi and root.default (which Hadoop creates) alike.
  EXPECT_EQ((*etl)["old"]["guaranteed_after_failures"]["memory_mb"], 65536);
}

// The converter's output alone (no yarn-site.xml of its own): the FairScheduler's yarn-site names
// the FairScheduler, so it must not serve the CapacityScheduler version; the nodes do.
TEST(DiffCommand, AYarnSiteNamingTheOtherSchedulerIsNotShared) {
  const std::string data = testing::source_dir() + "/tests/data/fs2cs";
  const auto r = run_cli_in_process(
      {"diff", data + "/fair", data + "/capacity/capacity-scheduler.xml", "--format", "json"});
  ASSERT_LE(r.code, 1) << r.err;
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["scheduler"]["new"], "capacity");
  EXPECT_EQ(doc["inputs"]["new"].size(), 2u);  // the scheduler file and the shared nodes.yaml
  EXPECT_EQ(doc["cluster"]["new"]["nodes"], 8);
}

TEST(DiffCommand, TheMarkdownCommentFitsAPullRequestAndEscapesNames) {
  TempDir dir;
  Properties before{{"yarn.scheduler.capacity.root.queues", ""}};
  Properties after{{"yarn.scheduler.capacity.root.queues", ""}};
  std::string names;
  for (int i = 0; i < 2000; ++i) {
    const std::string q = "q" + std::to_string(i) + "&lt;b&gt;";  // "<b>" once read
    names += (i ? "," : "") + q;
    before.push_back({"yarn.scheduler.capacity.root." + q + ".capacity", "0.05"});
    after.push_back({"yarn.scheduler.capacity.root." + q + ".capacity", i % 2 ? "0.04" : "0.06"});
  }
  before[0].second = names;
  after[0].second = names;
  dir.write("nodes.yaml", kNodes);
  const std::string nodes = (dir.path() / "nodes.yaml").string();
  const auto r =
      run_cli_in_process({"diff", dir.write("old/capacity-scheduler.xml", conf_xml(before)),
                          dir.write("new/capacity-scheduler.xml", conf_xml(after)), "--nodes",
                          nodes, "--format", "markdown", "--no-solver"});
  EXPECT_LE(r.out.size(), 65536u);
  EXPECT_NE(r.out.find("### schedlint diff"), std::string::npos);
  EXPECT_NE(r.out.find("more queues"), std::string::npos);
  EXPECT_EQ(r.out.find("<b>"), std::string::npos);  // a queue name is text, not markup
}

TEST(DiffCommand, AnUnreadableSideIsExit2AndWritesNothing) {
  TempDir repo;
  git(repo, "init -q");
  repo.write("conf/capacity-scheduler.xml", conf_xml(kBase));
  git(repo, "add -A");
  git(repo, "commit -qm base");
  InDirectory here(repo.path());
  const std::string out = (repo.path() / "report.json").string();
  const auto bad_rev = run_cli_in_process({"diff", "no-such-branch:conf", "conf", "-o", out});
  EXPECT_EQ(bad_rev.code, 2);
  EXPECT_NE(bad_rev.err.find("no-such-branch:conf: error: cannot read from git"), std::string::npos)
      << bad_rev.err;
  const auto bad_path = run_cli_in_process({"diff", "HEAD:nowhere", "conf", "-o", out});
  EXPECT_EQ(bad_path.code, 2);
  EXPECT_NE(bad_path.err.find("HEAD:nowhere: error: no such path in HEAD"), std::string::npos);
  const auto option = run_cli_in_process({"diff", "--", "--upload-pack=x:conf", "conf"});
  EXPECT_EQ(option.code, 2);
  EXPECT_FALSE(fs::exists(out));
  // A single file of a revision works as a folder does.
  EXPECT_EQ(run_cli_in_process({"diff", "HEAD:conf/capacity-scheduler.xml", "conf"}).code, 0);
}

// --quiet, as for check: what needs attention only (no infos, no summary line).
TEST(DiffCommand, QuietLeavesOutInfosAndTheSummary) {
  TempDir dir;
  Properties after = kBase;
  after[1].second = "60";  // prod 60 + dev 40 + adhoc 10: refused
  // dev held to its guarantee: a new info (cs-no-elasticity).
  after.push_back({"yarn.scheduler.capacity.root.dev.maximum-capacity", "40"});
  const std::string old_file = dir.write("old/capacity-scheduler.xml", conf_xml(kBase));
  const std::string new_file = dir.write("new/capacity-scheduler.xml", conf_xml(after));
  const auto loud = run_cli_in_process({"diff", old_file, new_file});
  const auto quiet = run_cli_in_process({"diff", old_file, new_file, "--quiet"});
  EXPECT_NE(loud.out.find(": info: "), std::string::npos) << loud.out;
  EXPECT_EQ(quiet.out.find(": info: "), std::string::npos) << quiet.out;
  EXPECT_NE(quiet.out.find("error: "), std::string::npos) << quiet.out;
  EXPECT_EQ(quiet.out.find("new findings ("), quiet.out.find("new findings (1)")) << quiet.out;
  EXPECT_EQ(quiet.out.find(" unchanged\n"), std::string::npos);
  EXPECT_EQ(quiet.code, 1);
}

TEST(DiffCommand, HelpOffersTheGateAndTheFormats) {
  const auto help = run_cli_in_process({"diff", "--help"});
  EXPECT_EQ(help.code, 0);
  for (const char* option :
       {"--fail-on-new", "--report", "--nodes", "--failure-budget", "--dump-smt"})
    EXPECT_NE(help.out.find(std::string("\n  ") + option), std::string::npos) << option;
  EXPECT_NE(help.out.find("text|json|markdown|sarif|junit"), std::string::npos);
  EXPECT_NE(help.out.find("REV:PATH"), std::string::npos);
}

// Both versions ask the same queries: their dumps go to DIR/old and DIR/new.
TEST(DiffCommand, DumpsOfTheTwoVersionsStayApart) {
  TempDir dir;
  const std::string conf = conf_xml(kBase);
  dir.write("old/capacity-scheduler.xml", conf);
  dir.write("new/capacity-scheduler.xml", conf);
  dir.write("new/nodes.yaml", kNodes);
  const fs::path dumps = dir.path() / "dumps";
  fs::create_directory(dumps);
  const auto r = run_cli_in_process({"diff", (dir.path() / "old").string(),
                                     (dir.path() / "new").string(), "--dump-smt", dumps.string()});
  EXPECT_EQ(r.code, 0) << r.err;
  auto count = [](const fs::path& folder) {
    return std::distance(fs::directory_iterator(folder), fs::directory_iterator());
  };
  EXPECT_GT(count(dumps / "old"), 0);
  EXPECT_EQ(count(dumps / "old"), count(dumps / "new"));
  EXPECT_EQ(count(dumps), 2);
}

}  // namespace diff_command_test
}  // namespace schedlint
