// F5: a queue whose scheduling policy its parent's policy does not allow is never created.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/fair/fair_shares.h"

namespace schedlint::rules::fs_policy_mismatch {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-policy-mismatch",
      .severity = Severity::kError,
      .summary =
          "A FairScheduler queue uses a scheduling policy its parent's policy does not allow (drf "
          "under "
          "fair, anything under fifo), so Hadoop never creates it (from 3.0; before, a fifo parent "
          "silently runs fair).",
      .risk = "F5",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="analytics">
    <schedulingPolicy>fair</schedulingPolicy>
    <queue name="adhoc"><schedulingPolicy>drf</schedulingPolicy></queue>
  </queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="analytics">
    <queue name="adhoc"><schedulingPolicy>fair</schedulingPolicy></queue>
  </queue>
</allocations>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

// Before 3.0 (YARN-4212) only a fifo parent is wrong, and Hadoop keeps the queue, running fair.
void check_before_3_0(const FairConfig& config, FindingSink& sink) {
  for (const auto& queue : config.queues.nodes()) {
    if (queue.is_leaf() && !queue.is_root()) continue;
    if (effective_policy(config, queue.settings) != "fifo") continue;
    Finding f = make_finding(
        info(),
        queue.settings.scheduling_policy ? queue.settings.scheduling_policy->loc : queue.loc,
        fmt::format(
            "{} is a parent queue with the fifo policy, which applies only to leaf queues: "
            "Hadoop logs \"Cannot apply configured scheduling policy\" and the queue splits "
            "its share with fair instead; use fair or drf",
            queue.path),
        queue.path);
    f.severity = Severity::kWarning;
    sink.report(std::move(f));
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  const HadoopVersion& version = context.version();
  if (!has(version, ReleaseFact::kFsChildPolicyChecked)) return check_before_3_0(config, sink);
  const auto& tree = config.queues;
  std::vector<bool> refused(tree.size(), false);
  for (int i : tree.preorder()) {
    const auto& queue = tree.at(i);
    if (queue.is_root()) continue;
    if (refused[static_cast<size_t>(queue.parent)]) {
      refused[static_cast<size_t>(i)] = true;  // under a queue that is not created: reported there
      continue;
    }
    const std::string parent_policy = effective_policy(config, tree.at(queue.parent).settings);
    const std::string policy = effective_policy(config, queue.settings);
    const auto& at =
        queue.settings.scheduling_policy ? queue.settings.scheduling_policy->loc : queue.loc;
    std::string message;
    if (!child_policy_allowed(parent_policy, policy, version)) {
      message = fmt::format(
          "{} runs {} under {}, whose policy is {}: Hadoop does not create it "
          "(\"Can't create queue ... the child scheduling policy is not allowed by "
          "parent queue\") and rejects the applications placed there",
          queue.path, policy, tree.at(queue.parent).path, parent_policy);
      if (parent_policy == "fair") message += "; use drf on the parent, or fair on the child";
    } else if (!queue.is_leaf() && policy == "fifo") {
      message = fmt::format(
          "{} is a parent queue with the fifo policy, which is only for leaf "
          "queues: Hadoop does not create it",
          queue.path);
    }
    if (message.empty()) continue;
    refused[static_cast<size_t>(i)] = true;
    sink.report(make_finding(info(), at, std::move(message), queue.path));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_policy_mismatch
