// parse-ignored-value: what the readers (src/parse) record as ReadingIssueKind::kIgnoredValue,
// published as a rule so it can be documented, configured and suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::parse_ignored_value {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-ignored-value",
      .severity = Severity::kWarning,
      .summary =
          "A value Hadoop accepts but ignores or reads differently from what it says (a boolean "
          "that is not true or false, an empty value, a non-exact final flag).",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.disable_preemption</name><value>yes</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.disable_preemption</name><value>true</value></property>
</configuration>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kIgnoredValue, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_ignored_value
