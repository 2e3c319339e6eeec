#include "rules/failure_guarantees.h"

#include <algorithm>

namespace schedlint {

smt::SharedFailureGroups failure_groups(const RuleContext& context,
                                        const std::optional<std::string>& partition) {
  const auto& groups = context.model().nodes.groups;
  // /default-rack on every node means nodes.yaml names no racks; once one is named, the nodes
  // left on /default-rack are a rack of their own, as the ResourceManager sees them.
  const bool racks = std::any_of(groups.begin(), groups.end(),
                                 [](const NodeGroup& g) { return g.rack != kDefaultRack; });
  std::vector<smt::FailureGroup> out;
  for (const NodeGroup& g : groups) {
    if (partition && g.label != *partition) continue;
    out.push_back({g.name, g.count, g.resource, racks ? g.rack : ""});
  }
  return smt::share(std::move(out));
}

}  // namespace schedlint
