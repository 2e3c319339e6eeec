// J4: default-node-label-expression outside the queue's accessible labels (LeafQueue set-up).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_default_label_inaccessible {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-default-label-inaccessible",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue's default-node-label-expression names a label the queue "
          "cannot "
          "access, so the ResourceManager refuses the queues.",
      .risk = "J4",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.default-node-label-expression</name><value>fast</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.default-node-label-expression</name><value>gpu</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kDefaultLabelNotAccessible})) {
    sink.report(violation_finding(
        info(), *context.model().capacity, *v,
        fmt::format("{}'s default node label is not one it may use", v->queue_path)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_default_label_inaccessible
