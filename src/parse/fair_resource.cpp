#include "parse/fair_resource.h"

#include <limits>
#include <optional>
#include <regex>

#include "java/numbers.h"

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

// ---- 3.3+ -------------------------------------------------------------------------------------

// findPercentageInternal(resource, value, beginning): the whole value must be "N%" + resource.
std::variant<double, std::string> strict_percentage(const std::string& resource,
                                                    const std::string& value) {
  const std::regex pattern("^(-?(\\d+)(\\.\\d*)?)\\s*%\\s*" + resource);
  std::smatch m;
  if (!std::regex_match(value, m, pattern)) {
    return resource.empty() ? "Invalid percentage: " + value
                            : "Invalid percentage of " + resource + ": " + value;
  }
  const double p = *java::parse_double(m[1].str()) / 100.0;
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
    parts.clear();
    static const std::regex spaced("-?\\d+(?:\\.\\d*)?\\s*[a-z]+\\s*");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), spaced);
         it != std::sregex_iterator(); ++it) {
      parts.push_back(it->str());
    }
    if (parts.size() != 2) {
      return "Cannot parse resource values from input: " + std::string(input);
    }
  }
  auto find = [&](const std::string& unit,
                  const std::string& label) -> std::variant<int64_t, std::string> {
    auto part = part_with(parts, unit);
    if (!part) return "Missing resource: " + unit;
    std::smatch m;
    if (!std::regex_search(*part, m, std::regex("^(-?\\d+)(\\.\\d*)?\\s*" + unit))) {
      return "Invalid value of " + label + ": " + *part;
    }
    auto amount = java::parse_int(m[1].str());
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
  static const std::regex percent("((\\d+)(\\.\\d*)?)\\s*%\\s*");
  for (const std::string& part : java_split(value, ',')) {
    auto kv = java_split(part, '=');
    if (kv.size() != 2) {
      return kInvalidDefinition + std::string(value) +
             ". Every resource must be of the form: name=value.";
    }
    const std::string name(java::trim(kv[0]));
    const std::string v(java::trim(kv[1]));
    if (as_percent) {
      std::smatch m;
      if (!std::regex_search(v, m, percent)) {
        return kInvalidDefinition + std::string(value) +
               ". The resource values must all be percentages. \"" + v +
               "\" is either not a number or does not include the '%' symbol.";
      }
      if (!known_type(types, name)) return unrecognized(value, name);
      out.fractions[name] = *java::parse_double(m[1].str()) / 100.0;
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
  if (version.at_least(2, 9) && contains(text, "%")) {
    auto find = [&](const std::string& unit,
                    const std::string& in) -> std::variant<double, std::string> {
      std::smatch m;
      if (!std::regex_search(in, m, std::regex("((\\d+)(\\.\\d*)?)\\s*%\\s*" + unit))) {
        return unit.empty() ? "Invalid percentage: " + in : "Missing resource: " + unit;
      }
      return *java::parse_double(m[1].str()) / 100.0;
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
  const std::string number = version.before(2, 8) ? "(\\d+)\\s*" : "(\\d+)(\\.\\d*)?\\s*";
  auto find = [&](const std::string& unit) -> std::variant<int64_t, std::string> {
    std::smatch m;
    if (!std::regex_search(text, m, std::regex(number + unit))) return "Missing resource: " + unit;
    auto amount = java::parse_int(m[1].str());
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
  if (version.at_least(3, 3)) {
    if (contains(value, "=")) return strict_new_style(value, missing, types);
    if (contains(value, "%")) return strict_old_percentage(value, types);
    return strict_old_absolute(value, types);
  }
  if (version.at_least(3, 1) && contains(value, "=")) {
    return legacy_new_style(value, missing, types);
  }
  return legacy_old_style(value, types, version);
}

}  // namespace schedlint
