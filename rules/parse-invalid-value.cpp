// parse-invalid-value: what the readers (src/parse) record as ReadingIssueKind::kRejectedValue,
// published as a rule so it can be documented, configured and suppressed like any other.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "parse-invalid-value",
      .severity = Severity::kError,
      .summary =
          "A value the ResourceManager would reject: not a number, out of range, a malformed "
          "capacity or resource string, or an invalid queue name.",
      .risk = "",
      .fires =
          {
              {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>abc</value></property>
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
  };
  return kInfo;
}

void check(const RuleContext& context, FindingSink& sink) {
  report_reading_issues(info(), ReadingIssueKind::kRejectedValue, context, sink);
}
}  // namespace

const Rule& parse_invalid_value() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
