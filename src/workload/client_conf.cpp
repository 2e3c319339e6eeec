#include "workload/client_conf.h"

#include <fmt/format.h>

#include "java/numbers.h"

namespace schedlint::workload {

const FrameworkProperty* ClientConf::find(std::string_view key) const {
  auto it = conf_.find(std::string(key));
  return it == conf_.end() ? nullptr : &it->second;
}

std::optional<std::string> ClientConf::get(std::string_view key) const {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return std::nullopt;
  return p->value;
}

SourceLocation ClientConf::loc(std::string_view key) const {
  const FrameworkProperty* p = find(key);
  return p == nullptr ? file_ : p->loc;
}

int32_t ClientConf::get_int(std::string_view key, int32_t fallback) {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  const std::string_view trimmed = java::trim(p->value);
  if (auto parsed = java::parse_configuration_int(trimmed)) return *parsed;
  report(key,
         fmt::format("'{}' is '{}': the client reads it with Configuration.getInt and fails "
                     "with NumberFormatException; schedlint sizes the role with the default, {}",
                     key, p->value, fallback));
  return fallback;
}

float ClientConf::get_float(std::string_view key, float fallback) {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  const std::string_view trimmed = java::trim(p->value);
  if (auto parsed = java::parse_float(trimmed)) return *parsed;
  report(key, fmt::format("'{}' is '{}': the client reads it with Configuration.getFloat and fails "
                          "with NumberFormatException; schedlint uses the default, {}",
                          key, p->value, fallback));
  return fallback;
}

double ClientConf::get_double(std::string_view key, double fallback) {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  if (auto parsed = java::parse_double(java::trim(p->value))) return *parsed;
  report(key, fmt::format("'{}' is '{}': the client reads it with Configuration.getDouble and "
                          "fails with NumberFormatException; schedlint uses the default, {}",
                          key, p->value, fallback));
  return fallback;
}

bool ClientConf::get_boolean(std::string_view key, bool fallback) const {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  std::string lower(java::trim(p->value));
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (lower == "true") return true;
  if (lower == "false") return false;
  return fallback;
}

void ClientConf::report(std::string_view key, std::string description) {
  ReadingIssue issue{ReadingIssueKind::kWorkloadValue, loc(key), std::move(description)};
  issue.property = std::string(key);
  issues_.push_back(std::move(issue));
}

}  // namespace schedlint::workload
