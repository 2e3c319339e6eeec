// G2: queue ACLs are configured but yarn.acl.enable is false, so the ResourceManager ignores them.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/acl.h"

namespace schedlint::rules::acl_not_enforced {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "acl-not-enforced",
      .severity = Severity::kWarning,
      .summary =
          "Queue ACLs restrict who may submit or administer, but yarn-site.xml leaves "
          "yarn.acl.enable "
          "false (its default), so the ResourceManager checks none of them.",
      .risk = "G2",
      .needs = {Need::kYarnSite},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.acl.enable</name><value>false</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><aclSubmitApps>etl-svc etl-team</aclSubmitApps></queue>
</allocations>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.acl.enable</name><value>true</value></property>
  <property><name>yarn.admin.acl</name><value>yarn</value></property>
</configuration>
)xml"},
                 {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="root">
    <aclSubmitApps> </aclSubmitApps>
    <aclAdministerApps>yarn</aclAdministerApps>
    <queue name="etl"><aclSubmitApps>etl-svc etl-team</aclSubmitApps></queue>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  // Without yarn-site.xml the setting is unknown: saying "default false" would often be wrong.
  if (model.cluster.acl_enable.value) return;
  std::vector<const QueueAcl*> restrictive;
  const auto acls = configured_queue_acls(model);
  for (const auto& acl : acls) {
    if (!parse_acl(acl.text).everyone) restrictive.push_back(&acl);
  }
  if (restrictive.empty()) return;
  const auto& enable = model.cluster.acl_enable;
  const QueueAcl& first = *restrictive.front();
  Finding f = make_finding(
      info(), enable.is_set() ? enable.loc : first.loc,
      fmt::format("{} queue ACL(s) are set (first: the {} ACL of {}), but yarn.acl.enable is {}, "
                  "so every user may submit to and administer every queue; set yarn.acl.enable to "
                  "true in yarn-site.xml",
                  restrictive.size(), first.kind, first.queue,
                  enable.is_set() ? "false" : "not set in yarn-site.xml and defaults to false"),
      first.queue);
  if (enable.is_set())
    f.related.push_back({first.loc, "an ACL the ResourceManager does not check"});
  sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::acl_not_enforced
