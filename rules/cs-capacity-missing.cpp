// A queue without capacity; before 3.1 Hadoop reads -1 and refuses the queues.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_capacity_missing {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-capacity-missing",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue has no capacity, which releases before 3.1 read as -1 and "
          "refuse.",
      .risk = "C1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>30</value></property>
</configuration>
)xml"}},
      .example_version = "2.7",
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kCapacityMissing})) {
    sink.report(violation_finding(info(), *context.model().capacity, *v,
                                  fmt::format("{} has no capacity", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_capacity_missing
