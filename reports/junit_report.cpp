#include "reports/junit_report.h"

#include <filesystem>
#include <map>
#include <set>

#include <fmt/format.h>

#include "reports/escape.h"

namespace schedlint {

namespace {

struct TestCase {
  std::string classname;
  std::string name;
  enum class Outcome { kPassed, kFailed, kSkipped } outcome = Outcome::kPassed;
  std::string message;  ///< of the failure or the skip
  std::string text;     ///< the failure's body
  std::string file;
  int line = 0;
};

struct Suite {
  std::string name;
  std::vector<TestCase> cases;
  std::vector<std::pair<std::string, std::string>> properties;
};

// What a finding is about, for its testcase name: its queue, else where it points. GitLab keys a
// test by classname + name, so the names are made unique afterwards.
std::string subject_of(const Finding& f) {
  if (!f.queue.empty()) return f.queue;
  const std::string file = std::filesystem::path(f.loc.file).filename().string();
  return f.loc.line > 0 ? fmt::format("{}:{}", file, f.loc.line) : file;
}

std::string body_of(const Finding& f) {
  std::string text = f.message;
  for (const std::string& line : f.details)
    text += "\n" + line;
  for (const RelatedLocation& r : f.related)
    text += fmt::format("\n{}:{}: note: {}", r.loc.file, r.loc.line, r.message);
  return text;
}

// " #2", " #3"... for the second and later testcases of one classname and name, in any suite.
void make_names_unique(std::vector<Suite>& suites) {
  std::map<std::pair<std::string, std::string>, int> seen;
  for (Suite& suite : suites) {
    for (TestCase& c : suite.cases) {
      const int n = ++seen[{c.classname, c.name}];
      if (n > 1) c.name += fmt::format(" #{}", n);
    }
  }
}

void write_suite(const Suite& suite, std::ostream& out) {
  int failures = 0;
  int skipped = 0;
  for (const TestCase& c : suite.cases) {
    failures += c.outcome == TestCase::Outcome::kFailed ? 1 : 0;
    skipped += c.outcome == TestCase::Outcome::kSkipped ? 1 : 0;
  }
  out << fmt::format(
      "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n",
      escape_xml(suite.name), suite.cases.size(), failures, skipped);
  if (!suite.properties.empty()) {
    out << "    <properties>\n";
    for (const auto& [name, value] : suite.properties) {
      out << fmt::format("      <property name=\"{}\" value=\"{}\"/>\n", escape_xml(name),
                         escape_xml(value));
    }
    out << "    </properties>\n";
  }
  for (const TestCase& c : suite.cases) {
    out << fmt::format("    <testcase classname=\"{}\" name=\"{}\"", escape_xml(c.classname),
                       escape_xml(c.name));
    if (!c.file.empty()) out << fmt::format(" file=\"{}\"", escape_xml(c.file));
    if (c.line > 0) out << fmt::format(" line=\"{}\"", c.line);
    if (c.outcome == TestCase::Outcome::kPassed) {
      out << "/>\n";
      continue;
    }
    out << ">\n";
    if (c.outcome == TestCase::Outcome::kFailed) {
      out << fmt::format("      <failure message=\"{}\">{}</failure>\n", escape_xml(c.message),
                         escape_xml(c.text));
    } else {
      out << fmt::format("      <skipped message=\"{}\"/>\n", escape_xml(c.message));
    }
    out << "    </testcase>\n";
  }
  out << "  </testsuite>\n";
}

}  // namespace

void write_junit_report(const CheckReport& report, const std::vector<ReportedRule>& rules,
                        std::ostream& out) {
  std::vector<Suite> suites;
  auto suite_of = [&](const std::string& file) -> Suite& {
    for (Suite& s : suites) {
      if (s.name == file) return s;
    }
    suites.push_back({file, {}, {}});
    return suites.back();
  };
  for (const InputFile& input : report.inputs)
    suite_of(input.path);
  std::set<std::string> found;
  for (const Finding& f : report.findings) {
    found.insert(f.rule);
    TestCase c{"schedlint." + f.rule,
               subject_of(f),
               TestCase::Outcome::kFailed,
               f.message,
               body_of(f),
               f.loc.file,
               f.loc.line};
    if (f.proof && f.proof->status == "unknown") {
      c.outcome = TestCase::Outcome::kSkipped;  // not decided: neither passed nor failed
      c.text.clear();
    }
    suite_of(f.loc.file.empty() ? "schedlint" : f.loc.file).cases.push_back(std::move(c));
  }
  for (const ProvenFact& fact : report.proven_safe) {
    suite_of(fact.loc.file.empty() ? "schedlint" : fact.loc.file)
        .cases.push_back({"schedlint." + fact.rule, "proven safe: " + fact.message,
                          TestCase::Outcome::kPassed, "", "", fact.loc.file, fact.loc.line});
  }
  // How many findings suppressions left out, beside the rules that found them.
  Suite catalog{"schedlint rules", {}, {{"suppressed", std::to_string(report.suppressed.size())}}};
  for (const ReportedRule& rule : rules) {
    TestCase c{"schedlint.rules", rule.id, TestCase::Outcome::kPassed, "", "", "", 0};
    if (!rule.ran) {
      c.outcome = TestCase::Outcome::kSkipped;
      c.message = "not run: " + rule.why_not_run;
    } else if (found.count(rule.id) > 0) {
      c.outcome = TestCase::Outcome::kFailed;
      c.message = "found problems (see its testcases)";
      c.text = c.message;
    }
    catalog.cases.push_back(std::move(c));
  }
  suites.push_back(std::move(catalog));
  size_t tests = 0;
  size_t failures = 0;
  size_t skipped = 0;
  make_names_unique(suites);
  for (const Suite& s : suites) {
    for (const TestCase& c : s.cases) {
      ++tests;
      failures += c.outcome == TestCase::Outcome::kFailed ? 1 : 0;
      skipped += c.outcome == TestCase::Outcome::kSkipped ? 1 : 0;
    }
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << fmt::format(
      "<testsuites name=\"schedlint\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n",
      tests, failures, skipped);
  for (const Suite& s : suites)
    write_suite(s, out);
  out << "</testsuites>\n";
}

}  // namespace schedlint
