#include "parse/fair_resource.h"

#include <limits>
#include <optional>

#include "java/numbers.h"
#include "model/release_facts.h"
#include "parse/char_scan.h"

// FairSchedulerConfiguration.parseResourceConfigValue and its helpers, per Hadoop line:
//  - 3.3+ ("strict"): whole-value patterns, negative values rejected;
//  - 3.0-3.2: find()-based patterns, no negative checks; name=value pairs from 3.1;
//  - 2.9: percentages added (YARN-2162); 2.8: "(\d+)(\.\d*)?\s*mb"; 2.7: "(\d+)\s*mb".
namespace schedlint {

namespace {

using Result = std::variant<ConfigurableResource, std::string>;

const std::string kInvalidDefinition =
    "Error reading resource config--invalid resource definition: ";

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// String.split(",") with a one-character separator: trailing empty strings are dropped.
std::vector<std::string> java_split(std::string_view s, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t at = s.find(separator, start);
    if (at == std::string_view::npos) {
      parts.emplace_back(s.substr(start));
      break;
    }
    parts.emplace_back(s.substr(start, at - start));
    start = at + 1;
  }
  while (parts.size() > 1 && parts.back().empty())
    parts.pop_back();
  if (parts.size() == 1 && parts.front().empty() && !s.empty()) parts.clear();
  return parts;
}

bool contains(std::string_view haystack, std::string_view needle) {
  return haystack.find(needle) != std::string_view::npos;
}

ConfigurableResource absolute_all(const std::vector<std::string>& types, int64_t amount) {
  ConfigurableResource r;
  for (const auto& t : types)
    r.absolute.set(t, amount);
  return r;
}

ConfigurableResource percent_all(const std::vector<std::string>& types, double fraction) {
  ConfigurableResource r;
  r.is_percentage = true;
  for (const auto& t : types)
    r.fractions[t] = fraction;
  return r;
}

bool known_type(const std::vector<std::string>& types, const std::string& name) {
  for (const auto& t : types) {
    if (t == name) return true;
  }
  return false;
}

std::string unrecognized(std::string_view value, const std::string& name) {
  return kInvalidDefinition + std::string(value) + ". The resource name, \"" + name +
         "\" was not recognized. Please check the value of yarn.resource-types in the Resource "
         "Manager's configuration files.";
}

// ---- the patterns, scanned by hand (std::regex recursed per character) -------------------------

// How one of Hadoop's patterns writes the number: "-?" allowed, "(\.\d*)?" allowed.
struct NumberForm {
  bool minus = false;
  bool fraction = true;
};

// One match of "NUMBER\s*" [+ "%\s*"] + unit: the first group and where the match ends.
struct NumberMatch {
  std::string_view number;   // sign, digits and fraction: the pattern's first group
  std::string_view integer;  // sign and digits only
  size_t end = 0;
};

// The pattern matched at exactly `at` (Java's lookingAt from `at`). Greedy is exact here: no
// character can end one part and start the next, so nothing would backtrack.
std::optional<NumberMatch> match_number_at(std::string_view s, size_t at, NumberForm form,
                                           bool percent, std::string_view unit) {
  size_t i = at;
  if (form.minus && i < s.size() && s[i] == '-') ++i;
  const size_t digits_end = scan::skip(s, i, scan::is_digit);
  if (digits_end == i) return std::nullopt;
  size_t number_end = digits_end;
  if (form.fraction && number_end < s.size() && s[number_end] == '.') {
    number_end = scan::skip(s, number_end + 1, scan::is_digit);
  }
  size_t next = scan::skip(s, number_end, scan::is_space);
  if (percent) {
    if (next >= s.size() || s[next] != '%') return std::nullopt;
    next = scan::skip(s, next + 1, scan::is_space);
  }
  if (!scan::has_at(s, next, unit)) return std::nullopt;
  return NumberMatch{s.substr(at, number_end - at), s.substr(at, digits_end - at),
                     next + unit.size()};
}

// The leftmost match anywhere in `s` (Java's find), for an unsigned number. A match can only start
// where a run of digits starts: inside a run the rest of the text, and so the outcome, is the same.
std::optional<NumberMatch> find_number(std::string_view s, NumberForm form, bool percent,
                                       std::string_view unit) {
  for (size_t i = 0; i < s.size(); ++i) {
    if (!scan::is_digit(s[i]) || (i > 0 && scan::is_digit(s[i - 1]))) continue;
    if (auto m = match_number_at(s, i, form, percent, unit)) return m;
  }
  return std::nullopt;
}

// Every non-overlapping "-?\d+(?:\.\d*)?\s*[a-z]+\s*" in `s`, left to right.
std::vector<std::string> spaced_values(std::string_view s) {
  std::vector<std::string> found;
  size_t i = 0;
  while (i < s.size()) {
    const bool may_start =
        s[i] == '-' ||
        (scan::is_digit(s[i]) && (i == 0 || s[i - 1] == '-' || !scan::is_digit(s[i - 1])));
    if (may_start) {
      if (auto m = match_number_at(s, i, {.minus = true}, false, "")) {
        const size_t letters_end = scan::skip(s, m->end, scan::is_lower);
        if (letters_end > m->end) {
          const size_t end = scan::skip(s, letters_end, scan::is_space);
          found.emplace_back(s.substr(i, end - i));
          i = end;
          continue;
        }
      }
    }
    ++i;
  }
  return found;
}

// ---- 3.3+ -------------------------------------------------------------------------------------

// findPercentageInternal(resource, value, beginning): the whole value must match
// "^(-?(\d+)(\.\d*)?)\s*%\s*" + resource.
std::variant<double, std::string> strict_percentage(const std::string& resource,
                                                    const std::string& value) {
  auto m = match_number_at(value, 0, {.minus = true}, true, resource);
  if (!m || m->end != value.size()) {
    return resource.empty() ? "Invalid percentage: " + value
                            : "Invalid percentage of " + resource + ": " + value;
  }
  const double p = *java::parse_double(m->number) / 100.0;
  if (p < 0) return "Invalid percentage: " + value + ", percentage should not be negative!";
  return p;
}

Result strict_new_style(std::string_view value, int64_t missing,
                        const std::vector<std::string>& types) {
  const bool as_percent = contains(value, "%");
  ConfigurableResource out = as_percent ? percent_all(types, 1.0) : absolute_all(types, missing);
  for (const std::string& part : java_split(value, ',')) {
    auto kv = java_split(part, '=');
    if (kv.size() != 2) {
      return kInvalidDefinition + std::string(value) +
             ". Every resource must be of the form: name=value.";
    }
    const std::string name(java::trim(kv[0]));
    const std::string v(java::trim(kv[1]));
    if (as_percent) {
      auto p = strict_percentage("", v);
      if (std::holds_alternative<std::string>(p)) {
        return kInvalidDefinition + std::string(value) +
               ". The resource values must all be percentages. \"" + v +
               "\" is either not a non-negative number or does not include the '%' symbol.";
      }
      if (!known_type(types, name)) return unrecognized(value, name);
      out.fractions[name] = std::get<double>(p);
    } else {
      auto amount = java::parse_long(v);
      if (!amount) {
        return kInvalidDefinition + std::string(value) +
               ". The resource values must all be integers. \"" + v + "\" is not an integer.";
      }
      if (*amount < 0) {
        return "Invalid value of " + name + ": " + std::to_string(*amount) +
               ", value should not be negative!";
      }
      if (!known_type(types, name)) return unrecognized(value, name);
      out.absolute.set(name, *amount);
    }
  }
  return out;
}

// findResourceFromValues: the first part containing `resource`, trimmed.
std::optional<std::string> part_with(const std::vector<std::string>& parts,
                                     const std::string& resource) {
  for (const auto& p : parts) {
    if (contains(p, resource)) return std::string(java::trim(p));
  }
  return std::nullopt;
}

Result strict_old_percentage(std::string_view value, const std::vector<std::string>& types) {
  const auto parts = java_split(lower(value), ',');
  auto find = [&](const std::string& resource) -> std::variant<double, std::string> {
    auto part = part_with(parts, resource);
    if (!part) return "Missing resource: " + resource;
    return strict_percentage(resource, *part);
  };
  ConfigurableResource out = percent_all(types, 0.0);
  if (parts.size() == 1) {
    auto p = find("");
    if (auto* error = std::get_if<std::string>(&p)) return *error;
    for (const auto& t : types)
      out.fractions[t] = std::get<double>(p);
    return out;
  }
  auto memory = find("memory");
  if (auto* error = std::get_if<std::string>(&memory)) return *error;
  auto cpu = find("cpu");
  if (auto* error = std::get_if<std::string>(&cpu)) return *error;
  out.fractions[std::string(kMemoryMb)] = std::get<double>(memory);
  out.fractions[std::string(kVcores)] = std::get<double>(cpu);
  return out;  // custom types keep 0 %
}

Result strict_old_absolute(std::string_view input, const std::vector<std::string>& types) {
  const std::string text = lower(input);
  auto parts = java_split(text, ',');
  if (parts.size() != 2) {
    parts = spaced_values(text);
    if (parts.size() != 2) {
      return "Cannot parse resource values from input: " + std::string(input);
    }
  }
  auto find = [&](const std::string& unit,
                  const std::string& label) -> std::variant<int64_t, std::string> {
    auto part = part_with(parts, unit);
    if (!part) return "Missing resource: " + unit;
    // "^(-?\d+)(\.\d*)?\s*" + unit, found at the start.
    auto m = match_number_at(*part, 0, {.minus = true}, false, unit);
    if (!m) return "Invalid value of " + label + ": " + *part;
    auto amount = java::parse_int(m->integer);
    if (!amount) return std::string("Error reading resource config");  // NumberFormatException
    if (*amount < 0) {
      return "Invalid value of " + label + ": " + std::to_string(*amount) +
             ", value should not be negative!";
    }
    return static_cast<int64_t>(*amount);
  };
  auto memory = find("mb", "memory");
  if (auto* error = std::get_if<std::string>(&memory)) return *error;
  auto vcores = find("vcores", "vcores");
  if (auto* error = std::get_if<std::string>(&vcores)) return *error;
  ConfigurableResource out = absolute_all(types, 0);
  out.absolute.set(kMemoryMb, std::get<int64_t>(memory));
  out.absolute.set(kVcores, std::get<int64_t>(vcores));
  return out;
}

// ---- before 3.3 -------------------------------------------------------------------------------

Result legacy_new_style(std::string_view value, int64_t missing,
                        const std::vector<std::string>& types) {
  // 3.1/3.2: find()-based percentages, no negative checks.
  const bool as_percent = contains(value, "%");
  ConfigurableResource out = as_percent ? percent_all(types, 1.0) : absolute_all(types, missing);
  for (const std::string& part : java_split(value, ',')) {
    auto kv = java_split(part, '=');
    if (kv.size() != 2) {
      return kInvalidDefinition + std::string(value) +
             ". Every resource must be of the form: name=value.";
    }
    const std::string name(java::trim(kv[0]));
    const std::string v(java::trim(kv[1]));
    if (as_percent) {
      auto m = find_number(v, {}, true, "");  // "((\d+)(\.\d*)?)\s*%\s*", found anywhere
      if (!m) {
        return kInvalidDefinition + std::string(value) +
               ". The resource values must all be percentages. \"" + v +
               "\" is either not a number or does not include the '%' symbol.";
      }
      if (!known_type(types, name)) return unrecognized(value, name);
      out.fractions[name] = *java::parse_double(m->number) / 100.0;
    } else {
      auto amount = java::parse_long(v);
      if (!amount) {
        return kInvalidDefinition + std::string(value) +
               ". The resource values must all be integers. \"" + v + "\" is not an integer.";
      }
      if (!known_type(types, name)) return unrecognized(value, name);
      out.absolute.set(name, *amount);
    }
  }
  return out;
}

Result legacy_old_style(std::string_view value, const std::vector<std::string>& types,
                        const HadoopVersion& version) {
  const std::string text = lower(value);
  if (has(version, ReleaseFact::kFsPercentageResources) && contains(text, "%")) {
    auto find = [&](const std::string& unit,
                    const std::string& in) -> std::variant<double, std::string> {
      // "((\d+)(\.\d*)?)\s*%\s*" + unit, found anywhere.
      auto m = find_number(in, {}, true, unit);
      if (!m) return unit.empty() ? "Invalid percentage: " + in : "Missing resource: " + unit;
      return *java::parse_double(m->number) / 100.0;
    };
    auto parts = java_split(text, ',');
    ConfigurableResource out = percent_all(types, 0.0);
    if (parts.size() == 1) {
      auto p = find("", parts.front());
      if (auto* error = std::get_if<std::string>(&p)) return *error;
      for (const auto& t : types)
        out.fractions[t] = std::get<double>(p);
      return out;
    }
    auto memory = find("memory", text);
    if (auto* error = std::get_if<std::string>(&memory)) return *error;
    auto cpu = find("cpu", text);
    if (auto* error = std::get_if<std::string>(&cpu)) return *error;
    out.fractions[std::string(kMemoryMb)] = std::get<double>(memory);
    out.fractions[std::string(kVcores)] = std::get<double>(cpu);
    return out;
  }
  // 2.7 and earlier: "(\d+)\s*mb", so "1024.5 mb" reads 5; 2.8+ skips a fraction.
  const NumberForm form{.fraction = has(version, ReleaseFact::kFsResourceFractionSkipped)};
  auto find = [&](const std::string& unit) -> std::variant<int64_t, std::string> {
    auto m = find_number(text, form, false, unit);
    if (!m) return "Missing resource: " + unit;
    auto amount = java::parse_int(m->integer);
    if (!amount) return std::string("Error reading resource config");
    return static_cast<int64_t>(*amount);
  };
  auto memory = find("mb");
  if (auto* error = std::get_if<std::string>(&memory)) return *error;
  auto vcores = find("vcores");
  if (auto* error = std::get_if<std::string>(&vcores)) return *error;
  ConfigurableResource out = absolute_all(types, 0);
  out.absolute.set(kMemoryMb, std::get<int64_t>(memory));
  out.absolute.set(kVcores, std::get<int64_t>(vcores));
  return out;
}

}  // namespace

Result parse_fair_resource(std::string_view value, int64_t missing,
                           const std::vector<std::string>& types, const HadoopVersion& version) {
  if (java::trim(value).empty()) {
    return std::string("Error reading resource config--the resource string is empty.");
  }
  if (has(version, ReleaseFact::kFsStrictResourceParsing)) {
    if (contains(value, "=")) return strict_new_style(value, missing, types);
    if (contains(value, "%")) return strict_old_percentage(value, types);
    return strict_old_absolute(value, types);
  }
  if (has(version, ReleaseFact::kFsResourceTypeValues) && contains(value, "=")) {
    return legacy_new_style(value, missing, types);
  }
  return legacy_old_style(value, types, version);
}

}  // namespace schedlint
