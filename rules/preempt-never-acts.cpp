// I3: preemption is on, but no queue that can grow beyond its guarantee may be preempted.
#include <string>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::preempt_never_acts {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "preempt-never-acts",
      .severity = Severity::kWarning,
      .summary =
          "CapacityScheduler preemption is enabled, but it cannot act: its policy is not in the "
          "monitor's list, or every queue that can grow beyond its guarantee has "
          "disable_preemption.",
      .risk = "I3",
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.disable_preemption</name><value>true</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

constexpr const char* kPolicy = "ProportionalCapacityPreemptionPolicy";

void check(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& c = context.model().cluster;
  if (c.scheduler != SchedulerType::kCapacity || !c.scheduler_monitor_enable.value) return;
  if (c.scheduler_monitor_policies.value.find(kPolicy) == std::string::npos) {
    sink.report(make_finding(
        info(), c.scheduler_monitor_policies.loc,
        fmt::format(
            "the scheduler monitor is on, but yarn.resourcemanager.scheduler.monitor.policies "
            "does not list the {}: no queue is ever preempted",
            kPolicy)));
    return;
  }
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (h == nullptr) return;
  const CapacityConfig& config = *context.model().capacity;
  const CapacityQueue* first_disabled = nullptr;
  for (const CapacityQueue& q : h->queues) {
    const auto it = q.partitions.find("");
    if (!q.leaf || it == q.partitions.end()) continue;
    if (it->second.absolute_maximum_capacity <= it->second.absolute_capacity + 1e-6f) continue;
    if (!q.preemption_disabled) return;  // a donor the policy may take from
    if (first_disabled == nullptr) first_disabled = &q;
  }
  if (first_disabled == nullptr) return;  // no queue can grow beyond its guarantee at all
  // Point at the disable_preemption that covers the queue: its own or an ancestor's.
  SourceLocation at = config.queues.at(first_disabled->config_index).loc;
  for (int i : config.queues.ancestors_and_self(first_disabled->config_index)) {
    const auto& flag = config.queues.at(i).settings.disable_preemption;
    if (flag) {
      at = flag->loc;
      break;
    }
  }
  sink.report(make_finding(
      info(), at,
      fmt::format(
          "preemption is enabled, but every queue that can grow beyond its guarantee (such as "
          "{}) has disable_preemption: the policy can take nothing back, so a queue below its "
          "guarantee waits for containers to finish",
          first_disabled->path),
      first_disabled->path));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::preempt_never_acts
