#include "sched/fair/placement_policy.h"

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
    terminal = version.at_least(3, 3) ? rule.create : true;
  } else if (n == "nestedUserQueue") {
    terminal = version.at_least(3, 3) && rule.create;
  } else {  // user, primaryGroup
    terminal = rule.create;
  }
  if (version.at_least(3, 3) && rule.parent) {
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

}  // namespace schedlint
