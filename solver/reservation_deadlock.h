#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/resource.h"
#include "solver/confirmation.h"
#include "solver/node_group_size.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// docs/risks.md A4 as one question: can every node that could host `request` hold a reservation
/// for it that the node cannot satisfy, while each of those nodes could still run a minimum-size
/// container for someone else (so it is held, not busy)? And at what lowest cluster utilization?
/// Node groups are encoded as groups: a count of nodes per group in each state.
struct ReservationDeadlockQuery {
  std::string name = "reservation-deadlock";  ///< the query's name (--dump-smt file names)
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
  /// CapacityScheduler: reservations count as used, so used + reserved memory stays within the
  /// cluster (LeafQueue.allocateResource charges them up to root).
  bool reservations_charged = false;
  /// With charged reservations: the most memory the queues that may make the request can hold
  /// (their maximum capacities); 0 means no bound beyond the cluster. Charged memory only: with
  /// the DominantResourceCalculator vcores are charged too, which this does not bound.
  int64_t reservable_memory_mb = 0;
};

/// Why the nodes of one state cannot take the request.
enum class HeldBy { kNone, kMemory, kVcores };

/// Some nodes of one group in one witness state (a group may be split between two states).
struct NodeState {
  std::string group;
  int64_t nodes = 0;
  Resource capacity;
  bool could_host = false;  ///< in H(r): each of these nodes holds an unsatisfiable reservation
  HeldBy held_by = HeldBy::kNone;
  Resource used;           ///< per node
  int64_t containers = 0;  ///< per node, each between the minimum and maximum allocation
};

struct ReservationDeadlockResult {
  Status status = Status::kUnknown;
  std::string reason;             ///< why unsat, or why unknown
  int64_t hosting_nodes = 0;      ///< |H(r)|
  std::vector<NodeState> states;  ///< the witness, when sat
  Resource used;                  ///< the witness's cluster use
  Resource cluster;
  double memory_utilization = 0;  ///< used / cluster memory in the witness
  double vcores_utilization = 0;
  /// The witness's utilization: each node's busier share (memory or vcores, as a fraction of the
  /// node) averaged over the cluster weighted by node memory. With memory the busier resource
  /// everywhere (the incident) it is the fraction of cluster memory in use. The least there is.
  double min_utilization = 0;
  int queries = 0;        ///< solver calls made
  int largest_query = 0;  ///< unknowns in the largest of them
  double millis = 0;
};

/// The least-utilized deadlocked state (see min_utilization), settled by arithmetic: each node
/// size's least held state is a question of three unknowns (used memory and vcore units, a
/// container count) whose least (memory, then vcores) comes with the fewest containers that can
/// use that much, so no search is needed. Never unknown, no solver call; --dump-smt
/// (options.dump_dir) writes the queries prove_reservation_deadlock asks. The witness is
/// re-checked with plain arithmetic (a failing re-check throws std::logic_error: that is a bug).
ReservationDeadlockResult decide_reservation_deadlock(const ReservationDeadlockQuery& query,
                                                      const SolveOptions& options);

/// The same question asked of Z3, one query per node size and holding resource (the tests
/// compare the two), with the same re-check.
ReservationDeadlockResult prove_reservation_deadlock(const ReservationDeadlockQuery& query,
                                                     const Prover& prover,
                                                     const SolveOptions& options);

/// Z3's verdict on `arithmetic` (decide_reservation_deadlock's answer), in one decision query
/// whatever the node sizes: whether any node size, held by either resource, can be held using less
/// than the arithmetic's least state of it (or at all, where the arithmetic found it never is).
/// Unsat confirms every least state; the rest of the answer is the arithmetic on them that
/// prove_reservation_deadlock shares. On a disagreement (or an answer these least states do not
/// give), prove_reservation_deadlock's queries, one node size at a time, say how they differ.
Confirmation confirm_reservation_deadlock(const ReservationDeadlockQuery& query,
                                          const ReservationDeadlockResult& arithmetic,
                                          const Prover& prover, const SolveOptions& options);

/// The plain-arithmetic re-check of a witness: "" when it holds, else what fails.
std::string recheck_reservation_deadlock(const ReservationDeadlockQuery& query,
                                         const ReservationDeadlockResult& result);

}  // namespace schedlint::smt
