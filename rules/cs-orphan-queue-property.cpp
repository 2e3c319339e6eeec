// cs-orphan-queue-property: properties of queues no parent lists, as the CapacityScheduler reader
// (src/parse) records them (ReadingIssueKind::kUndeclaredQueueProperty).
#include "rules/rule.h"

namespace schedlint::rules::cs_orphan_queue_property {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-orphan-queue-property",
      .severity = Severity::kWarning,
      .summary =
          "A property for a queue that is not in the hierarchy (no parent lists it), so Hadoop "
          "ignores it.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>30</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>30</value></property>
</configuration>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const ReadingIssue& issue : context.model().reading_issues) {
    if (issue.kind != ReadingIssueKind::kUndeclaredQueueProperty) continue;
    Finding f = make_finding(info(), issue.loc, issue.description, issue.queue);
    // Under a parent that creates queues at run time the property may yet apply: worth knowing,
    // not a mistake.
    if (issue.queue_may_be_auto_created) f.severity = Severity::kInfo;
    sink.report(std::move(f));
  }
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_orphan_queue_property
