// parse-unknown-property: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "parse-unknown-property",
      Severity::kWarning,
      "A yarn.scheduler.capacity.* key that Hadoop does not read (usually a typo), so the setting silently has no effect.",
      "",
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacty</name><value>100</value></property>
</configuration>
)xml"},
      },
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

void check(const RuleContext& context, std::vector<Finding>& out) {
  forward_parse_findings(info(), context, out);
}
}  // namespace

const Rule& parse_unknown_property() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
