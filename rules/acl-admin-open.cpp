// G2: ACLs are enabled, but yarn.admin.acl is everyone, so every user is a YARN administrator.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-admin-open",
      .severity = Severity::kWarning,
      .summary =
          "yarn.acl.enable is true but yarn.admin.acl is \"*\" (its default), so every user is a "
          "YARN "
          "administrator: may kill any application and run every rmadmin command (refreshQueues, "
          "node labels...), whatever the queue ACLs say.",
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

void check(const RuleContext& context, FindingSink& sink) {
  const ClusterSettings& cluster = context.model().cluster;
  if (!cluster.acl_enable.value || !parse_acl(cluster.admin_acl.value).everyone) return;
  const auto& admin = cluster.admin_acl;
  sink.report(make_finding(
      info(), admin.is_set() ? admin.loc : cluster.acl_enable.loc,
      fmt::format("yarn.admin.acl is {}: every user is an administrator, may kill any application "
                  "and run every rmadmin command; set it to the admin "
                  "users and groups, e.g. \"yarn hadoop-admins\"",
                  admin.is_set() ? "\"*\"" : "not set and defaults to \"*\"")));
}

}  // namespace

const Rule& acl_admin_open() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
