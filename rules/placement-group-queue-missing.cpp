// F7: a FairScheduler group placement rule that may not create the group's queue
// (primaryGroup create="false", secondaryGroupExistingQueue): who it places, where the others go,
// and the parent queues under root that reject a group of the same name.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/fair/placement_policy.h"

namespace schedlint::rules::placement_group_queue_missing {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "placement-group-queue-missing",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler group placement rule that does not create queues places a user only in "
          "a queue declared directly under root with the group's name: a user whose group has "
          "none goes on to the next rule, and one whose group names a parent queue is rejected.",
      .risk = "F7",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queue name="users" type="parent"/>
  <queuePlacementPolicy>
    <rule name="primaryGroup" create="false"/>
    <rule name="default" queue="etl"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queue name="users" type="parent"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="etl"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
  };
  return kInfo;
}

bool is_group_rule_without_create(const PlacementRule& rule) {
  if (rule.parent) return false;  // nestedUserQueue: the user queue is the target, not the group
  return rule.name == "secondaryGroupExistingQueue" ||
         (rule.name == "primaryGroup" && !rule.create);
}

std::string joined(const std::vector<std::string>& names, const char* separator = ", ") {
  std::string out;
  for (const std::string& n : names)
    out += (out.empty() ? "" : separator) + n;
  return out;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  if (!context.model().fair->global.placement_policy) return;
  const FairConfig& config = *context.model().fair;
  const PlacementPolicy& policy = *config.global.placement_policy;
  // The queues a group name can match: declared directly under root
  // (QueuePlacementRule.PrimaryGroup / PrimaryGroupPlacementRule build "root." + group).
  std::vector<std::string> leaves;
  std::vector<std::string> parents;
  for (const auto& q : config.queues.nodes()) {
    if (q.depth != 1) continue;
    if (q.is_leaf()) {
      leaves.push_back(q.path);
    } else {
      parents.push_back(q.name);
    }
  }
  for (size_t i = 0; i < policy.rules.size(); ++i) {
    const PlacementRule& rule = policy.rules[i];
    if (!is_group_rule_without_create(rule)) continue;
    const bool primary = rule.name == "primaryGroup";
    const char* group = primary ? "primary group" : "secondary groups";
    const std::string next = i + 1 < policy.rules.size()
                                 ? fmt::format("go on to {}", describe_rule(policy, i + 1))
                                 : std::string("fall off the end of the policy and are rejected");
    Finding f = make_finding(info(), rule.loc, "");
    if (!parents.empty()) {
      f.message = fmt::format(
          "{} places a user in the queue root.<group> named after their {}, and a declared "
          "parent queue counts: a user in a group named {} is placed in that parent queue and "
          "rejected (\"... is not a leaf queue\"); users whose group has no queue directly under "
          "root {}. Rename the parent queues, or place these users with an earlier rule",
          describe_rule(policy, i), group, joined(parents, " or "), next);
    } else {
      f.severity = Severity::kInfo;
      f.message = fmt::format(
          "{} places a user only in a queue declared directly under root with the name of their "
          "{} ({}); users whose group has none {}, in every release",
          describe_rule(policy, i), group,
          leaves.empty() ? "no such queue is declared" : "declared: " + joined(leaves), next);
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::placement_group_queue_missing
