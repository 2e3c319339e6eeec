#pragma once

// Rule fixtures: a folder laid out like a configuration directory whose files say, on the line a
// finding points at, which finding they expect (docs/contributing.md, "Rule fixtures"):
//
//   <property>...</property> <!-- expect: error cs-children-capacity-sum "the children of ..." -->
//   - group: small   # expect: warning node-below-minimum-allocation "..."
//
// run_fixture runs the built binary on the folder and compares exactly: every expected finding at
// its line with its exact message, and no other finding of the rules under test (the folder's rule
// and every rule an expectation names).

#include <compare>
#include <filesystem>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace schedlint::testing {

/// A finding a fixture expects, or one a run found: `file` relative to the case folder ("" for
/// none), `line` 0 for the file as a whole, and exactly what it says.
struct FixtureFinding {
  std::string file;
  int line = 0;
  std::string severity;
  std::string rule;
  std::string message;

  auto operator<=>(const FixtureFinding&) const = default;
};

/// "file:line: severity rule "message"" (the form of expect.txt and of failure messages).
std::string describe(const FixtureFinding& finding);

/// The expectation comment that expects `finding` in its file (XML or YAML by the file's name),
/// its message escaped: what to paste on the finding's line.
std::string expectation_comment(const FixtureFinding& finding);

/// The expectations the comments of one fixture file hold: `<!-- expect: ... -->` in XML,
/// `# expect: ...` in YAML (`expect-file:` for a finding at no line of the file). `file` is its
/// path relative to the case folder; its kind is decided by its extension. Throws
/// std::invalid_argument naming file:line for a comment that starts with "expect" but is not a
/// well-formed expectation.
std::vector<FixtureFinding> read_expectations(const std::string& file, const std::string& text);

/// The expectations of a case's expect.txt: one `FILE:LINE: SEVERITY RULE "MESSAGE"` a line, for
/// findings in files that cannot hold a comment (JSON), in the case's symbolic links `links`
/// (paths relative to the case folder: what a link leads to is not the case's), or in no file
/// (FILE `-`).
std::vector<FixtureFinding> read_expectation_list(const std::string& text,
                                                  const std::set<std::string>& links = {});

/// Every expectation of the case folder `dir`, from all of its files but its symbolic links.
std::vector<FixtureFinding> case_expectations(const std::filesystem::path& dir);

/// What a case's run found that differs from what its files expect; both empty and no `failure`
/// when they agree.
struct FixtureOutcome {
  std::vector<FixtureFinding> missing;     ///< expected, not found
  std::vector<FixtureFinding> unexpected;  ///< found, of a rule under test, not expected
  std::string failure;                     ///< the run itself failed (its exit code and stderr)

  bool matches() const { return missing.empty() && unexpected.empty() && failure.empty(); }
  /// What differs, as lines a reader can act on.
  std::string report(const std::filesystem::path& dir) const;
};

/// Runs the case `dir` of rule `rule` with the built binary: `schedlint check .` in the folder,
/// or `schedlint diff old new` when it has old/ and new/ (a change), with time enough for every
/// proof. Its .schedlint.yaml, if any, sets the options. Compares the findings of the rules under
/// test with the expectations.
FixtureOutcome run_fixture(const std::filesystem::path& dir, const std::string& rule);

/// One case: tests/fixtures/rules/<rule>/<name>/.
struct FixtureCase {
  std::string rule;
  std::string name;
  std::filesystem::path dir;
};

/// gtest prints a case as its folder.
void PrintTo(const FixtureCase& c, std::ostream* os);

/// Every case under tests/fixtures/rules, by rule then name.
std::vector<FixtureCase> fixture_cases();

}  // namespace schedlint::testing
