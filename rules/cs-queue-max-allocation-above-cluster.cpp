// A8: a CapacityScheduler queue's maximum allocation above the cluster's, which Hadoop refuses.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      "cs-queue-max-allocation-above-cluster",
      Severity::kError,
      "A CapacityScheduler queue's maximum-allocation is larger than yarn.scheduler.maximum-allocation, "
      "so the ResourceManager refuses the queues.",
      "A8",
      {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"}},
      {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.maximum-allocation-mb</name><value>4096</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

struct Limit {
  std::string type;
  int64_t value;
  SourceLocation loc;
};

// AbstractCSQueue.setupMaximumAllocation: the `maximum-allocation` resource when set, else the
// older -mb / -vcores keys; each compared with the cluster's maximum allocation.
std::vector<Limit> queue_limits(const CapacityQueueSettings& s) {
  std::vector<Limit> limits;
  if (s.maximum_allocation) {
    for (const auto& [type, value] : s.maximum_allocation->value.amounts()) {
      limits.push_back({type, value, s.maximum_allocation->loc});
    }
    return limits;
  }
  if (s.maximum_allocation_mb) {
    limits.push_back({"memory-mb", s.maximum_allocation_mb->value, s.maximum_allocation_mb->loc});
  }
  if (s.maximum_allocation_vcores) {
    limits.push_back({"vcores", s.maximum_allocation_vcores->value, s.maximum_allocation_vcores->loc});
  }
  return limits;
}

void check(const RuleContext& context, std::vector<Finding>& out) {
  if (!context.model().capacity) return;
  const ClusterSettings& c = context.model().cluster;
  const Resource cluster_max(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value);
  for (const auto& queue : context.model().capacity->queues.nodes()) {
    for (const Limit& limit : queue_limits(queue.settings)) {
      if (!cluster_max.has(limit.type) || limit.value <= cluster_max.get(limit.type)) continue;
      Finding f = make_finding(
          info(), limit.loc,
          fmt::format("{}'s maximum allocation of {} is above the cluster's {}: the "
                      "ResourceManager refuses the queues (\"Queue maximum allocation cannot be "
                      "larger than the cluster setting for queue {}\")",
                      queue.path, amount_text(limit.type, limit.value),
                      amount_text(limit.type, cluster_max.get(limit.type)), queue.path),
          queue.path);
      const auto& cluster_setting = limit.type == "vcores" ? c.maximum_allocation_vcores : c.maximum_allocation_mb;
      if (cluster_setting.is_set()) f.related.push_back({cluster_setting.loc, "the cluster's maximum allocation"});
      out.push_back(std::move(f));
      break;
    }
  }
}

}  // namespace

const Rule& cs_queue_max_allocation_above_cluster() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
