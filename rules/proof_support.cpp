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

Finding budget_spent_finding(const RuleInfo& info, const RuleContext& context, SourceLocation loc,
                             std::string_view what, const std::vector<std::string>& subjects) {
  constexpr size_t kNamed = 10;
  std::string named;
  for (size_t i = 0; i < subjects.size() && i < kNamed; ++i)
    named += (i == 0 ? "" : ", ") + subjects[i];
  if (subjects.size() > kNamed) named += fmt::format(" and {} more", subjects.size() - kNamed);
  Finding f = make_finding(
      info, std::move(loc),
      fmt::format("the proofs' time budget (--solver-budget-ms {}) ran out before {} {} could be "
                  "decided ({}); they stay unknown: raise --solver-budget-ms to decide them",
                  context.options().solver_budget_ms, subjects.size(), what, named));
  f.severity = Severity::kInfo;
  return f;
}

}  // namespace schedlint
