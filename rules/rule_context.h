#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/analysis_options.h"
#include "model/model.h"
#include "model/resource.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "sched/fair/fair_shares.h"
#include "solver/solve.h"

namespace schedlint {

/// What a rule may look at: the model, the analysis options, and the scheduler computations,
/// each computed once on first use and shared by every rule.
class RuleContext {
 public:
  RuleContext(const Model& model, const AnalysisOptions& options)
      : model_(model), options_(options) {}

  const Model& model() const { return model_; }
  const AnalysisOptions& options() const { return options_; }

  /// Whether a yarn-site.xml was given (else its settings are Hadoop's defaults, not the cluster's).
  bool has_yarn_site() const;
  /// Whether the cluster's nodes are known (node spec, REST dump or --node-count).
  bool has_nodes() const { return !model_.nodes.empty(); }
  /// The sum of every node's resources.
  const Resource& cluster() const;
  /// memory-mb, vcores, then yarn.resource-types in declared order.
  const std::vector<std::string>& resource_types() const;

  /// FairScheduler shares of the allocation file on this cluster (steady, and instantaneous for
  /// --active); nullptr without an allocation file or without nodes.
  const FairShares* fair_shares() const;

  /// CapacityScheduler capacities and limits of the configuration on this cluster (all resources
  /// zero without nodes; the fractions still hold); nullptr without a CapacityScheduler file.
  const CapacityHierarchy* capacity_hierarchy() const;
  /// Why Hadoop would refuse (or partly ignore) the CapacityScheduler configuration; empty
  /// without one.
  const std::vector<CapacityViolation>& capacity_violations() const;

  /// The solver settings of this run (--solver-timeout-ms, --dump-smt, a fixed seed); proofs do
  /// not run at all with --no-solver (options().use_solver).
  smt::SolveOptions solve_options() const;
  /// A risk a proof refuted, stated as a fact in the reports (not a finding).
  void record_proven_safe(ProvenFact fact) const { proven_safe_.push_back(std::move(fact)); }
  const std::vector<ProvenFact>& proven_safe() const { return proven_safe_; }

 private:
  const Model& model_;
  const AnalysisOptions& options_;
  mutable std::optional<Resource> cluster_;
  mutable std::optional<std::vector<std::string>> types_;
  mutable std::optional<FairShares> fair_;
  mutable std::optional<CapacityHierarchy> capacity_;
  mutable std::optional<std::vector<CapacityViolation>> violations_;
  mutable std::vector<ProvenFact> proven_safe_;
};

/// The resource types of a model: memory-mb, vcores, then yarn.resource-types.
std::vector<std::string> resource_types_of(const Model& model);

}  // namespace schedlint
