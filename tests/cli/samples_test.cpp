// `schedlint check` on the bundled samples (samples/README.md says what each one shows).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_support.h"

namespace schedlint {
namespace {

using testing::run_cli_in_process;

std::string sample(const std::string& name) { return testing::source_dir() + "/samples/" + name; }

nlohmann::json check_json(const std::string& name) {
  const auto r = run_cli_in_process({"check", sample(name), "--format", "json", "--fail-on", "never"});
  EXPECT_EQ(r.code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

std::vector<std::pair<std::string, int>> rule_lines(const nlohmann::json& doc) {
  std::vector<std::pair<std::string, int>> out;
  for (const auto& f : doc["findings"]) out.push_back({f["rule"], f["line"]});
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

TEST(Samples, HealthyClustersHaveNoErrorsOrWarnings) {
  for (const char* name : {"healthy-capacity", "healthy-fair"}) {
    const auto doc = check_json(name);
    EXPECT_EQ(doc["summary"]["error"], 0) << name << doc.dump(2);
    EXPECT_EQ(doc["summary"]["warning"], 0) << name << doc.dump(2);
  }
  EXPECT_EQ(run_cli_in_process({"check", sample("healthy-capacity"), "--fail-on", "warning"}).code, 0);
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

}  // namespace
}  // namespace schedlint
