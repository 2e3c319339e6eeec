// A finding's identity (model/fingerprint.h) follows the problem, not the numbers: SARIF's
// partialFingerprints, baselines and `diff`'s new/fixed/unchanged all use it, so adding nodes
// or a queue changes no other finding's identity, and the occurrences of a property set twice
// are two findings.
#include <map>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace finding_identity_test {

using nlohmann::json;
using testing::conf_xml;
using testing::run_cli_in_process;
using testing::TempDir;

using Properties = std::vector<std::pair<std::string, std::string>>;

std::string nodes(int count) {
  return "nodes:\n  - {group: worker, count: " + std::to_string(count) +
         ", memory-mb: 16384, vcores: 8}\n";
}

// root.tiny's AM limit (a share of the cluster) is below one AM: a finding whose message holds
// numbers computed from the cluster's size.
const Properties kQueues{{"yarn.scheduler.capacity.root.queues", "big,tiny"},
                         {"yarn.scheduler.capacity.root.big.capacity", "99.5"},
                         {"yarn.scheduler.capacity.root.tiny.capacity", "0.5"}};

struct Result {
  std::string rule;
  std::string fingerprint;
  std::string message;
  int line = 0;
};

std::vector<Result> sarif_results(const std::string& sarif) {
  std::vector<Result> out;
  const json doc = json::parse(sarif);
  for (const json& r : doc["runs"][0]["results"]) {
    EXPECT_FALSE(r["partialFingerprints"].contains("primaryLocationLineHash")) << r;
    out.push_back({r["ruleId"], r["partialFingerprints"]["schedlintIdentity/v1"],
                   r["message"]["text"],
                   r["locations"][0]["physicalLocation"]["region"]["startLine"]});
  }
  return out;
}

// rule -> fingerprints, and rule -> messages, of a SARIF report.
std::multimap<std::string, std::string> by_rule(const std::vector<Result>& results, bool messages) {
  std::multimap<std::string, std::string> out;
  for (const Result& r : results)
    out.emplace(r.rule, messages ? r.message : r.fingerprint);
  return out;
}

TEST(FindingIdentity, AddingNodesChangesNoFingerprintThoughTheNumbersChange) {
  TempDir dir;
  dir.write("conf/capacity-scheduler.xml", conf_xml(kQueues));
  dir.write("conf/nodes.yaml", nodes(10));
  auto check = [&] {
    const auto r = run_cli_in_process(
        {"check", dir.path().string() + "/conf", "--format", "sarif", "--no-solver"});
    EXPECT_LE(r.code, 1) << r.err;
    return sarif_results(r.out);
  };
  const auto before = check();
  dir.write("old/capacity-scheduler.xml", conf_xml(kQueues));
  dir.write("old/nodes.yaml", nodes(10));
  dir.write("conf/nodes.yaml", nodes(12));
  const auto after = check();
  ASSERT_FALSE(before.empty());
  EXPECT_EQ(by_rule(after, false), by_rule(before, false));
  // The test means something only if a message changed with the cluster's size.
  EXPECT_NE(by_rule(after, true), by_rule(before, true));

  // diff: nothing new, so the gate passes at any threshold.
  const auto gate =
      run_cli_in_process({"diff", dir.path().string() + "/old", dir.path().string() + "/conf",
                          "--fail-on-new", "info", "--no-solver", "--format", "json"});
  EXPECT_EQ(gate.code, 0) << gate.out << gate.err;
  const json doc = json::parse(gate.out);
  EXPECT_TRUE(doc["findings"]["new"].empty()) << doc["findings"]["new"];
  EXPECT_TRUE(doc["findings"]["fixed"].empty()) << doc["findings"]["fixed"];
  EXPECT_FALSE(doc["findings"]["unchanged"].empty());
}

TEST(FindingIdentity, ABaselineWrittenBeforeAddingNodesStillAcceptsItsFindings) {
  TempDir dir;
  dir.write("conf/capacity-scheduler.xml", conf_xml(kQueues));
  dir.write("conf/nodes.yaml", nodes(10));
  const std::string conf = dir.path().string() + "/conf";
  const std::string baseline = (dir.path() / "baseline.json").string();
  const auto first =
      run_cli_in_process({"check", conf, "--no-solver", "--write-baseline", baseline});
  ASSERT_LE(first.code, 1) << first.err;
  ASSERT_NE(first.out.find("[cs-am-limit-below-one-am]"), std::string::npos) << first.out;
  dir.write("conf/nodes.yaml", nodes(12));
  const auto after = run_cli_in_process({"check", conf, "--no-solver", "--baseline", baseline});
  EXPECT_EQ(after.code, 0) << after.out;
  EXPECT_NE(after.out.find("0 errors, 0 warnings, 0 infos"), std::string::npos) << after.out;
  EXPECT_EQ(after.out.find("[baseline-entry-stale]"), std::string::npos) << after.out;
}

// 3,200 leaves of weight 1 (each queue's share, and so its numbers, depend on how many there
// are) and one more: only the findings about the new queue are new.
TEST(FindingIdentity, AddingOneQueueToThousandsReportsOnlyItsOwnFindingsAsNew) {
  auto config = [](int count) {
    Properties props;
    std::string names;
    for (int i = 0; i < count; ++i) {
      const std::string q = "q" + std::to_string(i);
      names += (i == 0 ? "" : ",") + q;
      props.push_back({"yarn.scheduler.capacity.root." + q + ".capacity", "1w"});
    }
    props.insert(props.begin(), {"yarn.scheduler.capacity.root.queues", names});
    return conf_xml(props);
  };
  TempDir dir;
  dir.write("old/capacity-scheduler.xml", config(3200));
  dir.write("old/nodes.yaml", nodes(20));
  dir.write("new/capacity-scheduler.xml", config(3201));
  dir.write("new/nodes.yaml", nodes(20));
  const auto r =
      run_cli_in_process({"diff", dir.path().string() + "/old", dir.path().string() + "/new",
                          "--no-solver", "--format", "json", "--fail-on-new", "never"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json doc = json::parse(r.out);
  const json& added = doc["findings"]["new"];
  EXPECT_TRUE(doc["findings"]["fixed"].empty()) << doc["findings"]["fixed"].size();
  EXPECT_GE(doc["findings"]["unchanged"].size(), 3200u);
  ASSERT_FALSE(added.empty());
  EXPECT_LE(added.size(), 5u);
  for (const json& f : added)
    EXPECT_EQ(f.value("queue", ""), "root.q3200") << f;
}

// A property set three times: two findings about its repetitions, with two fingerprints (GitHub
// would merge equal ones), each the same when unrelated lines move.
TEST(FindingIdentity, APropertySetSeveralTimesGivesDistinctFingerprints) {
  const std::string key = "yarn.scheduler.capacity.root.a.maximum-capacity";
  Properties thrice{{"yarn.scheduler.capacity.root.queues", "a"},
                    {"yarn.scheduler.capacity.root.a.capacity", "100"},
                    {key, "80"},
                    {key, "90"},
                    {key, "100"}};
  TempDir dir;
  auto check = [&](const std::string& xml) {
    const std::string path = dir.write("capacity-scheduler.xml", xml);
    const auto r = run_cli_in_process(
        {"check", path, "--format", "sarif", "--node-count", "2", "--no-solver"});
    EXPECT_LE(r.code, 1) << r.err;
    return sarif_results(r.out);
  };
  const auto results = check(conf_xml(thrice));
  std::vector<std::string> repeated;  // the fingerprints of the repetitions' findings
  std::set<std::string> all;
  for (const Result& r : results) {
    all.insert(r.fingerprint);
    if (r.rule == "parse-duplicate-property") repeated.push_back(r.fingerprint);
  }
  ASSERT_EQ(repeated.size(), 2u);
  EXPECT_NE(repeated[0], repeated[1]);
  EXPECT_EQ(all.size(), results.size());  // no two results of a run share one

  std::string moved = conf_xml(thrice);
  moved.insert(moved.find("<property>"), "<!-- moved -->\n\n");
  EXPECT_EQ(by_rule(check(moved), false), by_rule(results, false));
}

}  // namespace finding_identity_test
}  // namespace schedlint
