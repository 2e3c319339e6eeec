// C3: a leaf whose maximum capacity equals its capacity can never use idle resources.
#include <cmath>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_no_elasticity {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-no-elasticity",
      .severity = Severity::kInfo,
      .summary =
          "A CapacityScheduler leaf queue's maximum-capacity equals its capacity, so it can never "
          "use "
          "resources other queues leave idle.",
      .risk = "C3",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-capacity</name><value>60</value></property>
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
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityQueue& q : h.queues) {
    if (rests_on_invalid_value(config, q.config_index, kCapacityKeys)) {
      continue;
    }
    const auto it = q.partitions.find("");
    if (!q.leaf || it == q.partitions.end()) continue;
    const PartitionCapacity& p = it->second;
    if (!fractions_known(context, q, p)) continue;
    // Absolute fractions, so a 100% maximum under a capped parent counts as what it is.
    if (p.absolute_capacity <= 0 || p.absolute_capacity >= 1.0f ||
        std::fabs(p.absolute_maximum_capacity - p.absolute_capacity) > 1e-6f) {
      continue;
    }
    const auto& settings = config.queues.at(q.config_index).settings.partitions;
    const auto own = settings.find("");
    const bool own_max = own != settings.end() && own->second.maximum_capacity;
    sink.report(make_finding(
        info(), own_max ? own->second.maximum_capacity->loc : config.queues.at(q.config_index).loc,
        fmt::format(
            "{} can use at most its guarantee ({:.2f}% of the cluster): maximum-capacity {} "
            "leaves it no room to grow into idle resources; raise its maximum-capacity{}",
            q.path, static_cast<double>(p.absolute_capacity) * 100.0,
            own_max ? "equals its capacity" : "of an ancestor",
            q.parent > 0 && !own_max ? " (or its ancestors')" : ""),
        q.path));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_no_elasticity
