// fs-placement-overrides-site-keys: yarn.scheduler.fair.user-as-default-queue and
// allow-undeclared-pools, which the FairScheduler never reads once the allocation file has a
// <queuePlacementPolicy> (ReadingIssueKind::kReplacedByPlacementPolicy).
#include "rules/rule.h"

namespace schedlint::rules::fs_placement_overrides_site_keys {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-placement-overrides-site-keys",
      .severity = Severity::kInfo,
      .summary =
          "yarn.scheduler.fair.user-as-default-queue or allow-undeclared-pools is set, but the "
          "allocation file has a queuePlacementPolicy, which replaces both: the keys do nothing.",
      .risk = "F6",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.fair.allow-undeclared-pools</name><value>false</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="etl"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
</configuration>
)xml"},
                 {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="etl"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kReplacedByPlacementPolicy, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_placement_overrides_site_keys
