// Keeps every rule in step with its documentation, its tests and its own examples: the catalog as
// users meet it. Here, not among the rules' tests, because the examples of the proof rules need
// the real solver.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "rules/registry.h"
#include "solver/z3_prover.h"
#include "support/fixture_harness.h"
#include "support/rule_harness.h"
#include "tools/rule_pages/rule_pages.h"

namespace schedlint {
namespace rule_catalog_test {

namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const fs::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

testing::Files files_of(const std::vector<ExampleFile>& example) {
  testing::Files files;
  for (const auto& f : example)
    files.push_back({std::string(f.name), std::string(f.content)});
  return files;
}

TEST(RuleCatalog, IdsAreUniqueKebabCaseWithAnAreaPrefix) {
  const std::regex id_pattern(
      "(parse|cs|fs|alloc|node|acl|placement|preempt|suppression|baseline|change|wl)-[a-z0-9]+(-[a-"
      "z0-"
      "9]+)*|"
      "reservation-deadlock|guarantee-infeasible-after-failure|am-starvation|container-"
      "unplaceable|unused-suppression");
  std::set<std::string_view> seen;
  for (const Rule& rule : all_rules()) {
    EXPECT_TRUE(std::regex_match(std::string(rule.info.id), id_pattern)) << rule.info.id;
    EXPECT_TRUE(seen.insert(rule.info.id).second) << "duplicate id " << rule.info.id;
    EXPECT_FALSE(rule.info.summary.empty()) << rule.info.id;
    EXPECT_EQ(rule.info.summary.back(), '.') << rule.info.id << ": a summary is one sentence";
  }
}

TEST(RuleCatalog, EveryRuleHasItsPageWhoseFirstSentenceIsTheSummary) {
  for (const Rule& rule : all_rules()) {
    const fs::path page =
        fs::path(testing::source_dir()) / "docs" / "rules" / (std::string(rule.info.id) + ".md");
    ASSERT_TRUE(fs::exists(page)) << page;
    const auto lines = lines_of(page);
    ASSERT_GE(lines.size(), 3u) << page;
    EXPECT_EQ(lines[0], "# " + std::string(rule.info.id)) << page;
    EXPECT_EQ(lines[2], rule.info.summary) << page;
  }
}

// The examples, what schedlint reports on them and how to silence a rule are made from its
// RuleInfo (tools/rule_pages); scripts/update-generated.sh writes them into the pages.
TEST(RuleCatalog, EveryPageHoldsThePartsGeneratedFromItsRuleInfo) {
  const smt::Z3Prover prover;
  for (const Rule& rule : all_rules()) {
    const std::string name = "docs/rules/" + std::string(rule.info.id) + ".md";
    const std::string page = read_text(fs::path(testing::source_dir()) / name);
    try {
      const std::string generated =
          rule_pages::with_generated_parts(page, rule_pages::generated_parts(rule, prover));
      EXPECT_TRUE(generated == page)
          << name << ": its generated parts are not what its RuleInfo makes now; run "
          << "scripts/update-generated.sh and review the diff";
    } catch (const std::exception& e) {
      ADD_FAILURE() << name << ": " << e.what();
    }
  }
}

TEST(RuleCatalog, TheCatalogPageListsEveryRuleWithItsSeverityInCatalogOrder) {
  const std::regex row(
      R"(^\| \[([a-z0-9-]+)\]\(rules/([a-z0-9-]+)\.md\) \| (error|warning|info) \|.*)");
  std::vector<std::string> listed;
  for (const std::string& line : lines_of(fs::path(testing::source_dir()) / "docs" / "rules.md")) {
    std::smatch m;
    if (!std::regex_match(line, m, row)) continue;
    EXPECT_EQ(m[1], m[2]) << line;
    listed.push_back(m[1].str() + " " + m[3].str());
  }
  std::vector<std::string> catalog;
  for (const Rule& rule : all_rules()) {
    catalog.push_back(std::string(rule.info.id) + " " +
                      std::string(severity_name(rule.info.severity)));
  }
  EXPECT_EQ(listed, catalog);
}

TEST(RuleCatalog, EveryPageBelongsToARule) {
  for (const auto& entry :
       fs::directory_iterator(fs::path(testing::source_dir()) / "docs" / "rules")) {
    const std::string id = entry.path().stem().string();
    EXPECT_NE(find_rule(id), nullptr) << "docs/rules/" << id << ".md has no rule";
  }
}

TEST(RuleCatalog, EveryRuleHasItsTestFile) {
  for (const Rule& rule : all_rules()) {
    const fs::path test = fs::path(testing::source_dir()) / "tests" / "rules" /
                          (std::string(rule.info.id) + "_test.cpp");
    EXPECT_TRUE(fs::exists(test)) << test;
  }
}

// Each rule shows, in tests/fixtures/rules/<id>/, a case where it fires (a case whose files expect
// one of its findings) and one where it stays silent; tests/cli/rule_fixtures_test.cpp runs them.
TEST(RuleCatalog, EveryRuleHasAFixtureThatFiresAndOneThatStaysSilent) {
  std::map<std::string, std::pair<int, int>> cases;  // rule -> (firing, silent)
  for (const testing::FixtureCase& c : testing::fixture_cases()) {
    bool fires = false;
    for (const testing::FixtureFinding& f : testing::case_expectations(c.dir))
      fires = fires || f.rule == c.rule;
    auto& [firing, silent] = cases[c.rule];
    (fires ? firing : silent) += 1;
  }
  for (const Rule& rule : all_rules()) {
    const auto& [firing, silent] = cases[std::string(rule.info.id)];
    EXPECT_GE(firing, 1) << "tests/fixtures/rules/" << rule.info.id
                         << "/ has no case that expects a finding of the rule";
    EXPECT_GE(silent, 1) << "tests/fixtures/rules/" << rule.info.id
                         << "/ has no case in which the rule stays silent";
  }
}

TEST(RuleCatalog, EveryFixtureFolderBelongsToARule) {
  for (const testing::FixtureCase& c : testing::fixture_cases())
    EXPECT_NE(find_rule(c.rule), nullptr) << "tests/fixtures/rules/" << c.rule << " has no rule";
}

// scripts/new_rule.py writes a rule's files with TODO(new_rule.py) where the author must write
// something: the rule is registered, but fails here (and its examples fail EveryExampleBehaves)
// until every one is done.
TEST(RuleCatalog, NoRuleIsLeftAsNewRulePyWroteIt) {
  const fs::path root = testing::source_dir();
  std::vector<fs::path> files{root / "docs" / "rules.md"};
  for (const char* dir : {"rules", "docs/rules", "tests/rules", "tests/fixtures/rules"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
      if (entry.is_regular_file()) files.push_back(entry.path());
    }
  }
  std::string left;
  for (const fs::path& file : files) {
    const auto lines = lines_of(file);
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].find("TODO(new_rule.py)") != std::string::npos)
        left += file.lexically_relative(root).generic_string() + ":" + std::to_string(i + 1) +
                ": " + lines[i] + "\n";
    }
  }
  EXPECT_EQ(left, "") << "what scripts/new_rule.py left to write";
}

TEST(RuleCatalog, EveryExampleBehaves) {
  const smt::Z3Prover prover;
  for (const Rule& rule : all_rules()) {
    const std::string id(rule.info.id);
    const std::string version(rule.info.example_version);
    if (rule.info.fires.empty() || rule.info.silent.empty()) {
      ADD_FAILURE() << id << ": a rule needs a firing and a silent example";
      continue;
    }
    if (rule.check_change != nullptr) {
      // A change rule's examples are two versions each; the silent one is a change to copy: no
      // change rule objects to it, and the version after has no error or warning of its own.
      EXPECT_FALSE(testing::run_change_rule(files_of(rule.info.fires), id, version).empty())
          << id << ": the firing example does not fire";
      for (const Finding& f :
           testing::run_change_rules(files_of(rule.info.silent), version).findings)
        EXPECT_EQ(f.severity, Severity::kInfo) << id << ": " << ::testing::PrintToString(f);
      const Model after = testing::load_change(files_of(rule.info.silent), version).after;
      for (const Finding& f :
           run_all_rules(after, AnalysisOptions{}, RuleSelection{}, prover).findings) {
        EXPECT_EQ(f.severity, Severity::kInfo) << id << ": " << ::testing::PrintToString(f);
      }
      continue;
    }
    const RuleRun fires = testing::run_one_rule(
        testing::load_files(files_of(rule.info.fires), version), id, AnalysisOptions{}, prover);
    EXPECT_FALSE(fires.findings.empty()) << id << ": the firing example does not fire";
    // The silent example is the fix to copy: its own rule is silent, and no rule at all finds
    // an error or a warning in it. Infos may remain: a minimal example gives no nodes and leaves
    // root's ACL at its default, which node-spec-missing and acl-root-open point out.
    const RuleRun silent = run_all_rules(testing::load_files(files_of(rule.info.silent), version),
                                         AnalysisOptions{}, RuleSelection{}, prover);
    EXPECT_TRUE(silent.internal_errors.empty()) << id;
    for (const Finding& f : silent.findings) {
      EXPECT_TRUE(f.rule != id && f.severity == Severity::kInfo)
          << id << ": its silent example has " << ::testing::PrintToString(f);
    }
  }
}

}  // namespace rule_catalog_test
}  // namespace schedlint
