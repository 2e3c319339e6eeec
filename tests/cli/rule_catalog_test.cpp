// Keeps every rule in step with its documentation, its tests and its own examples: the catalog as
// users meet it. Here, not among the rules' tests, because the examples of the proof rules need
// the real solver.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include <gtest/gtest.h>

#include "rules/registry.h"
#include "solver/z3_prover.h"
#include "support/rule_harness.h"

namespace schedlint {
namespace rule_catalog_test {

namespace fs = std::filesystem;

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
      "(parse|cs|fs|alloc|node|acl|placement|preempt)-[a-z0-9]+(-[a-z0-9]+)*|"
      "reservation-deadlock|guarantee-infeasible-after-failure|am-starvation|container-"
      "unplaceable");
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

TEST(RuleCatalog, EveryExampleBehaves) {
  const smt::Z3Prover prover;
  for (const Rule& rule : all_rules()) {
    const std::string id(rule.info.id);
    const std::string version(rule.info.example_version);
    const RuleRun fires = testing::run_one_rule(
        testing::load_files(files_of(rule.info.fires), version), id, AnalysisOptions{}, prover);
    EXPECT_FALSE(fires.findings.empty()) << id << ": the firing example does not fire";
    const RuleRun silent = testing::run_one_rule(
        testing::load_files(files_of(rule.info.silent), version), id, AnalysisOptions{}, prover);
    EXPECT_TRUE(silent.findings.empty()) << id << ": the silent example fires";
  }
}

}  // namespace rule_catalog_test
}  // namespace schedlint
