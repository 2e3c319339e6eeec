// docs/node-spec.md: without nodes, the cluster-size dependent rules are skipped, and we say
// so.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::node_spec_missing {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "node-spec-missing",
      .severity = Severity::kInfo,
      .summary =
          "No nodes were given (nodes.yaml, a /ws/v1/cluster/nodes dump, or --node-count with "
          "yarn-site.xml), so the checks and proofs that depend on the cluster's size were "
          "skipped.",
      .risk = "",
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><minResources>4096 mb, 4 vcores</minResources></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><minResources>4096 mb, 4 vcores</minResources></queue>
</allocations>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - group: worker
    count: 4
    memory-mb: 65536
    vcores: 16
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  if (context.has_nodes()) return;
  // Nodes were given, but none can register: node-below-minimum-allocation says why.
  for (const ReadingIssue& issue : model.reading_issues) {
    if (issue.kind == ReadingIssueKind::kNodeBelowMinimum) return;
  }
  for (const InputFile& input : model.inputs) {
    if (input.kind != InputKind::kCapacity && input.kind != InputKind::kFair) continue;
    sink.report(make_finding(
        info(), {input.path, 1, 1},
        "no nodes given, so fair shares, capacities in MB and vcores, AM limits, container fit and "
        "the proofs were not checked; pass nodes.yaml or a /ws/v1/cluster/nodes dump, or "
        "--node-count N with the yarn-site.xml that sizes the NodeManagers"));
    return;
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::node_spec_missing
