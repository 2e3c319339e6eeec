// scripts/new_rule.py, run on a copy of the files it edits: what it writes for a rule, and that it
// writes nothing for an id the project would refuse.
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <gtest/gtest.h>

#include "support/fixture_harness.h"
#include "support/test_support.h"
#include "tools/rule_pages/rule_pages.h"

namespace schedlint {
namespace new_rule_script_test {

namespace fs = std::filesystem;
using testing::TempDir;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

// A temporary repository holding what the script reads and edits.
struct Repository {
  TempDir dir;
  Repository() {
    const fs::path source = testing::source_dir();
    for (const char* file : {"docs/contributing.md", "rules/rule_list.inc", "docs/rules.md",
                             "rules/cs-children-capacity-sum.cpp", ".clang-format"}) {
      dir.write(file, read_text(source / file));
    }
  }
  std::string text(const std::string& file) const { return read_text(dir.path() / file); }
  // Runs the script with `args`; returns its exit code.
  int new_rule(const std::string& args) const {
    const std::string command = "python3 '" + testing::source_dir() + "/scripts/new_rule.py' " +
                                args + " --root '" + dir.path().string() + "' >'" +
                                (dir.path() / "log").string() + "' 2>&1";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  std::vector<std::string> files() const {
    std::vector<std::string> out;
    for (const auto& entry : fs::recursive_directory_iterator(dir.path())) {
      if (entry.is_regular_file() && entry.path().filename() != "log")
        out.push_back(entry.path().lexically_relative(dir.path()).generic_string());
    }
    std::sort(out.begin(), out.end());
    return out;
  }
};

// The index of the last line of `lines` that starts with `prefix`.
size_t last_starting(const std::vector<std::string>& lines, const std::string& prefix) {
  size_t at = lines.size();
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind(prefix, 0) == 0) at = i;
  }
  return at;
}

bool formatted(const Repository& repo, const std::string& file) {
  if (std::system("command -v clang-format >/dev/null 2>&1") != 0) return true;  // format test
  const std::string command = "cd '" + repo.dir.path().string() +
                              "' && clang-format --dry-run --Werror '" + file + "' 2>/dev/null";
  return std::system(command.c_str()) == 0;
}

TEST(NewRuleScript, WritesEveryFileARuleNeedsRegisteredAfterItsArea) {
  Repository repo;
  const auto list_before = lines_of(repo.text("rules/rule_list.inc"));
  const auto readme_before = lines_of(repo.text("docs/rules.md"));
  ASSERT_EQ(repo.new_rule("cs-example-rule --severity warning"), 0) << repo.text("log");

  const std::string cpp = repo.text("rules/cs-example-rule.cpp");
  for (const char* part :
       {"namespace schedlint::rules::cs_example_rule {", ".id = \"cs-example-rule\",",
        ".severity = Severity::kWarning,", ".needs = {Need::kCapacityFile},",
        "void check(const AnalysisContext& context, FindingSink& sink) {", "const Rule& rule() {",
        "static const Rule rule{info(), check};", "TODO(new_rule.py)"}) {
    EXPECT_NE(cpp.find(part), std::string::npos) << part << "\n" << cpp;
  }
  EXPECT_TRUE(formatted(repo, "rules/cs-example-rule.cpp")) << cpp;

  // Registered after the last rule of its area, the rest unchanged.
  auto list = lines_of(repo.text("rules/rule_list.inc"));
  const size_t at = last_starting(list_before, "SCHEDLINT_RULE(cs_") + 1;
  ASSERT_LT(at, list.size());
  EXPECT_EQ(list[at], "SCHEDLINT_RULE(cs_example_rule)");
  list.erase(list.begin() + static_cast<long>(at));
  EXPECT_EQ(list, list_before);

  // The catalog page's row, as the catalog test reads it, after the area's last row.
  auto readme = lines_of(repo.text("docs/rules.md"));
  const size_t row = last_starting(readme_before, "| [cs-") + 1;
  ASSERT_LT(row, readme.size());
  EXPECT_TRUE(std::regex_match(
      readme[row], std::regex(R"(^\| \[cs-example-rule\]\(rules/cs-example-rule\.md\) \| )"
                              R"(warning \| .*TODO\(new_rule\.py\).*)")))
      << readme[row];
  readme.erase(readme.begin() + static_cast<long>(row));
  EXPECT_EQ(readme, readme_before);

  // The page: its summary line is the RuleInfo's, and the generated parts can be filled in.
  const std::string page = repo.text("docs/rules/cs-example-rule.md");
  const auto page_lines = lines_of(page);
  ASSERT_GE(page_lines.size(), 3u);
  EXPECT_EQ(page_lines[0], "# cs-example-rule");
  EXPECT_NE(cpp.find(".summary = \"" + page_lines[2] + "\""), std::string::npos) << page_lines[2];
  const std::string filled = rule_pages::with_generated_parts(
      page, {{"problematic", "## Problematic configuration", "the fires files\n"},
             {"correct", "## Correct configuration", "the silent files\n"},
             {"suppressing", "## Suppressing it", "how to silence it\n"}});
  for (const char* text : {"the fires files", "the silent files", "how to silence it"})
    EXPECT_NE(filled.find(text), std::string::npos) << filled;

  const std::string test = repo.text("tests/rules/cs-example-rule_test.cpp");
  EXPECT_NE(test.find("namespace cs_example_rule_test {"), std::string::npos) << test;
  EXPECT_TRUE(formatted(repo, "tests/rules/cs-example-rule_test.cpp")) << test;

  // Two fixture cases of a configuration folder, with no expectation yet.
  for (const char* c : {"fires", "silent"}) {
    const fs::path dir = repo.dir.path() / "tests/fixtures/rules/cs-example-rule" / c;
    EXPECT_TRUE(fs::exists(dir / "capacity-scheduler.xml")) << dir;
    EXPECT_TRUE(testing::case_expectations(dir).empty());
  }
}

TEST(NewRuleScript, AChangeRuleChecksAChangeAndItsCasesHoldTwoVersions) {
  Repository repo;
  ASSERT_EQ(repo.new_rule("change-example-rule --change --severity error"), 0) << repo.text("log");
  const std::string cpp = repo.text("rules/change-example-rule.cpp");
  EXPECT_NE(cpp.find("void check_change(const ChangeContext& change, FindingSink& sink) {"),
            std::string::npos)
      << cpp;
  EXPECT_NE(cpp.find("static const Rule rule{info(), nullptr, nullptr, check_change};"),
            std::string::npos);
  EXPECT_NE(cpp.find("Severity::kError"), std::string::npos);
  EXPECT_TRUE(formatted(repo, "rules/change-example-rule.cpp")) << cpp;
  for (const char* file :
       {"fires/old/capacity-scheduler.xml", "fires/new/capacity-scheduler.xml",
        "silent/old/capacity-scheduler.xml", "silent/new/capacity-scheduler.xml"})
    EXPECT_TRUE(fs::exists(repo.dir.path() / "tests/fixtures/rules/change-example-rule" / file))
        << file;
}

TEST(NewRuleScript, RefusesAnIdTheProjectWouldRefuseAndWritesNothing) {
  Repository repo;
  const auto before = repo.files();
  for (const char* args : {
           "CsExample --severity warning",               // not kebab-case
           "cs_example --severity warning",              // not kebab-case
           "cs --severity warning",                      // no name after the area
           "xx-example --severity warning",              // no area of docs/contributing.md
           "cs-children-capacity-sum --severity error",  // exists
           "cs-example --severity fatal",                // no such severity
           "change-example --severity error",            // a change rule without --change
           "cs-example --change --severity error",       // --change for another area
       }) {
    EXPECT_NE(repo.new_rule(args), 0) << args;
    EXPECT_EQ(repo.files(), before) << args;
  }
}

}  // namespace new_rule_script_test
}  // namespace schedlint
