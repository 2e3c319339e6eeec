// `schedlint check` end to end (in process): output formats, exit codes, .schedlint.yaml,
// unreadable input.
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace check_command_test {

using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

const std::string kTypo = conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                    {"yarn.scheduler.capacity.root.a.capacity", "100"},
                                    {"yarn.scheduler.capacity.root.a.maximum-capacty", "50"},
                                    {"yarn.scheduler.capacity.root.acl_submit_applications", " "},
                                    {"yarn.scheduler.capacity.root.acl_administer_queue", "yarn"},
                                    {"yarn.scheduler.capacity.queue-mappings", "u:%user:a"}});
const std::string kBadValue =
    conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
              {"yarn.scheduler.capacity.root.a.capacity", "abc"},
              {"yarn.scheduler.capacity.root.acl_submit_applications", " "},
              {"yarn.scheduler.capacity.root.acl_administer_queue", "yarn"},
              {"yarn.scheduler.capacity.queue-mappings", "u:%user:a"}});
// Nodes, so that the only findings are the ones each test is about (no node-spec-missing info),
// and proofs by arithmetic alone (the same answers on every machine); tests/cli/samples_test.cpp
// checks their facts.
const std::vector<std::string> kNodes = {"--node-count", "4", "--no-solver"};

std::vector<std::string> args(std::initializer_list<std::string> first) {
  std::vector<std::string> all(first);
  all.insert(all.end(), kNodes.begin(), kNodes.end());
  return all;
}

TEST(CheckCommand, TextOutputIsCompilerStyleWithASummary) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kTypo);
  const auto r = run_cli_in_process(args({"check", path}));
  EXPECT_EQ(r.code, 1);  // a warning fails the default gate (--fail-on warning)
  EXPECT_EQ(r.out,
            path +
                ":4:13: warning: yarn.scheduler.capacity.root.a.maximum-capacty is not a "
                "CapacityScheduler property: Hadoop ignores it (did you mean "
                "'yarn.scheduler.capacity.root.a.maximum-capacity'?) [parse-unknown-property]\n"
                "proofs: 0 risks found, 4 proven safe; 0 confirmed by Z3, 4 decided by arithmetic "
                "alone (--show-proven lists the safe ones)\n"
                "0 errors, 1 warnings, 0 infos\n");
  EXPECT_EQ(r.err, "");
}

TEST(CheckCommand, RelatedPlacesAreNotesInTextAndAnArrayInJson) {
  TempDir dir;
  const std::string path =
      dir.write("yarn-site.xml", conf_xml({{"yarn.scheduler.minimum-allocation-mb", "16384"},
                                           {"yarn.scheduler.maximum-allocation-mb", "8192"}}));
  const auto text = run_cli_in_process(args({"check", path}));
  EXPECT_NE(text.out.find("\n    " + path + ":2:62: note: the minimum\n"), std::string::npos)
      << text.out;
  const auto json =
      nlohmann::json::parse(run_cli_in_process(args({"check", path, "--format", "json"})).out);
  // The info that no scheduler file was given (a yarn-site alone, line 1), the 4 default-sized
  // nodes below the 16384 MB minimum (line 2), then the error.
  ASSERT_EQ(json["findings"].size(), 3u);
  EXPECT_EQ(json["findings"][0]["rule"], "parse-no-scheduler-file");
  EXPECT_EQ(json["findings"][1]["rule"], "node-below-minimum-allocation");
  EXPECT_EQ(json["findings"][2]["rule"], "alloc-min-max-inverted");
  EXPECT_EQ(json["findings"][2]["related"],
            (nlohmann::json::array(
                {{{"path", path}, {"line", 2}, {"column", 62}, {"message", "the minimum"}}})));
}

TEST(CheckCommand, ExitCodeFollowsFailOn) {
  TempDir dir;
  const std::string typo = dir.write("typo/capacity-scheduler.xml", kTypo);
  const std::string bad = dir.write("bad/capacity-scheduler.xml", kBadValue);
  EXPECT_EQ(run_cli_in_process({"check", bad}).code, 1);
  EXPECT_EQ(run_cli_in_process({"check", typo, "--fail-on", "warning"}).code, 1);
  EXPECT_EQ(run_cli_in_process({"check", bad, "--fail-on", "never"}).code, 0);
}

TEST(CheckCommand, JsonOutputFollowsTheContract) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kBadValue);
  const auto r = run_cli_in_process(args({"check", path, "--format", "json"}));
  EXPECT_EQ(r.code, 1);
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["tool"]["name"], "schedlint");
  EXPECT_EQ(doc["inputs"][0]["path"], path);
  EXPECT_EQ(doc["inputs"][0]["kind"], "capacity");
  ASSERT_EQ(doc["findings"].size(), 1u);
  const auto& f = doc["findings"][0];
  EXPECT_EQ(f["rule"], "parse-invalid-value");
  EXPECT_EQ(f["severity"], "error");
  EXPECT_EQ(f["path"], path);
  EXPECT_EQ(f["line"], 3);
  EXPECT_EQ(f["column"], 65);  // the <value> element
  EXPECT_EQ(doc["summary"], (nlohmann::json{{"error", 1},
                                            {"warning", 0},
                                            {"info", 0},
                                            {"suppressed", 0},
                                            {"proofs",
                                             {{"found", 0},
                                              {"proven_safe", 2},
                                              {"decided_by_z3", 0},
                                              {"decided_by_arithmetic", 2}}}}));
  // What did not run and why: the FairScheduler's rules, the rules that read yarn-site.xml, a
  // usage snapshot or workloads; not the change rules (diff only), not the CapacityScheduler's or
  // the proofs (nodes were given).
  std::map<std::string, std::string> not_run;
  for (const auto& n : doc["not_run"])
    not_run[n["rule"]] = n["why"];
  EXPECT_EQ(not_run["fs-zero-weight"], "no fair-scheduler.xml of the scheduler in use");
  EXPECT_EQ(not_run["acl-not-enforced"], "no yarn-site.xml");
  EXPECT_EQ(not_run["preempt-does-not-land"], "no usage snapshot (--usage)");
  EXPECT_EQ(not_run["wl-rounding-waste"],
            "no workloads (workloads.yaml, mapred-site.xml, spark-defaults.conf, tez-site.xml, "
            "hive-site.xml, flink-conf.yaml or Flink's config.yaml)");
  for (const auto& [rule, why] : not_run) {
    EXPECT_TRUE(rule.rfind("fs-", 0) == 0 || rule.rfind("placement-", 0) == 0 ||
                why == "no yarn-site.xml" || why == "no usage snapshot (--usage)" ||
                (rule.rfind("wl-", 0) == 0 && why.rfind("no workloads", 0) == 0))
        << rule << ": " << why;
  }
}

TEST(CheckCommand, HostileTextIsEscapedInEveryFormat) {
  TempDir dir;
  const std::string path =
      dir.write("capacity-scheduler.xml",
                conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                          {"yarn.scheduler.capacity.root.a.capacity", "\x1b[31mred\xff"}}));
  const auto text = run_cli_in_process({"check", path});
  EXPECT_EQ(text.out.find('\x1b'), std::string::npos);
  EXPECT_NE(text.out.find("\\x1b[31mred\\xff"), std::string::npos);
  const auto json = run_cli_in_process({"check", path, "--format", "json"});
  EXPECT_NO_THROW(nlohmann::json::parse(json.out));  // valid UTF-8 despite the 0xFF byte
}

TEST(CheckCommand, UnreadableInputIsExit2WithFileAndLineAndNoOutput) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", "<configuration>\n<property>\n");
  const std::string report = (dir.path() / "report.json").string();
  const auto r = run_cli_in_process({"check", path, "-o", report});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, path +
                       ":2: error: not well-formed XML: an element is not closed, or the file "
                       "ends early\n");
  EXPECT_FALSE(std::filesystem::exists(report));
}

TEST(CheckCommand, AnInternalErrorIsExit3NamingTheRuleAndWritesNoReport) {
  // A prover whose witness the rule's own check refutes: a bug, not a verdict on the input. Here
  // spark's AM limit depends on which other queues are busy, a search am-starvation asks for.
  testing::FakeProver prover;
  prover.answer("am-starvation", smt::Status::kSat);
  TempDir dir;
  dir.write("fair-scheduler.xml", R"(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="spark"><maxAMShare>0.5</maxAMShare></queue>
  <queue name="etl"><minResources>8192 mb, 99 vcores</minResources></queue>
  <queue name="streaming"><minResources>8192 mb, 60 vcores</minResources></queue>
</allocations>
)");
  dir.write("nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 25}\n");
  const std::string report = (dir.path() / "report.json").string();
  const auto r = run_cli_in_process(
      {"check", dir.path().string(), "--scheduler", "fair", "--am-vcores", "2", "-o", report},
      prover);
  EXPECT_EQ(r.code, 3);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("schedlint: internal error in am-starvation: ", 0), 0u) << r.err;
  EXPECT_FALSE(std::filesystem::exists(report));
}

TEST(CheckCommand, MissingPathIsExit2) {
  const auto r = run_cli_in_process({"check", "/nonexistent/capacity-scheduler.xml"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "/nonexistent/capacity-scheduler.xml: error: cannot read: no such file or directory\n");
}

TEST(CheckCommand, WritesTheReportToOutput) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kTypo);
  const std::string report = (dir.path() / "out.txt").string();
  const auto r = run_cli_in_process(args({"check", path, "-o", report}));
  EXPECT_EQ(r.out, "");
  std::ifstream in(report);
  std::string first;
  std::getline(in, first);
  EXPECT_NE(first.find("[parse-unknown-property]"), std::string::npos);
}

TEST(CheckCommand, ProjectConfigGivesDefaultsAndFlagsWin) {
  TempDir dir;
  const std::string path = dir.write("conf/capacity-scheduler.xml", kTypo);
  dir.write("conf/.schedlint.yaml", "fail-on: warning\ndisable: []\n");
  EXPECT_EQ(run_cli_in_process({"check", path}).code, 1);                        // from the file
  EXPECT_EQ(run_cli_in_process({"check", path, "--fail-on", "error"}).code, 0);  // the flag wins
}

TEST(CheckCommand, ProjectConfigIsFoundUpwardFromTheInputInsideItsRepository) {
  TempDir dir;
  dir.write(".schedlint.yaml", "disable: [parse-unknown-property]\n");
  const std::string path = dir.write("a/b/capacity-scheduler.xml", kTypo);
  // Outside a git work tree a folder above is someone else's: only the input's own counts.
  EXPECT_EQ(run_cli_in_process(args({"check", path, "--fail-on", "warning"})).code, 1);
  std::filesystem::create_directories(dir.path() / ".git");
  const auto r = run_cli_in_process(args({"check", path, "--fail-on", "warning"}));
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out,
            "proofs: 0 risks found, 4 proven safe; 0 confirmed by Z3, 4 decided by arithmetic "
            "alone (--show-proven lists the safe ones)\n"
            "0 errors, 0 warnings, 0 infos\n");
}

TEST(CheckCommand, ProjectConfigSetsTheHadoopVersion) {
  TempDir dir;
  const std::string path = dir.write("c/capacity-scheduler.xml",
                                     conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                               {"yarn.scheduler.capacity.root.a.capacity", "2w"}}));
  EXPECT_EQ(run_cli_in_process({"check", path}).code, 1);  // 3.3: weights do not parse
  dir.write("c/.schedlint.yaml", "hadoop-version: \"3.4\"\n");
  EXPECT_EQ(run_cli_in_process({"check", path}).code, 0);
}

TEST(CheckCommand, ProjectConfigErrorsAreExit2AtTheirLine) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kTypo);
  const std::string config =
      dir.write(".schedlint.yaml", "fail-on: warning\nhadoop-verison: \"2.7\"\n");
  auto r = run_cli_in_process({"check", path, "--config", config});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, config +
                       ":2: error: unknown key 'hadoop-verison' in a .schedlint.yaml (did you "
                       "mean 'hadoop-version'?)\n");
  dir.write(".schedlint.yaml", "severity:\n  parse-unknown-propety: info\n");
  r = run_cli_in_process({"check", path, "--config", config});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, config +
                       ":2: error: severity: no rule named 'parse-unknown-propety' (did you "
                       "mean 'parse-unknown-property'?)\n");
  dir.write(".schedlint.yaml", "hadoop-version: \"2.6\"\n");
  r = run_cli_in_process({"check", path, "--config", config});
  EXPECT_EQ(r.err, config +
                       ":1: error: unsupported hadoop-version '2.6': schedlint models 2.7, "
                       "2.8, 2.9, 2.10, 3.0, 3.1, 3.2, 3.3, 3.4\n");
}

TEST(CheckCommand, SeverityOverridesComeFromTheProjectConfig) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kBadValue);
  dir.write(".schedlint.yaml", "severity:\n  parse-invalid-value: info\n");
  const auto r = run_cli_in_process({"check", path});
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find(": info: "), std::string::npos);
}

TEST(CheckCommand, UsageErrorsAreExit2) {
  EXPECT_EQ(run_cli_in_process({"check", "x.xml", "--format", "yaml"}).code, 2);
  EXPECT_EQ(run_cli_in_process({"check", "x.xml", "--fail-on", "sometimes"}).err,
            "schedlint: error: --fail-on must be one of error, warning, info, never, got "
            "'sometimes'\n");
  EXPECT_EQ(run_cli_in_process({"check", "x.xml", "--disable", "parse-typo"}).code, 2);
  EXPECT_EQ(run_cli_in_process({"check", "--bogus"}).code, 2);
  EXPECT_EQ(run_cli_in_process({}).code, 2);
}

TEST(CheckCommand, QuietLeavesOutTheSummary) {
  TempDir dir;
  const std::string path = dir.write(
      "capacity-scheduler.xml", conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                          {"yarn.scheduler.capacity.root.a.capacity", "100"}}));
  EXPECT_EQ(run_cli_in_process({"check", path, "--quiet"}).out, "");  // infos only
}

TEST(CheckCommand, DisableSkipsARule) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kBadValue);
  EXPECT_EQ(run_cli_in_process({"check", path, "--disable", "parse-invalid-value"}).code, 0);
}

TEST(CheckCommand, TimingsGoToStderrInTextAndIntoTheJsonObject) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", kTypo);
  const auto plain = run_cli_in_process(args({"check", path}));
  const auto timed = run_cli_in_process(args({"check", path, "--timings"}));
  EXPECT_EQ(timed.out, plain.out);  // the report is untouched
  for (const char* stage : {"parse", "model", "sched", "rules", "report", "total"})
    EXPECT_NE(timed.err.find("\n" + std::string(stage) + " "), std::string::npos) << timed.err;
  EXPECT_NE(timed.err.find("more rules, under 0.1 ms each"), std::string::npos) << timed.err;

  const auto json = run_cli_in_process(args({"check", path, "--format", "json", "--timings"}));
  const auto doc = nlohmann::ordered_json::parse(json.out);  // in the order written
  std::vector<std::string> stages;
  for (const auto& [name, ms] : doc["timings"]["stages"].items()) {
    stages.push_back(name);
    EXPECT_GE(ms.get<double>(), 0.0);
  }
  EXPECT_EQ(stages,
            (std::vector<std::string>{"parse", "model", "sched", "rules", "report", "total"}));
  // Every rule that ran has its time, the proofs among them (skipped here by --no-solver).
  EXPECT_TRUE(doc["timings"]["rules"].contains("parse-unknown-property"));
  EXPECT_TRUE(doc["timings"]["rules"].contains("guarantee-infeasible-after-failure"));
  EXPECT_FALSE(
      nlohmann::json::parse(run_cli_in_process(args({"check", path, "--format", "json"})).out)
          .contains("timings"));
}

TEST(CheckCommand, SchedlintYamlSuppressEntriesSilenceByQueueAndAreJudged) {
  TempDir dir;
  const std::string path =
      dir.write("capacity-scheduler.xml",
                conf_xml({{"yarn.scheduler.capacity.root.queues", "etl,adhoc"},
                          {"yarn.scheduler.capacity.root.etl.capacity", "80"},
                          {"yarn.scheduler.capacity.root.etl.maximum-capacity", "80"},
                          {"yarn.scheduler.capacity.root.etl.flavour", "vanilla"},
                          {"yarn.scheduler.capacity.root.adhoc.capacity", "20"},
                          {"yarn.scheduler.capacity.root.acl_submit_applications", " "},
                          {"yarn.scheduler.capacity.root.acl_administer_queue", "yarn"}}));
  dir.write(".schedlint.yaml",
            "suppress:\n"
            "  - rule: cs-no-elasticity\n"
            "    queue: root.etl\n"
            "    reason: etl is sized to its guarantee\n"
            "  - rule: [cs-user-limit-factor-caps-elasticity]\n"
            "    queue: root\n"
            "  - rule: parse-unknown-property\n"
            "    property: yarn.scheduler.capacity.root.etl.flavour\n"
            "    reason: read by our scheduler plugin\n");
  const auto r = run_cli_in_process(args({"check", path}));
  EXPECT_EQ(r.out.find("[cs-no-elasticity]"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("[cs-user-limit-factor-caps-elasticity]"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("[parse-unknown-property]"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("[unused-suppression]"), std::string::npos) << r.out;  // each one used
  // The second entry gives no reason: a warning at its line (the file as found above the input).
  EXPECT_NE(r.out.find(".schedlint.yaml:5:1: warning: this suppress: entry gives no reason"),
            std::string::npos)
      << r.out;

  dir.write(".schedlint.yaml", "suppress:\n  - rule: cs-no-elasticity\n    expires: soon\n");
  const auto bad = run_cli_in_process(args({"check", path}));
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find(".schedlint.yaml:3: error: expires must be a date, YYYY-MM-DD, got "
                         "'soon'\n"),
            std::string::npos)
      << bad.err;
}

TEST(CheckCommand, TheSettingsSearchStopsAtTheRepositoryAndTextRunsNameTheFileUsed) {
  TempDir dir;
  // Above the repository: someone else's settings, which would let every run pass.
  dir.write(".schedlint.yaml", "fail-on: never\n");
  std::filesystem::create_directories(dir.path() / "repo" / ".git");
  const std::string path = dir.write("repo/conf/capacity-scheduler.xml", kTypo);
  const auto outside = run_cli_in_process(args({"check", path}));
  EXPECT_EQ(outside.code, 1) << outside.out;  // a warning fails the default gate
  EXPECT_EQ(outside.err, "");
  dir.write("repo/.schedlint.yaml", "fail-on: error\n");
  const auto inside = run_cli_in_process(args({"check", path}));
  EXPECT_EQ(inside.code, 0);
  EXPECT_NE(inside.err.find("schedlint: settings from "), std::string::npos) << inside.err;
  EXPECT_NE(inside.err.find("repo/.schedlint.yaml"), std::string::npos) << inside.err;
}

}  // namespace check_command_test
}  // namespace schedlint
