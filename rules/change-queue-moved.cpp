// A CapacityScheduler queue moved under another parent: before 3.3 the refresh refuses any move
// (queues are matched by short name); from 3.3 queues are matched by full path, so a move deletes
// the old queue, which must be STOPPED (CapacitySchedulerConfigValidator.validateQueueHierarchy).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/change_support.h"
#include "rules/rule.h"

namespace schedlint::rules::change_queue_moved {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-queue-moved",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue moves under another parent: the refresh fails (before 3.3 "
          "always; from 3.3 unless the queue was STOPPED, as a move deletes it).",
      .risk = "M2",
      .needs = {Need::kCapacityFile},
      .fires = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.queues</name><value>test</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.test.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,test</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.test.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>30</value></property>
</configuration>
)xml"}},
      .silent = {{"old/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.queues</name><value>test</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.test.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"new/capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod,dev</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,prodtest</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.prodtest.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.capacity</name><value>30</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.queues</name><value>test</value></property>
  <property><name>yarn.scheduler.capacity.root.dev.test.capacity</name><value>100</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const CapacityVersions v = capacity_versions(change);
  for (const CapacityQueue& q : v.before.queues) {
    const CapacityQueue* to = moved_to(v, q);
    if (to == nullptr) continue;
    const bool by_path = has(v.version, ReleaseFact::kCsQueuePaths);
    if (by_path && deletable(v, q)) continue;
    Finding f = make_finding(
        info(), declared_at(v.after_config, *to),
        by_path ? fmt::format("{} moves to {}: from Hadoop 3.3 a move deletes {}, which is {}, so "
                              "yarn rmadmin -refreshQueues fails",
                              q.path, to->path, q.path, state_name(q.state))
                : fmt::format("{} moves to {}: Hadoop {} refuses to move a queue on a refresh, so "
                              "yarn rmadmin -refreshQueues fails",
                              q.path, to->path, v.version.to_string()),
        to->path);
    f.details.push_back(
        "ResourceManager: " +
        (by_path ? fmt::format("{} cannot be deleted from the capacity scheduler configuration, as "
                               "the queue is not yet in stopped state. Current State : {}",
                               q.path, state_name(q.state))
                 : fmt::format("{} is moved from:{} to:{} after refresh, which is not allowed.",
                               q.name, q.path, to->path)));
    f.details.push_back(
        by_path ? fmt::format("fix: stop {} first (state STOPPED, refresh, let its applications "
                              "finish), then move it",
                              q.path)
                : "fix: restart the ResourceManager to apply a move, or keep the queue where it is "
                  "and add a new one");
    f.related.push_back({declared_at(v.before_config, q), "where it was"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_queue_moved
