#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis/analysis_context.h"
#include "model/finding.h"
#include "solver/guarantee_failure.h"

namespace schedlint {

/// Names for one need of a guarantee, for messages: "root.prod's steady fair share" and
/// "their minResources".
struct NeedText {
  std::string available;
  std::string required;
};

/// A guarantee node failures can break (docs/risks.md C5, C6, F1), with the query that finds the
/// smallest failure set that breaks it. The query's name identifies the guarantee: the same
/// guarantee in two versions of a configuration has the same name.
struct FailureGuarantee {
  std::string what;   ///< "the minResources of root's children"
  std::string scope;  ///< the nodes it draws on: "the cluster", "the default partition"
  std::string queue;
  SourceLocation loc;  ///< the setting the guarantee is written in
  std::vector<RelatedLocation> related;
  std::vector<NeedText> needs;     ///< parallel to query.needs
  std::vector<std::string> notes;  ///< how the numbers were chosen, for the finding's details
  /// Another rule already reports this guarantee when it fails with every node up
  /// (fs-min-share-sum-exceeds-parent for children whose minResources exceed the
  /// cluster or a configured limit of their parent, cs-absolute-children-exceed-parent for
  /// absolute capacities): a 0-failure answer is then not reported again.
  bool reported_with_every_node_up = false;
  smt::GuaranteeFailureQuery query;
};

/// The node groups a guarantee draws on: every group, or those of one CapacityScheduler
/// partition; with their racks when nodes.yaml names any.
smt::SharedFailureGroups failure_groups(const AnalysisContext& context,
                                        const std::optional<std::string>& partition);

/// FairScheduler: the minResources of each parent's children against the parent's steady fair
/// share (root's is the cluster), per resource type the parents' policies split.
std::vector<FailureGuarantee> fair_failure_guarantees(const AnalysisContext& context);

/// CapacityScheduler, per partition with nodes: the absolute capacities of root's children
/// against the partition, and each percent- or weight-mode leaf's guarantee against one AM
/// container plus one minimum container.
std::vector<FailureGuarantee> capacity_failure_guarantees(const AnalysisContext& context);

/// "3 node failures".
std::string failures_text(int64_t n);

/// "what remains of the cluster is 1126400 MB, 73600 MB short of their minResources (1200000 MB)".
std::string shortfall_text(const FailureGuarantee& g, const smt::FailureWitness& w);

/// The witness as a person checks it: which nodes failed, and what remains.
std::vector<std::string> witness_lines(const FailureGuarantee& g, const smt::FailureWitness& w);

/// For `diff`: to each finding of guarantee-infeasible-after-failure (a warning or an error: the
/// guarantee breaks within the budget), how that guarantee (the one of the same query name) fared
/// in the version `before`: held against every failure, broken only by more failures
/// than the budget (with that witness), broken within it too, or not a guarantee there at all.
/// The version before's guarantees are computed once.
void add_how_guarantees_held(std::vector<Finding>& findings, const AnalysisContext& before);

}  // namespace schedlint
