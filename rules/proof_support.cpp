#include "rules/proof_support.h"

#include <fmt/format.h>

namespace schedlint {

std::vector<smt::NodeGroupSize> solver_node_groups(const RuleContext& context,
                                                   const std::string* label) {
  std::vector<smt::NodeGroupSize> groups;
  for (const NodeGroup& g : context.model().nodes.groups) {
    if (label != nullptr && g.label != *label) continue;
    groups.push_back({g.name, g.count, Resource(g.resource.memory_mb(), g.resource.vcores())});
  }
  return groups;
}

WitnessValue witness_resource(const Resource& r) {
  return WitnessValue::object().set("memory_mb", r.memory_mb()).set("vcores", r.vcores());
}

Finding unknown_proof_finding(const RuleInfo& info, const RuleContext& context, SourceLocation loc,
                              std::string_view question, const std::string& query,
                              const std::string& reason) {
  Finding f = make_finding(
      info, std::move(loc),
      fmt::format("could not decide within the {} ms time limit (--solver-timeout-ms) whether {} "
                  "(query {}: {})",
                  context.options().solver_timeout_ms, question, query, reason));
  f.severity = Severity::kInfo;
  f.proof = Proof{"unknown", query, WitnessValue()};
  return f;
}

}  // namespace schedlint
