#include "parse/capacity_vector_parser.h"

#include <fmt/format.h>

#include "java/casts.h"
#include "java/numbers.h"
#include "parse/char_scan.h"
#include "parse/units.h"

namespace schedlint {

namespace {

bool is_float_digit(char c) {  // FLOAT_DIGIT_REGEX
  return scan::is_digit(c) || c == '.';
}

// A character RESOURCE_REGEX's classes allow on either side of '=' (spaces are gone by then).
bool is_vector_char(char c) {
  return scan::is_word(c) || c == '.' || c == ',' || c == '-' || c == '%' || c == '/';
}

std::string without_spaces(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c != ' ') out.push_back(c);
  }
  return out;
}

// String.split(regex) for a one-character separator: trailing empty pieces are dropped.
std::vector<std::string_view> java_split(std::string_view s, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t at = s.find(separator); at != std::string_view::npos; at = s.find(separator, start)) {
    parts.push_back(s.substr(start, at - start));
    start = at + 1;
  }
  parts.push_back(s.substr(start));
  while (!parts.empty() && parts.back().empty())
    parts.pop_back();
  return parts;
}

// ^\[(X+=X+)+\]$: between two '=' at least two characters, one at each end.
bool matches_resource_regex(std::string_view s) {
  if (s.size() < 2 || s.front() != '[' || s.back() != ']') return false;
  const std::string_view body = s.substr(1, s.size() - 2);
  const std::vector<std::string_view> segments = [&] {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (size_t at = body.find('='); at != std::string_view::npos; at = body.find('=', start)) {
      out.push_back(body.substr(start, at - start));
      start = at + 1;
    }
    out.push_back(body.substr(start));
    return out;
  }();
  if (segments.size() < 2) return false;
  for (size_t i = 0; i < segments.size(); ++i) {
    const size_t least = i == 0 || i + 1 == segments.size() ? 1 : 2;
    if (segments[i].size() < least || !scan::all_of(segments[i], is_vector_char)) return false;
  }
  return true;
}

VectorUnit unit_of_suffix(std::string_view suffix) {
  if (suffix == "%") return VectorUnit::kPercentage;
  if (suffix == "w") return VectorUnit::kWeight;
  return VectorUnit::kAbsolute;
}

// QueueCapacityConfigParser.setCapacityVector: one "name=value" pair.
void read_pair(std::string_view name, std::string_view value, CapacityVectorReading& out) {
  std::string suffix;
  for (char c : value) {
    if (!is_float_digit(c)) suffix.push_back(c);
  }
  if (value.substr(value.size() - suffix.size()) != suffix) {
    out.dropped.push_back(
        fmt::format("'{}={}' is skipped: only a unit or capacity type may follow "
                    "the number",
                    name, value));
    return;
  }
  const std::string_view number = value.substr(0, value.size() - suffix.size());
  const std::optional<float> parsed = java::parse_float(number);
  if (!parsed) {
    out.failure =
        fmt::format("'{}={}': '{}' is not a number (NumberFormatException)", name, value, number);
    return;
  }
  double converted = *parsed;
  VectorUnit unit = VectorUnit::kAbsolute;
  if (!suffix.empty() && is_known_unit(suffix)) {
    const auto mi = convert_units(suffix, "Mi", java::to_long(*parsed));
    if (!mi) {
      out.failure = fmt::format("'{}={}' overflows a long when converted to Mi", name, value);
      return;
    }
    converted = static_cast<float>(*mi);
    if (*mi == 0 && *parsed != 0) {
      out.dropped.push_back(
          fmt::format("'{}={}' is 0 Mi: '{}' is a unit of its own ('m' is "
                      "milli; mebibytes are 'Mi', gibibytes 'Gi')",
                      name, value, suffix));
    }
  } else {
    unit = unit_of_suffix(suffix);
    if (unit == VectorUnit::kAbsolute && !suffix.empty()) {
      out.dropped.push_back(
          fmt::format("'{}={}': '{}' is neither a unit nor '%' or 'w'; the "
                      "value is read as the absolute amount {}",
                      name, value, suffix, number));
    }
  }
  out.vector.bracketed.push_back(VectorEntry{
      name == "memory" ? std::string("memory-mb") : std::string(name), unit, converted});
}

// QueueCapacityConfigParser.heterogeneousParser.
void read_bracketed(std::string_view s, CapacityVectorReading& out) {
  out.vector.shape = CapacityVector::Shape::kBracketed;
  for (std::string_view pair : java_split(s.substr(1, s.size() - 2), ',')) {
    const std::vector<std::string_view> kv = java_split(pair, '=');
    if (kv.size() < 2) {
      if (!pair.empty()) {
        out.dropped.push_back(fmt::format("'{}' is skipped: not a name=value pair", pair));
      }
      continue;
    }
    read_pair(kv[0], kv[1], out);
    if (out.failure) return;
  }
  // "Memory always have to be defined".
  const std::optional<VectorEntry> memory = out.vector.entry("memory-mb");
  if (memory->value == 0) {
    out.dropped.push_back(
        "no memory (or memory 0): Hadoop drops the whole vector, so the queue "
        "gets nothing");
    out.vector = CapacityVector{};
  }
}

// QueueCapacityConfigParser.uniformParser on ^([0-9.]+)(.*).
void read_uniform(std::string_view s, CapacityVectorReading& out) {
  const size_t digits = scan::skip(s, 0, is_float_digit);
  std::string_view suffix = s.substr(digits);
  suffix = suffix.substr(0, suffix.find_first_of("\r\n"));  // '.' stops at a line end
  if (suffix != "" && suffix != "w") {
    out.dropped.push_back(
        fmt::format("'{}' ends in '{}': a uniform capacity is a number "
                    "(percent) or a number with 'w' (weight); Hadoop reads "
                    "nothing from it",
                    s, suffix));
    return;
  }
  const std::optional<float> value = java::parse_float(s.substr(0, digits));
  if (!value) {
    out.failure = fmt::format("'{}' is not a number (NumberFormatException)", s.substr(0, digits));
    return;
  }
  out.vector =
      CapacityVector::of(suffix == "w" ? VectorUnit::kWeight : VectorUnit::kPercentage, *value);
}

}  // namespace

bool is_capacity_vector_format(std::string_view text) {
  return matches_resource_regex(without_spaces(text));
}

CapacityVectorReading read_capacity_vector(std::string_view text) {
  CapacityVectorReading out;
  const std::string s = without_spaces(text);
  if (matches_resource_regex(s)) {
    read_bracketed(s, out);
  } else if (!s.empty() && is_float_digit(s.front())) {
    read_uniform(s, out);
  } else {
    out.dropped.push_back(
        fmt::format("'{}' is neither a number, 'Nw' nor '[name=value,...]': "
                    "Hadoop reads nothing from it",
                    s));
  }
  if (out.failure) out.vector = CapacityVector{};
  return out;
}

}  // namespace schedlint
