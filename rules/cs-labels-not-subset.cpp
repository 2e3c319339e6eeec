// J3: a child's accessible-node-labels not a subset of its parent's.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_labels_not_subset {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-labels-not-subset",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue can access node labels its parent cannot, so the "
          "ResourceManager refuses the queues.",
      .risk = "J3",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.accessible-node-labels</name><value>gpu,fast</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.accessible-node-labels</name><value>gpu,fast</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.accessible-node-labels</name><value>gpu</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kChildAccessesAnyLabel,
                               CapacityViolationKind::kLabelsNotSubsetOfParent})) {
    sink.report(
        violation_finding(info(), *context.model().capacity, *v,
                          fmt::format("{} may use node labels its parent may not", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_labels_not_subset
