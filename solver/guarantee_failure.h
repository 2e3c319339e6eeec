#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/resource.h"
#include "solver/confirmation.h"
#include "solver/failure_groups.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// One way a guarantee breaks: of resource `type`, what the queues get out of the remaining nodes
/// falls below `required`. `available` is Hadoop's arithmetic from the remaining amount of `type`
/// to what the queues get (a fair share, capacity x partition); it must not decrease as the
/// amount grows. Unset, the queues get all of it.
struct GuaranteeNeed {
  std::string type;
  int64_t required = 0;
  std::function<int64_t(int64_t remaining)> available;
};

/// The least amount of the need's type at which it is met (it breaks exactly when less remains,
/// `available` never decreasing); full + 1 when even `full` falls short. A few evaluations of
/// `available`: the search starts where proportion, then one secant step, puts the threshold and
/// gallops out from there.
int64_t need_threshold(const GuaranteeNeed& need, int64_t full);

/// docs/risks.md C5, C6 and F1 under node loss: which nodes can fail, while at least one of
/// `groups` stays up, before some need of the guarantee is no longer met? The guarantee breaks when
/// any of its needs does. Nodes are encoded per group (f_g failed of count_g), so the query grows
/// with the number of groups, not of nodes.
struct GuaranteeFailureQuery {
  std::string name;  ///< the query's name (--dump-smt file names); the rack query adds ".racks"
  SharedFailureGroups groups;
  std::vector<GuaranteeNeed> needs;

  const std::vector<FailureGroup>& group_list() const { return groups->list(); }
};

/// A set of failed nodes and the need it breaks.
struct FailureWitness {
  std::vector<int64_t> failed;  ///< per query group
  int64_t nodes = 0;            ///< Σ failed
  int need = -1;                ///< index of a need it breaks
  int64_t remaining = 0;        ///< what is left of that need's type
  int64_t available = 0;        ///< what the queues get out of it
  int64_t shortfall = 0;        ///< required - available
};

struct GuaranteeFailureResult {
  /// sat: `smallest` is a smallest failure set that breaks the guarantee; unsat: none does (or
  /// nothing is guaranteed); unknown: the time limit ran out.
  Status status = Status::kUnknown;
  std::string reason;  ///< why unsat without a solver call, or why unknown
  FailureWitness smallest;
  /// When the groups name two racks or more and the answer is sat: whether losing one whole rack
  /// breaks the guarantee (sat: `rack` is the rack with the fewest nodes that does, ties by name).
  std::optional<Status> rack_status;
  std::string rack;
  std::string rack_reason;  ///< why the rack answer is unknown
  FailureWitness rack_witness;
  /// Per need, the least amount of its type at which it is met (need_threshold): what the answer
  /// rests on, kept so that confirming it does not evaluate `available` again.
  std::vector<int64_t> thresholds;
  int queries = 0;  ///< solver calls made
  double millis = 0;
};

/// The smallest number of failed nodes that breaks the guarantee, then the smallest rack whose
/// loss breaks it (fewest nodes, ties by name), settled by arithmetic: for each need, failing the
/// nodes with the most of its type loses the most for any number of failures, so the first count
/// at which that order breaks it is the least (among nodes of equal size, earlier groups fail
/// first); racks are few and tried one by one. Never unknown, and no solver call: with
/// --dump-smt (options.dump_dir) the queries prove_guarantee_failure asks are written, so a user
/// can have Z3 confirm the answer. Every sat answer is re-checked; a witness that fails the
/// re-check throws std::logic_error (that is a bug). The same status, number of nodes and rack
/// as prove_guarantee_failure; among failure sets of that size the witness may differ (here: the
/// nodes with the most of the resource that breaks).
GuaranteeFailureResult decide_guarantee_failure(const GuaranteeFailureQuery& query,
                                                const SolveOptions& options);

/// The same question as one Z3 optimization (the minimum of Σ f_g, ties broken toward failing
/// nodes of earlier groups) and one rack query: the plain encoding decide_guarantee_failure is
/// compared with in the tests, and what --dump-smt shows of it. Same re-check.
GuaranteeFailureResult prove_guarantee_failure(const GuaranteeFailureQuery& query,
                                               const Prover& prover, const SolveOptions& options);

/// Z3's verdict on `arithmetic` (decide_guarantee_failure's answer): that no failure set of fewer
/// nodes breaks the guarantee (or, unsat, that none does), and likewise for the smallest rack.
/// Decision queries, each far cheaper than prove_guarantee_failure's optimization.
Confirmation confirm_guarantee_failure(const GuaranteeFailureQuery& query,
                                       const GuaranteeFailureResult& arithmetic,
                                       const Prover& prover, const SolveOptions& options);

/// One arithmetic answer to confirm: the query and decide_guarantee_failure's result.
struct GuaranteeAnswer {
  const GuaranteeFailureQuery* query = nullptr;
  const GuaranteeFailureResult* arithmetic = nullptr;
};

/// confirm_guarantee_failure for many answers at once, one Confirmation per answer, in order. The
/// answers about the same groups (a partition's guarantees) are confirmed together: one query
/// whose solutions are exactly those of any of their refutations (the disjunction of "fewer
/// failures than the answer's break one of its needs"), and one for their racks. Groups of nodes
/// of the same size are one unknown there (which nodes of a size fail changes nothing), and a
/// refutation another implies (no more failures, no more of a type left) is left out. Unsat
/// confirms every answer of the batch; unknown leaves them all unconfirmed; sat (a disagreement)
/// has each answer of the batch confirmed on its own, so that the one that is wrong is named.
std::vector<Confirmation> confirm_guarantee_failures(const std::vector<GuaranteeAnswer>& answers,
                                                     const Prover& prover,
                                                     const SolveOptions& options);

/// Per need, the least amount of its type at which it is met (need_threshold on every node).
std::vector<int64_t> need_thresholds(const GuaranteeFailureQuery& query);

/// The plain-arithmetic re-check of a sat result: the failure set breaks the need it names with
/// the numbers reported, no smaller set breaks any need (failing the largest nodes is the worst
/// case for each type), and no rack smaller than the reported one breaks it. "" when it holds,
/// else what fails.
std::string recheck_guarantee_failure(const GuaranteeFailureQuery& query,
                                      const GuaranteeFailureResult& result);

}  // namespace schedlint::smt
