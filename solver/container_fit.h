#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/resource.h"
#include "solver/confirmation.h"
#include "solver/node_group_size.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// docs/risks.md A1, A2, J2 as one question: is there a request a queue may legally make (between
/// the minimum container and its maximum allocation, normalized to the allocation unit) that fits
/// on fewer than `min_fit_nodes` nodes of a partition, so one failure (or none) strands it?
struct ContainerFitQuery {
  std::string name = "container-unplaceable";  ///< the query's name (--dump-smt file names)
  std::vector<NodeGroupSize> groups;           ///< the partition's nodes
  Resource minimum;          ///< the smallest request (the minimum allocation, normalized)
  Resource maximum;          ///< the largest request the queue may make
  Resource allocation_unit;  ///< requests are rounded up to multiples of this, capped at `maximum`
  /// Whether a request fits a node by memory alone (CapacityScheduler with the
  /// DefaultResourceCalculator) or by every type (FairScheduler, DominantResourceCalculator).
  bool fits_by_memory = false;
  int64_t min_fit_nodes = 2;
};

struct ContainerFitResult {
  Status status = Status::kUnknown;
  std::string reason;     ///< why unsat, or why unknown
  Resource request;       ///< the witness: the smallest such request
  int64_t fit_nodes = 0;  ///< nodes of the partition it fits on
  std::vector<std::string> fit_groups;
  NodeGroupSize largest;  ///< the partition's largest node (memory, then vcores)
  int variables = 0;      ///< the query's size
  double millis = 0;
};

/// The smallest legal request (memory, then vcores) that fits on fewer than min_fit_nodes nodes,
/// settled by arithmetic: fewer nodes fit as a request grows, and the count changes only just
/// above some node's amount, so those amounts (made legal) are the only candidates. Never unknown,
/// no solver call; --dump-smt (options.dump_dir) writes the query prove_container_unplaceable asks,
/// whose optimum is the same request. The witness is re-checked (a failing re-check throws
/// std::logic_error: that is a bug).
ContainerFitResult decide_container_unplaceable(const ContainerFitQuery& query,
                                                const SolveOptions& options);

/// The same question asked of Z3 (the tests compare the two), with the same re-check.
ContainerFitResult prove_container_unplaceable(const ContainerFitQuery& query, const Prover& prover,
                                               const SolveOptions& options);

/// Z3's verdict on `arithmetic` (decide_container_unplaceable's answer): that no smaller request is
/// stranded (or, unsat, that none is). One decision query, far cheaper than the optimization.
Confirmation confirm_container_unplaceable(const ContainerFitQuery& query,
                                           const ContainerFitResult& arithmetic,
                                           const Prover& prover, const SolveOptions& options);

/// The plain-arithmetic re-check of a witness: "" when it holds, else what fails.
std::string recheck_container_unplaceable(const ContainerFitQuery& query,
                                          const ContainerFitResult& result);

}  // namespace schedlint::smt
