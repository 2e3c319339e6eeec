#include "reports/github_report.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "model/fingerprint.h"
#include "reports/escape.h"

namespace schedlint {

namespace {

std::string_view command_of(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "notice";
  }
  return "notice";
}

// The toolkit's escapes (@actions/core, command.ts: escapeData, escapeProperty) on visible text.
std::string escaped(std::string_view text, bool property) {
  std::string out;
  for (char c : visible_text(text, true)) {
    switch (c) {
      case '%':
        out += "%25";
        break;
      case '\r':
        out += "%0D";
        break;
      case '\n':
        out += "%0A";
        break;
      case ':':
        out += property ? "%3A" : ":";
        break;
      case ',':
        out += property ? "%2C" : ",";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace

std::string github_command_data(std::string_view text) {
  return escaped(text, false);
}

std::string github_command_property(std::string_view text) {
  return escaped(text, true);
}

void write_github_report(const CheckReport& report, const std::string& source_root,
                         std::ostream& out) {
  // GitHub shows a limited number of annotations per step: the most severe first.
  std::vector<const Finding*> ordered;
  for (const Finding& f : report.findings)
    ordered.push_back(&f);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const Finding* a, const Finding* b) { return a->severity > b->severity; });
  for (const Finding* f : ordered) {
    std::string properties;
    if (!f->loc.file.empty()) {
      properties += "file=" + github_command_property(path_from_root(f->loc.file, source_root));
      if (f->loc.line > 0) properties += fmt::format(",line={}", f->loc.line);
      if (f->loc.line > 0 && f->loc.column > 0) properties += fmt::format(",col={}", f->loc.column);
      properties += ",";
    }
    properties += "title=" + github_command_property(f->rule);
    std::string message = f->message;
    for (const std::string& line : f->details)
      message += "\n" + line;
    out << fmt::format("::{} {}::{}\n", command_of(f->severity), properties,
                       github_command_data(message));
  }
}

}  // namespace schedlint
