#include "sched/fair/placement_policy.h"
#include "model/release_facts.h"

#include <fmt/format.h>

namespace schedlint {

bool placement_rule_terminal(const PlacementRule& rule, const HadoopVersion& version) {
  const std::string& n = rule.name;
  bool terminal = false;
  if (n == "reject") {
    terminal = true;
  } else if (n == "specified" || n == "secondaryGroupExistingQueue") {
    terminal = false;
  } else if (n == "default") {
    terminal = has(version, ReleaseFact::kFsPlacementRuleInterface) ? rule.create : true;
  } else if (n == "nestedUserQueue") {
    terminal = has(version, ReleaseFact::kFsPlacementRuleInterface) && rule.create;
  } else {  // user, primaryGroup
    terminal = rule.create;
  }
  if (has(version, ReleaseFact::kFsPlacementRuleInterface) && rule.parent) {
    terminal = terminal && placement_rule_terminal(*rule.parent, version);
  }
  return terminal;
}

namespace {

std::string root_prefixed(const std::string& name) {
  return name == "root" || name.rfind("root.", 0) == 0 ? name : "root." + name;
}

}  // namespace

std::optional<QueueCreation> queue_creation(const FairConfig& config, const PlacementRule& rule) {
  const std::string& n = rule.name;
  // A rule with an inner (parent) rule creates its queue under the queue that rule names:
  // nestedUserQueue, and from 3.3 any rule with a nested one.
  if (rule.parent) {
    if (!rule.create && n != "nestedUserQueue") return std::nullopt;
    const PlacementRule& inner = *rule.parent;
    if (inner.name == "default") {
      const auto q = inner.attributes.find("queue");
      return QueueCreation{root_prefixed(q == inner.attributes.end() ? "default" : q->second)};
    }
    if (inner.name == "primaryGroup" && inner.create) return QueueCreation{""};
    return std::nullopt;  // an existing group queue, or a requested one: not known here
  }
  if (!rule.create) return std::nullopt;
  if (n == "user" || n == "primaryGroup" || n == "specified") return QueueCreation{"root"};
  if (n == "default") {
    const auto q = rule.attributes.find("queue");
    const std::string path = root_prefixed(q == rule.attributes.end() ? "default" : q->second);
    if (config.queues.find(path) != nullptr || path == "root.default") return std::nullopt;
    return QueueCreation{path.substr(0, path.rfind('.'))};
  }
  return std::nullopt;
}

bool placement_may_create(const FairConfig& config, bool allow_undeclared_pools,
                          const std::string& path) {
  if (!config.global.placement_policy) return allow_undeclared_pools;
  const std::string parent = path.substr(0, path.rfind('.'));
  const std::string grandparent = parent.substr(0, parent.rfind('.'));
  for (const PlacementRule& rule : config.global.placement_policy->rules) {
    if (rule.name == "specified" && rule.create && !rule.parent) return true;
    const auto creation = queue_creation(config, rule);
    if (!creation) continue;
    // A group queue created on the way sits directly under root.
    if (creation->parent.empty() ? grandparent == "root" : creation->parent == parent) return true;
  }
  return false;
}

std::string describe_rule(const PlacementPolicy& policy, size_t index) {
  const PlacementRule& rule = policy.rules[index];
  std::string attributes;
  for (const auto& [key, value] : rule.attributes) {
    if (key != "name") attributes += fmt::format(" {}=\"{}\"", key, value);
  }
  return fmt::format("rule {} (<rule name=\"{}\"{}>)", index + 1, rule.name, attributes);
}

namespace {

// FairQueuePlacementUtils.cleanName: trimmed, each '.' replaced by "_dot_".
std::string clean_name(const std::string& name) {
  const size_t first = name.find_first_not_of(" \t\r\n");
  const size_t last = name.find_last_not_of(" \t\r\n");
  const std::string trimmed =
      first == std::string::npos ? "" : name.substr(first, last - first + 1);
  std::string out;
  for (char c : trimmed)
    out += c == '.' ? std::string("_dot_") : std::string(1, c);
  return out;
}

// One submission through the rules of one allocation file.
class FairPlacer {
 public:
  FairPlacer(const FairConfig& config, const HadoopVersion& version, const Submitter& who)
      : config_(config), version_(version), who_(who) {}

  // The queue `rule` places the application in, or nullopt when it does not place it (the next
  // rule is tried).
  std::optional<std::string> queue_of(const PlacementRule& rule) const {
    const std::string& n = rule.name;
    if (n == "specified" || n == "reject") return std::nullopt;  // no queue was asked for
    if (n == "secondaryGroupExistingQueue") {
      for (size_t i = 1; i < who_.groups.size(); ++i) {
        const auto path = under_parent(rule, clean_name(who_.groups[i]));
        if (path && configured(*path)) return path;
      }
      return std::nullopt;
    }
    std::optional<std::string> path;
    if (n == "default") {
      const auto q = rule.attributes.find("queue");
      path = root_prefixed(q == rule.attributes.end() || q->second.empty() ? "default" : q->second);
    } else if (n == "user" || n == "nestedUserQueue") {
      path = under_parent(rule, clean_name(who_.user));
    } else if (n == "primaryGroup") {
      if (who_.groups.empty()) return std::nullopt;
      path = under_parent(rule, clean_name(who_.groups.front()));
    } else {
      return std::nullopt;  // a rule Hadoop refuses at load: reported by the readers
    }
    if (!path || !(rule.create || configured(*path))) return std::nullopt;
    return path;
  }

  // What QueueManager.getLeafQueue makes of the placed name: a leaf, or a refusal.
  PlacementResult settle(const std::string& path, std::string why) const {
    const int index = config_.queues.index_of(path);
    if (index >= 0 && !config_.queues.at(index).is_leaf())
      return {std::nullopt,
              why + ": " + path + " is a parent queue, so the application is rejected", why};
    const int parent = config_.queues.index_of(path.substr(0, path.rfind('.')));
    if (index < 0 && parent >= 0 && config_.queues.at(parent).is_leaf() &&
        !config_.queues.at(parent).is_root()) {
      return {std::nullopt,
              why + ": " + path + " would be created under a leaf queue, so the " +
                  "application is rejected",
              why};
    }
    return {path, why, why};
  }

 private:
  // The queue named `leaf` under the queue the rule's parent rule names (3.3 any rule;
  // nestedUserQueue before), else under root. A parent rule that does not place, or names a leaf
  // in the file, makes the rule not place.
  std::optional<std::string> under_parent(const PlacementRule& rule,
                                          const std::string& leaf) const {
    if (!rule.parent ||
        (!has(version_, ReleaseFact::kFsPlacementRuleInterface) && rule.name != "nestedUserQueue"))
      return "root." + leaf;
    const auto parent = queue_of(*rule.parent);
    if (!parent) return std::nullopt;
    const std::string prefixed = root_prefixed(*parent);
    const int index = config_.queues.index_of(prefixed);
    if (index >= 0 && config_.queues.at(index).is_leaf()) return std::nullopt;
    return prefixed + "." + leaf;
  }

  // In the file (as a leaf or a parent); from 3.3 also root.default, which the QueueManager
  // creates itself (FSPlacementRule.configuredQueue asks the QueueManager).
  bool configured(const std::string& path) const {
    if (config_.queues.index_of(path) >= 0) return true;
    return has(version_, ReleaseFact::kFsPlacementRuleInterface) && path == "root.default";
  }

  const FairConfig& config_;
  const HadoopVersion& version_;
  const Submitter& who_;
};

}  // namespace

PlacementResult place_application(const FairConfig& config, const ClusterSettings& cluster,
                                  const HadoopVersion& version, const Submitter& who) {
  const FairPlacer placer(config, version, who);
  if (!config.global.placement_policy) {
    // QueuePlacementPolicy.fromConfiguration: specified, user when user-as-default-queue, and
    // default when the user rule may not create its queue.
    const bool create = cluster.fair_allow_undeclared_pools.value;
    const bool user_as_default = cluster.fair_user_as_default_queue.value;
    if (user_as_default) {
      PlacementRule user{"user", {}, {}, create, nullptr};
      if (auto q = placer.queue_of(user))
        return placer.settle(*q, "no queuePlacementPolicy: the user rule (user-as-default-queue)");
    }
    if (!user_as_default || !create)
      return placer.settle("root.default", "no queuePlacementPolicy: the default queue");
    return {std::nullopt, "no queuePlacementPolicy rule places it",
            "no queuePlacementPolicy rule places it"};
  }
  const PlacementPolicy& policy = *config.global.placement_policy;
  for (size_t i = 0; i < policy.rules.size(); ++i) {
    if (policy.rules[i].name == "reject")
      return {std::nullopt, describe_rule(policy, i) + " rejects it", describe_rule(policy, i)};
    if (auto q = placer.queue_of(policy.rules[i]))
      return placer.settle(*q, describe_rule(policy, i));
  }
  return {std::nullopt, "no placement rule places it, so the application is rejected",
          "no placement rule places it"};
}

}  // namespace schedlint
