// parse-no-scheduler-file: no file of the configured scheduler was given
// (ReadingIssueKind::kNoSchedulerFile), so only yarn-site.xml and the nodes were checked.
#include "rules/rule.h"

namespace schedlint::rules::parse_no_scheduler_file {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-no-scheduler-file",
      .severity = Severity::kInfo,
      .summary =
          "No file of the scheduler the ResourceManager runs was given, so only the yarn-site.xml "
          "settings and the nodes were checked.",
      .risk = "",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kNoSchedulerFile, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_no_scheduler_file
