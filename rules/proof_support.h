#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/finding.h"
#include "model/resource.h"
#include "rules/rule.h"
#include "solver/node_group_size.h"

namespace schedlint {

/// Helpers the proof rules share.

/// The node groups of the model as the solver sees them (memory and vcores per node); only those
/// carrying `label` when one is given ("" is the default partition).
std::vector<smt::NodeGroupSize> solver_node_groups(const RuleContext& context,
                                                   const std::string* label = nullptr);

/// {"memory_mb": ..., "vcores": ...} for a witness.
WitnessValue witness_resource(const Resource& r);

/// The info finding of a query that ran out of time: "could not decide within the N ms time
/// limit (--solver-timeout-ms) whether <question> (query <name>: <reason>)".
Finding unknown_proof_finding(const RuleInfo& info, const RuleContext& context, SourceLocation loc,
                              std::string_view question, const std::string& query,
                              const std::string& reason);

/// The one info finding of a proof whose questions the proofs' time budget cut
/// (--solver-budget-ms): "the proofs' time budget (--solver-budget-ms 10000) ran out before 37
/// <what> could be decided (root.a, ... and 27 more); ...". One finding says so for all of them.
Finding budget_spent_finding(const RuleInfo& info, const RuleContext& context, SourceLocation loc,
                             std::string_view what, const std::vector<std::string>& subjects);

}  // namespace schedlint
