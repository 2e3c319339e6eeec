// F6: a placement rule naming a queue that does not exist, without leave to create it.
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::placement_missing_queue {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "placement-missing-queue",
      .severity = Severity::kError,
      .summary =
          "A FairScheduler default placement rule names a queue that is not configured and may not "
          "be "
          "created, or a parent queue, so the applications reaching it are rejected (before 3.3) "
          "or it "
          "never places any (3.3+).",
      .risk = "F6",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="batch"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="root.etl" create="false"/>
    <rule name="reject"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="root.etl" create="false"/>
    <rule name="reject"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
  };
  return kInfo;
}

// FairQueuePlacementUtils.assureRoot.
std::string assure_root(const std::string& queue) {
  return queue == "root" || queue.rfind("root.", 0) == 0 ? queue : "root." + queue;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  if (!context.model().fair->global.placement_policy) return;
  const FairConfig& config = *context.model().fair;
  const PlacementPolicy& policy = *config.global.placement_policy;
  const bool since_3_3 = has(context.version(), ReleaseFact::kFsPlacementRuleInterface);
  for (size_t i = 0; i < policy.rules.size(); ++i) {
    const PlacementRule& rule = policy.rules[i];
    if (rule.name != "default") continue;
    auto it = rule.attributes.find("queue");
    const std::string target =
        assure_root(it == rule.attributes.end() || it->second.empty() ? "default" : it->second);
    const auto* queue = config.queues.find(target);
    // QueueManager.initialize creates root.default in every release schedlint models.
    const bool exists = queue != nullptr || target == "root.default";
    Finding f = make_finding(info(), rule.loc, "", target);
    if (queue != nullptr && !queue->is_leaf()) {
      f.message = fmt::format(
          "{} sends applications to {}, a parent queue: applications can only run "
          "in leaf queues, so Hadoop rejects them",
          describe_rule(policy, i), target);
    } else if (exists || rule.create) {
      continue;
    } else if (!since_3_3) {
      // Before 3.3 the rule is terminal: returning nothing falls off the end of the policy.
      f.message = fmt::format(
          "{} sends applications to {}, which is not configured, and may not "
          "create it (create=\"false\"): every application that reaches this rule "
          "is rejected",
          describe_rule(policy, i), target);
    } else if (i + 1 < policy.rules.size()) {
      // 3.3+: a default rule that cannot place passes the application on (DefaultPlacementRule).
      f.message = fmt::format(
          "{} names {}, which is not configured, and may not create it "
          "(create=\"false\"): it never places an application, and every one "
          "reaching it goes on to {}",
          describe_rule(policy, i), target, describe_rule(policy, i + 1));
      f.severity = Severity::kWarning;
    } else {
      continue;  // the last rule: placement-no-terminal-rule reports the whole policy as rejected
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::placement_missing_queue
