// fs-scheduler-not-configured: an allocation file given with a yarn-site.xml that names no
// scheduler (ReadingIssueKind::kAllocationFileUnselected): the ResourceManager runs the
// CapacityScheduler and never reads it.
#include "rules/rule.h"

namespace schedlint::rules::fs_scheduler_not_configured {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-scheduler-not-configured",
      .severity = Severity::kWarning,
      .summary =
          "An allocation file comes with a yarn-site.xml that does not set "
          "yarn.resourcemanager.scheduler.class, so the ResourceManager runs its default, the "
          "CapacityScheduler, and never reads the file.",
      .risk = "",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
</allocations>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"},
                 {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kAllocationFileUnselected, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_scheduler_not_configured
