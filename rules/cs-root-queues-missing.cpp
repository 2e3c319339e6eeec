// cs-root-queues-missing: what the readers (src/parse) record as
// ReadingIssueKind::kRootQueuesMissing, published as a rule so it can be documented, configured and
// suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::cs_root_queues_missing {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-root-queues-missing",
      .severity = Severity::kError,
      .summary =
          "The CapacityScheduler configuration does not list root's child queues, so the "
          "ResourceManager does not start.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.maximum-applications</name><value>10000</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
          },
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kRootQueuesMissing, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_root_queues_missing
