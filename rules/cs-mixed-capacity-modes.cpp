// C4: capacity modes mixed among siblings, between parent and children, or across labels.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_mixed_capacity_modes {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-mixed-capacity-modes",
      .severity = Severity::kError,
      .summary =
          "CapacityScheduler queues mix percentage, absolute ([memory=...,vcores=...]) and weight "
          "capacities where Hadoop does not allow it, so the ResourceManager refuses the queues.",
      .risk = "C4",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.queues</name><value>a,b</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.a.capacity</name><value>[memory=4096,vcores=4]</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.b.capacity</name><value>[memory=4096,vcores=4]</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.queues</name><value>a,b</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.a.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.b.capacity</name><value>50</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kMixedSiblingCapacityModes,
                               CapacityViolationKind::kParentChildModeMismatch,
                               CapacityViolationKind::kQueueMixesCapacityModes})) {
    sink.report(violation_finding(info(), *context.model().capacity, *v,
                                  fmt::format("{} mixes capacity modes", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_mixed_capacity_modes
