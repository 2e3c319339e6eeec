// The release facts table is the one home of "Hadoop behaviour X starts in release Y": every row
// names its proof, and no code outside src/model compares a HadoopVersion by itself.
#include "model/release_facts.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "support/test_support.h"

namespace schedlint {
namespace release_facts_test {

namespace fs = std::filesystem;

TEST(ReleaseFacts, EveryRowSaysWhatChangedAndWhereHadoopShowsIt) {
  for (const ReleaseFactRow& row : release_facts()) {
    if (row.fact == ReleaseFact::kEveryRelease) continue;
    EXPECT_FALSE(row.what.empty()) << static_cast<int>(row.fact);
    EXPECT_FALSE(row.source.empty()) << row.what;
    // Every row starts in some release of some branch.
    EXPECT_TRUE(row.since.first_2x_minor != ReleaseSince::kNever ||
                row.since.first_3x_minor != ReleaseSince::kNever)
        << row.what;
  }
}

TEST(ReleaseFacts, ABehaviourOfBothBranchesIsInEveryLaterLineOfEach) {
  // has() follows each branch separately: a 2.9 backport is in 2.9 and 2.10 and in every 3.x.
  EXPECT_FALSE(has({2, 8}, ReleaseFact::kCsQueuePriorities));
  EXPECT_TRUE(has({2, 9}, ReleaseFact::kCsQueuePriorities));
  EXPECT_TRUE(has({2, 10}, ReleaseFact::kCsQueuePriorities));
  EXPECT_TRUE(has({3, 0}, ReleaseFact::kCsQueuePriorities));
  // A 3.1 feature backported to 2.10 only.
  EXPECT_FALSE(has({2, 9}, ReleaseFact::kInvalidRequestNamesResourceType));
  EXPECT_TRUE(has({2, 10}, ReleaseFact::kInvalidRequestNamesResourceType));
  EXPECT_FALSE(has({3, 0}, ReleaseFact::kInvalidRequestNamesResourceType));
  EXPECT_TRUE(has({3, 1}, ReleaseFact::kInvalidRequestNamesResourceType));
}

// --- No version comparison outside src/model -------------------------------------------------

struct VersionCall {
  std::string file;
  int line = 0;
  std::string text;
};

// The types other than HadoopVersion that have an at_least(major, minor) of their own: the
// framework versions (Spark's rules follow Spark's releases, not Hadoop's).
const std::set<std::string>& framework_version_types() {
  static const std::set<std::string> types{"SparkVersion"};
  return types;
}

// The types `name` is declared with in `text`, in order, up to `end`: "SparkVersion& version",
// "const HadoopVersion v", "SparkVersion spark;".
std::vector<std::string> declared_types(const std::string& text, const std::string& name,
                                        size_t end) {
  const std::regex decl("\\b([A-Z][A-Za-z0-9_]*)\\s*[&*]?\\s*\\b" + name + "\\b\\s*[;,)=({]");
  std::vector<std::string> types;
  for (auto it = std::sregex_iterator(text.begin(), text.begin() + static_cast<long>(end), decl);
       it != std::sregex_iterator(); ++it) {
    types.push_back((*it)[1].str());
  }
  return types;
}

bool is_framework_version(const std::string& type) {
  return framework_version_types().count(type) > 0;
}

// Calls of at_least(M, m) / before(M, m) in `text` whose receiver is not a framework version.
// `members` is the text of every scanned file, where a member's declared type is looked up
// (`options.spark.at_least(3, 0)`: spark is a SparkVersion member).
std::vector<VersionCall> version_calls(const std::string& file, const std::string& text,
                                       const std::string& members) {
  static const std::regex call(
      "([A-Za-z_][A-Za-z0-9_]*)\\s*(\\(\\))?\\s*(\\.|->)\\s*(at_least|before)\\s*\\(\\s*\\d+\\s*,"
      "\\s*\\d+\\s*\\)");
  std::vector<VersionCall> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), call); it != std::sregex_iterator();
       ++it) {
    const auto& m = *it;
    const size_t at = static_cast<size_t>(m.position(0));
    const std::string receiver = m[1].str();
    const bool member = at > 0 && (text[at - 1] == '.' || text[at - 1] == '>');
    // A local name: its last declaration before the call. A member: every declaration of that
    // name must be a framework version's.
    const auto types = member ? declared_types(members, receiver, members.size())
                              : declared_types(text, receiver, at);
    const bool framework =
        member ? !types.empty() && std::all_of(types.begin(), types.end(), is_framework_version)
               : !types.empty() && is_framework_version(types.back());
    if (framework) continue;
    const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
    out.push_back({file, line, m.str()});
  }
  return out;
}

TEST(ReleaseFacts, TheScannerTellsHadoopVersionsFromFrameworkVersions) {
  const std::string members =
      "struct FrameworkOptions { HadoopVersion hadoop; SparkVersion spark; };";
  const std::string code =
      "int f(const SparkVersion& version) { return version.at_least(2, 3); }\n"
      "int g(const HadoopVersion& version) { return version.at_least(3, 0); }\n"
      "int h(const FrameworkOptions& options) {\n"
      "  return options.spark.at_least(3, 3) + options.hadoop.before(3, 0) +\n"
      "         context.version().at_least(2, 8) + ctx.version.at_least( 3 , 4 );\n"
      "}\n";
  const auto calls = version_calls("x.cpp", code, members + code);
  std::vector<std::string> found;
  for (const VersionCall& c : calls)
    found.push_back(std::to_string(c.line) + ": " + c.text);
  EXPECT_EQ(found, (std::vector<std::string>{"2: version.at_least(3, 0)", "4: hadoop.before(3, 0)",
                                             "5: version().at_least(2, 8)",
                                             "5: version.at_least( 3 , 4 )"}));
}

TEST(ReleaseFacts, NoCodeOutsideSrcModelComparesAHadoopVersionItself) {
  const fs::path root = testing::source_dir();
  std::vector<std::pair<std::string, std::string>> files;
  for (const char* dir : {"src", "rules", "solver", "reports"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
      const fs::path& p = entry.path();
      if (!entry.is_regular_file() || (p.extension() != ".cpp" && p.extension() != ".h")) continue;
      const std::string relative = fs::relative(p, root).generic_string();
      if (relative.starts_with("src/model/")) continue;
      std::ifstream in(p);
      std::stringstream text;
      text << in.rdbuf();
      files.emplace_back(relative, text.str());
    }
  }
  ASSERT_GT(files.size(), 50u) << "the scan found too few sources under " << root;
  std::string members;
  for (const auto& [name, text] : files)
    members += text;
  for (const auto& [name, text] : files) {
    if (text.find("at_least") == std::string::npos && text.find("before") == std::string::npos)
      continue;
    for (const VersionCall& c : version_calls(name, text, members)) {
      ADD_FAILURE() << c.file << ":" << c.line << ": " << c.text
                    << " compares a HadoopVersion directly. Add a ReleaseFact row to "
                       "src/model/release_facts.{h,cpp} (the first 2.x and 3.x release with the "
                       "behaviour, and the Hadoop class and JIRA that prove it) and ask "
                       "has(version, ReleaseFact::kX) instead.";
    }
  }
}

}  // namespace release_facts_test
}  // namespace schedlint
