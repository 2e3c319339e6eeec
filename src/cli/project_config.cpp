#include "cli/project_config.h"

#include <filesystem>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "parse/text_file.h"
#include "parse/yaml_input.h"

namespace schedlint {

namespace {

namespace fs = std::filesystem;

enum class Kind { kString, kPath, kPaths, kRuleList, kBool, kInt, kNumber, kSeverityMap, kNames };

const std::map<std::string_view, Kind>& key_kinds() {
  static const std::map<std::string_view, Kind> kinds{
      {"hadoop-version", Kind::kString},
      {"scheduler", Kind::kString},
      {"nodes", Kind::kPath},
      {"capacity", Kind::kPath},
      {"fair", Kind::kPath},
      {"yarn-site", Kind::kPath},
      {"paths", Kind::kPaths},
      {"format", Kind::kString},
      {"output", Kind::kPath},
      {"fail-on", Kind::kString},
      {"enable", Kind::kRuleList},
      {"disable", Kind::kRuleList},
      {"severity", Kind::kSeverityMap},
      {"no-solver", Kind::kBool},
      {"solver-timeout-ms", Kind::kInt},
      {"solver-budget-ms", Kind::kInt},
      {"dump-smt", Kind::kPath},
      {"am-mb", Kind::kInt},
      {"am-vcores", Kind::kInt},
      {"failure-budget", Kind::kInt},
      {"max-utilization", Kind::kNumber},
      {"min-fit-nodes", Kind::kInt},
      {"active", Kind::kNames},
      {"quiet", Kind::kBool},
      {"color", Kind::kString},
      {"node-count", Kind::kInt},
  };
  return kinds;
}

std::string resolve(const fs::path& dir, const std::string& value) {
  fs::path p(value);
  return p.is_absolute() ? value : (dir / p).lexically_normal().string();
}

}  // namespace

const std::vector<std::string_view>& project_config_keys() {
  static const std::vector<std::string_view> keys = [] {
    std::vector<std::string_view> out;
    for (const auto& [key, kind] : key_kinds())
      out.push_back(key);
    return out;
  }();
  return keys;
}

ProjectConfig load_project_config(const std::string& path) {
  using namespace yaml_input;
  const TextFile file = read_text_file(path);
  ProjectConfig config;
  config.path = path;
  YAML::Node root = load(file);
  if (root.IsNull()) return config;  // an empty file sets nothing
  expect_map(path, root, "a .schedlint.yaml");
  check_keys(path, root, project_config_keys(), "a .schedlint.yaml");
  const fs::path dir = fs::path(path).parent_path();
  for (const auto& entry : root) {
    const std::string key = entry.first.Scalar();
    const YAML::Node& value = entry.second;
    config.lines[key] = line_of(entry.first);
    switch (key_kinds().at(key)) {
      case Kind::kString:
        config.scalars[key] = string(path, value, key);
        break;
      case Kind::kPath:
        config.scalars[key] = resolve(dir, string(path, value, key));
        break;
      case Kind::kPaths:
        for (const auto& p : string_list(path, value, key))
          config.lists[key].push_back(resolve(dir, p));
        break;
      case Kind::kRuleList:
      case Kind::kNames:
        config.lists[key] = string_list(path, value, key);
        break;
      case Kind::kBool:
        config.scalars[key] = boolean(path, value, key) ? "true" : "false";
        break;
      case Kind::kInt:
        config.scalars[key] = std::to_string(integer(path, value, key, 0, 1'000'000'000));
        break;
      case Kind::kNumber:
        config.scalars[key] = value.IsScalar() ? value.Scalar() : "";
        number(path, value, key, 0.0, 1.0);
        break;
      case Kind::kSeverityMap: {
        expect_map(path, value, "severity");
        for (const auto& rule : value) {
          const std::string id = string(path, rule.first, "severity");
          const std::string level = string(path, rule.second, id);
          auto severity = parse_severity(level);
          if (!severity) {
            fail(path, rule.second,
                 fmt::format("severity of '{}' must be error, warning or info, got '{}'", id,
                             level));
          }
          config.severity[id] = *severity;
          config.lines["severity." + id] = line_of(rule.first);
        }
        break;
      }
    }
  }
  return config;
}

std::optional<std::string> find_project_config(const std::string& start) {
  std::error_code ec;
  fs::path dir = fs::absolute(start.empty() ? fs::current_path(ec) : fs::path(start), ec);
  if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
  while (true) {
    fs::path candidate = dir / ".schedlint.yaml";
    if (fs::is_regular_file(candidate, ec)) {
      // Relative to the working directory when below it, so messages show short paths.
      fs::path shown = fs::proximate(candidate, ec);
      return (ec || shown.empty()) ? candidate.string() : shown.string();
    }
    if (!dir.has_parent_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

}  // namespace schedlint
