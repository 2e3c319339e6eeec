// `check`'s CI formats end to end: SARIF (valid against the official 2.1.0 schema, fingerprints
// that ignore lines), JUnit (parsed back, unique test names), Markdown (capped for a PR comment),
// and several reports from one run.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <tinyxml2.h>
#include <nlohmann/json.hpp>

#include "model/fingerprint.h"
#include "reports/markdown_report.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace report_formats_test {

using testing::run_cli_in_process;
using testing::TempDir;

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

// Python's jsonschema (the README's test command installs it) against the schema's copy in
// tests/data: "" when valid, else what it says.
std::string schema_errors(const std::string& sarif_path) {
  const std::string schema = testing::source_dir() + "/tests/data/sarif-schema-2.1.0.json";
  TempDir dir;
  const std::string log = (dir.path() / "log").string();
  const std::string command =
      "python3 -c 'import json, sys, jsonschema; "
      "jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' '" +
      sarif_path + "' '" + schema + "' >'" + log + "' 2>&1";
  return std::system(command.c_str()) == 0 ? "" : read_text(log);
}

TEST(ReportFormats, SarifOfEverySampleIsValidAgainstTheOfficialSchema) {
  TempDir dir;
  for (const char* name :
       {"broken-capacity", "healthy-capacity", "healthy-fair", "incident-reservation-deadlock"}) {
    const auto r = run_cli_in_process({"check", sample(name), "--format", "sarif"});
    ASSERT_LE(r.code, 1) << r.err;
    const std::string path = dir.write(std::string(name) + ".sarif", r.out);
    EXPECT_EQ(schema_errors(path), "") << name;
  }
}

TEST(ReportFormats, SarifDeclaresEveryRuleWithItsHelpAndPointsResultsAtThem) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "sarif"});
  const auto doc = nlohmann::json::parse(r.out);
  const auto& run = doc["runs"][0];
  const auto& rules = run["tool"]["driver"]["rules"];
  const auto catalog = nlohmann::json::parse(run_cli_in_process({"rules", "--format", "json"}).out);
  ASSERT_EQ(rules.size(), catalog["rules"].size());  // every rule, found or not
  for (const auto& rule : rules) {
    EXPECT_FALSE(rule["shortDescription"]["text"].get<std::string>().empty()) << rule["id"];
    EXPECT_FALSE(rule["fullDescription"]["text"].get<std::string>().empty()) << rule["id"];
    // The help is the rule's docs page.
    EXPECT_EQ(
        rule["help"]["markdown"].get<std::string>().rfind("# " + rule["id"].get<std::string>(), 0),
        0u)
        << rule["id"];
    EXPECT_NE(rule["helpUri"].get<std::string>().find(rule["id"].get<std::string>() + ".md"),
              std::string::npos);
    // GitHub cuts a fullDescription at 1,024 characters.
    EXPECT_LE(rule["fullDescription"]["text"].get<std::string>().size(), 1024u) << rule["id"];
    // The help is shown away from the repository: no relative link to another page.
    const std::string help = rule["help"]["markdown"];
    for (size_t at = help.find("]("); at != std::string::npos; at = help.find("](", at + 2))
      EXPECT_EQ(help.compare(at + 2, 8, "https://"), 0) << rule["id"] << help.substr(at, 40);
    const auto& properties = rule["properties"];
    EXPECT_TRUE(properties["precision"] == "high" || properties["precision"] == "very-high");
    const bool acl = rule["id"].get<std::string>().rfind("acl-", 0) == 0;
    EXPECT_EQ(properties.contains("security-severity"), acl) << rule["id"];
    if (acl) {
      EXPECT_EQ(properties["security-severity"],
                rule["defaultConfiguration"]["level"] == "warning" ? "5.0" : "7.5");
      EXPECT_NE(std::find(properties["tags"].begin(), properties["tags"].end(), "security"),
                properties["tags"].end());
    }
  }
  const auto is_rule = [&](const std::string& id) {
    return [id](const nlohmann::json& r) { return r["id"] == id; };
  };
  EXPECT_EQ((*std::find_if(rules.begin(), rules.end(),
                           is_rule("reservation-deadlock")))["properties"]["precision"],
            "very-high");
  ASSERT_FALSE(run["results"].empty());
  for (const auto& result : run["results"]) {
    const size_t index = result["ruleIndex"];
    EXPECT_EQ(rules[index]["id"], result["ruleId"]);
    const auto& location = result["locations"][0]["physicalLocation"];
    // Relative to the git top-level of the current folder, which holds the samples.
    EXPECT_EQ(location["artifactLocation"]["uriBaseId"], "%SRCROOT%");
    EXPECT_EQ(location["artifactLocation"]["uri"].get<std::string>().rfind("samples/", 0), 0u);
    EXPECT_GE(location["region"]["startLine"].get<int>(), 1);
    // GitHub shows message.text only: the details and the related places are in it too, each
    // place a link to its relatedLocations id.
    const std::string text = result["message"]["text"];
    if (result.contains("relatedLocations")) {
      for (const auto& related : result["relatedLocations"])
        EXPECT_NE(text.find("](" + std::to_string(related["id"].get<int>()) + ")"),
                  std::string::npos)
            << text;
    }
  }
}

// The details (a witness, the fix) of a finding are in the text GitHub shows, and a result points
// at the line of the value a fix edits.
TEST(ReportFormats, SarifMessageTextHoldsTheDetailsAndTheRegionIsTheValueLine) {
  const std::string xml =
      "<configuration>\n"
      "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>\n"
      "  <property>\n"
      "    <name>yarn.scheduler.capacity.root.a.capacity</name>\n"
      "    <value>70</value>\n"
      "  </property>\n"
      "  "
      "<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>40</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.b.maximum-capacty</name>\n"
      "    <value>80</value></property>\n"
      "</configuration>\n";
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", xml);
  const auto r =
      run_cli_in_process({"check", path, "--format", "sarif", "--node-count", "2", "--no-solver"});
  ASSERT_EQ(r.code, 1) << r.err;
  const std::string file = dir.write("out.sarif", r.out);
  EXPECT_EQ(schema_errors(file), "");
  bool sum_seen = false;
  const auto doc = nlohmann::json::parse(r.out);
  for (const auto& result : doc["runs"][0]["results"]) {
    const std::string text = result["message"]["text"];
    if (result["ruleId"] == "parse-unknown-property") {
      // On the <value> line (9), not the <name> line (8).
      EXPECT_EQ(result["locations"][0]["physicalLocation"]["region"]["startLine"], 9);
    }
    if (result["ruleId"] != "cs-children-capacity-sum") continue;
    sum_seen = true;
    // a's capacity: its value is on line 5, its name on line 4.
    EXPECT_NE(text.find("[root.a's capacity: 70](1)"), std::string::npos) << text;
    EXPECT_EQ(result["relatedLocations"][0]["physicalLocation"]["region"]["startLine"], 5);
  }
  EXPECT_TRUE(sum_seen) << r.out;

  const auto incident =
      run_cli_in_process({"check", sample("incident-reservation-deadlock"), "--format", "sarif"});
  bool proof_seen = false;
  const auto incident_doc = nlohmann::json::parse(incident.out);
  for (const auto& result : incident_doc["runs"][0]["results"]) {
    if (result["ruleId"] != "reservation-deadlock") continue;
    proof_seen = true;
    const std::string text = result["message"]["text"];
    EXPECT_NE(text.find("\nwitness"), std::string::npos) << text;
    EXPECT_NE(text.find("\nfix: "), std::string::npos) << text;
  }
  EXPECT_TRUE(proof_seen);
}

// The ids and fingerprints of a SARIF report's results.
std::multiset<std::string> fingerprints(const std::string& sarif) {
  std::multiset<std::string> out;
  const auto doc = nlohmann::json::parse(sarif);
  for (const auto& result : doc["runs"][0]["results"]) {
    out.insert(result["ruleId"].get<std::string>() + " " +
               result["partialFingerprints"]["schedlintIdentity/v1"].get<std::string>());
  }
  return out;
}

TEST(ReportFormats, FingerprintsIgnoreLinesAndValuesButNotWhatTheProblemIsAbout) {
  const std::string before =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                         {"yarn.scheduler.capacity.root.a.capacity", "70"},
                         {"yarn.scheduler.capacity.root.b.capacity", "40"},
                         {"yarn.scheduler.capacity.root.a.maximum-capacty", "80"}});
  // The same properties further down the file, after comments and blank lines.
  std::string moved = before;
  moved.insert(moved.find("<property>"), "<!-- a comment -->\n\n\n  <!-- and another -->\n\n");
  // One value changed: the sum is still wrong, the same problem with other numbers.
  std::string changed = before;
  changed.replace(changed.find("<value>40<"), 10, "<value>45<");
  // The typo moved to another queue: another problem.
  std::string elsewhere = before;
  elsewhere.replace(elsewhere.find("root.a.maximum-capacty"), 22, "root.b.maximum-capacty");
  TempDir dir;  // one path for the versions, as in a repository
  const auto run = [&](const std::string& xml) {
    const std::string path = dir.write("capacity-scheduler.xml", xml);
    const auto r = run_cli_in_process({"check", path, "--format", "sarif", "--node-count", "2"});
    EXPECT_LE(r.code, 1) << r.err;
    return fingerprints(r.out);
  };
  const auto first = run(before);
  ASSERT_GE(first.size(), 3u);
  EXPECT_EQ(run(moved), first);
  EXPECT_EQ(run(changed), first);
  const auto other = run(elsewhere);
  std::vector<std::string> gone;
  std::set_difference(first.begin(), first.end(), other.begin(), other.end(),
                      std::back_inserter(gone));
  ASSERT_EQ(gone.size(), 1u);
  EXPECT_EQ(gone[0].rfind("parse-unknown-property ", 0), 0u) << gone[0];
}

TEST(ReportFormats, FingerprintsTakeOutLineNumbersOnly) {
  EXPECT_EQ(without_line_numbers("<maxResources> appears more than once (also at line 12); see "
                                 "yarn-site.xml:30, capacity 50, lines 7"),
            "<maxResources> appears more than once (also at line #); see yarn-site.xml:#, capacity "
            "50, lines #");
}

TEST(ReportFormats, SarifKeepsAtMostFiveThousandResultsErrorsFirst) {
  // 2,600 leaves, each with a misspelt key (a warning) and a bad number (an error): 5,200 results.
  std::vector<std::pair<std::string, std::string>> props;
  std::string names;
  for (int i = 0; i < 2600; ++i) {
    const std::string q = "q" + std::to_string(i);
    names += (i == 0 ? "" : ",") + q;
    props.push_back({"yarn.scheduler.capacity.root." + q + ".maximum-capacty", "50"});
    props.push_back({"yarn.scheduler.capacity.root." + q + ".user-limit-factor", "x"});
  }
  props.push_back({"yarn.scheduler.capacity.root.queues", names});
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", testing::conf_xml(props));
  const auto r = run_cli_in_process({"check", path, "--format", "sarif", "--no-solver"});
  const auto doc = nlohmann::json::parse(r.out);
  const auto& results = doc["runs"][0]["results"];
  ASSERT_EQ(results.size(), 5000u);
  EXPECT_EQ(results[0]["level"], "error");
  const std::string note =
      doc["runs"][0]["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"];
  EXPECT_NE(note.find("results were left out"), std::string::npos) << note;
}

TEST(ReportFormats, JunitParsesBackWithUniqueNamesAndOneSuitePerInput) {
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--format", "junit"});
  tinyxml2::XMLDocument doc;
  ASSERT_EQ(doc.Parse(r.out.c_str()), tinyxml2::XML_SUCCESS);
  const tinyxml2::XMLElement* root = doc.FirstChildElement("testsuites");
  ASSERT_NE(root, nullptr);
  std::set<std::pair<std::string, std::string>> names;
  std::set<std::string> suites;
  int failures = 0;
  int passed = 0;
  int cases = 0;
  for (const auto* suite = root->FirstChildElement("testsuite"); suite != nullptr;
       suite = suite->NextSiblingElement("testsuite")) {
    suites.insert(suite->Attribute("name"));
    for (const auto* c = suite->FirstChildElement("testcase"); c != nullptr;
         c = c->NextSiblingElement("testcase")) {
      ++cases;
      EXPECT_TRUE(names.insert({c->Attribute("classname"), c->Attribute("name")}).second)
          << c->Attribute("classname") << " " << c->Attribute("name") << " twice";
      if (c->FirstChildElement("failure") != nullptr) {
        ++failures;
      } else if (c->FirstChildElement("skipped") == nullptr) {
        ++passed;
      }
    }
  }
  EXPECT_EQ(root->IntAttribute("tests"), cases);
  EXPECT_EQ(root->IntAttribute("failures"), failures);
  // Named relative to the repository, as SARIF names files.
  EXPECT_EQ(suites.count("samples/broken-capacity/capacity-scheduler.xml"), 1u);
  EXPECT_GT(failures, 0);
  EXPECT_GT(passed, 0);  // findings below the gate, and proven-safe facts
}

TEST(ReportFormats, MarkdownFitsAPullRequestCommentOnThreeThousandQueues) {
  std::vector<std::pair<std::string, std::string>> props;
  std::string names;
  for (int i = 0; i < 3000; ++i) {
    const std::string q = "q" + std::to_string(i);
    names += (i == 0 ? "" : ",") + q;
    props.push_back({"yarn.scheduler.capacity.root." + q + ".maximum-capacty", "50"});
  }
  props.push_back({"yarn.scheduler.capacity.root.queues", names});
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", testing::conf_xml(props));
  const auto r = run_cli_in_process({"check", path, "--format", "markdown", "--no-solver"});
  EXPECT_LE(r.out.size(), kMarkdownMaxChars);
  EXPECT_EQ(r.out.rfind("### schedlint: ", 0), 0u);
  EXPECT_NE(r.out.find(" more (the least severe"), std::string::npos);
  EXPECT_NE(r.out.find("| error | `cs-children-capacity-sum`"), std::string::npos)
      << "errors come first";
}

TEST(ReportFormats, MarkdownEscapesConfigurationText) {
  EXPECT_EQ(markdown_cell("a|b <img src=x onerror=alert(1)> `c`\nd"),
            "a\\|b &lt;img src=x onerror=alert\\(1\\)&gt; \\`c\\` d");
}

TEST(ReportFormats, SeveralReportsFromOneRunAndNoneWhenItFails) {
  TempDir dir;
  const std::string sarif = (dir.path() / "out.sarif").string();
  const std::string junit = (dir.path() / "out.xml").string();
  // Time enough for every confirmation in both runs: with the default --confirm-budget-ms (100) a
  // loaded machine confirms fewer proofs in one run than in the other, and the summary differs.
  const auto plain =
      run_cli_in_process({"check", sample("broken-capacity"), "--confirm-budget-ms", "600000"});
  const auto r =
      run_cli_in_process({"check", sample("broken-capacity"), "--confirm-budget-ms", "600000",
                          "--report", "sarif=" + sarif, "--report", "junit=" + junit});
  EXPECT_EQ(r.code, plain.code);
  EXPECT_EQ(r.out, plain.out);  // text still on stdout
  EXPECT_EQ(nlohmann::json::parse(read_text(sarif))["version"], "2.1.0");
  EXPECT_NE(read_text(junit).find("<testsuites"), std::string::npos);

  const std::string none = (dir.path() / "none.sarif").string();
  const auto failed = run_cli_in_process(
      {"check", "/nonexistent/capacity-scheduler.xml", "--report", "sarif=" + none});
  EXPECT_EQ(failed.code, 2);
  EXPECT_FALSE(std::filesystem::exists(none));
  const auto bad = run_cli_in_process({"check", sample("broken-capacity"), "--report", "pdf=x"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("--report takes FORMAT=PATH"), std::string::npos) << bad.err;
}

TEST(ReportFormats, ABaselineRoundTripsAndMovedLinesReopenNothing) {
  const std::string config =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a,b"},
                         {"yarn.scheduler.capacity.root.a.capacity", "70"},
                         {"yarn.scheduler.capacity.root.b.capacity", "40"},
                         {"yarn.scheduler.capacity.root.a.maximum-capacty", "80"}});
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", config);
  const std::string baseline = (dir.path() / "baseline.json").string();
  const std::vector<std::string> common{"check", path, "--node-count", "2", "--no-solver"};
  const std::string kNothingLeft =
      "proofs: 0 risks found, 5 proven safe; 0 confirmed by Z3, 5 decided by arithmetic alone "
      "(--show-proven lists the safe ones)\n0 errors, 0 warnings, 0 infos\n";
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), extra.begin(), extra.end());
    return run_cli_in_process(args);
  };
  const auto first = with({"--write-baseline", baseline});
  EXPECT_EQ(first.code, 0);  // writing a baseline accepts what it records
  EXPECT_NE(read_text(baseline).find("\"schedlint_baseline\": 2"), std::string::npos);

  const auto again = with({"--baseline", baseline});
  EXPECT_EQ(again.code, 0) << again.out;
  EXPECT_EQ(again.out, kNothingLeft);

  // Lines moved: still all accepted.
  std::string moved = config;
  moved.insert(moved.find("<property>"), "<!-- moved -->\n\n\n");
  dir.write("capacity-scheduler.xml", moved);
  EXPECT_EQ(with({"--baseline", baseline}).out, kNothingLeft);

  // A value changed, the sum still wrong: the same problem, still accepted.
  std::string changed = config;
  changed.replace(changed.find("<value>40<"), 10, "<value>45<");
  dir.write("capacity-scheduler.xml", changed);
  EXPECT_EQ(with({"--baseline", baseline}).out, kNothingLeft);

  // The sum fixed and the typo moved to b: b's typo is new, and the two old entries are stale.
  std::string other = config;
  other.replace(other.find("<value>40<"), 10, "<value>30<");
  other.replace(other.find("root.a.maximum-capacty"), 22, "root.b.maximum-capacty");
  dir.write("capacity-scheduler.xml", other);
  const auto after = with({"--baseline", baseline, "--fail-on", "warning"});
  EXPECT_EQ(after.code, 1);
  EXPECT_NE(after.out.find("root.b.maximum-capacty"), std::string::npos) << after.out;
  EXPECT_NE(after.out.find("2 baseline entries match no finding"), std::string::npos) << after.out;
  EXPECT_EQ(after.out.find("[cs-children-capacity-sum]"), std::string::npos) << after.out;
}

// A baseline of format 1 (its fingerprints made of the message) is still read as it was written.
TEST(ReportFormats, ABaselineOfTheFirstFormatStillAcceptsWhatItRecorded) {
  const std::string config =
      testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                         {"yarn.scheduler.capacity.root.a.capacity", "100"},
                         {"yarn.scheduler.capacity.root.a.maximum-capacty", "80"}});
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", config);
  const std::vector<std::string> common{"check", path, "--node-count", "2", "--no-solver"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = common;
    args.insert(args.end(), extra.begin(), extra.end());
    return run_cli_in_process(args);
  };
  // Format 1 as schedlint wrote it: the entries of today's baseline, fingerprinted by their
  // message.
  const std::string today = (dir.path() / "today.json").string();
  ASSERT_LE(with({"--write-baseline", today}).code, 1);
  nlohmann::json findings = nlohmann::json::array();
  const auto written = nlohmann::json::parse(read_text(today));
  for (auto f : written["findings"]) {
    Finding finding;
    finding.rule = f["rule"];
    finding.message = f["message"];
    finding.queue = f.value("queue", "");
    f["fingerprint"] = message_fingerprint(finding, f["path"].get<std::string>());
    f.erase("about");
    findings.push_back(f);
  }
  ASSERT_FALSE(findings.empty());
  const std::string baseline =
      dir.write("baseline.json",
                nlohmann::json{{"schedlint_baseline", 1}, {"findings", findings}}.dump(2) + "\n");
  const auto accepted = with({"--baseline", baseline});
  EXPECT_EQ(accepted.code, 0) << accepted.out;
  EXPECT_NE(accepted.out.find("0 errors, 0 warnings, 0 infos"), std::string::npos) << accepted.out;
}

TEST(ReportFormats, AMalformedBaselineIsUnreadableInput) {
  TempDir dir;
  const std::string path = dir.write("capacity-scheduler.xml", "<configuration/>\n");
  const std::string baseline = dir.write(
      "b.json", "{\n  \"schedlint_baseline\": 1,\n  \"findings\": [\n    {\"rule\": 3}\n  ]\n}\n");
  const auto r = run_cli_in_process({"check", path, "--baseline", baseline});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, baseline + ":4: error: a baseline entry needs \"fingerprint\" as a string\n");
}

TEST(ReportFormats, SuppressedFindingsAreLeftOutOfSarifUnlessAskedFor) {
  TempDir dir;
  const std::string path = dir.write(
      "capacity-scheduler.xml",
      "<configuration>\n"
      "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n"
      "  <!-- schedlint:disable parse-unknown-property -- read by our plugin -->\n"
      "  <property><name>yarn.scheduler.capacity.root.a.custom-key</name><value>1</value>"
      "</property>\n"
      "</configuration>\n");
  auto results_of = [&](std::vector<std::string> extra) {
    std::vector<std::string> args{"check", path, "--format", "sarif", "--no-solver"};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto doc = nlohmann::json::parse(run_cli_in_process(args).out);
    std::vector<nlohmann::json> out;
    for (const auto& r : doc["runs"][0]["results"]) {
      if (r["ruleId"] == "parse-unknown-property") out.push_back(r);
    }
    return out;
  };
  EXPECT_TRUE(results_of({}).empty());
  const auto shown = results_of({"--sarif-include-suppressed"});
  ASSERT_EQ(shown.size(), 1u);
  EXPECT_EQ(shown[0]["suppressions"][0]["kind"], "inSource");
  EXPECT_EQ(shown[0]["suppressions"][0]["justification"], "read by our plugin");
}

// Issue 25: every output says how many findings suppressions left out.
TEST(ReportFormats, EveryFormatSaysHowManyFindingsWereSuppressed) {
  TempDir dir;
  const std::string path = dir.write(
      "capacity-scheduler.xml",
      "<configuration>\n"
      "  <property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n"
      "  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value>"
      "</property>\n"
      "  <!-- schedlint:disable parse-unknown-property -- read by our plugin -->\n"
      "  <property><name>yarn.scheduler.capacity.root.a.custom-key</name><value>1</value>"
      "</property>\n"
      "  <!-- schedlint:disable parse-unknown-property -- read by our plugin -->\n"
      "  <property><name>yarn.scheduler.capacity.root.a.other-key</name><value>1</value>"
      "</property>\n"
      "</configuration>\n");
  auto run = [&](const std::string& format) {
    const auto r = run_cli_in_process({"check", path, "--format", format, "--no-solver"});
    EXPECT_EQ(r.code, 0) << r.err;
    return r.out;
  };
  EXPECT_NE(run("text").find(" infos, 2 suppressed\n"), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(run("json"))["summary"]["suppressed"], 2);
  EXPECT_EQ(nlohmann::json::parse(run("sarif"))["runs"][0]["properties"]["suppressed"], 2);
  EXPECT_NE(run("junit").find("<property name=\"suppressed\" value=\"2\"/>"), std::string::npos);
  EXPECT_NE(run("markdown").find("proven safe, 2 suppressed\n"), std::string::npos);
  EXPECT_NE(run("html").find(">2 suppressed</span>"), std::string::npos);
  // diff says it of the new version.
  const auto diff = run_cli_in_process({"diff", path, path, "--format", "json"});
  EXPECT_EQ(nlohmann::json::parse(diff.out)["summary"]["findings"]["suppressed"], 2) << diff.err;
  const auto diff_text = run_cli_in_process({"diff", path, path});
  EXPECT_NE(diff_text.out.find(" unchanged, 2 suppressed\n"), std::string::npos) << diff_text.out;
}

}  // namespace report_formats_test
}  // namespace schedlint
