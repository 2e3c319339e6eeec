// Keeps every rule in step with its documentation, its tests and its own examples: the catalog as
// users meet it. Here, not among the rules' tests, because the examples of the proof rules need
// the real solver.
#include <algorithm>
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

// The code blocks (without their fences) of the section of `page` under `heading`.
std::vector<std::string> code_blocks(const std::vector<std::string>& page,
                                     const std::string& heading) {
  std::vector<std::string> blocks;
  bool in_section = false, in_block = false;
  for (const std::string& line : page) {
    if (!in_block && line.rfind("## ", 0) == 0) in_section = line == heading;
    if (!in_section) continue;
    if (line.rfind("```", 0) == 0) {
      in_block = !in_block;
      if (in_block) blocks.emplace_back();
    } else if (in_block) {
      blocks.back() += line + "\n";
    }
  }
  return blocks;
}

bool contains(const std::vector<std::string>& blocks, std::string_view content) {
  std::string text(content);
  if (text.empty() || text.back() != '\n') text += '\n';
  return std::find(blocks.begin(), blocks.end(), text) != blocks.end();
}

testing::Files files_of(const std::vector<ExampleFile>& example) {
  testing::Files files;
  for (const auto& f : example)
    files.push_back({std::string(f.name), std::string(f.content)});
  return files;
}

TEST(RuleCatalog, IdsAreUniqueKebabCaseWithAnAreaPrefix) {
  const std::regex id_pattern(
      "(parse|cs|fs|alloc|node|acl|placement|preempt|suppression|baseline|change)-[a-z0-9]+(-[a-z0-"
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

TEST(RuleCatalog, EveryPageShowsItsRulesExamplesAsTheyAreTested) {
  for (const Rule& rule : all_rules()) {
    const auto page = lines_of(fs::path(testing::source_dir()) / "docs" / "rules" /
                               (std::string(rule.info.id) + ".md"));
    const auto problematic = code_blocks(page, "## Problematic configuration");
    const auto correct = code_blocks(page, "## Correct configuration");
    std::vector<std::string> firing;
    for (const ExampleFile& f : rule.info.fires) {
      EXPECT_TRUE(contains(problematic, f.content))
          << rule.info.id << ": " << f.name << " of the firing example is not on the page";
      firing.push_back(std::string(f.content) + (f.content.ends_with('\n') ? "" : "\n"));
    }
    // A file the two examples share may be shown once, with the problem.
    for (const ExampleFile& f : rule.info.silent) {
      EXPECT_TRUE(contains(correct, f.content) || contains(firing, f.content))
          << rule.info.id << ": " << f.name << " of the silent example is not on the page";
    }
  }
}

TEST(RuleCatalog, TheReadmeTableListsEveryRuleWithItsSeverityInCatalogOrder) {
  const std::regex row(
      R"(^\| \[([a-z0-9-]+)\]\(docs/rules/([a-z0-9-]+)\.md\) \| (error|warning|info) \|.*)");
  std::vector<std::string> listed;
  for (const std::string& line : lines_of(fs::path(testing::source_dir()) / "README.md")) {
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

TEST(RuleCatalog, EveryExampleBehaves) {
  const smt::Z3Prover prover;
  for (const Rule& rule : all_rules()) {
    const std::string id(rule.info.id);
    const std::string version(rule.info.example_version);
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
