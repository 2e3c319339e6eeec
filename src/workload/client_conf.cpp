#include "workload/client_conf.h"

#include <fmt/format.h>
#include <algorithm>

#include "java/numbers.h"

namespace schedlint::workload {

void ClientConf::reading_for(std::string subject, std::string effect) {
  reading_for_ = KeyUse{{std::move(subject)}, std::move(effect)};
}

const FrameworkProperty* ClientConf::find(std::string_view key) const {
  if (!reading_for_.subjects.empty()) {
    auto [use, first] = asked_.try_emplace(std::string(key), reading_for_);
    const std::string& subject = reading_for_.subjects.front();
    if (!first && use->second.effect == reading_for_.effect &&
        std::find(use->second.subjects.begin(), use->second.subjects.end(), subject) ==
            use->second.subjects.end()) {
      use->second.subjects.push_back(subject);
    }
  }
  auto it = conf_.find(std::string(key));
  return it == conf_.end() ? nullptr : &it->second;
}

std::vector<std::string> ClientConf::keys_with_prefix(std::string_view prefix) const {
  std::vector<std::string> keys;
  for (auto it = conf_.lower_bound(std::string(prefix));
       it != conf_.end() && it->first.starts_with(prefix); ++it) {
    keys.push_back(it->first);
  }
  return keys;
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

SourceLocation ClientConf::set_at(std::string_view key) const {
  const FrameworkProperty* p = find(key);
  return p == nullptr ? SourceLocation{} : p->loc;
}

std::string ClientConf::name(std::string_view key) const {
  const FrameworkProperty* p = find(key);
  return p == nullptr || p->written_as.empty() ? std::string(key) : p->written_as;
}

int32_t ClientConf::get_int(std::string_view key, int32_t fallback) {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  const std::string_view trimmed = java::trim(p->value);
  if (auto parsed = java::parse_configuration_int(trimmed)) return *parsed;
  report(key,
         fmt::format("'{}' is '{}': the client reads it with Configuration.getInt and fails "
                     "with NumberFormatException; schedlint sizes the role with the default, {}",
                     name(key), p->value, fallback));
  return fallback;
}

float ClientConf::get_float(std::string_view key, float fallback) {
  const FrameworkProperty* p = find(key);
  if (p == nullptr) return fallback;
  const std::string_view trimmed = java::trim(p->value);
  if (auto parsed = java::parse_float(trimmed)) return *parsed;
  report(key, fmt::format("'{}' is '{}': the client reads it with Configuration.getFloat and fails "
                          "with NumberFormatException; schedlint uses the default, {}",
                          name(key), p->value, fallback));
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
  issue.property = name(key);
  issues_.push_back(std::move(issue));
}

}  // namespace schedlint::workload
