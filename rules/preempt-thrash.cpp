// I2: preemption settings that take back containers at the slightest overage, every round.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::preempt_thrash {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "preempt-thrash",
      .severity = Severity::kWarning,
      .summary =
          "CapacityScheduler preemption has no dead zone (max_ignored_over_capacity near 0) and "
          "takes "
          "back a large share per round, so queues just above their guarantee lose containers "
          "every "
          "few seconds and keep swapping them.",
      .risk = "I2",
      .needs = {Need::kCapacityFile},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.max_ignored_over_capacity</name><value>0</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor</name><value>1.0</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.max_ignored_over_capacity</name><value>0.1</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor</name><value>1.0</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// Derived thresholds (docs/risks.md I2): a dead zone under 1% of the guarantee, with at least half
// of the overage or half of the cluster taken per round.
constexpr double kNoDeadZone = 0.01;
constexpr double kLargeShare = 0.5;

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  if (!model.cluster.scheduler_monitor_enable.value) return;
  const PreemptionSettings& p = model.capacity->global.preemption;
  if (!p.max_ignored_over_capacity || p.max_ignored_over_capacity->value >= kNoDeadZone) return;
  const double factor = p.natural_termination_factor ? p.natural_termination_factor->value : 0.2;
  const double per_round = p.total_preemption_per_round ? p.total_preemption_per_round->value : 0.1;
  if (factor < kLargeShare && per_round < kLargeShare) return;
  Finding f = make_finding(
      info(), p.max_ignored_over_capacity->loc,
      fmt::format(
          "max_ignored_over_capacity is {:g}: a queue even one container above its guarantee is "
          "preempted, and {} each round (every monitoring_interval), so queues near their "
          "guarantees keep losing and regaining containers (YARN-3849); keep a dead zone such as "
          "the default 0.1",
          p.max_ignored_over_capacity->value,
          factor >= kLargeShare
              ? fmt::format("natural_termination_factor {:g} takes most of the overage", factor)
              : fmt::format("total_preemption_per_round {:g} lets it take up to that share of the "
                            "cluster",
                            per_round)));
  if (p.natural_termination_factor)
    f.related.push_back({p.natural_termination_factor->loc, "the share per round"});
  if (p.total_preemption_per_round)
    f.related.push_back({p.total_preemption_per_round->loc, "the cluster share per round"});
  sink.report(std::move(f));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::preempt_thrash
