#include "cli/project_config.h"

#include <filesystem>

#include <fmt/format.h>

#include "cli/option_table.h"
#include "parse/git_command.h"
#include "parse/input_error.h"
#include "parse/text_file.h"
#include "parse/yaml_input.h"

namespace schedlint {

namespace {

namespace fs = std::filesystem;

enum class Kind {
  kString,
  kPath,
  kPaths,
  kRuleList,
  kBool,
  kInt,
  kNumber,
  kSeverityMap,
  kNames,
  kSuppressions
};

Kind kind_of(OptionKind kind) {
  switch (kind) {
    case OptionKind::kText:
      return Kind::kString;
    case OptionKind::kPath:
      return Kind::kPath;
    case OptionKind::kInt:
      return Kind::kInt;
    case OptionKind::kNumber:
      return Kind::kNumber;
    case OptionKind::kFlag:
      return Kind::kBool;
    case OptionKind::kRuleList:
      return Kind::kRuleList;
    case OptionKind::kQueueList:
      return Kind::kNames;
  }
  return Kind::kString;
}

// The keys: every option of option_table() a settings file may set, and what only a settings
// file says (the inputs, severities, suppressions).
const std::map<std::string_view, Kind>& key_kinds() {
  static const std::map<std::string_view, Kind> kinds = [] {
    std::map<std::string_view, Kind> out{{"paths", Kind::kPaths},
                                         {"severity", Kind::kSeverityMap},
                                         {"suppress", Kind::kSuppressions}};
    for (const OptionSpec& spec : option_table()) {
      if (spec.settings) out.emplace(spec.name, kind_of(spec.kind));
    }
    return out;
  }();
  return kinds;
}

// A YYYY-MM-DD date, as suppressions' expires dates are written.
bool is_date(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u}) {
    if (s[i] < '0' || s[i] > '9') return false;
  }
  return s.substr(5, 2) >= "01" && s.substr(5, 2) <= "12" && s.substr(8, 2) >= "01" &&
         s.substr(8, 2) <= "31";
}

// suppress: a list of {rule, queue, property, file, reason, expires}; rule is required.
std::vector<Suppression> suppressions(const std::string& path, const YAML::Node& value) {
  using namespace yaml_input;
  expect_sequence(path, value, "suppress");
  std::vector<Suppression> out;
  for (const auto& entry : value) {
    expect_map(path, entry, "a suppress: entry");
    check_keys(path, entry, {"rule", "queue", "property", "file", "reason", "expires"},
               "a suppress: entry");
    if (!entry["rule"]) fail(path, entry, "a suppress: entry needs `rule:`");
    Suppression s;
    s.from_config = true;
    s.comment = {path, line_of(entry), 1};
    for (const std::string& rule : string_list(path, entry["rule"], "rule"))
      s.rules.insert(rule);
    if (entry["queue"]) s.queue = string(path, entry["queue"], "queue");
    if (entry["file"]) s.file = string(path, entry["file"], "file");
    if (entry["property"]) s.property = string(path, entry["property"], "property");
    if (entry["reason"]) s.reason = string(path, entry["reason"], "reason");
    if (entry["expires"]) {
      s.expires = string(path, entry["expires"], "expires");
      if (!is_date(s.expires))
        fail(path, entry["expires"], "expires must be a date, YYYY-MM-DD, got '" + s.expires + "'");
    }
    out.push_back(std::move(s));
  }
  return out;
}

// Whether `path`, normal and relative, stays where it starts (no leading "..").
bool stays_inside(const fs::path& path) {
  return !path.is_absolute() && (path.empty() || *path.begin() != "..");
}

// A path the file names, joined to its folder: relative, and inside the file's root once `..`
// and (on disk) symbolic links are followed, so that a settings file a pull request writes can
// name nothing outside its repository, to read or to write.
std::string confined(const std::string& file, const YAML::Node& at, const std::string& key,
                     const std::string& value, const SettingsPlace& place) {
  const fs::path p(value);
  const auto refuse = [&](std::string_view why) {
    yaml_input::fail(file, at,
                     fmt::format("{}: '{}' {}: a settings file names only files inside its "
                                 "repository ({}), relative to its own folder",
                                 key, value, why, place.root.string()));
  };
  if (p.is_absolute()) refuse("is an absolute path");
  if (!stays_inside((place.dir_in_root / p).lexically_normal())) refuse("leads outside");
  const fs::path joined = (place.dir / p).lexically_normal();
  if (place.revision.empty()) {
    std::error_code ec;
    const fs::path real = fs::weakly_canonical(fs::absolute(joined, ec), ec);
    if (ec || !stays_inside(real.lexically_relative(place.root))) {
      refuse("leads outside through a symbolic link");
    }
  }
  return joined.string();
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

SettingsPlace settings_place_on_disk(const std::string& path) {
  SettingsPlace place;
  place.dir = fs::path(path).parent_path();
  std::error_code ec;
  const fs::path real_dir = fs::weakly_canonical(fs::absolute(place.dir, ec), ec);
  const auto tree = enclosing_work_tree(real_dir);
  place.root = tree ? tree->top : real_dir;
  place.dir_in_root = real_dir.lexically_relative(place.root);
  return place;
}

ProjectConfig load_project_config(const std::string& path) {
  return parse_project_config(read_text_file(path));
}

ProjectConfig parse_project_config(const TextFile& file) {
  return parse_project_config(file, settings_place_on_disk(file.path));
}

ProjectConfig parse_project_config(const TextFile& file, const SettingsPlace& place) {
  using namespace yaml_input;
  const std::string& path = file.path;
  ProjectConfig config;
  config.path = path;
  config.revision = place.revision;
  YAML::Node root = load(file);
  if (root.IsNull()) return config;  // an empty file sets nothing
  expect_map(path, root, "a .schedlint.yaml");
  check_keys(path, root, project_config_keys(), "a .schedlint.yaml");
  for (const auto& entry : root) {
    const std::string key = entry.first.Scalar();
    const YAML::Node& value = entry.second;
    config.lines[key] = line_of(entry.first);
    switch (key_kinds().at(key)) {
      case Kind::kString:
        config.scalars[key] = string(path, value, key);
        break;
      case Kind::kPath:
        config.scalars[key] = confined(path, value, key, string(path, value, key), place);
        break;
      case Kind::kPaths:
        for (const auto& p : string_list(path, value, key))
          config.lists[key].push_back(confined(path, value, key, p, place));
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
      case Kind::kSuppressions:
        config.suppressions = suppressions(path, value);
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
  fs::path dir = fs::weakly_canonical(
      fs::absolute(start.empty() ? fs::current_path(ec) : fs::path(start), ec), ec);
  if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
  const auto tree = enclosing_work_tree(dir);
  while (true) {
    const fs::path candidate = dir / ".schedlint.yaml";
    if (fs::exists(fs::symlink_status(candidate, ec))) {
      const fs::path real = fs::weakly_canonical(candidate, ec);
      if (ec || !stays_inside(real.lexically_relative(tree ? tree->top : dir))) {
        throw InputError({candidate.string(), 0, 0},
                         "a symbolic link leading outside the repository: settings are read "
                         "only from a file of the repository (name one with --config)");
      }
      // Relative to the working directory when below it, so messages show short paths.
      const fs::path shown = fs::proximate(candidate, ec);
      return (ec || shown.empty()) ? candidate.string() : shown.string();
    }
    // Outside a work tree only the folder itself counts; inside one, the search ends at its top.
    if (!tree || dir == tree->top || !dir.has_parent_path() || dir.parent_path() == dir) {
      return std::nullopt;
    }
    dir = dir.parent_path();
  }
}

}  // namespace schedlint
