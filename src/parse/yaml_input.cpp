#include "parse/yaml_input.h"

#include <fmt/format.h>
#include <cmath>

#include "java/numbers.h"
#include "parse/did_you_mean.h"
#include "parse/input_error.h"

namespace schedlint::yaml_input {

YAML::Node load(const TextFile& file) {
  try {
    return YAML::Load(file.content);
  } catch (const YAML::Exception& e) {
    throw InputError({file.path, e.mark.line + 1, e.mark.column + 1}, "not valid YAML: " + e.msg);
  }
}

int line_of(const YAML::Node& node) {
  const int line = node.Mark().line;
  return line >= 0 ? line + 1 : 1;
}

void fail(const std::string& file, const YAML::Node& at, const std::string& message) {
  throw InputError({file, line_of(at), 0}, message);
}

void expect_map(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsMap()) fail(file, node, fmt::format("{} must be a mapping of keys to values", what));
}

void expect_sequence(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsSequence()) fail(file, node, fmt::format("{} must be a list", what));
}

void check_keys(const std::string& file, const YAML::Node& map,
                const std::vector<std::string_view>& allowed, std::string_view what) {
  for (const auto& entry : map) {
    if (!entry.first.IsScalar())
      fail(file, entry.first, fmt::format("{}: keys must be names", what));
    const std::string key = entry.first.Scalar();
    bool known = false;
    for (auto a : allowed)
      known = known || a == key;
    if (!known) {
      fail(file, entry.first,
           fmt::format("unknown key '{}' in {}{}", key, what, did_you_mean_suffix(key, allowed)));
    }
  }
}

int64_t integer(const std::string& file, const YAML::Node& node, std::string_view key, int64_t min,
                int64_t max) {
  if (!node.IsScalar()) fail(file, node, fmt::format("'{}' must be an integer", key));
  auto value = java::parse_long(node.Scalar());
  if (!value) {
    fail(file, node, fmt::format("'{}' must be an integer, got '{}'", key, node.Scalar()));
  }
  if (*value < min || *value > max) {
    fail(file, node, fmt::format("'{}' must be between {} and {}, got {}", key, min, max, *value));
  }
  return *value;
}

double number(const std::string& file, const YAML::Node& node, std::string_view key, double min,
              double max) {
  if (!node.IsScalar()) fail(file, node, fmt::format("'{}' must be a number", key));
  auto value = java::parse_double(node.Scalar());
  if (!value || !std::isfinite(*value) ||
      node.Scalar().find_first_of("fFdD") != std::string::npos) {
    fail(file, node, fmt::format("'{}' must be a number, got '{}'", key, node.Scalar()));
  }
  if (*value < min || *value > max) {
    fail(file, node, fmt::format("'{}' must be between {} and {}, got {}", key, min, max, *value));
  }
  return *value;
}

bool boolean(const std::string& file, const YAML::Node& node, std::string_view key) {
  if (node.IsScalar()) {
    if (node.Scalar() == "true") return true;
    if (node.Scalar() == "false") return false;
  }
  fail(file, node, fmt::format("'{}' must be true or false", key));
}

std::string string(const std::string& file, const YAML::Node& node, std::string_view key) {
  if (!node.IsScalar() || node.Scalar().empty()) {
    fail(file, node, fmt::format("'{}' must be a non-empty string", key));
  }
  return node.Scalar();
}

std::vector<std::string> string_list(const std::string& file, const YAML::Node& node,
                                     std::string_view key) {
  std::vector<std::string> out;
  if (node.IsNull()) return out;
  if (node.IsScalar()) {
    std::string_view text = node.Scalar();
    size_t start = 0;
    while (start <= text.size()) {
      size_t comma = text.find(',', start);
      if (comma == std::string_view::npos) comma = text.size();
      std::string_view item = java::trim(text.substr(start, comma - start));
      if (!item.empty()) out.emplace_back(item);
      start = comma + 1;
    }
    return out;
  }
  if (!node.IsSequence()) fail(file, node, fmt::format("'{}' must be a list of names", key));
  for (const auto& item : node)
    out.push_back(string(file, item, key));
  return out;
}

}  // namespace schedlint::yaml_input
