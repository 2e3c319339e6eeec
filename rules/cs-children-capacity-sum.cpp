// C1, J1: children's capacities that do not add up, per partition (ParentQueue's child checks).
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_children_capacity_sum {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-children-capacity-sum",
      .severity = Severity::kError,
      .summary =
          "The capacities of a CapacityScheduler parent's children do not add up to 100% (or to 0 "
          "where Hadoop allows it) in some partition, so the ResourceManager refuses the queues.",
      .risk = "C1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>30</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kChildrenCapacitySum,
                               CapacityViolationKind::kZeroCapacityParent})) {
    const std::string where = v->partition.empty() ? "" : " in partition " + v->partition;
    const std::string what =
        v->kind == CapacityViolationKind::kZeroCapacityParent
            ? fmt::format("{} has capacity 0{}, but its children have capacity", v->queue_path,
                          where)
            : fmt::format("the children of {} do not add up to 100%{}", v->queue_path, where);
    sink.report(violation_finding(info(), *context.model().capacity, *v, what));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_children_capacity_sum
