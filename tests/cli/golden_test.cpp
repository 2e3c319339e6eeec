// The reports users and CI systems read, byte for byte: `schedlint check` on every sample in every
// format, and `schedlint diff` on the fs2cs migration in every format, each run as a user would
// (the built binary, in the repository's top folder, relative paths) and compared with its file in
// tests/golden/. scripts/update-generated.sh writes them again (SCHEDLINT_UPDATE_GOLDENS=1 here);
// review the change in `git diff` like code.
//
// What differs between two checkouts rather than between two versions of schedlint is normalized,
// here and nowhere else (normalized() below), in the files as in the comparison:
// - SARIF's %SRCROOT% (runs[].originalUriBaseIds) is the checkout's absolute path:
// file:///SRCROOT/.
// - SARIF's rule help (tool.driver.rules[].help, text and markdown) is each docs/rules page
//   verbatim, 650 KB per report: it reads "docs/rules/<id>.md". The pages are reviewed as
//   themselves, and report_formats_test checks that the help is the page.
// - The CI's repository, which Markdown links to (GITHUB_SHA...), is unset for the runs.
// - The HTML check report's Assumptions box: the input revision (the checkout's HEAD, or none
//   outside git) reads "REVISION", the time of the run "RUN-TIME".
// The proofs get all the solver time they need, so that Z3 confirms the same answers on a loaded
// machine as on an idle one.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace golden_test {

namespace fs = std::filesystem;

struct Format {
  const char* name;  ///< as --format takes it
  const char* file;  ///< the golden file's name
};

// Every format `check` and `diff` write.
constexpr Format kFormats[] = {{"text", "report.txt"},
                               {"json", "report.json"},
                               {"sarif", "report.sarif"},
                               {"junit", "report.junit.xml"},
                               {"markdown", "report.md"},
                               {"html", "report.html"},
                               {"codeclimate", "report.codeclimate.json"},
                               {"github", "report.github.txt"}};

struct GoldenCase {
  std::string golden;  ///< relative to tests/golden
  std::vector<std::string> args;
  std::string format;
};

fs::path golden_dir() {
  return fs::path(testing::source_dir()) / "tests" / "golden";
}

std::vector<GoldenCase> golden_cases() {
  // Time enough for every proof and confirmation on any machine (sanitizers too): a golden report
  // must not depend on how fast the machine is.
  const std::vector<std::string> solver_time = {"--solver-timeout-ms", "60000",
                                                "--solver-budget-ms",  "600000",
                                                "--confirm-budget-ms", "600000"};
  std::vector<std::string> samples;
  for (const auto& entry : fs::directory_iterator(fs::path(testing::source_dir()) / "samples")) {
    if (entry.is_directory()) samples.push_back(entry.path().filename().string());
  }
  std::sort(samples.begin(), samples.end());
  std::vector<GoldenCase> cases;
  for (const Format& format : kFormats) {
    for (const std::string& sample : samples) {
      std::vector<std::string> args = {"check", "samples/" + sample, "--format", format.name};
      args.insert(args.end(), solver_time.begin(), solver_time.end());
      cases.push_back({"check/" + sample + "/" + format.file, args, format.name});
    }
    std::vector<std::string> args = {"diff", "tests/data/fs2cs/fair", "tests/data/fs2cs/capacity",
                                     "--format", format.name};
    args.insert(args.end(), solver_time.begin(), solver_time.end());
    cases.push_back({std::string("diff/fs2cs/") + format.file, args, format.name});
  }
  return cases;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// See the top of the file: the one place goldens are normalized.
std::string normalized(const std::string& format, const std::string& output) {
  if (format == "html") {
    std::string page =
        std::regex_replace(output, std::regex("<th>input revision</th><td>.*?</td></tr>"),
                           "<th>input revision</th><td>REVISION</td></tr>");
    return std::regex_replace(page, std::regex("<span class=\"run-time\">[^<]*</span>"),
                              "<span class=\"run-time\">RUN-TIME</span>");
  }
  if (format != "sarif") return output;
  using Json = nlohmann::ordered_json;
  Json doc = Json::parse(output);
  for (Json& run : doc["runs"]) {
    if (run.contains("originalUriBaseIds"))
      run["originalUriBaseIds"]["%SRCROOT%"]["uri"] = "file:///SRCROOT/";
    for (Json& rule : run["tool"]["driver"]["rules"]) {
      const std::string page = "docs/rules/" + rule["id"].get<std::string>() + ".md";
      rule["help"] = {{"text", page}, {"markdown", page}};
    }
  }
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

// Where two texts first differ, with the lines there, for a failure message a person can read.
std::string first_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool more_a = static_cast<bool>(std::getline(a, la));
    const bool more_b = static_cast<bool>(std::getline(b, lb));
    if (!more_a && !more_b) return "they differ only in the line ends";
    if (!more_a || !more_b || la != lb) {
      return "first difference at line " + std::to_string(line) +
             ":\n  golden: " + (more_a ? la : "(end of file)") +
             "\n  now:    " + (more_b ? lb : "(end of file)");
    }
  }
}

class GoldenReport : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(GoldenReport, IsWhatTheBinaryWrites) {
  const GoldenCase& c = GetParam();
  for (const char* ci :
       {"GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_SHA", "CI_PROJECT_URL", "CI_COMMIT_SHA"})
    unsetenv(ci);
  const testing::CliResult r = testing::run_schedlint(c.args, testing::source_dir());
  ASSERT_LE(r.code, 1) << r.err;
  const std::string now = normalized(c.format, r.out);
  const fs::path golden = golden_dir() / c.golden;
  if (std::getenv("SCHEDLINT_UPDATE_GOLDENS") != nullptr) {
    fs::create_directories(golden.parent_path());
    std::ofstream(golden, std::ios::binary) << now;
    return;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run scripts/update-generated.sh";
  const std::string want = read_text(golden);
  EXPECT_TRUE(want == now) << "tests/golden/" << c.golden << " is not what `schedlint "
                           << c.args.front() << "` writes now; " << first_difference(want, now)
                           << "\nIf the change is intended, run scripts/update-generated.sh and "
                              "review the diff.";
}

std::string case_name(const ::testing::TestParamInfo<GoldenCase>& info) {
  std::string name = info.param.golden;
  for (char& c : name) {
    if (c == '-' || c == '/' || c == '.') c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Goldens, GoldenReport, ::testing::ValuesIn(golden_cases()), case_name);

TEST(Goldens, EveryGoldenFileIsOneOfTheCases) {
  std::set<std::string> expected;
  for (const GoldenCase& c : golden_cases())
    expected.insert(c.golden);
  for (const auto& entry : fs::recursive_directory_iterator(golden_dir())) {
    if (!entry.is_regular_file()) continue;
    const std::string name = entry.path().lexically_relative(golden_dir()).generic_string();
    if (name == "README.md") continue;
    EXPECT_TRUE(expected.count(name) != 0)
        << "tests/golden/" << name << " belongs to no case: scripts/update-generated.sh removes it";
  }
}

TEST(Goldens, NormalizingTakesOutOnlyTheCheckoutsPathAndTheRulePages) {
  const std::string sarif = R"({
  "runs": [
    {
      "tool": {
        "driver": {
          "rules": [
            {
              "id": "cs-x",
              "help": {
                "text": "# cs-x\n\npage",
                "markdown": "# cs-x\n\npage"
              },
              "defaultConfiguration": {
                "level": "error"
              }
            }
          ]
        }
      },
      "originalUriBaseIds": {
        "%SRCROOT%": {
          "uri": "file:///home/someone/schedlint/"
        }
      }
    }
  ]
}
)";
  std::string want = sarif;
  want.replace(want.find("file:///home/someone/schedlint/"), 31, "file:///SRCROOT/");
  want.replace(want.find("# cs-x\\n\\npage"), 14, "docs/rules/cs-x.md");
  want.replace(want.find("# cs-x\\n\\npage"), 14, "docs/rules/cs-x.md");
  EXPECT_EQ(normalized("sarif", sarif), want);
  EXPECT_EQ(normalized("json", sarif), sarif);
}

}  // namespace golden_test
}  // namespace schedlint
