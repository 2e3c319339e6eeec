#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/fair_config.h"
#include "model/finding.h"
#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/fair/fair_shares.h"
#include "solver/prover.h"

namespace schedlint::smt {

/// What the am-starvation query answered for one FairScheduler leaf queue.
struct AmStarvationResult {
  std::string queue;
  Status status = Status::kUnknown;
  std::string reason;  ///< why unsat without a solver call, or why unknown
  std::string query;   ///< the deciding query's name (its --dump-smt file name)
  /// The witness, when sat. Every number is the exact engine's (compute_fair_shares with
  /// exactly these leaves active), never the solver's.
  std::string type;  ///< the resource type the AM limit falls short in
  /// Leaves with runnable applications, the queue first: a minimal set (none can go idle
  /// without the AM fitting again).
  std::vector<std::string> active_queues;
  int64_t fair_share = 0;  ///< the queue's instantaneous fair share of `type`
  int64_t am_limit = 0;    ///< FSLeafQueue.computeMaxAMResource, of `type`
  int64_t am_needed = 0;   ///< the AM container's amount of `type`
  /// Z3's part in the answer: it decided the search, or confirmed the arithmetic's answer to the
  /// same query (the one --dump-smt writes); or the arithmetic alone, and why.
  Decision decided;
  /// The size of the largest model asked, and the effort.
  size_t variables = 0;
  size_t constraints = 0;
  int solver_calls = 0;   ///< the calls that decided (the search's, or every one in kSolverOnly)
  int confirmations = 0;  ///< the calls that confirmed an arithmetic answer
  /// Whether a query states the answer (asked or not: a spent budget leaves it unasked); an
  /// answer without one is the engine's single evaluation of a share no other queue changes.
  bool has_query = false;
  int refuted_witnesses = 0;  ///< solver witnesses the engine refuted (then excluded)
  double millis = 0;
};

/// docs/risks.md D1/D4 for the FairScheduler. For a leaf q and each resource type
/// FSLeafQueue.canRunAppAM compares (every type from 3.0; before, memory unless q runs drf), one
/// query decides
///
///   exists A, a set of leaves that can have runnable applications, q in A:
///     q's AM limit when exactly A is active < the AM container
///
/// with q's instantaneous fair share as FSParentQueue.updateInternal and
/// ComputeFairShares.computeShares give it, and the limit as FSLeafQueue.computeMaxAMResource
/// rounds it (a zero share of memory or vcores falls back to min(available, max share), taken on
/// an idle cluster as the engine does). A leaf can be active when its and its ancestors'
/// maxRunningApps let an application run. The unknowns are one 0/1 activity per sibling of q and
/// of each ancestor: a sibling parent is busy when a leaf below it is, and which leaf does not
/// change q's share. The formulas (see Encoding in the .cpp) bound each parent's share through
/// the ratio its bisection ends at, with no ratio unknowns and no products, and admit every set
/// the engine starves: unsat is a proof. The search:
///  1. every sibling busy, with no activity unknowns: unsat proves every set safe, since each
///     busy sibling only raises the bounds (the common answer, and a cheap one: with nothing left
///     to choose, evaluating the formulas answers it without the solver);
///  2. the engine with everyone busy: if it starves q, that set is the witness;
///  3. else the activity unknowns are searched, each witness the engine refutes excluded (a few
///     times at most, then unknown).
/// Where arithmetic answers (1 and 2), Z3 is asked the same query to confirm it: that everyone
/// busy admits no starving set, that the search's query admits the engine's witness; a
/// disagreement throws std::logic_error naming the query, whose SMT-LIB is then kept in a new
/// folder of the temporary directory. A witness is the engine's: made minimal (each busy queue in
/// turn goes idle if q stays starved without it) and re-checked; one that fails the re-check throws
/// std::logic_error (a bug). A fixed share, or a type q's parents do not split (vcores under fair),
/// does not depend on the other queues: the engine with q alone decides it.
class AmStarvationAnalysis {
 public:
  AmStarvationAnalysis(const FairConfig& config, const Resource& cluster,
                       std::vector<std::string> types, const HadoopVersion& version);

  /// The shares with every queue active (the tree the queries are built on).
  const FairShares& shares() const { return shares_; }
  /// Whether some application of the leaf can run (its and its ancestors' maxRunningApps > 0).
  bool can_be_active(const std::string& queue) const;

  /// How the first question (everyone busy) is answered: by evaluating its formulas, which leave
  /// nothing to choose (the default, with --dump-smt still writing it), or by asking the prover
  /// (what the tests compare it with).
  enum class Settle { kArithmeticFirst, kSolverOnly };

  /// Decides the query for one leaf whose applications' AM container is `am_container` (as the
  /// scheduler normalizes it): of its types that fall short, the one with the fewest busy queues
  /// answers (the first on a tie).
  /// `confirming` answers the confirmations of arithmetic answers (`prover` when null).
  AmStarvationResult prove(const std::string& queue, const Resource& am_container,
                           const Prover& prover, const SolveOptions& options,
                           Settle settle = Settle::kArithmeticFirst,
                           const Prover* confirming = nullptr) const;

  /// The exact engine's re-check of a sat witness: "" when the numbers hold, else what fails.
  std::string recheck(const AmStarvationResult& result) const;

 private:
  AmStarvationResult prove_type(int queue, const std::string& type, int64_t am_needed,
                                const Prover& prover, const SolveOptions& options, Settle settle,
                                const Prover& confirming) const;
  /// The queue's instantaneous share and AM limit of `type` with exactly `active` leaves active.
  std::pair<int64_t, int64_t> engine_at(int queue, const std::string& type,
                                        const std::vector<std::string>& active) const;

  const FairConfig& config_;
  Resource cluster_;
  std::vector<std::string> types_;
  HadoopVersion version_;
  FairShares shares_;
  std::vector<bool> can_be_active_;  ///< per queue of shares_: a leaf below can run applications
  std::vector<int> first_leaf_;      ///< per queue: its first activatable leaf, or -1
  /// Per type: the largest share any queue can get (the cluster, or a larger min share).
  std::map<std::string, int64_t> largest_share_;
};

}  // namespace schedlint::smt
