// cs-orphan-queue-property: published from the findings the parsers record (src/parse), so it can be
// documented, configured and suppressed like any other rule.
#include "rules/rule.h"

namespace schedlint::rules {

namespace {
const RuleInfo& info() {
  static const RuleInfo kInfo{
      "cs-orphan-queue-property",
      Severity::kWarning,
      "A property for a queue that is not in the hierarchy (no parent lists it), so Hadoop ignores it.",
      "",
      {
          {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>30</value></property>
</configuration>
)xml"},
      },
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

void check(const RuleContext& context, std::vector<Finding>& out) {
  forward_parse_findings(info(), context, out);
}
}  // namespace

const Rule& cs_orphan_queue_property() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
