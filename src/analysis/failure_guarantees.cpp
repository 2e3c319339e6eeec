#include "analysis/failure_guarantees.h"

#include <algorithm>

#include <fmt/format.h>

#include "model/resource_text.h"

namespace schedlint {

smt::SharedFailureGroups failure_groups(const AnalysisContext& context,
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

std::string failures_text(int64_t n) {
  return fmt::format("{} node failure{}", n, n == 1 ? "" : "s");
}

// "what remains of the cluster is 1126400 MB, 73600 MB short of their minResources (1200000 MB)"
std::string shortfall_text(const FailureGuarantee& g, const smt::FailureWitness& w) {
  const smt::GuaranteeNeed& need = g.query.needs[static_cast<size_t>(w.need)];
  const NeedText& text = g.needs[static_cast<size_t>(w.need)];
  return fmt::format("{} is {}, {} short of {} ({})", text.available,
                     amount_text(need.type, w.available), amount_text(need.type, w.shortfall),
                     text.required, amount_text(need.type, need.required));
}

// "failed: worker 1 of 12 (102400 MB, 32 vcores each)" and "what remains: 11 x 102400 MB = ...".
std::vector<std::string> witness_lines(const FailureGuarantee& g, const smt::FailureWitness& w) {
  const std::string& type = g.query.needs[static_cast<size_t>(w.need)].type;
  std::vector<std::string> failed;
  std::vector<std::string> left;
  for (size_t i = 0; i < g.query.group_list().size(); ++i) {
    const smt::FailureGroup& group = g.query.group_list()[i];
    failed.push_back(fmt::format("{} {} of {} ({} each)", group.name, w.failed[i], group.count,
                                 resource_text(group.node)));
    // A group that lost every node adds nothing: no "0 x 65536 MB" term.
    if (group.count > w.failed[i]) {
      left.push_back(fmt::format("{} x {}", group.count - w.failed[i],
                                 amount_text(type, group.node.get(type))));
    }
  }
  const std::string remains = left.empty() ? "nothing" : fmt::format("{}", fmt::join(left, " + "));
  return {fmt::format("failed in {}: {}", g.scope, fmt::join(failed, "; ")),
          fmt::format("what remains: {} = {}", remains, amount_text(type, w.remaining))};
}

namespace {

// How `g` fared in the version it was computed on: lines for a finding's details.
std::vector<std::string> how_it_held(const FailureGuarantee& g, const AnalysisContext& before) {
  const smt::GuaranteeFailureResult r =
      smt::decide_guarantee_failure(g.query, before.solve_options());
  const int budget = before.options().failure_budget;
  if (r.status == smt::Status::kUnsat) {
    return {
        fmt::format("before this change it held: no set of node failures that leaves a node of "
                    "{} up breaks {} (proven)",
                    g.scope, g.what)};
  }
  if (r.status != smt::Status::kSat) return {"before this change: undecided (" + r.reason + ")"};
  const int64_t k = r.smallest.nodes;
  std::vector<std::string> lines{
      fmt::format("before this change {} {} it ({} --failure-budget {}): {}", failures_text(k),
                  k == 1 ? "broke" : "were needed to break", k > budget ? "beyond" : "within",
                  budget, shortfall_text(g, r.smallest))};
  for (std::string& line : witness_lines(g, r.smallest))
    lines.push_back("  " + line);
  return lines;
}

}  // namespace

void add_how_guarantees_held(std::vector<Finding>& findings, const AnalysisContext& before) {
  std::vector<Finding*> broken;
  for (Finding& f : findings) {
    if (f.rule == "guarantee-infeasible-after-failure" && f.severity != Severity::kInfo)
      broken.push_back(&f);
  }
  if (broken.empty()) return;
  // The version before's guarantees, computed once for every finding.
  std::vector<FailureGuarantee> guarantees;
  if (before.has_nodes()) {
    guarantees = fair_failure_guarantees(before);
    for (FailureGuarantee& g : capacity_failure_guarantees(before))
      guarantees.push_back(std::move(g));
  }
  for (Finding* f : broken) {
    std::vector<std::string> lines;
    if (!before.has_nodes()) {
      lines = {"before this change: no nodes, so no guarantee was computed"};
    } else {
      // A guarantee's query name is its identity: the same guarantee has the same name in both.
      const auto same = std::find_if(guarantees.begin(), guarantees.end(), [&](const auto& g) {
        return f->proof && g.query.name == f->proof->query;
      });
      lines = same == guarantees.end()
                  ? std::vector<std::string>{"before this change there was no such guarantee"}
                  : how_it_held(*same, before);
    }
    f->details.insert(f->details.end(), lines.begin(), lines.end());
  }
}

}  // namespace schedlint
