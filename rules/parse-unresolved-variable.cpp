// parse-unresolved-variable: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "parse-unresolved-variable",
      Severity::kWarning,
      "A value refers to a ${variable} that no given file defines, so schedlint cannot check it.",
      "",
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.maximum-applications</name><value>${max.apps}</value></property>
</configuration>
)xml"},
      },
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

void check(const RuleContext& context, std::vector<Finding>& out) {
  forward_parse_findings(info(), context, out);
}
}  // namespace

const Rule& parse_unresolved_variable() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
