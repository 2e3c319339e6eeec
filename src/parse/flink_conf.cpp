#include "parse/flink_conf.h"

#include <fmt/format.h>

#include "java/numbers.h"

namespace schedlint {

FrameworkConf read_flink_conf(const TextFile& file, std::vector<ReadingIssue>& issues) {
  const std::string_view text = file.content;
  FrameworkConf conf;
  size_t at = 0;
  int line_no = 0;
  while (at < text.size()) {
    // BufferedReader.readLine: \n, \r or \r\n end a line.
    size_t end = at;
    while (end < text.size() && text[end] != '\n' && text[end] != '\r')
      ++end;
    const std::string_view line = text.substr(at, end - at);
    at = end < text.size() && text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n'
             ? end + 2
             : end + 1;
    ++line_no;
    const std::string_view content = java::trim(line.substr(0, line.find('#')));
    if (content.empty()) continue;
    const SourceLocation loc{file.path, line_no, 1};
    const size_t colon = content.find(": ");
    if (colon == std::string_view::npos) {
      issues.push_back(ReadingIssue{
          ReadingIssueKind::kWorkloadValue, loc,
          fmt::format("'{}' has no ': ' between key and value: Flink skips the line (\"Error while "
                      "trying to split key and value in configuration file\")",
                      content)});
      continue;
    }
    const std::string_view key = java::trim(content.substr(0, colon));
    const std::string_view value = java::trim(content.substr(colon + 2));
    if (key.empty() || value.empty()) {
      issues.push_back(ReadingIssue{ReadingIssueKind::kWorkloadValue, loc,
                                    fmt::format("'{}' has an empty key or value: Flink skips the "
                                                "line",
                                                content)});
      continue;
    }
    conf[std::string(key)] = FrameworkProperty{std::string(value), loc};
  }
  return conf;
}

}  // namespace schedlint
