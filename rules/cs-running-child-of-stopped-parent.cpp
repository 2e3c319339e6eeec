// A child configured RUNNING under a STOPPED parent (AbstractCSQueue state checks, 3.0+).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_running_child_of_stopped_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-running-child-of-stopped-parent",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue is configured RUNNING under a STOPPED parent, which the "
          "ResourceManager refuses (3.0+).",
      .risk = "D5",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.state</name><value>STOPPED</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.state</name><value>RUNNING</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.state</name><value>STOPPED</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kRunningChildOfStoppedParent})) {
    sink.report(
        violation_finding(info(), *context.model().capacity, *v,
                          fmt::format("{} is RUNNING under a STOPPED parent", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_running_child_of_stopped_parent
