// `schedlint check` on the bundled samples (samples/README.md says what each one shows).
#include <algorithm>
#include <fstream>
#include <set>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "solver/z3_prover.h"
#include "support/cli_harness.h"
#include "support/rule_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace samples_test {

using testing::run_cli_in_process;

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

// With time enough for every proof and confirmation on a loaded machine (the default
// --confirm-budget-ms is 100): what the samples show must not depend on the machine's speed.
nlohmann::json check_json(const std::string& name) {
  const auto r = run_cli_in_process({"check", sample(name), "--format", "json", "--fail-on",
                                     "never", "--solver-timeout-ms", "60000", "--solver-budget-ms",
                                     "600000", "--confirm-budget-ms", "600000"});
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

std::vector<std::pair<std::string, int>> rule_lines(const nlohmann::json& doc) {
  std::vector<std::pair<std::string, int>> out;
  for (const auto& f : doc["findings"])
    out.push_back({f["rule"], f["line"]});
  return out;
}

TEST(Samples, IncidentIsAnalyzedAsHadoop27FromItsProjectConfig) {
  const auto doc = check_json("incident-reservation-deadlock");
  EXPECT_EQ(doc["hadoop_version"], "2.7");
  ASSERT_EQ(doc["inputs"].size(), 3u);  // fair-scheduler.xml, nodes.yaml, yarn-site.xml
  for (const auto& f : doc["findings"]) {
    EXPECT_NE(f["severity"], "error") << f.dump();
    EXPECT_NE(f["rule"].get<std::string>().rfind("parse-", 0), 0u) << f.dump();
  }
}

TEST(Samples, IncidentReportsTheReservationDeadlockWellBelowTheSixtyPercentItStoppedAt) {
  const auto doc = check_json("incident-reservation-deadlock");
  const nlohmann::json* deadlock = nullptr;
  for (const auto& f : doc["findings"]) {
    if (f["rule"] == "reservation-deadlock") deadlock = &f;
  }
  ASSERT_NE(deadlock, nullptr) << doc.dump(2);
  const auto& f = *deadlock;
  EXPECT_EQ(f["severity"], "warning");
  EXPECT_EQ(f["path"].get<std::string>().substr(f["path"].get<std::string>().rfind('/') + 1),
            "yarn-site.xml");
  EXPECT_EQ(f["line"], 30);  // yarn.scheduler.maximum-allocation-mb
  EXPECT_EQ(f["proof"]["status"], "sat");
  const auto& w = f["proof"]["witness"];
  // 102400 MB nodes, a 64000 MB request: held from 38912 MB used per node (1024 MB units).
  EXPECT_DOUBLE_EQ(w["min_utilization"].get<double>(), 38912.0 / 102400.0);
  EXPECT_EQ(w["request"], (nlohmann::json{{"memory_mb", 64000}, {"vcores", 1}}));
  EXPECT_EQ(w["applications"], 1);  // 2.7: no reservable-nodes limit
  ASSERT_EQ(w["node_groups"].size(), 1u);
  EXPECT_EQ(w["node_groups"][0]["nodes"], 12);
  EXPECT_EQ(w["node_groups"][0]["used"]["memory_mb"], 38912);
  EXPECT_EQ(w["node_groups"][0]["free"]["memory_mb"], 63488);
  EXPECT_EQ(w["node_groups"][0]["held_by"], "memory");
}

TEST(Samples, HealthyClustersProveTheDeadlockUnreachableOrAboveTheThreshold) {
  const auto fair = check_json("healthy-fair");
  bool above = false;
  for (const auto& f : fair["findings"]) {
    if (f["rule"] != "reservation-deadlock") continue;
    EXPECT_EQ(f["severity"], "info");
    EXPECT_GE(f["proof"]["witness"]["min_utilization"].get<double>(), 0.8);
    above = true;
  }
  EXPECT_TRUE(above) << fair.dump(2);
  const auto capacity = check_json("healthy-capacity");
  bool refuted = false;
  for (const auto& fact : capacity["proven_safe"])
    refuted = refuted || fact["rule"] == "reservation-deadlock";
  EXPECT_TRUE(refuted) << capacity.dump(2);
}

TEST(Samples, ProvenSafeFactsAreCountedInOneLineAndListedOnRequest) {
  const auto quiet = run_cli_in_process({"check", sample("healthy-capacity")});
  EXPECT_EQ(quiet.out.find("proven safe:\n"), std::string::npos) << quiet.out;
  EXPECT_NE(quiet.out.find("proven safe; "), std::string::npos) << quiet.out;
  EXPECT_NE(quiet.out.find("(--show-proven lists the safe ones)\n0 errors, 0 warnings, 0 infos"),
            std::string::npos)
      << quiet.out;
  const auto listed = run_cli_in_process({"check", sample("healthy-capacity"), "--show-proven"});
  EXPECT_NE(listed.out.find("proven safe:\n"), std::string::npos) << listed.out;
  EXPECT_NE(
      listed.out.find("can never hold every node of the default partition that could host it"),
      std::string::npos)
      << listed.out;
  EXPECT_NE(listed.out.find("0 errors, 0 warnings, 0 infos"), std::string::npos) << listed.out;
}

TEST(Samples, EveryProofIsConfirmedByZ3) {
  for (const char* name :
       {"healthy-capacity", "healthy-fair", "incident-reservation-deadlock", "broken-capacity"}) {
    const auto doc = check_json(name);
    const auto& proofs = doc["summary"]["proofs"];
    EXPECT_GT(proofs["found"].get<int>() + proofs["proven_safe"].get<int>(), 0) << name;
    for (const auto& f : doc["findings"]) {
      if (f.contains("proof") && f["proof"]["status"] == "sat")
        EXPECT_EQ(f["proof"]["decided_by"], "z3") << name << f.dump();
    }
    for (const auto& fact : doc["proven_safe"]) {
      // Answers that need no query (the engine enumerates them) say so.
      if (fact["decided_by"] != "z3")
        EXPECT_EQ(fact["why_arithmetic"].get<std::string>().rfind("no solver query: ", 0), 0u)
            << name << fact.dump();
    }
  }
}

TEST(Samples, NoSolverDecidesTheProofsByArithmeticAlone) {
  const auto with_z3 = check_json("incident-reservation-deadlock");
  const auto r = run_cli_in_process(
      {"check", sample("incident-reservation-deadlock"), "--no-solver", "--format", "json"});
  const auto doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["summary"]["proofs"]["decided_by_z3"], 0);
  EXPECT_EQ(doc["summary"]["proofs"]["found"], with_z3["summary"]["proofs"]["found"]);
  EXPECT_EQ(doc["summary"]["proofs"]["proven_safe"], with_z3["summary"]["proofs"]["proven_safe"]);
  for (const auto& f : doc["findings"]) {
    if (f.contains("proof") && f["proof"]["status"] == "sat")
      EXPECT_EQ(f["proof"]["decided_by"], "arithmetic") << f.dump();
  }
}

TEST(Samples, HealthyClustersHaveNoErrorsOrWarnings) {
  for (const char* name : {"healthy-capacity", "healthy-fair"}) {
    const auto doc = check_json(name);
    EXPECT_EQ(doc["summary"]["error"], 0) << name << doc.dump(2);
    EXPECT_EQ(doc["summary"]["warning"], 0) << name << doc.dump(2);
  }
  EXPECT_EQ(run_cli_in_process({"check", sample("healthy-capacity"), "--fail-on", "warning"}).code,
            0);
}

TEST(Samples, BrokenCapacityReportsItsParseProblemsAtTheirLines) {
  const auto doc = check_json("broken-capacity");
  const auto found = rule_lines(doc);
  for (const std::pair<std::string, int> expected :
       {std::pair{"parse-unknown-property", 83}, std::pair{"parse-invalid-value", 100},
        std::pair{"cs-orphan-queue-property", 190}, std::pair{"parse-duplicate-property", 196}}) {
    EXPECT_NE(std::find(found.begin(), found.end(), expected), found.end())
        << expected.first << " at line " << expected.second;
  }
  EXPECT_EQ(run_cli_in_process({"check", sample("broken-capacity")}).code, 1);
}

// Every problem in one run: fixing any one error of broken-capacity brings up no finding the
// first run did not already report (no error hides another problem).
TEST(Samples, FixingAnyOneErrorOfBrokenCapacityRevealsNothingNew) {
  struct Fix {
    std::string rule, from, to;  // the error's rule, and the text that fixes it
  };
  const std::vector<Fix> fixes{
      {"cs-mapping-invalid-queue",
       "u:archiver:legacy,g:marketing:marketing,g:engineering:prod,g:analysts:reports",
       "u:archiver:legacy,g:analysts:reports"},
      {"cs-children-capacity-sum", "root.default.capacity</name>\n    <value>60</value>",
       "root.default.capacity</name>\n    <value>50</value>"},
      {"cs-queue-max-allocation-above-cluster",
       "root.prod.etl.maximum-allocation-mb</name>\n    <value>16384</value>",
       "root.prod.etl.maximum-allocation-mb</name>\n    <value>8192</value>"},
      {"parse-invalid-value", "<value>abc</value>", "<value>100</value>"},
      {"cs-labels-not-subset",
       "root.prod.reports.accessible-node-labels</name>\n    <value>fast</value>",
       "root.prod.reports.accessible-node-labels</name>\n    <value> </value>"},
      {"cs-default-label-inaccessible",
       "root.prod.sandbox.default-node-label-expression</name>\n    <value>fast</value>",
       "root.prod.sandbox.default-node-label-expression</name>\n    <value></value>"},
      {"cs-capacity-exceeds-maximum", "root.default.maximum-capacity</name>\n    <value>40</value>",
       // unset (100%), with a user-limit-factor that lets a lone user reach it
       "root.default.maximum-capacity</name>\n    <value></value></property><property><name>"
       "yarn.scheduler.capacity.root.default.user-limit-factor</name><value>1.7</value>"},
      {"cs-max-applications-zero", "root.batch.maximum-applications</name>\n    <value>0</value>",
       "root.batch.maximum-applications</name>\n    <value>100</value>"},
  };
  auto read = [](const std::string& name) {
    std::ifstream in(sample("broken-capacity") + "/" + name);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  testing::Files files{{"capacity-scheduler.xml", read("capacity-scheduler.xml")},
                       {"yarn-site.xml", read("yarn-site.xml")},
                       {"nodes.yaml", read("nodes.yaml")}};
  const smt::Z3Prover prover;
  auto findings = [&](const testing::Files& f) {
    std::set<std::string> out;
    for (const Finding& x :
         run_all_rules(testing::load_files(f), AnalysisOptions{}, RuleSelection{}, prover)
             .findings) {
      out.insert(x.rule + " " + x.loc.file + ":" + std::to_string(x.loc.line) + " " + x.queue);
    }
    return out;
  };
  auto of_rule = [](const std::set<std::string>& all, const std::string& rule) {
    return std::count_if(all.begin(), all.end(),
                         [&](const std::string& f) { return f.rfind(rule + " ", 0) == 0; });
  };
  const std::set<std::string> first = findings(files);
  // A value Hadoop cannot read announces the checks it holds back for its queue (and those under
  // it): findings there may appear once it is fixed.
  std::vector<std::string> announced;
  for (const Finding& x :
       run_all_rules(testing::load_files(files), AnalysisOptions{}, RuleSelection{}, prover)
           .findings) {
    if (x.rule == "parse-invalid-value" && !x.details.empty()) announced.push_back(x.queue);
  }
  auto was_announced = [&](const std::string& f) {
    const std::string queue = f.substr(f.rfind(' ') + 1);
    return std::any_of(announced.begin(), announced.end(), [&](const std::string& q) {
      return queue == q || queue.rfind(q + ".", 0) == 0;
    });
  };
  EXPECT_EQ(announced, std::vector<std::string>{"root.prod.reports"});
  for (const Fix& fix : fixes) {
    testing::Files fixed = files;
    std::string& xml = fixed[0].second;
    const size_t at = xml.find(fix.from);
    ASSERT_NE(at, std::string::npos) << fix.rule;
    xml.replace(at, fix.from.size(), fix.to);
    const std::set<std::string> after = findings(fixed);
    EXPECT_LT(of_rule(after, fix.rule), of_rule(first, fix.rule)) << fix.rule << " not fixed";
    for (const std::string& f : after) {
      EXPECT_TRUE(first.count(f) > 0 || was_announced(f))
          << "fixing " << fix.rule << " reveals " << f;
    }
  }
}

}  // namespace samples_test
}  // namespace schedlint
