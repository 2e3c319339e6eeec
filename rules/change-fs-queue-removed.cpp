// A FairScheduler queue dropped from the allocation file: the reload never fails
// (FairScheduler.reinitialize only logs), but the queue is not deleted while it has applications:
// QueueManager keeps it with the file's defaults, until a restart before YARN-8191 (3.2), until
// it is empty from 3.2 (setQueuesToDynamic, removeEmptyDynamicQueues).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"

namespace schedlint::rules::change_fs_queue_removed {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-fs-queue-removed",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue is removed from the allocation file: its running applications "
          "stay in it, now under the file's default settings, and it lingers until it is empty "
          "(before Hadoop 3.2: until a restart).",
      .risk = "M1",
      .needs = {Need::kAllocationFile},
      .fires = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod"><weight>3</weight></queue>
  <queue name="adhoc"><weight>1</weight><maxRunningApps>5</maxRunningApps></queue>
</allocations>
)xml"},
                {"new/fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod"><weight>3</weight></queue>
</allocations>
)xml"}},
      .silent = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod"><weight>3</weight></queue>
</allocations>
)xml"},
                 {"new/fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod"><weight>3</weight></queue>
  <queue name="adhoc"><weight>1</weight><maxRunningApps>5</maxRunningApps></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const auto& before = change.before.model().fair;
  const auto& after = change.after.model().fair;
  const HadoopVersion& version = change.after.version();
  for (const auto& q : before->queues.nodes()) {
    if (q.is_root() || after->queues.index_of(q.path) >= 0) continue;
    // root.default is created by Hadoop whatever the file says (QueueManager.initialize).
    if (q.path == "root.default") continue;
    // One finding per removed subtree: its top queue.
    const auto& parent = before->queues.at(q.parent);
    if (!parent.is_root() && after->queues.index_of(parent.path) < 0) continue;
    const int kept = after->queues.index_of(parent.path);
    const SourceLocation where = kept >= 0 && !after->queues.at(kept).is_root()
                                     ? after->queues.at(kept).loc
                                     : after->allocations_loc;
    Finding f = make_finding(
        info(), where,
        has(version, ReleaseFact::kFsQueueRemovalDeferred)
            ? fmt::format("{} is removed from the allocation file: the FairScheduler keeps it, "
                          "with the file's default settings, until its last application ends, "
                          "then deletes it",
                          q.path)
            : fmt::format("{} is removed from the allocation file: Hadoop {} keeps it, with the "
                          "file's default settings, until the ResourceManager restarts",
                          q.path, version.to_string()),
        q.path);
    f.details.push_back(
        "its running and pending applications stay in it and are scheduled with the defaults "
        "(weight 1, no minResources or maxResources, queueMaxAppsDefault...) instead of its "
        "settings");
    f.details.push_back(
        "while it exists, a placement rule with create=\"true\" (the default) still sends "
        "applications to it, which keeps it alive");
    f.details.push_back(
        "fix: drain it first (an aclSubmitApps of \" \" stops new applications), then remove it");
    f.related.push_back({q.loc, "where it was declared"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_fs_queue_removed
