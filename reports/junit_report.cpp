#include "reports/junit_report.h"

#include <filesystem>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "model/fingerprint.h"
#include "reports/escape.h"

namespace schedlint {

namespace {

struct TestCase {
  std::string classname;
  std::string name;
  enum class Outcome { kPassed, kFailed, kSkipped } outcome = Outcome::kPassed;
  std::string type;     ///< of the failure: the finding's severity
  std::string message;  ///< of the failure or the skip
  std::string text;     ///< the failure's body, or a passing finding's <system-out>
  std::string file;
  int line = 0;
};

struct Suite {
  std::string name;
  std::vector<TestCase> cases;
  size_t suppressed = 0;  ///< findings in this file that suppressions left out
};

// What a finding is about: its queue, else the property on its line, else its file. Never a line
// number: a comment added above would rename the test.
std::string subject_of(const Finding& f, const Model& model) {
  if (!f.queue.empty()) return f.queue;
  std::string property = property_at(model, f.loc);
  if (!property.empty()) return property;
  if (f.loc.file.empty()) return "schedlint";
  return std::filesystem::path(f.loc.file).filename().string();
}

std::string where(const SourceLocation& loc, const std::string& root) {
  if (loc.file.empty()) return "schedlint";
  const std::string path = path_from_root(loc.file, root);
  return loc.line > 0 ? fmt::format("{}:{}", path, loc.line) : path;
}

// The finding as the text report writes it, with its details and related places.
std::string body_of(const Finding& f, const std::string& root) {
  std::string text = fmt::format("{}: {}: {} [{}]", where(f.loc, root), severity_name(f.severity),
                                 f.message, f.rule);
  for (const std::string& line : f.details)
    text += "\n" + line;
  for (const RelatedLocation& r : f.related)
    text += fmt::format("\n{}: note: {}", where(r.loc, root), r.message);
  return text;
}

TestCase case_of(const Finding& f, const Model& model, const JunitSettings& settings) {
  TestCase c;
  c.classname = "schedlint." + f.rule;
  c.name = f.rule + ": " + subject_of(f, model);
  c.file = f.loc.file.empty() ? "" : path_from_root(f.loc.file, settings.source_root);
  c.line = f.loc.line;
  c.text = body_of(f, settings.source_root);
  if (counts_against(f.severity, settings.fail_on)) {
    c.outcome = TestCase::Outcome::kFailed;
    c.type = severity_name(f.severity);
    c.message = first_sentence(f.message);
  } else if (f.proof && f.proof->status == "unknown") {
    c.outcome = TestCase::Outcome::kSkipped;  // not decided, and not what the gate counts
    c.message = first_sentence(f.message);
  }
  return c;
}

// " #2", " #3"... for the second and later testcases of one classname and name.
void make_names_unique(std::vector<Suite>& suites) {
  std::map<std::pair<std::string, std::string>, int> seen;
  for (Suite& suite : suites) {
    for (TestCase& c : suite.cases) {
      const int n = ++seen[{c.classname, c.name}];
      if (n > 1) c.name += fmt::format(" #{}", n);
    }
  }
}

struct Counts {
  size_t tests = 0, failures = 0, skipped = 0;
};

Counts count(const std::vector<TestCase>& cases) {
  Counts n;
  for (const TestCase& c : cases) {
    ++n.tests;
    n.failures += c.outcome == TestCase::Outcome::kFailed ? 1 : 0;
    n.skipped += c.outcome == TestCase::Outcome::kSkipped ? 1 : 0;
  }
  return n;
}

void write_case(const TestCase& c, std::ostream& out) {
  out << fmt::format("    <testcase classname=\"{}\" name=\"{}\"", escape_xml(c.classname),
                     escape_xml(c.name));
  if (!c.file.empty()) out << fmt::format(" file=\"{}\"", escape_xml(c.file));
  if (c.line > 0) out << fmt::format(" line=\"{}\"", c.line);
  if (c.outcome == TestCase::Outcome::kPassed && c.text.empty()) {
    out << "/>\n";
    return;
  }
  out << ">\n";
  switch (c.outcome) {
    case TestCase::Outcome::kFailed:
      out << fmt::format("      <failure type=\"{}\" message=\"{}\">{}</failure>\n",
                         escape_xml(c.type), escape_xml(c.message), escape_xml(c.text));
      break;
    case TestCase::Outcome::kSkipped:
      out << fmt::format("      <skipped message=\"{}\"/>\n", escape_xml(c.message));
      out << fmt::format("      <system-out>{}</system-out>\n", escape_xml(c.text));
      break;
    case TestCase::Outcome::kPassed:
      out << fmt::format("      <system-out>{}</system-out>\n", escape_xml(c.text));
      break;
  }
  out << "    </testcase>\n";
}

void write_suite(const Suite& suite, std::ostream& out) {
  const Counts n = count(suite.cases);
  out << fmt::format(
      "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n",
      escape_xml(suite.name), n.tests, n.failures, n.skipped);
  if (suite.suppressed > 0) {
    out << fmt::format(
        "    <properties>\n      <property name=\"suppressed\" value=\"{}\"/>\n"
        "    </properties>\n",
        suite.suppressed);
  }
  for (const TestCase& c : suite.cases)
    write_case(c, out);
  out << "  </testsuite>\n";
}

}  // namespace

void write_junit_report(const CheckReport& report, const Model& model,
                        const JunitSettings& settings, std::ostream& out) {
  std::vector<Suite> suites;
  auto suite_of = [&](const std::string& file) -> Suite& {
    const std::string name =
        file.empty() ? "schedlint" : path_from_root(file, settings.source_root);
    for (Suite& s : suites) {
      if (s.name == name) return s;
    }
    suites.push_back({name, {}, 0});
    return suites.back();
  };
  for (const InputFile& input : report.inputs)
    suite_of(input.path);
  for (const Finding& f : report.findings)
    suite_of(f.loc.file).cases.push_back(case_of(f, model, settings));
  for (const ProvenFact& fact : report.proven_safe) {
    TestCase c{"schedlint." + fact.rule, "proven safe: " + fact.message};
    c.file = fact.loc.file.empty() ? "" : path_from_root(fact.loc.file, settings.source_root);
    c.line = fact.loc.line;
    suite_of(fact.loc.file).cases.push_back(std::move(c));
  }
  for (const SuppressedFinding& s : report.suppressed)
    ++suite_of(s.finding.loc.file).suppressed;
  make_names_unique(suites);
  Counts total;
  for (const Suite& s : suites) {
    const Counts n = count(s.cases);
    total.tests += n.tests;
    total.failures += n.failures;
    total.skipped += n.skipped;
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << fmt::format(
      "<testsuites name=\"schedlint\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">\n",
      total.tests, total.failures, total.skipped);
  for (const Suite& s : suites)
    write_suite(s, out);
  out << "</testsuites>\n";
}

}  // namespace schedlint
