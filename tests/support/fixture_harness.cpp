#include "support/fixture_harness.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <tuple>

#include <fmt/format.h>
#include <tinyxml2.h>
#include <nlohmann/json.hpp>

#include "support/cli_harness.h"
#include "support/test_support.h"

namespace schedlint::testing {

namespace fs = std::filesystem;

namespace {

enum class FileKind { kXml, kYaml, kOther };

FileKind kind_of(const std::string& file) {
  const std::string ext = fs::path(file).extension().string();
  if (ext == ".xml") return FileKind::kXml;
  if (ext == ".yaml" || ext == ".yml") return FileKind::kYaml;
  return FileKind::kOther;
}

[[noreturn]] void malformed(const std::string& file, int line, const std::string& why) {
  throw std::invalid_argument(fmt::format("{}:{}: {}", file, line, why));
}

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Reads the expectations after "expect:" (or "expect-file:"): one or more SEVERITY RULE "MESSAGE".
// In the message \" is a quote, \\ a backslash and \- a hyphen (XML comments may not hold "--"); a
// line break and the blanks around it read as one space, so a long message may wrap.
void read_triples(std::string_view text, const std::string& file, int line, int finding_line,
                  std::vector<FixtureFinding>& out) {
  size_t i = 0;
  auto skip_blanks = [&] {
    while (i < text.size() && is_space(text[i]))
      ++i;
  };
  auto word = [&] {
    const size_t start = i;
    while (i < text.size() && !is_space(text[i]) && text[i] != '"')
      ++i;
    return std::string(text.substr(start, i - start));
  };
  skip_blanks();
  if (i == text.size()) malformed(file, line, "an expectation names no finding");
  while (i < text.size()) {
    FixtureFinding f{file, finding_line, word(), "", ""};
    if (f.severity != "error" && f.severity != "warning" && f.severity != "info")
      malformed(file, line, "expected error, warning or info, got '" + f.severity + "'");
    skip_blanks();
    f.rule = word();
    if (f.rule.empty() ||
        f.rule.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos) {
      malformed(file, line, "expected a rule id after the severity, got '" + f.rule + "'");
    }
    skip_blanks();
    if (i == text.size() || text[i] != '"')
      malformed(file, line, "expected the message in double quotes after " + f.rule);
    ++i;
    bool closed = false;
    while (i < text.size() && !closed) {
      const char c = text[i++];
      if (c == '"') {
        closed = true;
      } else if (c == '\\') {
        if (i == text.size() || (text[i] != '"' && text[i] != '\\' && text[i] != '-'))
          malformed(file, line, "in a message, \\ escapes only \", \\ and -");
        f.message += text[i++];
      } else if (c == '\n' || c == '\r') {
        while (!f.message.empty() && (f.message.back() == ' ' || f.message.back() == '\t'))
          f.message.pop_back();
        while (i < text.size() && is_space(text[i]))
          ++i;
        f.message += ' ';
      } else {
        f.message += c;
      }
    }
    if (!closed) malformed(file, line, "the message of " + f.rule + " has no closing quote");
    out.push_back(std::move(f));
    skip_blanks();
  }
}

// A comment's text, if it is an expectation (its first word starts with "expect"): reads it into
// `out`. `line` is where the comment starts, which is the line of the finding it expects.
void read_directive(std::string_view comment, const std::string& file, int line,
                    std::vector<FixtureFinding>& out) {
  size_t start = 0;
  while (start < comment.size() && is_space(comment[start]))
    ++start;
  std::string_view t = comment.substr(start);
  if (t.rfind("expect", 0) != 0) return;
  const size_t colon = t.find(':');
  const std::string_view keyword = t.substr(0, colon);
  if (colon == std::string_view::npos || (keyword != "expect" && keyword != "expect-file")) {
    malformed(file, line,
              "a comment that starts with 'expect' must be 'expect: SEVERITY RULE \"MESSAGE\"' or "
              "'expect-file: ...'");
  }
  read_triples(t.substr(colon + 1), file, line, keyword == "expect" ? line : 0, out);
}

int line_at(std::string_view text, size_t offset) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + offset, '\n'));
}

bool is_blank_text(const tinyxml2::XMLNode* node) {
  if (node == nullptr || node->ToText() == nullptr) return true;
  return std::string_view(node->Value()).find_first_not_of(" \t\r\n") == std::string_view::npos;
}

// An expectation comment must sit between elements: inside an element's text (<value>1<!--
// --></value>, or <aclSubmitApps> <!-- -->alice</aclSubmitApps>) it changes the text Hadoop reads,
// which takes an element's first text node. Throws naming the comment's line.
void check_comments_between_elements(const std::string& file, const tinyxml2::XMLNode* node) {
  for (const tinyxml2::XMLNode* c = node->FirstChild(); c != nullptr; c = c->NextSibling()) {
    check_comments_between_elements(file, c);
    const tinyxml2::XMLComment* comment = c->ToComment();
    if (comment == nullptr) continue;
    std::string_view text = comment->Value();
    text.remove_prefix(std::min(text.size(), text.find_first_not_of(" \t\r\n")));
    if (!text.starts_with("expect")) continue;
    const bool in_text = !is_blank_text(c->PreviousSibling()) || !is_blank_text(c->NextSibling());
    if (in_text) {
      malformed(file, c->GetLineNum(),
                "an expectation inside an element's text changes what Hadoop reads: put it after "
                "the element, or before it on the same line");
    }
  }
}

void read_xml(const std::string& file, std::string_view text, std::vector<FixtureFinding>& out) {
  tinyxml2::XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
  if (doc.Parse(text.data(), text.size()) == tinyxml2::XML_SUCCESS)
    check_comments_between_elements(file, &doc);  // a file that does not parse: the run says so
  for (size_t at = text.find("<!--"); at != std::string_view::npos;
       at = text.find("<!--", at + 4)) {
    const size_t end = text.find("-->", at + 4);
    if (end == std::string_view::npos) return;  // not well-formed: the run reports the file
    const std::string_view comment = text.substr(at + 4, end - at - 4);
    std::vector<FixtureFinding> found;
    read_directive(comment, file, line_at(text, at), found);
    if (!found.empty() && comment.find("--") != std::string_view::npos) {
      malformed(file, line_at(text, at),
                "an XML comment may not hold \"--\" (Hadoop's parser rejects the file): write the "
                "second hyphen as \\-");
    }
    out.insert(out.end(), found.begin(), found.end());
    at = end;
  }
}

// Where the comment of a YAML line starts (after its '#'), or npos: a '#' at the start of the line
// or after a blank, outside quotes.
size_t yaml_comment(std::string_view line) {
  char quote = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quote != 0) {
      if (c == '\\' && quote == '"')
        ++i;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
      return i + 1;
    }
  }
  return std::string_view::npos;
}

// Whether `text` ends inside a double-quoted message (its quotes, \" aside, are odd).
bool quote_open(std::string_view text) {
  bool open = false;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\')
      ++i;
    else if (text[i] == '"')
      open = !open;
  }
  return open;
}

void read_yaml(const std::string& file, std::string_view text, std::vector<FixtureFinding>& out) {
  std::vector<std::string_view> lines;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  for (size_t n = 0; n < lines.size(); ++n) {
    const size_t at = yaml_comment(lines[n]);
    if (at == std::string_view::npos) continue;
    std::string comment(lines[n].substr(at));
    const size_t first = n;
    // A message still open continues in the comment of the next line, which holds nothing else.
    while (quote_open(comment) && n + 1 < lines.size()) {
      const std::string_view next = lines[n + 1];
      const size_t hash = next.find_first_not_of(" \t");
      if (hash == std::string_view::npos || next[hash] != '#') break;
      comment += "\n" + std::string(next.substr(hash + 1));
      ++n;
    }
    read_directive(comment, file, static_cast<int>(first) + 1, out);
  }
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string escaped(const std::string& message) {
  std::string out;
  for (size_t i = 0; i < message.size(); ++i) {
    const char c = message[i];
    if (c == '"' || c == '\\') out += '\\';
    if (c == '-' && i > 0 && message[i - 1] == '-') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string describe(const FixtureFinding& f) {
  return fmt::format("{}:{}: {} {} \"{}\"", f.file.empty() ? "-" : f.file, f.line, f.severity,
                     f.rule, escaped(f.message));
}

std::string expectation_comment(const FixtureFinding& f) {
  const std::string keyword = f.line == 0 ? "expect-file" : "expect";
  const std::string body =
      fmt::format("{}: {} {} \"{}\"", keyword, f.severity, f.rule, escaped(f.message));
  switch (kind_of(f.file)) {
    case FileKind::kXml:
      return "<!-- " + body + " -->";
    case FileKind::kYaml:
      return "# " + body;
    case FileKind::kOther:
      break;
  }
  return "in expect.txt: " + describe(f);
}

std::vector<FixtureFinding> read_expectations(const std::string& file, const std::string& text) {
  std::vector<FixtureFinding> out;
  switch (kind_of(file)) {
    case FileKind::kXml:
      read_xml(file, text, out);
      break;
    case FileKind::kYaml:
      read_yaml(file, text, out);
      break;
    case FileKind::kOther:
      break;
  }
  return out;
}

std::vector<FixtureFinding> read_expectation_list(const std::string& text,
                                                  const std::set<std::string>& links) {
  std::vector<FixtureFinding> out;
  std::istringstream in(text);
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
    const size_t colon = line.find(':');
    const size_t second = colon == std::string::npos ? colon : line.find(':', colon + 1);
    if (second == std::string::npos)
      malformed("expect.txt", n, "expected FILE:LINE: SEVERITY RULE \"MESSAGE\"");
    const std::string file = line.substr(0, colon);
    const std::string number = line.substr(colon + 1, second - colon - 1);
    if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
      malformed("expect.txt", n, "expected a line number after " + file + ":");
    if (file != "-" && kind_of(file) != FileKind::kOther && links.count(file) == 0) {
      malformed("expect.txt", n,
                file + " can hold comments: write the expectation on its line there");
    }
    std::vector<FixtureFinding> found;
    read_triples(std::string_view(line).substr(second + 1), "expect.txt", n, std::stoi(number),
                 found);
    for (FixtureFinding& f : found) {
      f.file = file == "-" ? "" : file;
      out.push_back(std::move(f));
    }
  }
  return out;
}

std::vector<FixtureFinding> case_expectations(const fs::path& dir) {
  std::vector<FixtureFinding> out;
  std::vector<fs::path> files;
  std::set<std::string> links;  // what a link leads to is not the case's: its file is not read
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_symlink())
      links.insert(entry.path().lexically_relative(dir).generic_string());
    else if (entry.is_regular_file())
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& path : files) {
    const std::string name = path.lexically_relative(dir).generic_string();
    const auto found = name == "expect.txt" ? read_expectation_list(read_text(path), links)
                                            : read_expectations(name, read_text(path));
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

std::string FixtureOutcome::report(const fs::path& dir) const {
  std::string out = fmt::format("{}:\n", dir.lexically_relative(source_dir()).generic_string());
  if (!failure.empty()) out += "  the run failed: " + failure + "\n";
  if (!missing.empty()) out += "  expected, not found:\n";
  for (const FixtureFinding& f : missing)
    out += "    " + describe(f) + "\n";
  if (!unexpected.empty()) out += "  found, not expected:\n";
  for (const FixtureFinding& f : unexpected) {
    out += "    " + describe(f) + "\n";
    out += "      to expect it: " + expectation_comment(f) + "\n";
  }
  return out;
}

FixtureOutcome run_fixture(const fs::path& dir, const std::string& rule) {
  FixtureOutcome outcome;
  std::vector<FixtureFinding> expected;
  try {
    expected = case_expectations(dir);
  } catch (const std::invalid_argument& e) {
    outcome.failure = std::string("a malformed expectation: ") + e.what();
    return outcome;
  }
  const bool change = fs::is_directory(dir / "old") && fs::is_directory(dir / "new");
  std::vector<std::string> args =
      change ? std::vector<std::string>{"diff", "old", "new", "--format", "json"}
             : std::vector<std::string>{"check", ".", "--format", "json", "--fail-on", "never"};
  // Time enough for every proof on any machine, sanitizers included: what a case expects must not
  // depend on how fast the machine is (a proof cut short is an info, not its answer).
  for (const char* time : {"--solver-timeout-ms", "60000", "--solver-budget-ms", "600000",
                           "--confirm-budget-ms", "600000"})
    args.push_back(time);
  const CliResult r = run_schedlint(args, dir);
  if (r.code != 0 && r.code != 1) {
    outcome.failure = fmt::format("exit {}: {}", r.code, r.err);
    return outcome;
  }
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  std::vector<nlohmann::json> findings;
  if (change) {
    // The version after: what the change brings and what it keeps (fixed ones are the old's).
    for (const char* part : {"new", "unchanged"}) {
      for (const auto& f : doc["findings"][part])
        findings.push_back(f);
    }
  } else {
    for (const auto& f : doc["findings"])
      findings.push_back(f);
  }
  std::set<std::string> under_test{rule};
  for (const FixtureFinding& f : expected)
    under_test.insert(f.rule);
  std::vector<FixtureFinding> found;
  for (const auto& f : findings) {
    std::string path = f["path"].get<std::string>();
    if (path.rfind("./", 0) == 0) path.erase(0, 2);
    FixtureFinding got{path, f["line"].get<int>(), f["severity"].get<std::string>(),
                       f["rule"].get<std::string>(), f["message"].get<std::string>()};
    if (under_test.count(got.rule) != 0) found.push_back(std::move(got));
  }
  std::sort(expected.begin(), expected.end());
  std::sort(found.begin(), found.end());
  std::set_difference(expected.begin(), expected.end(), found.begin(), found.end(),
                      std::back_inserter(outcome.missing));
  std::set_difference(found.begin(), found.end(), expected.begin(), expected.end(),
                      std::back_inserter(outcome.unexpected));
  return outcome;
}

void PrintTo(const FixtureCase& c, std::ostream* os) {
  *os << "tests/fixtures/rules/" << c.rule << "/" << c.name;
}

std::vector<FixtureCase> fixture_cases() {
  std::vector<FixtureCase> cases;
  const fs::path root = fs::path(source_dir()) / "tests" / "fixtures" / "rules";
  if (!fs::is_directory(root)) return cases;
  for (const auto& rule : fs::directory_iterator(root)) {
    if (!rule.is_directory()) continue;
    for (const auto& c : fs::directory_iterator(rule.path())) {
      if (c.is_directory())
        cases.push_back({rule.path().filename().string(), c.path().filename().string(), c.path()});
    }
  }
  std::sort(cases.begin(), cases.end(), [](const FixtureCase& a, const FixtureCase& b) {
    return std::tie(a.rule, a.name) < std::tie(b.rule, b.name);
  });
  return cases;
}

}  // namespace schedlint::testing
