// parse-duplicate-property: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "parse-duplicate-property",
      Severity::kWarning,
      "A property or element set more than once, so only one of its values takes effect.",
      "",
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>50</value></property>
</configuration>
)xml"},
      },
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>50</value></property>
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

const Rule& parse_duplicate_property() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
