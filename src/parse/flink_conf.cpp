#include "parse/flink_conf.h"

#include <fmt/format.h>

#include "java/numbers.h"
#include "parse/yaml11_scalar.h"

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

namespace schedlint {

namespace {

// The first '.'-separated part of a top-level key.
std::string_view first_segment(const std::string& key) {
  return std::string_view(key).substr(0, key.find('.'));
}

// A plain scalar is untagged ("?"); a quoted one carries the non-specific tag "!".
bool is_plain(const YAML::Node& node) {
  return node.Tag() == "?";
}

SourceLocation location(const std::string& path, const YAML::Node& node) {
  const YAML::Mark mark = node.Mark();
  return {path, mark.line >= 0 ? mark.line + 1 : 1, mark.column >= 0 ? mark.column + 1 : 1};
}

// YamlParserUtils.toYAMLString of a list: flow style on one line.
std::string flow_text(const YAML::Node& node) {
  YAML::Emitter out;
  out.SetMapFormat(YAML::Flow);
  out.SetSeqFormat(YAML::Flow);
  out << node;
  return out.c_str();
}

struct Flattener {
  const std::string& path;
  std::vector<ReadingIssue>& issues;
  FlinkConfigYaml out;

  void refuse(const YAML::Node& at, std::string description) {
    issues.push_back(
        {ReadingIssueKind::kWorkloadValue, location(path, at), std::move(description)});
    out.client_fails = true;
  }

  void flatten(const YAML::Node& map, const std::string& prefix) {
    for (const auto& entry : map) {
      const YAML::Node& key = entry.first;
      const YAML::Node& value = entry.second;
      if (!key.IsScalar() ||
          (is_plain(key) && yaml11::plain_type(key.Scalar()) != yaml11::ScalarType::kString)) {
        refuse(key, fmt::format("a key SnakeYAML does not read as a string ('{}'): Flink fails "
                                "to load config.yaml (\"Error parsing YAML configuration.\")",
                                key.IsScalar() ? key.Scalar() : flow_text(key)));
        continue;
      }
      const std::string name = prefix + key.Scalar();
      if (value.IsMap()) {
        flatten(value, name + ".");
      } else if (value.IsSequence()) {
        out.conf[name] = FrameworkProperty{flow_text(value), location(path, value)};
      } else if (value.IsNull() || (is_plain(value) && yaml11::plain_type(value.Scalar()) ==
                                                           yaml11::ScalarType::kNull)) {
        refuse(value.IsNull() ? key : value,
               fmt::format("'{}' has no value: Flink fails to load config.yaml (\"Value must not "
                           "be null.\")",
                           name));
      } else {
        const std::string& text = value.Scalar();
        const std::optional<std::string> number =
            is_plain(value) ? yaml11::int_text(text) : std::nullopt;
        out.conf[name] = FrameworkProperty{number.value_or(text), location(path, value)};
      }
    }
  }
};

}  // namespace

bool is_flink_config_yaml(const YAML::Node& root) {
  if (!root.IsMap()) return false;
  for (const auto& entry : root) {
    if (!entry.first.IsScalar()) continue;
    const std::string_view first = first_segment(entry.first.Scalar());
    if (first == "jobmanager" || first == "taskmanager") return true;
  }
  return false;
}

FlinkConfigYaml read_flink_config_yaml(const std::string& path, const YAML::Node& root,
                                       std::vector<ReadingIssue>& issues) {
  Flattener flattener{path, issues, {}};
  flattener.flatten(root, "");
  return std::move(flattener.out);
}

}  // namespace schedlint
