#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "analysis/workload_fit.h"
#include "model/analysis_options.h"
#include "model/model.h"
#include "model/resource.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/capacity_validation.h"
#include "sched/fair/fair_shares.h"
#include "solver/budgeted_prover.h"
#include "solver/prover.h"

namespace schedlint {

/// What the analysis of one version of a cluster looks at: the model, the analysis options, the
/// prover proofs ask, and the scheduler computations, each computed once on first use and shared
/// by every rule and every command (shares, explain, diff).
class AnalysisContext {
 public:
  AnalysisContext(const Model& model, const AnalysisOptions& options, const smt::Prover& prover)
      : model_(model),
        options_(options),
        prover_(prover, static_cast<unsigned>(std::max(options.solver_budget_ms, 0)),
                options.use_solver),
        confirming_(prover_, static_cast<unsigned>(std::max(options.confirm_budget_ms, 0)), true,
                    smt::kConfirmBudgetSpent) {}
  // The context keeps references: temporaries would dangle (ASan found a test doing it).
  AnalysisContext(const Model&&, const AnalysisOptions&, const smt::Prover&) = delete;
  AnalysisContext(const Model&, const AnalysisOptions&&, const smt::Prover&) = delete;

  const Model& model() const { return model_; }
  const AnalysisOptions& options() const { return options_; }
  /// The Hadoop release whose behaviour to follow (the model's: the one it was read for).
  const HadoopVersion& version() const { return model_.hadoop_version; }
  /// What answers the proofs' queries (Z3 in the CLI, scripted answers in rule tests), within
  /// the run's --solver-budget-ms; nothing with --no-solver.
  const smt::Prover& prover() const { return prover_; }
  /// The same prover, for what the budget cut.
  const smt::BudgetedProver& budgeted_prover() const { return prover_; }
  /// The prover Z3's confirmations of the arithmetic's answers ask: within the run's solver
  /// budget and, of it, --confirm-budget-ms.
  const smt::Prover& confirming_prover() const { return confirming_; }
  /// Why a confirmation asked now would go unasked (--confirm-budget-ms spent, --no-solver), or
  /// nullopt while there is time for it.
  std::optional<std::string_view> why_no_confirmation() const { return confirming_.why_unasked(); }
  /// Whether the proofs' time budget (--solver-budget-ms) is spent, their own arithmetic included
  /// (the runner times each proof rule): a proof asks before each question and reports the
  /// questions left once it is as undecided.
  bool proof_budget_spent() const { return prover_.spent(); }

  /// Whether a yarn-site.xml was given (else its settings are Hadoop's defaults, not the
  /// cluster's).
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

  /// The AM container the AM limits are judged against (--am-mb/--am-vcores), normalized as the
  /// scheduler in use normalizes a request: the CapacityScheduler by its calculator with the
  /// minimum allocation as the step, the FairScheduler by its increments.
  const Resource& am_container() const;

  /// The AM container the AM-limit rules judge `queue` (a full path) by: the largest AM (by
  /// memory) of the workloads bound to it, as the scheduler normalizes it; without one,
  /// am_container(). `origin` says where it came from, for the findings.
  struct AssumedAm {
    Resource container;
    std::string origin;
  };
  AssumedAm am_for_queue(const std::string& queue) const;

  /// Every workload through the ResourceManager's pipeline against its queue and the nodes
  /// (empty without a scheduler file or without workloads).
  const std::vector<WorkloadFit>& workload_fits() const;
  /// The workloads that run in `queue` (a full path), in the model's order: the rules that judge
  /// a queue by its workloads look each queue up here.
  const std::vector<const WorkloadFit*>& workloads_in(const std::string& queue) const;

  /// The solver settings of this run (--solver-timeout-ms, --dump-smt, a fixed seed); with
  /// --no-solver (options().use_solver false) the prover answers nothing and the proofs' arithmetic
  /// decides alone.
  smt::SolveOptions solve_options() const;

 private:
  const Model& model_;
  const AnalysisOptions& options_;
  smt::BudgetedProver prover_;
  smt::BudgetedProver confirming_;
  mutable std::optional<Resource> cluster_;
  mutable std::optional<std::vector<std::string>> types_;
  mutable std::optional<Resource> am_container_;
  mutable std::optional<FairShares> fair_;
  mutable std::optional<CapacityHierarchy> capacity_;
  mutable std::optional<std::vector<CapacityViolation>> violations_;
  mutable std::optional<std::vector<WorkloadFit>> workload_fits_;
  mutable std::optional<std::unordered_map<std::string, std::vector<const WorkloadFit*>>>
      workloads_by_queue_;
};

}  // namespace schedlint
