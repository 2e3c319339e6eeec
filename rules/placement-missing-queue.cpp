// F6: a placement rule naming a queue that does not exist, without leave to create it.
#include <fmt/format.h>

#include "rules/placement_support.h"
#include "rules/rule.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      "placement-missing-queue",
      Severity::kError,
      "A FairScheduler placement rule sends applications to a fixed queue that is not configured "
      "(with create=\"false\") or that is a parent queue, so they are rejected.",
      "F6",
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="batch"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="root.etl" create="false"/>
  </queuePlacementPolicy>
</allocations>
)xml"}},
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"/>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="root.etl" create="false"/>
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

void check(const RuleContext& context, std::vector<Finding>& out) {
  if (!context.model().fair || !context.model().fair->global.placement_policy) return;
  const FairConfig& config = *context.model().fair;
  const auto& rules = config.global.placement_policy->rules;
  for (size_t i = 0; i < rules.size(); ++i) {
    const PlacementRule& rule = rules[i];
    if (rule.name != "default") continue;
    auto it = rule.attributes.find("queue");
    const std::string target = assure_root(it == rule.attributes.end() || it->second.empty()
                                               ? "default"
                                               : it->second);
    const auto* queue = config.queues.find(target);
    // QueueManager.initialize creates root.default in every release schedlint models.
    const bool exists = queue != nullptr || target == "root.default";
    std::string message;
    if (queue != nullptr && !queue->is_leaf()) {
      message = fmt::format("{} sends applications to {}, a parent queue: applications can only run "
                            "in leaf queues, so Hadoop rejects them",
                            describe_rule(config.global.placement_policy.value(), i), target);
    } else if (!exists && !rule.create) {
      message = fmt::format("{} sends applications to {}, which is not configured, and may not "
                            "create it (create=\"false\"): applications that reach this rule are "
                            "rejected",
                            describe_rule(config.global.placement_policy.value(), i), target);
    }
    if (!message.empty()) out.push_back(make_finding(info(), rule.loc, std::move(message), target));
  }
}

}  // namespace

const Rule& placement_missing_queue() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
