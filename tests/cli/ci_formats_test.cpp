// The reports CI servers read, as their consumers read them: JUnit through Python's xml.etree
// (failures are what the gate counts, each finding once, names without line numbers, paths
// relative to the repository), GitLab Code Quality against the fields GitLab requires, GitHub
// workflow commands through a parser that splits them as the Actions runner does (nothing from a
// configuration starts a second command), and the Markdown comment's verdict, cut and links.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli/ci_links.h"
#include "reports/escape.h"
#include "reports/github_report.h"
#include "reports/markdown_report.h"
#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint {
namespace ci_formats_test {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::run_cli_in_process;
using testing::TempDir;

std::string sample(const std::string& name) {
  return testing::source_dir() + "/samples/" + name;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A finding's path as reports name it from inside the repository (its samples).
std::string relative(const json& finding) {
  const std::string path = finding.value("path", "");
  const std::string top = testing::source_dir() + "/";
  return path.rfind(top, 0) == 0 ? path.substr(top.size()) : path;
}

// A finding's line as the text report writes it, which opens its JUnit text.
std::string text_line(const json& f) {
  return relative(f) + ":" + std::to_string(f["line"].get<int>()) + ": " +
         f["severity"].get<std::string>() + ": " + f["message"].get<std::string>() + " [" +
         f["rule"].get<std::string>() + "]";
}

json run_json(std::vector<std::string> args) {
  args.insert(args.end(), {"--format", "json"});
  const auto r = run_cli_in_process(args);
  EXPECT_LE(r.code, 1) << r.err;
  return json::parse(r.out);
}

// The JUnit report as Python's xml.etree reads it (tests/cli/consumers/junit_summary.py).
json junit_summary(const std::string& xml) {
  TempDir dir;
  const std::string report = dir.write("report.xml", xml);
  const std::string out = (dir.path() / "summary.json").string();
  const std::string command = "python3 '" + testing::source_dir() +
                              "/tests/cli/consumers/junit_summary.py' '" + report + "' >'" + out +
                              "' 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << read_text(out);
  return json::parse(read_text(out));
}

// The cases of a JUnit summary that are findings (not proven-safe facts).
std::vector<json> finding_cases(const json& summary) {
  std::vector<json> out;
  for (const json& c : summary["cases"]) {
    if (c["name"].get<std::string>().rfind("proven safe: ", 0) != 0) out.push_back(c);
  }
  return out;
}

std::multiset<std::string> rules_and_severities(const json& findings) {
  std::multiset<std::string> out;
  for (const json& f : findings)
    out.insert(f["rule"].get<std::string>() + " " + f["severity"].get<std::string>());
  return out;
}

TEST(Junit, InfosPassUnlessTheGateIsInfo) {
  // healthy-fair has infos only.
  const json findings = run_json({"check", sample("healthy-fair"), "--no-solver"})["findings"];
  ASSERT_FALSE(findings.empty());
  for (const json& f : findings)
    ASSERT_EQ(f["severity"], "info");
  for (const std::vector<std::string>& gate :
       {std::vector<std::string>{}, {"--fail-on", "error"}, {"--fail-on", "warning"}}) {
    std::vector<std::string> args{"check", sample("healthy-fair"), "--no-solver", "--format",
                                  "junit"};
    args.insert(args.end(), gate.begin(), gate.end());
    const auto r = run_cli_in_process(args);
    EXPECT_EQ(r.code, 0) << r.err;
    const json summary = junit_summary(r.out);
    EXPECT_EQ(summary["failures"], 0) << r.out;
    for (const json& suite : summary["suites"])
      EXPECT_EQ(suite["failures"], 0) << suite["name"];
    // Each finding passes, and is still there to read, in <system-out>.
    std::multiset<std::string> expected, shown;
    for (const json& f : findings)
      expected.insert(text_line(f));
    for (const json& c : finding_cases(summary)) {
      EXPECT_EQ(c["outcome"], "passed");
      const std::string text = c["text"];
      shown.insert(text.substr(0, text.find('\n')));
    }
    EXPECT_EQ(shown, expected);
  }
  const auto r = run_cli_in_process(
      {"check", sample("healthy-fair"), "--no-solver", "--format", "junit", "--fail-on", "info"});
  EXPECT_EQ(r.code, 1);
  const json summary = junit_summary(r.out);
  EXPECT_EQ(summary["failures"], findings.size());
  for (const json& c : finding_cases(summary)) {
    EXPECT_EQ(c["outcome"], "failed");
    EXPECT_EQ(c["type"], "info");
  }
}

TEST(Junit, FailuresAreExactlyTheFindingsTheExitCodeCounts) {
  const json findings = run_json({"check", sample("broken-capacity"), "--no-solver"})["findings"];
  const auto r = run_cli_in_process({"check", sample("broken-capacity"), "--no-solver", "--format",
                                     "junit", "--fail-on", "warning"});
  EXPECT_EQ(r.code, 1);
  const json summary = junit_summary(r.out);
  // Each finding once (no second suite repeating the rules that fired), found by its text line.
  std::multimap<std::string, json> unmatched;
  for (const json& f : findings)
    unmatched.emplace(text_line(f), f);
  int failures = 0;
  for (const json& c : finding_cases(summary)) {
    const std::string text = c["text"];
    const auto it = unmatched.find(text.substr(0, text.find('\n')));
    ASSERT_NE(it, unmatched.end()) << "a testcase of no finding, or one twice: " << text;
    const json f = it->second;
    unmatched.erase(it);
    EXPECT_EQ(c["classname"], "schedlint." + f["rule"].get<std::string>());
    const bool counted = f["severity"] != "info";
    EXPECT_EQ(c["outcome"], counted ? "failed" : "passed") << c["name"];
    if (!counted) continue;
    ++failures;
    EXPECT_EQ(c["type"], f["severity"]) << c["name"];
    // The message attribute is the finding's first sentence.
    const std::string message = c["message"];
    const std::string full = f["message"];
    EXPECT_EQ(full.rfind(message, 0), 0u) << message;
    EXPECT_TRUE(message == full || message.back() == '.') << message;
  }
  EXPECT_TRUE(unmatched.empty()) << unmatched.size() << " findings without a testcase";
  EXPECT_EQ(summary["failures"], failures);
  EXPECT_GT(failures, 0);
  std::set<std::pair<std::string, std::string>> keys;
  for (const json& c : summary["cases"]) {
    const std::pair<std::string, std::string> key{c["classname"], c["name"]};
    EXPECT_TRUE(keys.insert(key).second) << key.second << " twice";
  }
  for (const json& suite : summary["suites"])
    EXPECT_NE(suite["name"], "schedlint rules");
}

TEST(Junit, FilesAreRelativeToTheRepositoryAsInSarif) {
  // The sample named by its absolute path, run from inside the repository's work tree.
  const auto r =
      run_cli_in_process({"check", sample("broken-capacity"), "--no-solver", "--format", "junit"});
  const json summary = junit_summary(r.out);
  std::set<std::string> files;
  for (const json& c : summary["cases"])
    files.insert(c["file"].get<std::string>());
  EXPECT_EQ(files, (std::set<std::string>{"samples/broken-capacity/capacity-scheduler.xml",
                                          "samples/broken-capacity/yarn-site.xml"}));
  EXPECT_EQ(summary["suites"][0]["name"], "samples/broken-capacity/capacity-scheduler.xml");
}

TEST(Junit, NamesAreRuleAndSubjectAndStayWhenLinesMove) {
  TempDir dir;
  for (const auto& entry : fs::directory_iterator(sample("broken-capacity")))
    fs::copy(entry.path(), dir.path() / entry.path().filename());
  const auto names = [&]() {
    const auto r = run_cli_in_process(
        {"check", dir.path().string(), "--no-solver", "--format", "junit", "--fail-on", "info"});
    std::vector<std::string> out;
    const json summary = junit_summary(r.out);
    for (const json& c : summary["cases"])
      out.push_back(c["classname"].get<std::string>() + " / " + c["name"].get<std::string>());
    return out;
  };
  const std::vector<std::string> before = names();
  ASSERT_GT(before.size(), 10u);
  const std::regex line_number(R"(\.xml:\d|line \d)");
  for (const std::string& name : before) {
    const std::string rule = name.substr(std::string("schedlint.").size(), name.find(" / ") - 10);
    const std::string test = name.substr(name.find(" / ") + 3);
    if (test.rfind("proven safe: ", 0) == 0) continue;
    EXPECT_EQ(test.rfind(rule + ": ", 0), 0u) << name;
    EXPECT_FALSE(std::regex_search(test, line_number)) << name;
  }
  // A comment and blank lines above every property: every line number changes, no name does.
  const fs::path file = dir.path() / "capacity-scheduler.xml";
  std::string xml = read_text(file);
  xml.insert(xml.find("<property>"), "<!-- moved -->\n\n\n");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << xml;
  EXPECT_EQ(names(), before);
}

TEST(Junit, DiffFailsOnWhatFailsTheChange) {
  const json counts = run_json({"diff", sample("healthy-capacity"), sample("broken-capacity"),
                                "--no-solver"})["summary"]["findings"]["new"];
  ASSERT_GT(counts["error"].get<int>(), 0);
  ASSERT_GT(counts["warning"].get<int>(), 0);
  const auto failures = [&](std::vector<std::string> extra) {
    std::vector<std::string> args{
        "diff", sample("healthy-capacity"), sample("broken-capacity"), "--no-solver", "--format",
        "junit"};
    args.insert(args.end(), extra.begin(), extra.end());
    return junit_summary(run_cli_in_process(args).out)["failures"].get<int>();
  };
  EXPECT_EQ(failures({}),  // --fail-on-new warning, the default
            counts["error"].get<int>() + counts["warning"].get<int>());
  EXPECT_EQ(failures({"--fail-on-new", "error"}), counts["error"].get<int>());
  EXPECT_EQ(failures({"--fail-on-new", "never"}), 0);
  EXPECT_EQ(failures({"--fail-on-new", "never", "--fail-on", "error"}), counts["error"].get<int>());
}

// Python's jsonschema against tests/data/gitlab-code-quality.schema.json: "" when valid.
std::string code_quality_errors(const std::string& report) {
  TempDir dir;
  const std::string path = dir.write("gl-code-quality.json", report);
  const std::string schema = testing::source_dir() + "/tests/data/gitlab-code-quality.schema.json";
  const std::string log = (dir.path() / "log").string();
  const std::string command =
      "python3 -c 'import json, sys, jsonschema; "
      "jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' '" +
      path + "' '" + schema + "' >'" + log + "' 2>&1";
  return std::system(command.c_str()) == 0 ? "" : read_text(log);
}

TEST(CodeQuality, EverySampleIsWhatGitlabReads) {
  const std::map<std::string, std::string> severity{
      {"error", "critical"}, {"warning", "major"}, {"info", "info"}};
  for (const char* name : {"broken-capacity", "healthy-fair", "workloads", "workloads-fair"}) {
    const auto r = run_cli_in_process({"check", sample(name), "--format", "codeclimate"});
    ASSERT_LE(r.code, 1) << r.err;
    EXPECT_EQ(code_quality_errors(r.out), "") << name;
    const json issues = json::parse(r.out);
    const json findings = run_json({"check", sample(name)})["findings"];
    ASSERT_EQ(issues.size(), findings.size()) << name;
    std::set<std::string> fingerprints;
    for (size_t i = 0; i < issues.size(); ++i) {
      const json& issue = issues[i];
      const json& f = findings[i];
      EXPECT_EQ(issue["check_name"], f["rule"]);
      EXPECT_EQ(issue["description"], f["message"]);
      EXPECT_EQ(issue["severity"], severity.at(f["severity"]));
      EXPECT_EQ(issue["location"]["path"], relative(f));
      EXPECT_EQ(issue["location"]["lines"]["begin"], std::max(f["line"].get<int>(), 1));
      // GitLab shows one issue per fingerprint.
      EXPECT_TRUE(fingerprints.insert(issue["fingerprint"]).second) << issue;
    }
  }
}

TEST(CodeQuality, AReportFileAndDiffsNewFindings) {
  TempDir dir;
  const std::string path = (dir.path() / "gl-code-quality.json").string();
  const auto stdout_report = run_cli_in_process(
      {"check", sample("broken-capacity"), "--no-solver", "--format", "codeclimate"});
  const auto r = run_cli_in_process(
      {"check", sample("broken-capacity"), "--no-solver", "--report", "codeclimate=" + path});
  EXPECT_EQ(r.code, stdout_report.code);
  EXPECT_EQ(read_text(path), stdout_report.out);
  const auto diff =
      run_cli_in_process({"diff", sample("healthy-capacity"), sample("broken-capacity"),
                          "--no-solver", "--format", "codeclimate"});
  EXPECT_EQ(code_quality_errors(diff.out), "");
  const json counts = run_json({"diff", sample("healthy-capacity"), sample("broken-capacity"),
                                "--no-solver"})["summary"]["findings"]["new"];
  EXPECT_EQ(json::parse(diff.out).size(), counts["error"].get<size_t>() +
                                              counts["warning"].get<size_t>() +
                                              counts["info"].get<size_t>());
}

// A workflow command as the GitHub Actions runner reads a line of a step's output
// (ActionCommand.TryParseV2): "::", the command and its properties up to the next "::", the
// properties split at ',' and each at its first '=', then the data; both unescaped.
struct WorkflowCommand {
  std::string command;
  std::map<std::string, std::string> properties;
  std::string data;
};

std::string unescaped(std::string text, bool property) {
  const auto replace_all = [&](const std::string& from, const std::string& to) {
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  };
  replace_all("%0D", "\r");
  replace_all("%0A", "\n");
  if (property) {
    replace_all("%3A", ":");
    replace_all("%2C", ",");
  }
  replace_all("%25", "%");
  return text;
}

std::optional<WorkflowCommand> parse_workflow_command(const std::string& line) {
  if (line.rfind("::", 0) != 0) return std::nullopt;
  const size_t end = line.find("::", 2);
  if (end == std::string::npos) return std::nullopt;
  const std::string info = line.substr(2, end - 2);
  WorkflowCommand out;
  const size_t space = info.find(' ');
  out.command = info.substr(0, space);
  if (space != std::string::npos) {
    std::stringstream properties(info.substr(space + 1));
    for (std::string property; std::getline(properties, property, ',');) {
      const size_t eq = property.find('=');
      if (eq == std::string::npos) return std::nullopt;
      out.properties[property.substr(0, eq)] = unescaped(property.substr(eq + 1), true);
    }
  }
  out.data = unescaped(line.substr(end + 2), false);
  return out;
}

std::vector<WorkflowCommand> workflow_commands(const std::string& out) {
  std::vector<WorkflowCommand> commands;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const auto command = parse_workflow_command(line);
    EXPECT_TRUE(command.has_value()) << "not a workflow command: " << line;
    if (command) commands.push_back(*command);
  }
  return commands;
}

TEST(Github, OneAnnotationPerFindingMostSevereFirst) {
  const json findings = run_json({"check", sample("broken-capacity"), "--no-solver"})["findings"];
  const auto r =
      run_cli_in_process({"check", sample("broken-capacity"), "--no-solver", "--format", "github"});
  EXPECT_EQ(r.code, 1);
  const auto commands = workflow_commands(r.out);
  ASSERT_EQ(commands.size(), findings.size());
  const std::map<std::string, std::string> command_of{
      {"error", "error"}, {"warning", "warning"}, {"info", "notice"}};
  const std::map<std::string, int> rank{{"error", 0}, {"warning", 1}, {"notice", 2}};
  std::multiset<std::string> annotated, found;
  for (size_t i = 0; i < commands.size(); ++i) {
    const WorkflowCommand& c = commands[i];
    if (i > 0) {
      EXPECT_LE(rank.at(commands[i - 1].command), rank.at(c.command));
    }
    EXPECT_EQ(c.properties.at("file").rfind("samples/broken-capacity/", 0), 0u);
    annotated.insert(c.command + " " + c.properties.at("title") + " " + c.properties.at("file") +
                     ":" + c.properties.at("line") + " " + c.data.substr(0, c.data.find('\n')));
  }
  for (const json& f : findings) {
    found.insert(command_of.at(f["severity"]) + " " + f["rule"].get<std::string>() + " " +
                 relative(f) + ":" + std::to_string(f["line"].get<int>()) + " " +
                 f["message"].get<std::string>());
  }
  EXPECT_EQ(annotated, found);
}

TEST(Github, NothingFromAConfigurationStartsASecondCommand) {
  // A folder and a FairScheduler queue named to break out of a command: '%', ',', ':', "::",
  // newlines and a carriage return, and what would follow them.
  TempDir dir;
  const std::string folder = "conf,line=9::x%0A:y\n::error::z\r::warning file=a::b";
  const std::string queue = "a%0A::error file=x::pwned,b:c&#10;::warning::y&#13;::notice::n";
  dir.write(folder + "/fair-scheduler.xml",
            "<?xml version=\"1.0\"?>\n<allocations>\n  <queue name=\"" + queue +
                "\">\n    <minResources>20000 mb, 10 vcores</minResources>\n"
                "    <maxResources>10 mb, 1 vcores</maxResources>\n  </queue>\n</allocations>\n");
  const std::string conf = (dir.path() / folder).string();
  const json findings = run_json({"check", conf, "--no-solver", "--node-count", "2"})["findings"];
  bool names_queue = false;
  for (const json& f : findings)
    names_queue =
        names_queue || f["message"].get<std::string>().find("::pwned") != std::string::npos;
  ASSERT_TRUE(names_queue) << "a finding must quote the queue";
  const auto r =
      run_cli_in_process({"check", conf, "--no-solver", "--node-count", "2", "--format", "github"});
  const auto commands = workflow_commands(r.out);
  ASSERT_EQ(commands.size(), findings.size()) << r.out;
  for (size_t i = 0; i < commands.size(); ++i) {
    const WorkflowCommand& c = commands[i];
    EXPECT_TRUE(c.command == "error" || c.command == "warning" || c.command == "notice");
    std::set<std::string> keys;
    for (const auto& [key, value] : c.properties)
      keys.insert(key);
    EXPECT_TRUE(keys == (std::set<std::string>{"file", "line", "col", "title"}) ||
                keys == (std::set<std::string>{"file", "title"}))
        << r.out;
    // The path arrives whole, as GitHub will look it up.
    EXPECT_EQ(c.properties.at("file"), (dir.path() / folder / "fair-scheduler.xml").string());
  }
  // Each message arrives whole as data, the queue's name in it as it is.
  std::multiset<std::string> data, messages;
  for (const WorkflowCommand& c : commands)
    data.insert(c.data);
  for (const json& f : findings) {
    std::string message = f["message"];
    for (const json& line : f.value("details", json::array()))
      message += "\n" + line.get<std::string>();
    messages.insert(visible_text(message, true));
  }
  EXPECT_EQ(data, messages);
  bool whole = false;
  for (const std::string& d : data)
    whole = whole || d.find("root.a%0A::error file=x::pwned,b:c\n::warning::y\r::notice::n") !=
                         std::string::npos;
  EXPECT_TRUE(whole);
}

TEST(Github, EscapesAsTheActionsToolkitDoes) {
  EXPECT_EQ(github_command_data("100% a\r\nb:c,d"), "100%25 a%0D%0Ab:c,d");
  EXPECT_EQ(github_command_property("100% a\r\nb:c,d"), "100%25 a%0D%0Ab%3Ac%2Cd");
}

// The first line of a check comment, and the exit code it stands for.
TEST(MarkdownVerdict, SaysWhetherTheRunPassesTheGate) {
  const auto first_line = [](std::vector<std::string> args) {
    args.insert(args.end(), {"--no-solver", "--format", "markdown"});
    const auto r = run_cli_in_process(args);
    return std::make_pair(r.out.substr(0, r.out.find('\n')), r.code);
  };
  int errors = 0, warnings = 0;
  const json findings = run_json({"check", sample("broken-capacity"), "--no-solver"})["findings"];
  for (const json& f : findings) {
    errors += f["severity"] == "error" ? 1 : 0;
    warnings += f["severity"] == "warning" ? 1 : 0;
  }
  ASSERT_GT(errors, 1);
  ASSERT_GT(warnings, 1);
  EXPECT_EQ(
      first_line({"check", sample("broken-capacity"), "--fail-on", "warning"}),
      std::make_pair("### schedlint: fails the gate — " + std::to_string(errors) + " errors, " +
                         std::to_string(warnings) + " warnings at or above `--fail-on warning`",
                     1));
  EXPECT_EQ(first_line({"check", sample("broken-capacity"), "--fail-on", "error"}),
            std::make_pair("### schedlint: fails the gate — " + std::to_string(errors) +
                               " errors at or above `--fail-on error`",
                           1));
  EXPECT_EQ(first_line({"check", sample("healthy-fair"), "--fail-on", "warning"}),
            std::make_pair(
                std::string("### schedlint: passes — nothing at or above `--fail-on warning`"), 0));
  EXPECT_EQ(first_line({"check", sample("broken-capacity"), "--fail-on", "never"}),
            std::make_pair(std::string("### schedlint: passes — `--fail-on never`: no finding "
                                       "fails the run"),
                           0));
}

TEST(MarkdownVerdict, SaysWhetherTheChangePassesItsGate) {
  const auto first_line = [](std::vector<std::string> args) {
    args.insert(args.end(), {"--no-solver", "--format", "markdown"});
    const auto r = run_cli_in_process(args);
    return std::make_pair(r.out.substr(0, r.out.find('\n')), r.code);
  };
  const std::string healthy = sample("healthy-capacity"), broken = sample("broken-capacity");
  const json diff = run_json({"diff", healthy, broken, "--no-solver"})["summary"]["findings"];
  const int new_errors = diff["new"]["error"];
  ASSERT_GT(new_errors, 1);
  const int new_warnings = diff["new"]["warning"];
  EXPECT_EQ(first_line({"diff", healthy, broken}),
            std::make_pair("### schedlint diff: fails the gate — new findings at or above "
                           "`--fail-on-new warning`: " +
                               std::to_string(new_errors) + " errors, " +
                               std::to_string(new_warnings) + " warnings",
                           1));
  EXPECT_EQ(first_line({"diff", healthy, broken, "--fail-on-new", "error"}),
            std::make_pair("### schedlint diff: fails the gate — new findings at or above "
                           "`--fail-on-new error`: " +
                               std::to_string(new_errors) + " errors",
                           1));
  int errors = 0;
  const json findings = run_json({"check", broken, "--no-solver"})["findings"];
  for (const json& f : findings)
    errors += f["severity"] == "error" ? 1 : 0;
  EXPECT_EQ(first_line({"diff", broken, broken}),
            std::make_pair(std::string("### schedlint diff: passes — no new finding at or above "
                                       "`--fail-on-new warning`"),
                           0));
  // Pre-existing problems block the change only when --fail-on asks.
  EXPECT_EQ(first_line({"diff", broken, broken, "--fail-on", "error"}),
            std::make_pair("### schedlint diff: fails the gate — findings of the new version at "
                           "or above `--fail-on error`: " +
                               std::to_string(errors) + " errors",
                           1));
}

// Two versions of a 3,200-queue configuration: every queue's maximum-capacity changes, and each
// gets a bad number (a new error) while the old version's 9,600 infos are fixed.
std::string many_queues(bool changed) {
  std::vector<std::pair<std::string, std::string>> props;
  std::string names;
  for (int i = 0; i < 3200; ++i) {
    const std::string q = "yarn.scheduler.capacity.root.q" + std::to_string(i);
    names += (i == 0 ? "q" : ",q") + std::to_string(i);
    props.push_back({q + ".capacity", "0.03125"});
    if (changed) {
      props.push_back({q + ".maximum-capacity", "50"});
      props.push_back({q + ".user-limit-factor", "x"});
    }
  }
  props.push_back({"yarn.scheduler.capacity.root.queues", names});
  return testing::conf_xml(props);
}

// Every table of a comment: its rows are whole, it has at least one, and where rows were left
// out "… and N more" follows the last one.
void expect_whole_tables(const std::string& md) {
  std::vector<std::string> lines;
  std::istringstream in(md);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("|", 0) != 0) continue;
    EXPECT_EQ(lines[i].back(), '|') << lines[i];
    const bool head = i + 1 < lines.size() && lines[i + 1].rfind("| ---", 0) == 0;
    if (head) {
      EXPECT_TRUE(i + 2 < lines.size() && lines[i + 2].rfind("| ", 0) == 0 &&
                  lines[i + 2].rfind("| ---", 0) != 0)
          << "a table without rows at line " << i + 1;
    }
  }
}

TEST(MarkdownCut, ADiffOfThreeThousandTwoHundredQueuesEndsOnWholeRows) {
  TempDir dir;
  dir.write("old/capacity-scheduler.xml", many_queues(false));
  dir.write("new/capacity-scheduler.xml", many_queues(true));
  const auto r =
      run_cli_in_process({"diff", (dir.path() / "old").string(), (dir.path() / "new").string(),
                          "--no-solver", "--node-count", "4", "--format", "markdown"});
  ASSERT_EQ(r.code, 1) << r.err;
  const std::string& md = r.out;
  EXPECT_LE(md.size(), kMarkdownMaxChars);
  EXPECT_GT(md.size(), kMarkdownMaxChars / 2) << "the comment uses the room it has";
  expect_whole_tables(md);
  // The queue table and the new findings are cut after a whole row, with how many more.
  const std::regex more_queues("\\|\n\n… and (\\d+) more queues\n");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(md, m, more_queues)) << md.substr(0, 2000);
  const size_t queue_rows_shown = std::stoul(m[1]);
  EXPECT_LT(queue_rows_shown, 3200u);
  const std::regex more_findings("\\|\n\n… and (\\d+) more \\(the least severe");
  ASSERT_TRUE(std::regex_search(md, m, more_findings));
  const size_t new_findings = md.find("#### New findings (3200)");
  ASSERT_NE(new_findings, std::string::npos);
  // Shown and left out add up.
  const size_t table = md.find("| --- |\n", new_findings) + 8;
  size_t rows = 0;
  for (size_t at = table; md.compare(at, 2, "| ") == 0; at = md.find('\n', at) + 1)
    ++rows;
  EXPECT_EQ(rows + std::stoul(m[1]), 3200u);
  // The fixed findings say how many they are, without an empty table.
  EXPECT_NE(md.find("#### Fixed findings (9600)\n\n"), std::string::npos);
}

TEST(MarkdownCut, AFindingsTableNeverEndsMidRow) {
  CheckReport report;
  for (int i = 0; i < 50; ++i) {
    report.findings.push_back(
        {"cs-x", Severity::kWarning, "a long message about queue root.q" + std::to_string(i), {}});
  }
  for (size_t limit : {0u, 20u, 150u, 400u, 1000u, 5000u, 100000u}) {
    const std::string body = markdown_findings(report, {}, limit);
    EXPECT_LE(body.size(), limit);
    if (body.empty()) continue;
    expect_whole_tables(body);
    // The rows shown and the "… and N more" add up to every finding.
    size_t rows = 0;
    for (size_t at = body.find("| warning |"); at != std::string::npos;
         at = body.find("| warning |", at + 1))
      ++rows;
    std::smatch m;
    const bool cut = std::regex_search(body, m, std::regex("… and (\\d+) more"));
    EXPECT_EQ(rows + (cut ? std::stoul(m[1]) : 0), 50u) << limit;
  }
}

TEST(MarkdownLinks, OnlyFromTheShapesCiServersSet) {
  const auto url = [](std::map<std::string, std::string> env) {
    return ci_blob_url([&](const char* name) -> std::optional<std::string> {
      const auto it = env.find(name);
      return it == env.end() ? std::nullopt : std::optional<std::string>(it->second);
    });
  };
  const std::string sha(40, 'a');
  EXPECT_EQ(url({{"GITHUB_SERVER_URL", "https://github.com"},
                 {"GITHUB_REPOSITORY", "acme/hadoop-conf"},
                 {"GITHUB_SHA", sha}}),
            "https://github.com/acme/hadoop-conf/blob/" + sha + "/");
  EXPECT_EQ(url({{"CI_PROJECT_URL", "https://gitlab.example.com/infra/yarn/conf"},
                 {"CI_COMMIT_SHA", sha}}),
            "https://gitlab.example.com/infra/yarn/conf/-/blob/" + sha + "/");
  EXPECT_EQ(url({}), "");
  // Anything else is no link at all.
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"GITHUB_SERVER_URL", "javascript:alert(1)"},
           {"GITHUB_SERVER_URL", "https://github.com)[x](https://evil"},
           {"GITHUB_REPOSITORY", "acme/conf) <img src=x>"},
           {"GITHUB_REPOSITORY", "acme"},
           {"GITHUB_SHA", "main"},
           {"GITHUB_SHA", sha + ")"}}) {
    std::map<std::string, std::string> env{{"GITHUB_SERVER_URL", "https://github.com"},
                                           {"GITHUB_REPOSITORY", "acme/conf"},
                                           {"GITHUB_SHA", sha}};
    env[key] = value;
    EXPECT_EQ(url(env), "") << key << "=" << value;
  }
}

// Sets environment variables for one scope.
class ScopedEnv {
 public:
  explicit ScopedEnv(std::map<std::string, std::string> values) : values_(std::move(values)) {
    for (const auto& [name, value] : values_)
      setenv(name.c_str(), value.c_str(), 1);
  }
  ~ScopedEnv() {
    for (const auto& [name, value] : values_)
      unsetenv(name.c_str());
  }

 private:
  std::map<std::string, std::string> values_;
};

TEST(MarkdownLinks, FindingsLinkToTheirLinesEscaped) {
  const std::string sha(40, 'b');
  const ScopedEnv env({{"GITHUB_SERVER_URL", "https://github.com"},
                       {"GITHUB_REPOSITORY", "acme/conf"},
                       {"GITHUB_SHA", sha}});
  // Outside git the current folder is the source root: a folder whose name would end a link or a
  // cell, inside it.
  TempDir dir;
  dir.write("c (1)|]x/capacity-scheduler.xml",
            testing::conf_xml({{"yarn.scheduler.capacity.root.queues", "a"},
                               {"yarn.scheduler.capacity.root.a.capacity", "100"},
                               {"yarn.scheduler.capacity.root.a.maximum-capacty", "80"}}));
  const fs::path previous = fs::current_path();
  fs::current_path(dir.path());
  const auto r = run_cli_in_process({"check", "c (1)|]x", "--no-solver", "--format", "markdown"});
  fs::current_path(previous);
  const std::string link = "](https://github.com/acme/conf/blob/" + sha +
                           "/c%20%281%29%7C%5Dx/capacity-scheduler.xml#L4) |";
  EXPECT_NE(r.out.find(link), std::string::npos) << r.out;
  expect_whole_tables(r.out);
  // A diff links its new findings (the version checked out), not the fixed ones.
  const auto diff =
      run_cli_in_process({"diff", sample("healthy-capacity"), sample("broken-capacity"),
                          "--no-solver", "--format", "markdown"});
  EXPECT_NE(diff.out.find("](https://github.com/acme/conf/blob/" + sha +
                          "/samples/broken-capacity/capacity-scheduler.xml#L"),
            std::string::npos)
      << diff.out;
  const auto fixed =
      run_cli_in_process({"diff", sample("broken-capacity"), sample("healthy-capacity"),
                          "--no-solver", "--format", "markdown"});
  const size_t fixed_findings = fixed.out.find("#### Fixed findings");
  ASSERT_NE(fixed_findings, std::string::npos);
  EXPECT_NE(fixed.out.find("\n| error | `", fixed_findings), std::string::npos);
  EXPECT_EQ(fixed.out.find("](https://github.com/", fixed_findings), std::string::npos)
      << fixed.out;
}

}  // namespace ci_formats_test
}  // namespace schedlint
