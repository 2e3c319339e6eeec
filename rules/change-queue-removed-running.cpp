// A CapacityScheduler queue deleted while it runs: the refresh fails
// (CapacitySchedulerConfigValidator.validateQueueHierarchy, 2.9+ and 3.1+; in 2.7, 2.8 and 3.0
// CapacityScheduler.validateExistingQueues refuses any deletion).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/change_support.h"
#include "rules/rule.h"

namespace schedlint::rules::change_queue_removed_running {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-queue-removed-running",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue is deleted while it is RUNNING: yarn rmadmin -refreshQueues "
          "fails (and Hadoop 2.7, 2.8 and 3.0 cannot delete a queue without a restart).",
      .risk = "M1",
      .needs = {Need::kCapacityFile},
      .fires = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.state</name><value>STOPPED</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

// Hadoop's own message, by release.
std::string refusal(const CapacityVersions& v, const CapacityQueue& q) {
  if (!has(v.version, ReleaseFact::kCsQueueDeletion))
    return fmt::format("{} cannot be found during refresh!", q.name);
  if (!has(v.version, ReleaseFact::kCsRefreshReadsNewQueueState)) {
    return fmt::format(
        "{} is deleted from the new capacity scheduler configuration, but the queue is not yet in "
        "stopped state. Current State : {}",
        q.path, state_name(q.state));
  }
  return fmt::format(
      "{} cannot be deleted from the capacity scheduler configuration, as the queue is not yet in "
      "stopped state. Current State : {}",
      q.path, state_name(q.state));
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const CapacityVersions v = capacity_versions(change);
  for (const CapacityQueue& q : v.before.queues) {
    if (q.parent < 0 || refreshed_queue(v, q) != nullptr || moved_to(v, q) != nullptr) continue;
    // One finding per deleted subtree: its top queue.
    const CapacityQueue& parent = v.before.queues[static_cast<size_t>(q.parent)];
    if (parent.parent >= 0 && refreshed_queue(v, parent) == nullptr) continue;
    if (deletable(v, q)) continue;
    Finding f = make_finding(
        info(), former_parent_line(v, q),
        !has(v.version, ReleaseFact::kCsQueueDeletion)
            ? fmt::format("{} is deleted: Hadoop {} cannot delete a queue on a refresh, so "
                          "yarn rmadmin -refreshQueues fails (restart the ResourceManager instead)",
                          q.path, v.version.to_string())
            : fmt::format("{} is deleted while it is {}: yarn rmadmin -refreshQueues fails", q.path,
                          state_name(q.state)),
        q.path);
    f.details.push_back("ResourceManager: " + refusal(v, q));
    if (has(v.version, ReleaseFact::kCsQueueDeletion)) {
      f.details.push_back(fmt::format(
          "fix: first set yarn.scheduler.capacity.{}.state to STOPPED and refresh; once its "
          "applications have finished, delete it",
          q.path));
    }
    f.related.push_back({declared_at(v.before_config, q), "where it was declared"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_queue_removed_running
