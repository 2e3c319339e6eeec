// A8: a CapacityScheduler queue's maximum allocation above the cluster's, which Hadoop refuses.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_queue_max_allocation_above_cluster {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-queue-max-allocation-above-cluster",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue's maximum-allocation is larger than "
          "yarn.scheduler.maximum-allocation, "
          "so the ResourceManager refuses the queues.",
      .risk = "A8",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>4096</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& c = context.model().cluster;
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kMaxAllocationAboveCluster})) {
    Finding f = violation_finding(
        info(), *context.model().capacity, *v,
        fmt::format("{}'s maximum allocation is above the cluster's ({})", v->queue_path,
                    resource_text(Resource(c.maximum_allocation_mb.value,
                                           c.maximum_allocation_vcores.value))));
    for (const auto* setting : {&c.maximum_allocation_mb, &c.maximum_allocation_vcores}) {
      if (setting->is_set())
        f.related.push_back({setting->loc, "the cluster's maximum allocation"});
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_queue_max_allocation_above_cluster
