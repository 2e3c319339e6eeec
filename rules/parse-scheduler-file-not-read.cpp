// parse-scheduler-file-not-read: a scheduler file of the scheduler the ResourceManager does not
// run (ReadingIssueKind::kSchedulerFileNotRead), left out of the analysis and said so.
#include "rules/rule.h"

namespace schedlint::rules::parse_scheduler_file_not_read {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-scheduler-file-not-read",
      .severity = Severity::kInfo,
      .summary =
          "A scheduler file for the scheduler the ResourceManager does not run (the "
          "capacity-scheduler.xml every Hadoop conf directory ships, on a FairScheduler cluster) "
          "was not analyzed.",
      .risk = "",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
</configuration>
)xml"},
                {"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
</allocations>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.class</name><value>org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler</value></property>
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
  report_reading_issues(info(), ReadingIssueKind::kSchedulerFileNotRead, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_scheduler_file_not_read
