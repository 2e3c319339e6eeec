// J5: capacities set for a node label the queue cannot access.
#include <algorithm>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_label_capacity_not_accessible {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-label-capacity-not-accessible",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler queue sets a capacity for a node label it cannot access, so the "
          "setting "
          "does nothing today and gets in the way of later label changes.",
      .risk = "J5",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.fast.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu,fast</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.fast.capacity</name><value>100</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

std::string joined(const std::vector<std::string>& labels) {
  std::string s;
  for (const auto& l : labels)
    s += (s.empty() ? "" : ",") + l;
  return s;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityQueue& q : h.queues) {
    if (q.parent < 0) continue;  // root may access every label
    const auto& labels = q.accessible_labels;
    if (std::find(labels.begin(), labels.end(), "*") != labels.end()) continue;
    for (const auto& [label, settings] : config.queues.at(q.config_index).settings.partitions) {
      if (label.empty() || std::find(labels.begin(), labels.end(), label) != labels.end()) continue;
      const auto& setting = settings.capacity ? settings.capacity : settings.maximum_capacity;
      if (!setting) continue;
      sink.report(make_finding(
          info(), setting->loc,
          fmt::format(
              "{} sets a capacity for node label {}, but cannot access it (its "
              "accessible-node-labels "
              "are {}): the value is ignored, and it stays in the configuration for later "
              "label and queue changes to trip on (YARN-11971); add {} to accessible-node-labels "
              "or remove the setting",
              q.path, label, labels.empty() ? std::string("none") : joined(labels), label),
          q.path));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_label_capacity_not_accessible
