// A CapacityScheduler leaf turned into a parent while it runs, or (2.7, 2.8, 3.0) any conversion:
// CapacitySchedulerConfigValidator.validateQueueHierarchy (2.9+, 3.1+); LeafQueue.reinitialize
// and ParentQueue.reinitialize refuse a queue of the other kind in 2.7, 2.8 and 3.0.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/change_support.h"
#include "rules/rule.h"

namespace schedlint::rules::change_queue_type_converted {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-queue-type-converted",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler leaf queue becomes a parent while it is RUNNING (or, in Hadoop 2.7, "
          "2.8 and 3.0, any queue changes between leaf and parent): the refresh fails.",
      .risk = "M2",
      .needs = {Need::kCapacityFile},
      .fires = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,bi</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.bi.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.state</name><value>STOPPED</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,bi</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.bi.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const CapacityVersions v = capacity_versions(change);
  for (const CapacityQueue& old : v.before.queues) {
    const CapacityQueue* now = refreshed_queue(v, old);
    if (now == nullptr || now->leaf == old.leaf) continue;
    // An auto-creating parent has its own refusal (change-auto-create-parent); a leaf that
    // becomes one is a leaf becoming a parent.
    if (managed_parent(v.before_config, old, v.version)) continue;
    const char* kind = now->leaf ? "a parent becomes a leaf" : "a leaf becomes a parent";
    std::string said;
    if (!has(v.version, ReleaseFact::kCsQueueDeletion)) {
      said = fmt::format("Trying to reinitialize {} from {}", old.path, now->path);
    } else if (old.leaf) {
      // 3.3 also reads the new configuration's state (the STOPPED state of the new parent).
      const bool stopped = old.state == QueueState::kStopped ||
                           (has(v.version, ReleaseFact::kCsRefreshReadsNewQueueState) &&
                            now->state == QueueState::kStopped);
      if (stopped) continue;
      said = fmt::format(
          "Can not convert the leaf queue: {} to parent queue since it is not yet in stopped "
          "state. Current State : {}",
          old.path, state_name(old.state));
    } else {
      continue;  // 2.9+, 3.1+: a parent may become a leaf (its children are deleted, and checked)
    }
    Finding f = make_finding(
        info(), declared_at(v.after_config, *now),
        fmt::format(
            "{}: {} ({}), so yarn rmadmin -refreshQueues fails", now->path, kind,
            !has(v.version, ReleaseFact::kCsQueueDeletion)
                ? "Hadoop " + v.version.to_string() + " cannot change a queue's kind on a refresh"
                : "it is " + state_name(old.state)),
        now->path);
    f.details.push_back("ResourceManager: " + said);
    f.details.push_back(!has(v.version, ReleaseFact::kCsQueueDeletion)
                            ? std::string("fix: restart the ResourceManager to apply it")
                            : fmt::format("fix: set yarn.scheduler.capacity.{}.state to STOPPED "
                                          "and refresh first; add the children once it is stopped",
                                          old.path));
    f.related.push_back({declared_at(v.before_config, old), "where it was declared"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_queue_type_converted
