// parse-duplicate-property: what the readers (src/parse) record as
// ReadingIssueKind::kDuplicateSetting, published as a rule so it can be documented, configured and
// suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::parse_duplicate_property {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-duplicate-property",
      .severity = Severity::kWarning,
      .summary =
          "A property or element set more than once, so only one of its values takes effect.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>100</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>100</value></property>
</configuration>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kDuplicateSetting, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_duplicate_property
