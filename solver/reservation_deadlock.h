#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/resource.h"
#include "solver/solve.h"

namespace schedlint::smt {

/// `count` identical nodes.
struct NodeGroupSize {
  std::string name;
  int64_t count = 0;
  Resource capacity;  ///< per node: memory-mb and vcores
};

/// RISKS.md A4 as one question: can every node that could host `request` hold a reservation for
/// it that the node cannot satisfy, while each of those nodes could still run a minimum-size
/// container for someone else (so it is held, not busy)? And at what lowest cluster memory use?
/// Node groups are encoded as groups: every node of a group is in the same state.
struct ReservationDeadlockQuery {
  std::vector<NodeGroupSize> groups;
  Resource request;             ///< the reserving ask, normalized as the scheduler does
  Resource minimum_allocation;  ///< the smallest container
  Resource maximum_allocation;  ///< the largest container
  Resource allocation_unit;     ///< used amounts are multiples of this (FS increment, CS minimum)
  /// Whether a node "could host" the request by memory alone (FairScheduler's
  /// hasContainerForNode; CapacityScheduler with the DefaultResourceCalculator) or by every type.
  bool hosts_by_memory = true;
  /// Whether "fits" compares memory alone (CapacityScheduler with the DefaultResourceCalculator)
  /// instead of every type (Resources.fitsIn).
  bool fits_by_memory = false;
  /// CapacityScheduler: reservations count as used, so used + reserved stays within the cluster.
  bool reservations_charged = false;
};

/// One node group in a witness state.
struct GroupState {
  std::string name;
  int64_t count = 0;
  Resource capacity;
  bool could_host = false;  ///< in H(r): every node holds an unsatisfiable reservation
  Resource used;            ///< per node
  int64_t containers = 0;   ///< per node, each between the minimum and maximum allocation
};

struct ReservationDeadlockResult {
  Status status = Status::kUnknown;
  std::string reason;              ///< why unsat without a solver call, or why unknown
  int64_t hosting_nodes = 0;       ///< |H(r)|
  std::vector<GroupState> groups;  ///< the witness, when sat
  int64_t used_memory_mb = 0;      ///< the witness's cluster memory use
  int64_t cluster_memory_mb = 0;
  double min_utilization = 0;      ///< used / cluster memory in the witness (the optimum)
  double millis = 0;
};

/// Asks Z3 for the least-utilized deadlocked state, then re-checks the witness with plain
/// arithmetic (a witness that fails the re-check throws std::logic_error: that is a bug).
ReservationDeadlockResult prove_reservation_deadlock(const ReservationDeadlockQuery& query,
                                                     const SolveOptions& options);

/// The plain-arithmetic re-check of a witness: "" when it holds, else what fails.
std::string recheck_reservation_deadlock(const ReservationDeadlockQuery& query,
                                         const ReservationDeadlockResult& result);

}  // namespace schedlint::smt
