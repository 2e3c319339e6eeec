// C2: capacity above maximum-capacity (CSQueueUtils.capacitiesSanityCheck, per release).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_capacity_exceeds_maximum {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-capacity-exceeds-maximum",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue's capacity is above its maximum-capacity (as Hadoop compares "
          "them in that release), so the ResourceManager refuses the queues.",
      .risk = "C2",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>40</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kCapacityAboveMaximum,
                               CapacityViolationKind::kAbsoluteCapacityAboveMaximum})) {
    sink.report(violation_finding(
        info(), *context.model().capacity, *v,
        fmt::format("{}'s capacity is above its maximum-capacity{}", v->queue_path,
                    v->partition.empty() ? std::string() : " in partition " + v->partition)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_capacity_exceeds_maximum
