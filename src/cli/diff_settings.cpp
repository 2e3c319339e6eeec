#include "cli/diff_settings.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "parse/git_command.h"
#include "parse/git_revision.h"

namespace schedlint {

namespace {

namespace fs = std::filesystem;

// The .schedlint.yaml that governs PATH of a git revision: the nearest in its folder or above,
// up to the top of the work tree, as read from that revision.
std::optional<ProjectConfig> settings_in_revision(const GitPathSpec& spec, bool folder) {
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  const auto tree = enclosing_work_tree(cwd);
  if (ec || !tree) return std::nullopt;
  fs::path dir = (cwd / spec.path).lexically_normal();
  if (!folder) dir = dir.parent_path();
  while (true) {
    const fs::path in_root = dir.lexically_relative(tree->top);
    if (in_root.empty() || *in_root.begin() == "..") return std::nullopt;  // left the work tree
    const fs::path shown = (dir / ".schedlint.yaml").lexically_relative(cwd);
    if (auto text = read_git_file(git_path_in_revision(spec.revision, shown.string()))) {
      const SettingsPlace place{shown.parent_path(), tree->top, in_root, spec.revision};
      return parse_project_config(*text, place);
    }
    if (dir == tree->top) return std::nullopt;
    dir = dir.parent_path();
  }
}

std::optional<ProjectConfig> side_settings(const DiffSide& side) {
  if (side.git) return settings_in_revision(*side.git, side.git_folder);
  if (auto found = find_project_config(side.spec)) return load_project_config(*found);
  return std::nullopt;
}

std::string list_text(const std::vector<std::string>& values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

std::string suppression_text(const Suppression& s) {
  std::string text = s.rules.empty() ? "every rule" : fmt::format("{}", fmt::join(s.rules, ", "));
  if (!s.queue.empty()) text += " for queue " + s.queue;
  if (!s.property.empty()) text += " for property " + s.property;
  if (s.from_config && !s.file.empty()) text += " in files ending " + s.file;
  if (!s.expires.empty()) text += " until " + s.expires;
  return text;
}

auto suppression_key(const Suppression& s) {
  return std::tie(s.rules, s.queue, s.property, s.file, s.expires, s.reason);
}

// What `proposed` changes against `trusted` (either may be missing), one sentence each.
std::vector<std::string> settings_changes(const ProjectConfig* trusted,
                                          const ProjectConfig* proposed) {
  static const ProjectConfig kNone;
  const ProjectConfig& a = trusted != nullptr ? *trusted : kNone;
  const ProjectConfig& b = proposed != nullptr ? *proposed : kNone;
  std::vector<std::string> out;
  std::set<std::string> scalar_keys;
  for (const auto* c : {&a, &b}) {
    for (const auto& [key, value] : c->scalars)
      scalar_keys.insert(key);
  }
  for (const std::string& key : scalar_keys) {
    const auto was = a.scalars.find(key);
    const auto now = b.scalars.find(key);
    if (was != a.scalars.end() && now != b.scalars.end() && was->second == now->second) continue;
    out.push_back(fmt::format("{}: {} -> {}", key,
                              was == a.scalars.end() ? "(not set)" : was->second,
                              now == b.scalars.end() ? "(not set)" : now->second));
  }
  std::set<std::string> list_keys;
  for (const auto* c : {&a, &b}) {
    for (const auto& [key, value] : c->lists)
      list_keys.insert(key);
  }
  for (const std::string& key : list_keys) {
    const auto was = a.lists.find(key);
    const auto now = b.lists.find(key);
    const std::vector<std::string> none;
    const auto& before = was == a.lists.end() ? none : was->second;
    const auto& after = now == b.lists.end() ? none : now->second;
    if (before != after)
      out.push_back(fmt::format("{}: {} -> {}", key, list_text(before), list_text(after)));
  }
  std::set<std::string> rules;
  for (const auto* c : {&a, &b}) {
    for (const auto& [rule, level] : c->severity)
      rules.insert(rule);
  }
  for (const std::string& rule : rules) {
    const auto was = a.severity.find(rule);
    const auto now = b.severity.find(rule);
    if (was != a.severity.end() && now != b.severity.end() && was->second == now->second) continue;
    out.push_back(fmt::format(
        "severity of {}: {} -> {}", rule,
        was == a.severity.end() ? "(its default)" : std::string(severity_name(was->second)),
        now == b.severity.end() ? "(its default)" : std::string(severity_name(now->second))));
  }
  const auto missing_from = [](const std::vector<Suppression>& from,
                               const std::vector<Suppression>& in) {
    std::vector<const Suppression*> missing;
    for (const Suppression& s : from) {
      const bool found = std::any_of(in.begin(), in.end(), [&](const Suppression& t) {
        return suppression_key(t) == suppression_key(s);
      });
      if (!found) missing.push_back(&s);
    }
    return missing;
  };
  for (const Suppression* s : missing_from(b.suppressions, a.suppressions))
    out.push_back("suppress: an entry added, silencing " + suppression_text(*s));
  for (const Suppression* s : missing_from(a.suppressions, b.suppressions))
    out.push_back("suppress: an entry removed, which silenced " + suppression_text(*s));
  return out;
}

// The text an inline suppression covers, so that one the change moves still matches.
std::string covered_text(const Suppression& s, const Model& model) {
  if (s.whole_file) return "";
  const auto text = model.source_text.find(s.file);
  if (text == model.source_text.end()) return "";
  std::string out;
  std::string_view rest = text->second;
  for (int line = 1; !rest.empty() && line <= s.last_line; ++line) {
    const size_t end = rest.find('\n');
    std::string_view current = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    if (line < s.first_line) continue;
    while (!current.empty() && (current.front() == ' ' || current.front() == '\t'))
      current.remove_prefix(1);
    while (!current.empty() &&
           (current.back() == ' ' || current.back() == '\t' || current.back() == '\r'))
      current.remove_suffix(1);
    out += std::string(current) + "\n";
  }
  return out;
}

auto inline_key(const Suppression& s, const Model& model) {
  return std::make_tuple(fs::path(s.file).filename().string(), s.rules, s.whole_file, s.expires,
                         covered_text(s, model));
}

}  // namespace

DiffSettings find_diff_settings(const std::string& config_flag, const DiffSide& before,
                                const DiffSide& after) {
  DiffSettings settings;
  std::optional<ProjectConfig> proposed = side_settings(after);
  if (!config_flag.empty()) {
    settings.trusted = load_project_config(config_flag);
    settings.trusted_from = "--config";
  } else {
    settings.trusted = side_settings(before);
    if (settings.trusted) settings.trusted_from = "the old version";
  }
  const bool same_file = settings.trusted && proposed && settings.trusted->path == proposed->path &&
                         settings.trusted->revision == proposed->revision;
  if (!same_file) {
    const std::vector<std::string> changes = settings_changes(
        settings.trusted ? &*settings.trusted : nullptr, proposed ? &*proposed : nullptr);
    const std::string file = proposed ? proposed->path : "the new version's settings";
    for (const std::string& change : changes)
      settings.changes.push_back(fmt::format("{}: {}", file, change));
  }
  return settings;
}

void keep_trusted_inline_suppressions(const Model& before, Model& after,
                                      std::vector<std::string>& changes) {
  std::set<decltype(inline_key(Suppression{}, before))> old_ones;
  for (const Suppression& s : before.suppressions) {
    if (!s.from_config) old_ones.insert(inline_key(s, before));
  }
  std::vector<Suppression> kept;
  for (Suppression& s : after.suppressions) {
    if (s.from_config || old_ones.count(inline_key(s, after)) > 0) {
      kept.push_back(std::move(s));
      continue;
    }
    changes.push_back(fmt::format("{}:{}: an inline suppression of {} the change adds",
                                  s.comment.file, s.comment.line, suppression_text(s)));
  }
  after.suppressions = std::move(kept);
}

}  // namespace schedlint
