// A FairScheduler placement rule that creates queues where QueueManager refuses to create them:
// under a configured leaf (every release), or with a policy (defaultQueueSchedulingPolicy) the
// parent's policy does not allow (SchedulingPolicy.isChildPolicyAllowed, YARN-4212, 3.0+).
// QueueManager then returns no queue, and the application is rejected as "not a leaf queue".
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/fair/fair_shares.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::fs_created_queue_refused {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-created-queue-refused",
      .severity = Severity::kError,
      .summary =
          "A FairScheduler placement rule creates queues where Hadoop will not create them (under "
          "a leaf queue, or with a scheduling policy the parent's policy does not allow), so "
          "every application it places is rejected.",
      .risk = "F5",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="root">
    <schedulingPolicy>fair</schedulingPolicy>
    <queue name="etl"/>
  </queue>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="root">
    <schedulingPolicy>drf</schedulingPolicy>
    <queue name="etl"/>
  </queue>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  if (!model.fair->global.placement_policy) return;
  const FairConfig& config = *model.fair;
  const auto& g = config.global;
  const std::string created_policy =
      g.default_queue_scheduling_policy ? g.default_queue_scheduling_policy->value : "fair";
  const auto& rules = g.placement_policy->rules;
  for (size_t i = 0; i < rules.size(); ++i) {
    const auto creation = queue_creation(config, rules[i]);
    if (!creation) continue;
    // A group queue created on the way is itself a child of root with the default policy.
    const std::string parent_path = creation->parent.empty() ? "root" : creation->parent;
    const auto* parent = config.queues.find(parent_path);
    std::string why;
    // A nested rule whose inner rule yields a leaf falls through to the next rule instead
    // (QueuePlacementRule.NestedUserQueue; 3.3 parent rules): it never places, but rejects none.
    if (parent != nullptr && parent->is_leaf() && !parent->is_root() && rules[i].parent) continue;
    if (parent != nullptr && parent->is_leaf() && !parent->is_root()) {
      why = fmt::format("{} is a leaf queue, and QueueManager creates no queue under a leaf",
                        parent_path);
    } else {
      const std::string parent_policy =
          parent != nullptr ? effective_policy(config, parent->settings) : created_policy;
      if (!child_policy_allowed(parent_policy, created_policy, context.version())) {
        why = fmt::format(
            "new queues get defaultQueueSchedulingPolicy {}, which {}'s policy {} does not allow "
            "(SchedulingPolicy.isChildPolicyAllowed, YARN-4212)",
            created_policy, parent_path, parent_policy);
      } else if (creation->parent.empty() &&
                 !child_policy_allowed(created_policy, created_policy, context.version())) {
        why = fmt::format("a {} group queue allows no {} queue under it", created_policy,
                          created_policy);
      }
    }
    if (why.empty()) continue;
    sink.report(make_finding(
        info(), rules[i].loc,
        fmt::format("{} creates queues under {}, but {}: every application it places is rejected "
                    "(\"... is not a leaf queue\")",
                    describe_rule(*g.placement_policy, i),
                    creation->parent.empty() ? "a group queue it creates" : creation->parent,
                    why)));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_created_queue_refused
