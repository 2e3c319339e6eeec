#include "sched/acl.h"

#include <fmt/format.h>

namespace schedlint {

namespace {

// StringUtils.getTrimmedStringCollection: split on ',', trim, drop empty entries.
std::vector<std::string> trimmed_list(std::string_view s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string_view::npos) comma = s.size();
    std::string_view item = s.substr(start, comma - start);
    while (!item.empty() && static_cast<unsigned char>(item.front()) <= ' ')
      item.remove_prefix(1);
    while (!item.empty() && static_cast<unsigned char>(item.back()) <= ' ')
      item.remove_suffix(1);
    if (!item.empty()) out.emplace_back(item);
    start = comma + 1;
  }
  return out;
}

bool is_wildcard(std::string_view part) {
  while (!part.empty() && static_cast<unsigned char>(part.front()) <= ' ')
    part.remove_prefix(1);
  while (!part.empty() && static_cast<unsigned char>(part.back()) <= ' ')
    part.remove_suffix(1);
  return part == "*";
}

void add(std::vector<QueueAcl>& out, const std::string& queue, const char* kind,
         const char* element, const std::optional<Setting<std::string>>& value) {
  if (value) out.push_back({queue, kind, element, value->value, value->loc});
}

}  // namespace

ParsedAcl parse_acl(std::string_view text) {
  // AccessControlList(String): aclString.split(" ", 2), then buildACL.
  const size_t space = text.find(' ');
  const std::string_view users = text.substr(0, space);
  const std::string_view groups =
      space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
  ParsedAcl acl;
  if (is_wildcard(users) || (space != std::string_view::npos && is_wildcard(groups))) {
    acl.everyone = true;
    return acl;
  }
  acl.users = trimmed_list(users);
  acl.groups = trimmed_list(groups);
  return acl;
}

std::vector<QueueAcl> configured_queue_acls(const Model& model) {
  std::vector<QueueAcl> out;
  if (model.fair) {
    for (const auto& q : model.fair->queues.nodes()) {
      const auto& s = q.settings;
      add(out, q.path, "submit", "aclSubmitApps", s.acl_submit_apps);
      add(out, q.path, "administer", "aclAdministerApps", s.acl_administer_apps);
      add(out, q.path, "administer reservations", "aclAdministerReservations",
          s.acl_administer_reservations);
      add(out, q.path, "list reservations", "aclListReservations", s.acl_list_reservations);
      add(out, q.path, "submit reservations", "aclSubmitReservations", s.acl_submit_reservations);
    }
  }
  if (model.capacity) {
    for (const auto& q : model.capacity->queues.nodes()) {
      add(out, q.path, "submit", "acl_submit_applications", q.settings.acl_submit_applications);
      add(out, q.path, "administer", "acl_administer_queue", q.settings.acl_administer_queue);
    }
  }
  return out;
}

std::string describe_acl(const ParsedAcl& acl) {
  if (acl.everyone) return "everyone";
  auto join = [](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v)
      s += (s.empty() ? "" : ",") + x;
    return s.empty() ? std::string("none") : s;
  };
  return fmt::format("users {}, groups {}", join(acl.users), join(acl.groups));
}

}  // namespace schedlint
