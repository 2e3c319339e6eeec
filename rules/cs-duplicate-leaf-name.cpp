// Two leaves with one short name (CapacitySchedulerQueueManager, before 3.3).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_duplicate_leaf_name {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-duplicate-leaf-name",
      .severity = Severity::kError,
      .summary =
          "Two CapacityScheduler leaf queues share a short name, which releases before 3.3 refuse.",
      .risk = "",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.etl.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.queues</name><value>etl2</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.etl2.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .example_version = "3.2",
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kDuplicateLeafName})) {
    sink.report(violation_finding(info(), *context.model().capacity, *v, ""));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_duplicate_leaf_name
