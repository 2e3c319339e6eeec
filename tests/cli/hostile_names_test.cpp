// Reports inject nothing into their consumers: a name that holds a right-to-left override, a
// line separator, a non-character, terminal escapes, Markdown, HTML, @mentions, links and CI
// workflow commands shows as what it is in every writer, and nothing reads it as markup.
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <tinyxml2.h>

#include <nlohmann/json.hpp>

#include "reports/escape.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace hostile_names_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::run_cli_in_process;
using testing::TempDir;

// A property name (as XML text: &lt;b&gt; is "<b>") and a node group name (as YAML escapes) that
// try everything at once.
const std::string kHostileKey =
    "x\u202Eevil\u2028@octocat https://evil.example www.evil.example `t` &lt;b&gt;b&lt;/b&gt; "
    "[x](javascript:alert(1)) \x1b]52;c;QUFB\x07 \uFFFE\n::error::pwned ##[error]x #12";
const std::string kHostileGroup =
    "g\\n```\\n<img src=x onerror=alert(1)> \\u202e @octocat\\n::add-mask::secret";

// Bytes no report may hold raw: U+202E, U+2028, U+2029, U+FFFE, U+FFFF, U+FEFF, ESC, BEL.
void expect_nothing_deceptive(const std::string& out, const std::string& what) {
  const std::vector<std::string> raw{"\u202E",       "\u2028",       "\u2029", "\uFEFF",
                                     "\xEF\xBF\xBE", "\xEF\xBF\xBF", "\x1b",   "\x07"};
  for (const std::string& bad : raw) {
    EXPECT_EQ(out.find(bad), std::string::npos) << what << " holds a raw deceptive character";
  }
}

// No line a CI log would read as a workflow command.
void expect_no_workflow_command(const std::string& out, const std::string& what) {
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const size_t first = line.find_first_not_of(" \t");
    EXPECT_FALSE(first != std::string::npos && line.compare(first, 2, "::") == 0)
        << what << ": " << line;
    EXPECT_EQ(line.find("##["), std::string::npos) << what << ": " << line;
  }
}

// Nothing GitHub renders as markup, links or notifies, outside code.
void expect_inert_markdown(const std::string& md, const std::string& what) {
  for (const char* bad :
       {"@octocat", "https://evil", "www.evil", "<img", "<b>", "](javascript:", "#12 "}) {
    EXPECT_EQ(md.find(bad), std::string::npos) << what << " holds " << bad << ":\n" << md;
  }
}

class HostileNames : public ::testing::Test {
 protected:
  void SetUp() override {
    conf_ = dir_.write(
        "conf/capacity-scheduler.xml",
        "<configuration>\n"
        "<property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n"
        "<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value>"
        "</property>\n"
        "<property><name>yarn.scheduler.capacity.root.a." +
            kHostileKey + "</name><value>1</value></property>\n</configuration>\n");
    dir_.write("conf/nodes.yaml", "nodes:\n  - {group: \"" + kHostileGroup +
                                      "\", count: 2, memory-mb: 4096, vcores: 4}\n");
    conf_ = (dir_.path() / "conf").string();
  }

  std::string run(std::vector<std::string> args) {
    const auto r = run_cli_in_process(args);
    EXPECT_LE(r.code, 1) << r.err;
    expect_nothing_deceptive(r.err, args[0] + " stderr");
    expect_no_workflow_command(r.err, args[0] + " stderr");
    return r.out;
  }

  TempDir dir_;
  std::string conf_;
};

TEST_F(HostileNames, TextShowsThemAsTheyAreOnLinesThatStartNothing) {
  for (const std::string command : {"check", "shares"}) {
    const std::string out = run({command, conf_});
    expect_nothing_deceptive(out, command);
    expect_no_workflow_command(out, command);
  }
  const std::string check = run({"check", conf_, "--no-solver"});
  EXPECT_NE(check.find("x\\u202eevil\\u2028@octocat"), std::string::npos) << check;
  EXPECT_NE(check.find("\\x1b]52;c;QUFB\\x07 \\ufffe\\x0a::error::pwned #\\x23[error]x"),
            std::string::npos)
      << check;
  const std::string explain = run({"explain", "root.a", conf_});
  expect_nothing_deceptive(explain, "explain");
  expect_no_workflow_command(explain, "explain");
}

TEST_F(HostileNames, JsonKeepsTheExactNameAsEscapes) {
  const std::string out = run({"check", conf_, "--no-solver", "--format", "json"});
  expect_nothing_deceptive(out, "json");
  EXPECT_NE(out.find("\\u202e"), std::string::npos);
  const json doc = json::parse(out);
  bool exact = false;
  for (const json& f : doc["findings"]) {
    exact = exact ||
            f["message"].get<std::string>().find("x\u202Eevil\u2028@octocat") != std::string::npos;
  }
  EXPECT_TRUE(exact) << "the data must stay exact";
  for (const std::string format : {"json"}) {
    expect_nothing_deceptive(run({"shares", conf_, "--format", format}), "shares json");
    expect_nothing_deceptive(run({"explain", "root.a", conf_, "--format", format}), "explain json");
  }
}

TEST_F(HostileNames, SarifMessagesRenderNothingAndTheWitnessFenceHolds) {
  const std::string out = run({"check", conf_, "--no-solver", "--format", "sarif"});
  expect_nothing_deceptive(out, "sarif");
  const json doc = json::parse(out);
  int checked = 0;
  for (const json& result : doc["runs"][0]["results"]) {
    const std::string text = result["message"]["text"];
    const std::string md = result["message"]["markdown"];
    expect_nothing_deceptive(text, "sarif message.text");
    expect_nothing_deceptive(md, "sarif message.markdown");
    // Outside the fence the message is inert; inside it, no line closes the fence early.
    const size_t fence = md.find("\n\n```");
    expect_inert_markdown(md.substr(0, fence), "sarif message.markdown");
    if (fence != std::string::npos) {
      std::istringstream lines(md.substr(fence + 2));
      std::string open;
      std::getline(lines, open);
      int closings = 0;
      for (std::string line; std::getline(lines, line);)
        closings += line.rfind(open, 0) == 0 ? 1 : 0;
      EXPECT_EQ(closings, 1) << md;
    }
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

TEST_F(HostileNames, JunitHoldsOnlyWhatXmlAllows) {
  const std::string out = run({"check", conf_, "--no-solver", "--format", "junit"});
  expect_nothing_deceptive(out, "junit");
  tinyxml2::XMLDocument doc;
  EXPECT_EQ(doc.Parse(out.c_str()), tinyxml2::XML_SUCCESS);
  // Every character is one XML 1.0 allows (no C0 control but tab and newlines).
  for (unsigned char c : out)
    EXPECT_TRUE(c >= 0x20 || c == '\n' || c == '\t' || c == '\r') << static_cast<int>(c);
}

TEST_F(HostileNames, MarkdownCommentsLinkMentionAndRenderNothing) {
  const std::string out = run({"check", conf_, "--no-solver", "--format", "markdown"});
  expect_nothing_deceptive(out, "markdown");
  expect_inert_markdown(out, "markdown");
  expect_no_workflow_command(out, "markdown");
  // The table keeps its rows: a name cannot end one.
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| ", 0) == 0) EXPECT_EQ(line.back(), '|') << line;
  }
}

TEST_F(HostileNames, GithubAnnotationsAndCodeQualityCarryThemAsData) {
  const size_t findings =
      json::parse(run({"check", conf_, "--no-solver", "--format", "json"}))["findings"].size();
  const std::string github = run({"check", conf_, "--no-solver", "--format", "github"});
  expect_nothing_deceptive(github, "github");
  // One line per finding, each a command of ours: the name's "\n::error::pwned" starts none.
  std::istringstream lines(github);
  size_t commands = 0;
  for (std::string line; std::getline(lines, line); ++commands) {
    EXPECT_TRUE(line.rfind("::error ", 0) == 0 || line.rfind("::warning ", 0) == 0 ||
                line.rfind("::notice ", 0) == 0)
        << line;
  }
  EXPECT_EQ(commands, findings);
  const std::string quality = run({"check", conf_, "--no-solver", "--format", "codeclimate"});
  expect_nothing_deceptive(quality, "codeclimate");
  EXPECT_EQ(json::parse(quality).size(), findings);
}

TEST_F(HostileNames, HtmlEscapesEveryName) {
  for (const std::string command : {"check", "shares"}) {
    const std::string out = run({command, conf_, "--format", "html"});
    expect_nothing_deceptive(out, command + " html");
    EXPECT_EQ(out.find("<img"), std::string::npos);
    EXPECT_EQ(out.find("<b>b"), std::string::npos);
  }
}

TEST_F(HostileNames, EveryDiffFormatToo) {
  const std::string other = dir_.write(
      "old/capacity-scheduler.xml", testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                                                       {"yarn.scheduler.capacity.root.a."
                                                        "capacity",
                                                        "100"}}));
  const std::string old = (dir_.path() / "old").string();
  for (const std::string format :
       {"text", "json", "markdown", "sarif", "junit", "html", "codeclimate", "github"}) {
    const std::string out = run({"diff", old, conf_, "--no-solver", "--format", format});
    expect_nothing_deceptive(out, "diff " + format);
    if (format == "text" || format == "markdown") expect_no_workflow_command(out, "diff " + format);
    if (format == "markdown") expect_inert_markdown(out, "diff markdown");
  }
}

// Error messages name hostile paths and quote hostile values: on stderr they stay one line that
// starts no workflow command and drives no terminal.
TEST(HostileStderr, ErrorMessagesAreEscaped) {
  TempDir dir;
  const fs::path previous = fs::current_path();
  fs::current_path(dir.path());
  dir.write("::error::x\u202E\x1b[2J.xml", "<configuration><property>");
  const auto r = run_cli_in_process({"check", "::error::x\u202E\x1b[2J.xml"});
  fs::current_path(previous);
  EXPECT_EQ(r.code, 2);
  expect_nothing_deceptive(r.err, "stderr");
  expect_no_workflow_command(r.err, "stderr");
  EXPECT_EQ(r.err.rfind("\\x3a:error::x\\u202e\\x1b[2J.xml:1: error: ", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

// The one home of each escape, for the cases the writers above may not reach.
TEST(Escape, EachConsumerGetsItsOwn) {
  EXPECT_EQ(visible_text("a\u202Eb\u2066c\U000E0041\uFDD0\xC2\x85"),
            "a\\u202eb\\u2066c\\U000e0041\\ufdd0\\u0085");
  EXPECT_EQ(visible_text("  ::set-output name=x::y"), "  \\x3a:set-output name=x::y");
  EXPECT_EQ(visible_text("a\nb", true), "a\nb");
  EXPECT_EQ(escape_xml("\uFFFF<\n"), "\\uffff&lt;\n");
  EXPECT_EQ(escape_markdown("mail a@b.co, see #3, ftp://x, WWW.x.org"),
            "mail a@&#8203;b.co, see \\#&#8203;3, ftp:&#8203;//x, WWW&#8203;.x.org");
  EXPECT_EQ(escape_markdown("it's"), "it&#39;s");
  EXPECT_EQ(markdown_code_span("a``b"), "```a``b```");
  EXPECT_EQ(markdown_code_span("`x"), "`` `x ``");
  EXPECT_EQ(markdown_code_block({"````", "x"}), "`````\n````\nx\n`````");
  EXPECT_EQ(escape_json_output("{\"a\": \"x\u202E\U000E0041\"}"),
            "{\"a\": \"x\\u202e\\udb40\\udc41\"}");
  // Runs of ASCII around characters kept (é) and escaped (a C1 control), and a stray byte.
  EXPECT_EQ(escape_json_output("a\u00e9b\u0085c\xff d"), "a\u00e9b\\u0085c\xff d");
}

}  // namespace hostile_names_test
}  // namespace schedlint
