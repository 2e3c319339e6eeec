// G3: ACL values that Hadoop's AccessControlList reads differently from how they look.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules::acl_syntax {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-syntax",
      .severity = Severity::kWarning,
      .summary =
          "An ACL whose text Hadoop reads differently from how it looks: only the first space "
          "separates "
          "users from groups, so a space after a comma, a second space, a tab or a line break "
          "before "
          "the names, or \"*\" inside a list silently changes who is allowed.",
      .risk = "G3",
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><aclSubmitApps>alice, bob</aclSubmitApps></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="root">
    <aclSubmitApps> </aclSubmitApps>
    <aclAdministerApps>yarn</aclAdministerApps>
    <queue name="etl"><aclSubmitApps>alice,bob etl-admins</aclSubmitApps></queue>
  </queue>
</allocations>
)xml"},
                 {"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.acl.enable</name><value>true</value></property>
  <property><name>yarn.admin.acl</name><value>yarn</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

bool is_space(char c) {
  return static_cast<unsigned char>(c) <= ' ';
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front()))
    s.remove_prefix(1);
  while (!s.empty() && is_space(s.back()))
    s.remove_suffix(1);
  return s;
}

bool has_inner_space(const std::string& name) {
  for (char c : name) {
    if (is_space(c)) return true;
  }
  return false;
}

/// Printable form of an ACL text for messages: line breaks and tabs shown as escapes.
std::string shown(std::string_view text) {
  std::string s;
  for (char c : text) {
    if (c == '\n')
      s += "\\n";
    else if (c == '\r')
      s += "\\r";
    else if (c == '\t')
      s += "\\t";
    else
      s += c;
  }
  return s;
}

// The queue-mapping variables an ACL might be mistaken to take.
bool is_placement_variable(const std::string& name) {
  for (const char* variable : {"%user", "%primary_group", "%secondary_group"}) {
    if (name.find(variable) != std::string::npos) return true;
  }
  return false;
}

struct Trap {
  std::string why;     ///< "" when none
  bool minor = false;  ///< reported as an info
};

// Each trap, in AccessControlList(String) terms: text.split(" ", 2) into users and groups, each
// side a trimmed comma list. Returns the explanation of the first trap found.
Trap trap_in(const std::string& text) {
  const ParsedAcl acl = parse_acl(text);
  if (acl.everyone) return {};
  const size_t space = text.find(' ');
  const std::string_view users = std::string_view(text).substr(0, space);
  if (space != std::string::npos && !users.empty() && trim(users).empty()) {
    return {
        fmt::format("the text before the first space is only a line break or tab, so every name "
                    "after it ({}) is read as a group, not a user; put the value on one line",
                    describe_acl(acl))};
  }
  if (space != std::string::npos && !trim(users).empty() && trim(users).back() == ',') {
    return {
        fmt::format("the space after a comma ends the user list, so the names after it are read "
                    "as groups ({}); remove the space after the comma",
                    describe_acl(acl))};
  }
  for (const auto* list : {&acl.users, &acl.groups}) {
    for (const std::string& name : *list) {
      if (name == "*") {
        return {
            "\"*\" inside a list is a literal name, not everyone (only a value of exactly "
            "\"*\" allows everyone)"};
      }
      if (has_inner_space(name)) {
        return {
            fmt::format("\"{}\" is read as one {} name containing whitespace: only the first "
                        "space separates users from groups, and names are separated by commas",
                        shown(name), list == &acl.users ? "user" : "group")};
      }
      // AccessControlList substitutes nothing: %user is only replaced in queue placement
      // (UserGroupMappingPlacementRule, CSMappingPlacementRule, the FairScheduler's rules).
      if (is_placement_variable(name)) {
        return {fmt::format("\"{}\" is a literal {} name: ACLs substitute no variables (only queue "
                            "mappings and placement rules do), so it does not mean the "
                            "submitting {}",
                            shown(name), list == &acl.users ? "user" : "group",
                            list == &acl.users ? "user" : "user's group"),
                true};
      }
    }
  }
  return {};
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const QueueAcl& acl : configured_queue_acls(context.model())) {
    const Trap trap = trap_in(acl.text);
    if (trap.why.empty()) continue;
    Finding f = make_finding(
        info(), acl.loc,
        fmt::format("{} ACL of {} (\"{}\"): {}", acl.kind, acl.queue, shown(acl.text), trap.why),
        acl.queue);
    if (trap.minor) f.severity = Severity::kInfo;  // an unusual name, not a changed meaning
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::acl_syntax
