#include <algorithm>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "rules/registry.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace other_commands_test {

using testing::run_cli_in_process;

TEST(RulesCommand, ListsEveryRuleAsText) {
  const auto r = run_cli_in_process({"rules"});
  EXPECT_EQ(r.code, 0);
  for (const Rule& rule : all_rules()) {
    EXPECT_NE(r.out.find(std::string(rule.info.id)), std::string::npos) << rule.info.id;
  }
  // One aligned row per rule: id, severity, summary.
  EXPECT_NE(r.out.find("parse-invalid-value "), std::string::npos);
  EXPECT_NE(r.out.find(" error    A value the ResourceManager would reject"), std::string::npos);
}

TEST(RulesCommand, ListsEveryRuleAsJson) {
  const auto doc = nlohmann::json::parse(run_cli_in_process({"rules", "--format", "json"}).out);
  ASSERT_EQ(doc["rules"].size(), all_rules().size());
  EXPECT_EQ(doc["rules"][0]["id"], "parse-invalid-value");
  EXPECT_EQ(doc["rules"][0]["severity"], "error");
  EXPECT_EQ(doc["rules"][0]["docs"], "docs/rules/parse-invalid-value.md");
  EXPECT_EQ(doc["rules"][0]["command"], "check");
  // The change rules need two versions: only `diff` runs them.
  for (const auto& rule : doc["rules"]) {
    const bool change = std::string(rule["id"]).rfind("change-", 0) == 0;
    EXPECT_EQ(rule["command"], change ? "diff" : "check") << rule["id"];
  }
}

TEST(RulesCommand, EachRiskPointsAtItsEntryInTheRiskCatalogue) {
  std::ifstream in(testing::source_dir() + "/docs/risks.md");
  const std::string catalogue((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
  const auto doc = nlohmann::json::parse(run_cli_in_process({"rules", "--format", "json"}).out);
  int linked = 0;
  for (const auto& rule : doc["rules"]) {
    const std::string risk = rule["risk"];
    EXPECT_EQ(rule["risk_docs"].empty(), risk.empty()) << rule["id"];
    for (const auto& page : rule["risk_docs"]) {
      const std::string anchor = std::string(page).substr(std::string("docs/risks.md#").size());
      EXPECT_NE(catalogue.find("<a id=\"" + anchor + "\"></a>"), std::string::npos)
          << rule["id"] << " -> " << page;
      ++linked;
    }
  }
  EXPECT_GT(linked, 40);
  const auto guarantee = std::find_if(doc["rules"].begin(), doc["rules"].end(), [](const auto& r) {
    return r["id"] == "guarantee-infeasible-after-failure";
  });
  ASSERT_NE(guarantee, doc["rules"].end());
  EXPECT_EQ((*guarantee)["risk_docs"],
            nlohmann::json::array({"docs/risks.md#c5", "docs/risks.md#c6", "docs/risks.md#f1"}));
}

TEST(Cli, EachCommandsHelpOffersOnlyWhatItUses) {
  const auto check = run_cli_in_process({"check", "--help"});
  EXPECT_EQ(check.code, 0);
  // Options are listed one a line, indented.
  auto lists = [](const std::string& help, const std::string& option) {
    return help.find("\n  " + option + " ") != std::string::npos;
  };
  for (const char* option : {"--fail-on", "--no-solver", "--am-mb", "--scheduler", "--format"})
    EXPECT_TRUE(lists(check.out, option)) << option;
  const auto shares = run_cli_in_process({"shares", "--help"});
  for (const char* option : {"--fail-on", "--no-solver", "--disable", "--max-utilization"})
    EXPECT_FALSE(lists(shares.out, option)) << option;
  EXPECT_TRUE(lists(shares.out, "--active"));
  const auto preempt = run_cli_in_process({"preempt", "--help"});
  EXPECT_FALSE(lists(preempt.out, "--am-mb"));
  EXPECT_TRUE(lists(preempt.out, "--usage"));
  // Each command's --help lists exactly the formats its writer table has.
  EXPECT_NE(check.out.find("text|json|sarif|junit|markdown|html|codeclimate|github (default text)"),
            std::string::npos)
      << check.out;
  EXPECT_NE(shares.out.find("text|json|html (default text)"), std::string::npos) << shares.out;
  EXPECT_TRUE(lists(check.out, "--baseline"));
  EXPECT_FALSE(lists(shares.out, "--baseline"));
  const auto pdf = run_cli_in_process({"check", "x.xml", "--format", "pdf"});
  EXPECT_EQ(pdf.code, 2);
  EXPECT_NE(
      pdf.err.find("--format must be one of text, json, sarif, junit, markdown, html, codeclimate, "
                   "github"),
      std::string::npos)
      << pdf.err;
  // shares prints numbers, not findings: text, JSON and the HTML picture, no CI format.
  const auto sarif = run_cli_in_process({"shares", "x.xml", "--format", "sarif"});
  EXPECT_EQ(sarif.code, 2);
  EXPECT_NE(sarif.err.find("--format must be one of text, json, html"), std::string::npos)
      << sarif.err;
}

TEST(Cli, HelpAndVersionExitZero) {
  EXPECT_EQ(run_cli_in_process({"--help"}).code, 0);
  const auto v = run_cli_in_process({"--version"});
  EXPECT_EQ(v.code, 0);
  EXPECT_NE(v.out.find("schedlint 0.1.0 (Z3 "), std::string::npos);
}

}  // namespace other_commands_test
}  // namespace schedlint
