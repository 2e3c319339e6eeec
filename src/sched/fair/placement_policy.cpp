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

std::string describe_rule(const PlacementPolicy& policy, size_t index) {
  const PlacementRule& rule = policy.rules[index];
  std::string attributes;
  for (const auto& [key, value] : rule.attributes) {
    if (key != "name") attributes += fmt::format(" {}=\"{}\"", key, value);
  }
  return fmt::format("rule {} (<rule name=\"{}\"{}>)", index + 1, rule.name, attributes);
}

}  // namespace schedlint
