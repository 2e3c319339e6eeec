// User-settings.<user>.weight out of range (UsersManager / LeafQueue set-up, 3.0+).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_user_weight_out_of_range {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-user-weight-out-of-range",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler user weight is outside 0 to 100 / minimum-user-limit-percent, which "
          "the ResourceManager refuses.",
      .risk = "E2",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.minimum-user-limit-percent</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.user-settings.alice.weight</name><value>3</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.minimum-user-limit-percent</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.user-settings.alice.weight</name><value>2</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kUserWeightOutOfRange})) {
    sink.report(violation_finding(
        info(), *context.model().capacity, *v,
        fmt::format("user {}'s weight in {} is out of range", v->user, v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_user_weight_out_of_range
