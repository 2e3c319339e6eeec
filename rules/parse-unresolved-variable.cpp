// parse-unresolved-variable: what the readers (src/parse) record as
// ReadingIssueKind::kUnresolvedVariable, published as a rule so it can be documented, configured
// and suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules::parse_unresolved_variable {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-unresolved-variable",
      .severity = Severity::kWarning,
      .summary =
          "A value refers to a ${variable} that no given file defines, so schedlint cannot check "
          "it.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.maximum-applications</name><value>${max.apps}</value></property>
</configuration>
)xml"},
          },
      .silent =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>max.apps</name><value>5000</value></property>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.maximum-applications</name><value>${max.apps}</value></property>
</configuration>
)xml"},
          },
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kUnresolvedVariable, context, sink);
}
}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::parse_unresolved_variable
