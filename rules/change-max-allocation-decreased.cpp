// A CapacityScheduler leaf's maximum allocation lowered: running AMs were told the old size, so
// LeafQueue.reinitialize (AbstractLeafQueue from 3.4) refuses the refresh.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "model/resource_text.h"
#include "rules/change_support.h"
#include "rules/rule.h"

namespace schedlint::rules::change_max_allocation_decreased {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-max-allocation-decreased",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler leaf queue's maximum allocation (its largest container) is "
          "lowered: the refresh fails, as running applications were told the old size.",
      .risk = "M3",
      .needs = {Need::kCapacityFile},
      .fires = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.maximum-allocation-mb</name><value>4096</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.maximum-allocation-mb</name><value>4096</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.maximum-allocation-mb</name><value>8192</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

// The types LeafQueue.reinitialize compares: memory and vcores; every type from 3.4
// (Resources.fitsIn in AbstractLeafQueue).
std::vector<std::string> compared_types(const Resource& old_max, const HadoopVersion& version) {
  std::vector<std::string> types{std::string(kMemoryMb), std::string(kVcores)};
  if (has(version, ReleaseFact::kCsQueueMaximumAllocationAllTypes)) {
    for (const auto& [type, amount] : old_max.amounts()) {
      if (type != kMemoryMb && type != kVcores) types.push_back(type);
    }
  }
  return types;
}

// Where the new maximum is written: the queue's own keys, else the cluster-wide ones.
SourceLocation setting_line(const CapacityVersions& v, const CapacityQueue& q) {
  const auto& s = v.after_config.queues.at(q.config_index).settings;
  if (s.maximum_allocation) return s.maximum_allocation->loc;
  if (s.maximum_allocation_mb) return s.maximum_allocation_mb->loc;
  if (s.maximum_allocation_vcores) return s.maximum_allocation_vcores->loc;
  return declared_at(v.after_config, q);
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const CapacityVersions v = capacity_versions(change);
  for (const CapacityQueue& old : v.before.queues) {
    const CapacityQueue* now = refreshed_queue(v, old);
    if (now == nullptr || !old.leaf || !now->leaf || now->config_index < 0) continue;
    std::vector<std::string> lowered;
    for (const std::string& type : compared_types(old.maximum_allocation, v.version)) {
      if (now->maximum_allocation.get(type) < old.maximum_allocation.get(type)) {
        lowered.push_back(fmt::format("{} -> {}",
                                      amount_text(type, old.maximum_allocation.get(type)),
                                      amount_text(type, now->maximum_allocation.get(type))));
      }
    }
    if (lowered.empty()) continue;
    Finding f = make_finding(
        info(), setting_line(v, *now),
        fmt::format("{}'s maximum allocation is lowered ({}): yarn rmadmin -refreshQueues fails",
                    now->path, fmt::join(lowered, ", ")),
        now->path);
    f.details.push_back(fmt::format(
        "ResourceManager: Trying to reinitialize {} the maximum allocation size can not be "
        "decreased! Current setting: {}, trying to set it to: {}",
        old.path, resource_text(old.maximum_allocation), resource_text(now->maximum_allocation)));
    f.details.push_back(
        "fix: restart the ResourceManager to lower it (running applications keep the containers "
        "they were granted), or keep the old maximum");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_max_allocation_decreased
