// Reservable on a parent queue (ParentQueue set-up).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_reservable_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-reservable-parent",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler parent queue is marked reservable, which only leaf queues may be, "
          "so "
          "the ResourceManager refuses the queues.",
      .risk = "",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.reservable</name><value>true</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
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
       violations_of(context, {CapacityViolationKind::kReservableParent})) {
    sink.report(
        violation_finding(info(), *context.model().capacity, *v,
                          fmt::format("{} is a parent queue marked reservable", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_reservable_parent
