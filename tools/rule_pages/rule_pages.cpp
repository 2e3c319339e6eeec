#include "tools/rule_pages/rule_pages.h"

#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "analysis/analysis_context.h"
#include "parse/load_inputs.h"
#include "reports/text_report.h"
#include "rules/registry.h"
#include "rules/runner.h"

namespace schedlint::rule_pages {

namespace {

constexpr const char* kWhy = "why it is acceptable here";

// How an example says that a file is a symbolic link to what follows (the rule catalog test
// writes it as one).
constexpr std::string_view kLinkPrefix = "-> ";

std::string with_newline(std::string_view text) {
  std::string out(text);
  if (out.empty() || out.back() != '\n') out += '\n';
  return out;
}

std::string fence_language(std::string_view name) {
  if (name.ends_with(".xml")) return "xml";
  if (name.ends_with(".yaml") || name.ends_with(".yml")) return "yaml";
  if (name.ends_with(".json")) return "json";
  return "text";
}

std::string code_block(std::string_view language, std::string_view content) {
  return fmt::format("```{}\n{}```\n", language, with_newline(content));
}

std::vector<TextFile> files_of(const std::vector<ExampleFile>& example) {
  std::vector<TextFile> files;
  for (const ExampleFile& f : example)
    files.push_back(text_file_from_memory(std::string(f.name), std::string(f.content)));
  return files;
}

// The findings of `rule` alone on `files` (for a change rule, "old/..." against "new/..."), with
// `config` as .schedlint.yaml suppress: entries.
std::vector<Finding> run_example(const Rule& rule, const std::vector<TextFile>& files,
                                 const std::vector<Suppression>& config,
                                 const smt::Prover& prover) {
  const std::optional<HadoopVersion> version = HadoopVersion::parse(rule.info.example_version);
  if (!version) throw std::runtime_error(std::string(rule.info.id) + ": bad example_version");
  auto request_for = [&](std::string_view prefix) {
    InputRequest request;
    request.version = *version;
    request.suppressions = config;
    // A file written "-> TARGET" is a symbolic link: the example is then a folder holding it.
    InputFolder folder{".", {}, {}};
    for (const TextFile& f : files) {
      if (!f.path.starts_with(prefix)) continue;
      if (f.content.starts_with(kLinkPrefix)) {
        folder.outside_links.push_back({f.path, f.content.substr(kLinkPrefix.size())});
      } else {
        request.contents.push_back(f);
      }
    }
    if (!folder.outside_links.empty()) {
      folder.files = std::move(request.contents);
      request.contents.clear();
      request.folders.push_back(std::move(folder));
    }
    return request;
  };
  const AnalysisOptions options;
  RuleRun run;
  if (rule.check_change != nullptr) {
    const Model before = load_model(request_for("old/"));
    const Model after = load_model(request_for("new/"));
    const AnalysisContext before_context(before, options, prover);
    const AnalysisContext after_context(after, options, prover);
    RuleSelection only;
    for (const Rule& other : all_rules()) {
      if (other.info.id != rule.info.id) only.disabled.insert(std::string(other.info.id));
    }
    run = run_change_rules({before_context, after_context}, options, only);
  } else {
    const Model model = load_model(request_for(""));
    run = run_rules({&rule}, model, options, RuleSelection{}, prover);
  }
  if (!run.internal_errors.empty()) {
    throw std::runtime_error(
        fmt::format("{}: its example fails: {}", rule.info.id, run.internal_errors.front().what));
  }
  return run.findings;
}

// Whether `finding` is still among `findings`, `shift` lines further down its file.
bool still_found(const Finding& finding, const std::vector<Finding>& findings, int shift) {
  for (const Finding& f : findings) {
    if (f.rule == finding.rule && f.message == finding.message && f.loc.file == finding.loc.file &&
        f.loc.line == finding.loc.line + shift)
      return true;
  }
  return false;
}

// `files` with `line` inserted before line `at` of `file`.
std::vector<TextFile> with_line(std::vector<TextFile> files, const std::string& file, int at,
                                const std::string& line) {
  for (TextFile& f : files) {
    if (f.path != file) continue;
    size_t offset = 0;
    for (int n = 1; n < at && offset != std::string::npos; ++n) {
      offset = f.content.find('\n', offset);
      if (offset != std::string::npos) ++offset;
    }
    if (offset == std::string::npos) offset = f.content.size();
    f.content.insert(offset, line + "\n");
  }
  return files;
}

std::string line_of(const std::vector<TextFile>& files, const std::string& file, int at) {
  for (const TextFile& f : files) {
    if (f.path != file) continue;
    std::istringstream in(f.content);
    std::string line;
    for (int n = 1; n <= at && std::getline(in, line); ++n) {
    }
    return line;
  }
  return "";
}

std::string problematic(const Rule& rule, const std::vector<Finding>& findings) {
  const RuleInfo& info = rule.info;
  if (info.fires.empty()) return "TODO(new_rule.py): the rule has no firing example yet.\n";
  std::string out;
  for (const ExampleFile& f : info.fires) {
    if (f.content.starts_with(kLinkPrefix)) {
      out += fmt::format("`{}`: a symbolic link to `{}`.\n\n", f.name,
                         f.content.substr(kLinkPrefix.size()));
      continue;
    }
    out += fmt::format("`{}`:\n\n{}\n", f.name, code_block(fence_language(f.name), f.content));
  }
  const bool other_version = HadoopVersion::parse(info.example_version) != HadoopVersion{};
  const std::string version =
      other_version ? fmt::format(" --hadoop-version {}", info.example_version) : "";
  const std::string command = rule.check_change != nullptr
                                  ? fmt::format("schedlint diff{} old new", version)
                                  : fmt::format("schedlint check{}", version);
  CheckReport report;
  report.findings = findings;
  std::ostringstream text;
  write_text_report(report, text, {.color = false, .summary = false});
  out += fmt::format("`{}` reports:\n\n{}", command, code_block("text", text.str()));
  return out;
}

std::string correct(const RuleInfo& info) {
  std::string out;
  for (const ExampleFile& f : info.silent) {
    bool shown = false;
    for (const ExampleFile& fired : info.fires)
      shown = shown || (fired.name == f.name && fired.content == f.content);
    if (shown) {
      out += fmt::format("`{}`: as above.\n\n", f.name);
    } else {
      out += fmt::format("`{}`:\n\n{}\n", f.name, code_block(fence_language(f.name), f.content));
    }
  }
  if (out.empty()) return "TODO(new_rule.py): the rule has no silent example yet.\n";
  out.pop_back();  // the blank line after the last file
  return out;
}

std::string suppressing(const Rule& rule, const std::vector<Finding>& findings,
                        const smt::Prover& prover) {
  const std::string id(rule.info.id);
  const std::vector<TextFile> files = files_of(rule.info.fires);
  std::string out;
  const Finding* first = findings.empty() ? nullptr : &findings.front();
  if (first != nullptr && first->loc.file.ends_with(".xml") && first->loc.line > 0) {
    const std::string& file = first->loc.file;
    const int at = first->loc.line;
    const std::string offending = line_of(files, file, at);
    const std::string indent = offending.substr(0, offending.find_first_not_of(" \t"));
    const std::string comment =
        fmt::format("{}<!-- schedlint:disable {} -- {} -->", indent, id, kWhy);
    if (!still_found(*first, run_example(rule, with_line(files, file, at, comment), {}, prover),
                     1)) {
      out += fmt::format(
          "A comment on the line before the element a finding points at, or at the end of that "
          "line, silences it; for the example above, in {}:\n\n{}\n",
          file, code_block("xml", comment + "\n" + offending));
    }
    const std::string whole_file =
        fmt::format("<!-- schedlint:disable-file {} -- {} -->", id, kWhy);
    if (!still_found(*first, run_example(rule, with_line(files, file, at, whole_file), {}, prover),
                     1)) {
      out += fmt::format("For a whole file: `{}`.\n", whole_file);
    }
  } else if (first != nullptr && first->loc.known()) {
    Suppression entry;
    entry.from_config = true;
    entry.rules = {id};
    entry.file = first->loc.file;
    entry.reason = kWhy;
    if (!still_found(*first, run_example(rule, files, {entry}, prover), 0)) {
      out += fmt::format(
          "No comment can silence it in {}; a `suppress:` entry in `.schedlint.yaml` can, for that "
          "file (or for a queue, or a property):\n\n{}\n",
          first->loc.file,
          code_block("yaml", fmt::format("suppress:\n  - rule: {}\n    file: {}\n    reason: {}\n",
                                         id, first->loc.file, kWhy)));
    }
  }
  const char* other = rule.info.severity == Severity::kInfo ? "warning" : "info";
  out += fmt::format(
      "Everywhere: `disable: [{0}]` in `.schedlint.yaml`, or `--disable {0}`.\n"
      "To change its severity: `severity: {{{0}: {1}}}`.\n",
      id, other);
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

}  // namespace

std::string begin_marker(const std::string& name) {
  return fmt::format(
      "<!-- generated: {}; from RuleInfo by scripts/update-generated.sh, do not edit -->", name);
}

std::string end_marker() {
  return "<!-- end of generated part -->";
}

std::vector<GeneratedPart> generated_parts(const Rule& rule, const smt::Prover& prover) {
  const std::vector<Finding> findings =
      rule.info.fires.empty() ? std::vector<Finding>{}
                              : run_example(rule, files_of(rule.info.fires), {}, prover);
  return {
      {"problematic", "## Problematic configuration", problematic(rule, findings)},
      {"correct", "## Correct configuration", correct(rule.info)},
      {"suppressing", "## Suppressing it", suppressing(rule, findings, prover)},
  };
}

std::string with_generated_parts(const std::string& page, const std::vector<GeneratedPart>& parts) {
  std::vector<std::string> lines = lines_of(page);
  for (const GeneratedPart& part : parts) {
    const std::string begin = begin_marker(part.name);
    // The heading each line is under, code blocks aside.
    std::vector<std::string> under(lines.size());
    std::string heading;
    bool in_code = false;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].starts_with("```")) in_code = !in_code;
      if (!in_code && lines[i].starts_with("## ")) heading = lines[i];
      under[i] = heading;
    }
    size_t at = lines.size();
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i] != begin) continue;
      if (at != lines.size()) throw std::runtime_error("two '" + begin + "' lines");
      if (under[i] != part.heading)
        throw std::runtime_error("'" + begin + "' is not under '" + part.heading + "'");
      at = i;
    }
    if (at == lines.size()) throw std::runtime_error("no '" + begin + "' line");
    size_t end = at + 1;
    while (end < lines.size() && lines[end] != end_marker() && under[end] == part.heading)
      ++end;
    if (end == lines.size() || lines[end] != end_marker())
      throw std::runtime_error("no '" + end_marker() + "' after '" + begin + "'");
    const std::vector<std::string> text = lines_of(part.text);
    lines.erase(lines.begin() + static_cast<long>(at) + 1, lines.begin() + static_cast<long>(end));
    lines.insert(lines.begin() + static_cast<long>(at) + 1, text.begin(), text.end());
  }
  std::string out;
  for (const std::string& line : lines)
    out += line + "\n";
  return out;
}

}  // namespace schedlint::rule_pages
