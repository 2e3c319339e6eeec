// A CapacityScheduler parent gains or loses auto-create-child-queue.enabled
// (CapacitySchedulerConfigValidator.validateQueueHierarchy, 3.1+: a ParentQueue cannot become a
// ManagedParentQueue, nor a ManagedParentQueue anything else).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/change_support.h"
#include "rules/rule.h"

namespace schedlint::rules::change_auto_create_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-auto-create-parent",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler parent queue is turned into an auto-creating parent "
          "(auto-create-child-queue.enabled), or an auto-creating parent into anything else: the "
          "refresh fails.",
      .risk = "M2",
      .needs = {Need::kCapacityFile},
      .fires = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled</name><value>true</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled</name><value>true</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>users</value></property>
  <property><name>yarn.scheduler.capacity.root.users.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.users.auto-create-child-queue.enabled</name><value>true</value></property>
  <property><name>yarn.scheduler.capacity.root.users.leaf-queue-template.capacity</name><value>10</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const CapacityVersions v = capacity_versions(change);
  if (!has(v.version, ReleaseFact::kCsAutoCreatedLeafQueues)) return;
  for (const CapacityQueue& old : v.before.queues) {
    const CapacityQueue* now = refreshed_queue(v, old);
    if (now == nullptr) continue;
    const bool was_managed = managed_parent(v.before_config, old, v.version);
    const bool is_managed = managed_parent(v.after_config, *now, v.version);
    std::string message, said;
    if (!was_managed && is_managed && !old.leaf) {
      message = fmt::format(
          "{} becomes an auto-creating parent (auto-create-child-queue.enabled): a parent queue "
          "cannot be converted, so yarn rmadmin -refreshQueues fails",
          now->path);
      said = fmt::format(
          "Can not convert parent queue: {} to auto create enabled parent queue since it could "
          "have other pre-configured queues which is not supported",
          old.path);
    } else if (was_managed && !is_managed) {
      message = fmt::format(
          "{} stops creating queues automatically: an auto-creating parent cannot be converted, "
          "so yarn rmadmin -refreshQueues fails",
          now->path);
      said = fmt::format(
          "Cannot convert auto create enabled parent queue: {} to leaf queue. Please check  parent "
          "queue's configuration auto-create-child-queue.enabled is set to true",
          old.path);
    } else {
      continue;
    }
    Finding f = make_finding(info(), declared_at(v.after_config, *now), message, now->path);
    f.details.push_back("ResourceManager: " + said);
    f.details.push_back(
        "fix: restart the ResourceManager to apply it, or create a new queue with the wanted "
        "kind and move the workload");
    f.related.push_back({declared_at(v.before_config, old), "where it was declared"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_auto_create_parent
