// parse-ignored-value: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "parse-ignored-value",
      Severity::kWarning,
      "A value Hadoop accepts but ignores or reads differently from what it says (a boolean that is not true or false, an empty value, a non-exact final flag).",
      "",
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.disable_preemption</name><value>yes</value></property>
</configuration>
)xml"},
      },
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

void check(const RuleContext& context, std::vector<Finding>& out) {
  forward_parse_findings(info(), context, out);
}
}  // namespace

const Rule& parse_ignored_value() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
