// A FairScheduler queue that changes between leaf and parent: the reload never fails, but
// QueueManager converts the queue only once it is empty (removeEmptyIncompatibleQueues; from
// YARN-8191, 3.2, retried on every check until then, before only on a later reload).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"

namespace schedlint::rules::change_fs_queue_type_converted {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "change-fs-queue-type-converted",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue changes between leaf and parent: the FairScheduler converts it "
          "only once it has no applications, and until then the queues under it, or the queue "
          "itself, take none.",
      .risk = "M2",
      .needs = {Need::kAllocationFile},
      .fires = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><weight>2</weight></queue>
</allocations>
)xml"},
                {"new/fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics">
    <weight>2</weight>
    <queue name="daily"/>
    <queue name="adhoc"/>
  </queue>
</allocations>
)xml"}},
      .silent = {{"old/fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><weight>2</weight></queue>
</allocations>
)xml"},
                 {"new/fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics"><weight>2</weight></queue>
  <queue name="reports" type="parent">
    <queue name="daily"/>
    <queue name="adhoc"/>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check_change(const ChangeContext& change, FindingSink& sink) {
  const auto& before = change.before.model().fair;
  const auto& after = change.after.model().fair;
  const HadoopVersion& version = change.after.version();
  const std::string until = has(version, ReleaseFact::kFsQueueRemovalDeferred)
                                ? "the FairScheduler retries the conversion until it is empty"
                                : "the conversion waits for a reload of the allocation file "
                                  "after it is empty";
  for (const auto& q : before->queues.nodes()) {
    const int now = after->queues.index_of(q.path);
    if (q.is_root() || now < 0) continue;
    const auto& next = after->queues.at(now);
    if (next.is_leaf() == q.is_leaf()) continue;
    Finding f = make_finding(
        info(), next.loc,
        q.is_leaf()
            ? fmt::format("{} becomes a parent: while applications run in it, it stays a leaf and "
                          "its new child queues cannot be created, so applications sent to them "
                          "are rejected; {}",
                          q.path, until)
            : fmt::format("{} becomes a leaf: while its child queues hold applications, it stays "
                          "a parent, and applications sent to it are rejected; {}",
                          q.path, until),
        q.path);
    f.details.push_back(
        "fix: drain the queue first (stop submissions to it and let its applications finish), or "
        "create the new queues under another name");
    f.related.push_back({q.loc, "as it was declared"});
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), nullptr, nullptr, check_change};
  return rule;
}

}  // namespace schedlint::rules::change_fs_queue_type_converted
