// I1: queues may grow beyond their guarantees, but preemption is off, so guarantees come back only
// as containers finish.
#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/fair/fair_preemption.h"

namespace schedlint::rules::preempt_disabled_with_elasticity {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "preempt-disabled-with-elasticity",
      .severity = Severity::kInfo,
      .summary =
          "Queues may grow beyond their guarantees, but preemption is off, so a queue that needs "
          "its "
          "guarantee back waits until other queues' containers finish.",
      .risk = "I1",
      .needs = {Need::kYarnSite},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>false</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// The first leaf that may grow beyond its guarantee, or nullptr.
const CapacityQueue* elastic_leaf(const CapacityHierarchy& h) {
  for (const CapacityQueue& q : h.queues) {
    const auto it = q.partitions.find("");
    if (q.leaf && it != q.partitions.end() &&
        it->second.absolute_maximum_capacity > it->second.absolute_capacity + 1e-6f) {
      return &q;
    }
  }
  return nullptr;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  const ClusterSettings& c = model.cluster;
  if (c.scheduler == SchedulerType::kCapacity && !c.scheduler_monitor_enable.value) {
    const CapacityHierarchy* h = context.capacity_hierarchy();
    const CapacityQueue* q = h == nullptr ? nullptr : elastic_leaf(*h);
    if (q == nullptr) return;
    sink.report(make_finding(
        info(),
        c.scheduler_monitor_enable.is_set() ? c.scheduler_monitor_enable.loc
                                            : model.capacity->queues.root().loc,
        fmt::format(
            "yarn.resourcemanager.scheduler.monitor.enable is {}, so the CapacityScheduler never "
            "preempts: queues such as {} may grow past their guarantee into idle capacity, and "
            "a queue that later needs its guarantee waits until those containers finish; "
            "enable the ProportionalCapacityPreemptionPolicy if guarantees must come back quickly",
            c.scheduler_monitor_enable.is_set() ? "false" : "not set (default false)", q->path)));
  }
  if (c.scheduler == SchedulerType::kFair && model.fair && !c.fair_preemption.value) {
    // With preemption settings in the file, the same cause is fs-preemption-settings-inert's.
    if (!written_fair_preemption_settings(*model.fair).empty()) return;
    for (const auto& q : model.fair->queues.nodes()) {
      if (!q.settings.min_resources) continue;
      sink.report(make_finding(
          info(),
          c.fair_preemption.is_set() ? c.fair_preemption.loc : q.settings.min_resources->loc,
          fmt::format(
              "yarn.scheduler.fair.preemption is {}, so the FairScheduler never preempts: {}'s "
              "minResources and every fair share are met only as other queues' containers finish",
              c.fair_preemption.is_set() ? "false" : "not set (default false)", q.path)));
      return;
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::preempt_disabled_with_elasticity
