// G2: ACLs are enabled, but yarn.admin.acl is everyone, so every user is a YARN administrator.
#include <algorithm>

#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules::acl_admin_open {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-admin-open",
      .severity = Severity::kWarning,
      .summary =
          "yarn.acl.enable is true but yarn.admin.acl is \"*\" (its default) or names the "
          "anonymous "
          "web user dr.who, so every user is a YARN administrator: may kill any application and "
          "run every rmadmin command (refreshQueues, node labels...), whatever the queue ACLs say.",
      .risk = "G2",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.acl.enable</name><value>true</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.acl.enable</name><value>true</value></property>
  <property><name>yarn.admin.acl</name><value>yarn hadoop-admins</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// hadoop.http.staticuser.user's default: without Kerberos every request to the ResourceManager's
// web UI and REST API runs as this user (StaticUserWebFilter).
constexpr const char* kAnonymousWebUser = "dr.who";

bool names_anonymous_user(const ParsedAcl& acl) {
  return std::find(acl.users.begin(), acl.users.end(), kAnonymousWebUser) != acl.users.end();
}

// ACLs that let the anonymous web user administer: yarn.admin.acl, and queue administer ACLs
// (QueueACLsManager: a queue's or any ancestor's).
void check_anonymous(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& cluster = context.model().cluster;
  const std::string why =
      "without Kerberos every request to the ResourceManager's web UI and REST API runs as dr.who "
      "(hadoop.http.staticuser.user's default), so anyone who reaches its web port";
  if (names_anonymous_user(parse_acl(cluster.admin_acl.value))) {
    sink.report(make_finding(
        info(), cluster.admin_acl.loc,
        fmt::format("yarn.admin.acl names dr.who: {} is a YARN administrator and may kill any "
                    "application",
                    why)));
  }
  for (const QueueAcl& acl : configured_queue_acls(context.model())) {
    if (acl.kind != "administer" || !names_anonymous_user(parse_acl(acl.text))) continue;
    sink.report(make_finding(
        info(), acl.loc,
        fmt::format("the administer ACL of {} names dr.who: {} may kill the applications of {} and "
                    "the queues below it",
                    acl.queue, why, acl.queue),
        acl.queue));
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& cluster = context.model().cluster;
  if (!cluster.acl_enable.value) return;
  check_anonymous(context, sink);
  if (!parse_acl(cluster.admin_acl.value).everyone) return;
  const auto& admin = cluster.admin_acl;
  sink.report(make_finding(
      info(), admin.is_set() ? admin.loc : cluster.acl_enable.loc,
      fmt::format("yarn.admin.acl is {}: every user is an administrator, may kill any application "
                  "and run every rmadmin command; set it to the admin "
                  "users and groups, e.g. \"yarn hadoop-admins\"",
                  admin.is_set() ? "\"*\"" : "not set and defaults to \"*\"")));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::acl_admin_open
