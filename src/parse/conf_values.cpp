#include "parse/conf_values.h"

#include <cmath>

#include <fmt/format.h>

#include "java/numbers.h"

namespace schedlint {

void ConfValues::invalid(const ConfProperty& p, std::string message) {
  ReadingIssue issue{ReadingIssueKind::kRejectedValue, p.value_loc, std::move(message)};
  issue.property = p.name;
  issues_.push_back(std::move(issue));
}

void ConfValues::ignored(const ConfProperty& p, std::string message) {
  issues_.push_back({ReadingIssueKind::kIgnoredValue, p.value_loc, std::move(message)});
}

std::optional<Setting<std::string>> ConfValues::get(const ConfProperty& p) {
  if (!p.value) return std::nullopt;
  ExpandedValue v = conf_.expand(p);
  if (v.too_deep) {
    invalid(p,
            fmt::format("'{}' needs more than 20 ${{...}} substitutions (a cycle?): Hadoop throws "
                        "IllegalStateException when it reads it",
                        p.name));
    return std::nullopt;
  }
  if (!v.unresolved.empty()) {
    const std::string& var = v.unresolved.front();
    std::string description =
        var == p.name ? fmt::format(
                            "'{}' refers to itself (${{{}}}): Hadoop resolves it only from a "
                            "JVM system property -D{}=..., so schedlint cannot check it",
                            p.name, var, var)
                      : fmt::format(
                            "'{}' refers to ${{{}}}, which no file given defines; Hadoop "
                            "resolves it from a JVM system property or leaves it literal, so "
                            "schedlint cannot check this value",
                            p.name, var);
    issues_.push_back({ReadingIssueKind::kUnresolvedVariable, p.value_loc, std::move(description)});
    return std::nullopt;
  }
  return Setting<std::string>{std::move(v.text), p.value_loc};
}

std::optional<Setting<std::string>> ConfValues::get_trimmed(const ConfProperty& p) {
  auto v = get(p);
  if (!v) return std::nullopt;
  v->value = std::string(java::trim(v->value));
  return v;
}

std::optional<Setting<int32_t>> ConfValues::get_int(const ConfProperty& p) {
  auto v = get_trimmed(p);
  if (!v) return std::nullopt;
  auto parsed = java::parse_configuration_int(v->value);
  if (!parsed) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop reads an integer here (-2147483648 to 2147483647) "
                           "and fails with NumberFormatException",
                           p.name, v->value));
    return std::nullopt;
  }
  return Setting<int32_t>{*parsed, v->loc};
}

std::optional<Setting<int32_t>> ConfValues::get_int_untrimmed(const ConfProperty& p) {
  auto v = get(p);
  if (!v) return std::nullopt;
  auto parsed = java::parse_int(v->value);
  if (!parsed) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop reads it with Integer.parseInt (no spaces, no "
                           "hex) and fails with NumberFormatException",
                           p.name, v->value));
    return std::nullopt;
  }
  return Setting<int32_t>{*parsed, v->loc};
}

std::optional<Setting<int64_t>> ConfValues::get_long(const ConfProperty& p) {
  auto v = get_trimmed(p);
  if (!v) return std::nullopt;
  auto parsed = java::parse_configuration_long(v->value);
  if (!parsed) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop reads a whole number here and fails with "
                           "NumberFormatException",
                           p.name, v->value));
    return std::nullopt;
  }
  return Setting<int64_t>{*parsed, v->loc};
}

std::optional<Setting<float>> ConfValues::get_float(const ConfProperty& p) {
  auto v = get_trimmed(p);
  if (!v) return std::nullopt;
  auto parsed = java::parse_float(v->value);
  if (!parsed) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop reads a number here and fails with "
                           "NumberFormatException",
                           p.name, v->value));
    return std::nullopt;
  }
  if (!std::isfinite(*parsed)) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop accepts it, but no setting works with a number "
                           "that is not finite",
                           p.name, v->value));
    return std::nullopt;
  }
  return Setting<float>{*parsed, v->loc};
}

std::optional<Setting<double>> ConfValues::get_double(const ConfProperty& p) {
  auto v = get_trimmed(p);
  if (!v) return std::nullopt;
  auto parsed = java::parse_double(v->value);
  if (!parsed) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop reads a number here and fails with "
                           "NumberFormatException",
                           p.name, v->value));
    return std::nullopt;
  }
  if (!std::isfinite(*parsed)) {
    invalid(p, fmt::format("'{}' is '{}': Hadoop accepts it, but no setting works with a number "
                           "that is not finite",
                           p.name, v->value));
    return std::nullopt;
  }
  return Setting<double>{*parsed, v->loc};
}

std::optional<Setting<bool>> ConfValues::get_boolean(const ConfProperty& p) {
  auto v = get_trimmed(p);
  if (!v || v->value.empty()) return std::nullopt;
  if (java::parse_boolean(v->value)) return Setting<bool>{true, v->loc};
  std::string lower = v->value;
  for (char& c : lower)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "false") return Setting<bool>{false, v->loc};
  ignored(p, fmt::format("'{}' is '{}': Hadoop accepts only true or false here and silently keeps "
                         "the default",
                         p.name, v->value));
  return std::nullopt;
}

}  // namespace schedlint
