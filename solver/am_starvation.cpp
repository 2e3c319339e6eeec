#include "solver/am_starvation.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "io/atomic_file.h"
#include "java/casts.h"
#include "model/release_facts.h"
#include "solver/budgeted_prover.h"
#include "solver/linear_model.h"
#include "solver/smt_dump.h"

namespace schedlint::smt {

namespace {

constexpr int kMaxRefutedWitnesses = 8;  // then the answer is unknown
constexpr int kMaxWeightBits = 62;       // scaled weights stay int64 coefficients

// The largest share in [0, cap] whose AM limit is below `needed` (> 0); the limit never shrinks
// as the share grows, unless maxAMShare is negative, when every share is short.
int64_t largest_short_share(float max_am_share, int64_t needed, int64_t cap,
                            const HadoopVersion& v) {
  if (fair_am_limit(cap, max_am_share, v) < needed) return cap;
  int64_t short_share = 0;  // limit(short_share) < needed <= limit(long_share)
  int64_t long_share = cap;
  while (long_share - short_share > 1) {
    const int64_t mid = short_share + (long_share - short_share) / 2;
    (fair_am_limit(mid, max_am_share, v) < needed ? short_share : long_share) = mid;
  }
  return short_share;
}

// Integers in the exact proportion of the float weights: a float is m x 2^e with a 24-bit m.
std::optional<std::vector<int64_t>> scaled_weights(const std::vector<float>& weights) {
  if (weights.empty()) return std::vector<int64_t>{};
  std::vector<int64_t> mantissa;
  std::vector<int> exponent;
  for (float w : weights) {
    int e = 0;
    int64_t m = static_cast<int64_t>(std::ldexp(std::frexp(w, &e), 24));
    e -= 24;
    while (m % 2 == 0) {
      m /= 2;
      ++e;
    }
    mantissa.push_back(m);
    exponent.push_back(e);
  }
  const int base = *std::min_element(exponent.begin(), exponent.end());
  std::vector<int64_t> scaled;
  for (size_t i = 0; i < weights.size(); ++i) {
    const int shift = exponent[i] - base;
    if (shift + static_cast<int>(std::bit_width(static_cast<uint64_t>(mantissa[i]))) >
        kMaxWeightBits) {
      return std::nullopt;
    }
    scaled.push_back(mantissa[i] << shift);
  }
  return scaled;
}

// A child of a parent on the path from the root to the queue, for one resource type.
struct Member {
  int queue = -1;
  bool on_path = false;
  bool may_be_active = false;  ///< off path: a leaf below it can run applications
  bool fixed = false;          ///< ComputeFairShares.getFairShareIfFixed, when active
  int64_t fixed_share = 0;
  int64_t min = 0;
  /// The effective max share, capped at the largest share any queue can get (the cluster, or a
  /// larger min share): a clamp at the cap already exceeds every parent's share.
  int64_t max = 0;
  float weight = 0;
  int64_t scaled_weight = 0;  ///< exact ratios to the other open members of its level
  /// How much the engine's floor(share) can drop just below a ratio: 1 plus what the weight
  /// makes of the bisection's last interval (see Encoding).
  int64_t drop = 1;
  IntVar active;  ///< off path and may be active: its 0/1 activity unknown
};

// The children of one parent on the path; `members[on_path]` is the path's next queue.
struct Level {
  int parent = -1;
  std::vector<Member> members;
  size_t on_path = 0;
};

bool open(const Member& m) {
  return (m.on_path || m.may_be_active) && !m.fixed;
}

// The releases that sum max shares in int (before YARN-8833) wrap the sum when an unbounded
// memory maximum (Long.MAX_VALUE) follows a bounded one; the model below has no wrap-around, so
// a level where open members mix the two is not asked about.
bool max_sum_may_wrap(const Level& level, const std::string& type,
                      const std::vector<FairQueueShare>& queues, const HadoopVersion& version) {
  if (has(version, ReleaseFact::kFsLongResourceArithmetic)) return false;
  bool unbounded = false;
  bool bounded = false;
  for (const Member& m : level.members) {
    if (!open(m)) continue;
    const int64_t max = queues[static_cast<size_t>(m.queue)].max_share.get(type);
    (max > std::numeric_limits<int32_t>::max() ? unbounded : bounded) = true;
  }
  return unbounded && bounded;
}

// ComputeFairShares.computeSharesInternal ends with an interval of rMax / 2^25, and its doubling
// stops by the ratio that puts every open member at its max: a member's share moves by at most
// weight x that interval across it.
void set_drops(Level& level) {
  double ratio = 1;
  for (const Member& m : level.members) {
    if (open(m))
      ratio = std::max(ratio, static_cast<double>(m.max + 1) / static_cast<double>(m.weight));
  }
  const double interval = 2 * ratio / 33554432.0;
  for (Member& m : level.members) {
    // A share in [min, max] falls by at most max - min + 1: the cap keeps extreme weight ratios
    // (1e-45 beside 3.4e38) from overflowing a long (UBSan, found by fuzzing).
    if (open(m)) {
      const int64_t fall = java::to_long(std::ceil(static_cast<double>(m.weight) * interval));
      const int64_t span = std::max<int64_t>(m.max - m.min, 0);  // min <= max <= Long.MAX_VALUE
      m.drop = std::clamp<int64_t>(fall, 1, span < INT64_MAX ? span + 1 : span);
    }
  }
}

// The query's formulas, over Hadoop's own arithmetic. For a parent with share T, fixed shares
// `taken`, active open children c and the ratio `right` its bisection ends at,
//   used(r) = sum floor(clamp(w_c r, min_c, max_c)),   target = min(sum max_c, T - taken),
// used(right) >= target, and right lies less than the last interval above the first ratio where
// used reaches the target (or used is flat between them). So a path child o's engine share is
//   at most x  only if  max_o <= x, or min_o <= x and T - taken < U((x + 1) / w_o),
//   at least x only if  min_o >= x, or max_o >= x and T - taken > used(x / w_o) - drops,
// with U the real-number sum (o's own term grows strictly up to that ratio, and a target of
// sum max_c would put o at its max), and `drops` each member's fall just below that ratio (none
// at its min). Each member's share at that ratio is an unknown rounded up (at most) or down (at
// least) to an integer, which keeps both conditions necessary: the model admits every active set
// the engine starves, so unsat is a proof.
enum class Bound { kAtMost, kAtLeast };

class Encoding {
 public:
  Encoding(LinearModel& model, std::vector<Level>& levels, int64_t cluster, const FairShares& tree)
      : model_(model), levels_(levels), cluster_(cluster), tree_(tree) {
    for (Level& level : levels_) {
      for (Member& m : level.members) {
        if (m.on_path || !m.may_be_active) continue;
        m.active = model_.add_int("active." + name(m), 0, 1);
        activity_.push_back(m.active);
      }
    }
  }

  const std::vector<IntVar>& activity() const { return activity_; }

  /// The queue's engine share is at most (kAtMost) or at least (kAtLeast) `amount`, with the
  /// siblings' activity unknowns, or with every sibling that can be busy busy.
  Formula queue_share(int64_t amount, Bound b, bool everyone_busy = false) {
    everyone_busy_ = everyone_busy;
    tag_ = everyone_busy ? "everyone-busy." : b == Bound::kAtMost ? "upper." : "lower.";
    const IntVar x = model_.add_int(tag_ + "share", amount, amount);
    return bounded(levels_.size(), x, b);
  }

 private:
  // The engine share of the path's queue at `depth` (0: root) against x.
  Formula bounded(size_t depth, IntVar x, Bound b) {
    const bool at_most = b == Bound::kAtMost;
    auto holds = [&](int64_t share) {
      return at_most ? LinExpr(share) <= LinExpr(x) : LinExpr(share) >= LinExpr(x);
    };
    if (depth == 0) return holds(cluster_);  // FairScheduler.update: root's share is the cluster
    const Level& level = levels_[depth - 1];
    const Member& p = level.members[level.on_path];
    if (p.fixed) return holds(p.fixed_share);
    if (at_most)
      return Formula::any({holds(p.max), Formula::all({holds(p.min), ratio(depth - 1, x, b)})});
    return Formula::any(
        {LinExpr(x) <= 0, holds(p.min), Formula::all({holds(p.max), ratio(depth - 1, x, b)})});
  }

  // At level `depth`, the ratio at which the path child's share passes x, against the target
  // its parent's share gives.
  Formula ratio(size_t depth, IntVar x, Bound b) {
    const bool at_most = b == Bound::kAtMost;
    const Level& level = levels_[depth];
    const Member& o = level.members[level.on_path];
    const std::string where = path_of(level.parent);
    LinExpr used(counted(o, x, o, b, nullptr));
    LinExpr taken;
    int64_t lowest = at_most ? -1 : -o.drop;
    for (const Member& c : level.members) {
      if (c.on_path || !c.may_be_active) continue;
      const IntVar* active = everyone_busy_ ? nullptr : &c.active;
      if (c.fixed) {
        taken += c.fixed_share * (active ? LinExpr(*active) : LinExpr(1));  // handleFixedFairShares
        continue;
      }
      used += counted(c, x, o, b, active);
      if (!at_most) lowest -= c.drop;
    }
    // At most: T - taken < U. At least: T - taken > used - drops.
    const IntVar bound = model_.add_int(tag_ + where, lowest, bound_of(level) + 1);
    model_.require(LinExpr(bound) == used + taken + LinExpr(at_most ? -1 : 1),
                   tag_ + where + " bounds its share");
    return bounded(depth, bound, b);
  }

  // What member c adds to used at the ratio where o's share passes x: its share there, rounded
  // up (kAtMost) or down less its drop (kAtLeast); 0 when its activity unknown says inactive.
  LinExpr counted(const Member& c, IntVar x, const Member& o, Bound b, const IntVar* active) {
    const bool at_most = b == Bound::kAtMost;
    const bool own = &c == &o;
    const IntVar share =
        clamped(name(c), x, c, own ? 1 : c.scaled_weight, own ? 1 : o.scaled_weight, b);
    LinExpr value(share);
    if (!at_most) {
      const IntVar drop = model_.add_int(tag_ + "drop." + name(c), 0, c.drop);
      model_.require(Formula::implies(LinExpr(share) == c.min, LinExpr(drop) == 0),
                     tag_ + name(c) + " at its min");
      model_.require(Formula::any({LinExpr(share) == c.min, LinExpr(drop) == c.drop}),
                     tag_ + name(c) + " drops");
      value -= drop;
    }
    if (active == nullptr) return value;
    const IntVar out = model_.add_int(tag_ + "counted." + name(c), at_most ? 0 : -c.drop, c.max);
    model_.require(Formula::implies(LinExpr(*active) == 1, LinExpr(out) == value),
                   tag_ + name(c) + " counts when active");
    model_.require(Formula::implies(LinExpr(*active) == 0, LinExpr(out) == 0),
                   tag_ + name(c) + " counts 0 when inactive");
    return LinExpr(out);
  }

  // y = clamp(x' num / den, min, max), x' = x + 1 rounded up (kAtMost) or x' = x rounded down
  // (kAtLeast): within [min, max] and within one of x' num / den unless at a clamp.
  IntVar clamped(const std::string& who, IntVar x, const Member& m, int64_t num, int64_t den,
                 Bound b) {
    const bool up = b == Bound::kAtMost;
    const IntVar y = model_.add_int(tag_ + "at-ratio." + who, m.min, m.max);
    const LinExpr scaled = den * LinExpr(y);
    const LinExpr exact = num * (up ? LinExpr(x) + LinExpr(1) : LinExpr(x));
    if (up) {
      model_.require(Formula::any({LinExpr(y) == m.max, scaled >= exact}),
                     tag_ + who + " at the ratio");
      model_.require(Formula::any({LinExpr(y) == m.min, scaled - LinExpr(den - 1) <= exact}),
                     tag_ + who + " rounded up by less than 1");
    } else {
      model_.require(Formula::any({LinExpr(y) == m.min, scaled <= exact}),
                     tag_ + who + " at the ratio");
      model_.require(Formula::any({LinExpr(y) == m.max, scaled + LinExpr(den - 1) >= exact}),
                     tag_ + who + " rounded down by less than 1");
    }
    return y;
  }

  static int64_t bound_of(const Level& level) {
    int64_t sum = 0;
    for (const Member& m : level.members)
      sum += std::max(m.max, m.fixed_share);
    return sum;
  }

  std::string name(const Member& m) const { return path_of(m.queue); }
  std::string path_of(int queue) const { return tree_.queues[static_cast<size_t>(queue)].path; }

  LinearModel& model_;
  std::vector<Level>& levels_;
  int64_t cluster_;
  const FairShares& tree_;
  std::vector<IntVar> activity_;
  bool everyone_busy_ = false;
  std::string tag_;
};

// The everyone-busy query of Encoding, evaluated: with every sibling's activity fixed at 1 it has
// no unknown left that could choose. Each member's share at the ratio where the path child's
// share passes x is clamp(ceil(w_c (x + 1) / w_o), min_c, max_c) (the one integer the at-most
// constraints of `clamped` admit), the bound is their sum plus the fixed shares less 1, and each
// level's test is the same comparison Encoding::bounded states. Products of scaled weights are
// taken in 128 bits, as the solver's unbounded integers would.
class EveryoneBusy {
 public:
  EveryoneBusy(const std::vector<Level>& levels, int64_t cluster)
      : levels_(levels), cluster_(cluster) {}

  /// Whether the query admits the path's queue a share of at most x.
  bool admits_at_most(int64_t x) const { return bounded(levels_.size(), x); }

 private:
  bool bounded(size_t depth, int64_t x) const {
    if (depth == 0) return cluster_ <= x;
    const Level& level = levels_[depth - 1];
    const Member& p = level.members[level.on_path];
    if (p.fixed) return p.fixed_share <= x;
    if (p.max <= x) return true;
    return p.min <= x && bounded(depth - 1, bound(depth - 1, x));
  }

  // used + taken - 1 at level `depth` when its path child's share passes x.
  int64_t bound(size_t depth, int64_t x) const {
    const Level& level = levels_[depth];
    const Member& o = level.members[level.on_path];
    __int128 sum = clamp(static_cast<__int128>(x) + 1, o);
    for (const Member& c : level.members) {
      if (c.on_path || !c.may_be_active) continue;
      if (c.fixed) {
        sum += c.fixed_share;
        continue;
      }
      const __int128 scaled =
          static_cast<__int128>(c.scaled_weight) * (static_cast<__int128>(x) + 1);
      const __int128 den = o.scaled_weight;
      sum += clamp(scaled / den + (scaled % den > 0 ? 1 : 0), c);
    }
    return static_cast<int64_t>(sum - 1);  // at most the sum of the maxima: an int64
  }

  static __int128 clamp(__int128 v, const Member& m) {
    return std::min<__int128>(std::max<__int128>(v, m.min), m.max);
  }

  const std::vector<Level>& levels_;
  int64_t cluster_;
};

}  // namespace

AmStarvationAnalysis::AmStarvationAnalysis(const FairConfig& config, const Resource& cluster,
                                           std::vector<std::string> types,
                                           const HadoopVersion& version)
    : config_(config),
      cluster_(cluster),
      types_(std::move(types)),
      version_(version),
      shares_(
          compute_fair_shares(config_, cluster_, types_, {version_, std::nullopt, std::nullopt})) {
  const auto& queues = shares_.queues;
  for (const std::string& type : types_) {
    int64_t largest = cluster_.get(type);
    for (const FairQueueShare& s : queues)
      largest = std::max(largest, s.min_share.get(type));
    largest_share_[type] = largest;
  }
  can_be_active_.assign(queues.size(), false);
  first_leaf_.assign(queues.size(), -1);
  // MaxRunningAppsEnforcer.canAppBeRunnable: every queue from the leaf up to root has room.
  std::vector<bool> runs(queues.size(), false);
  for (size_t i = 0; i < queues.size(); ++i) {  // parents come before their children
    const int parent = queues[i].parent;
    runs[i] = queues[i].max_running_apps > 0 && (parent < 0 || runs[static_cast<size_t>(parent)]);
  }
  for (size_t i = queues.size(); i-- > 0;) {
    if (queues[i].leaf) {
      can_be_active_[i] = runs[i];
      if (runs[i]) first_leaf_[i] = static_cast<int>(i);
      continue;
    }
    for (int c : queues[i].children) {
      if (first_leaf_[static_cast<size_t>(c)] < 0) continue;
      can_be_active_[i] = true;
      if (first_leaf_[i] < 0) first_leaf_[i] = first_leaf_[static_cast<size_t>(c)];
    }
  }
}

bool AmStarvationAnalysis::can_be_active(const std::string& queue) const {
  const FairQueueShare* q = shares_.find(queue);
  return q != nullptr && can_be_active_[static_cast<size_t>(q - shares_.queues.data())];
}

std::pair<int64_t, int64_t> AmStarvationAnalysis::engine_at(
    int queue, const std::string& type, const std::vector<std::string>& active) const {
  const FairShares at =
      compute_fair_shares(config_, cluster_, types_, {version_, active, std::nullopt});
  const FairQueueShare* q = at.find(shares_.queues[static_cast<size_t>(queue)].path);
  if (q == nullptr || !q->am_limit) return {0, 0};
  return {q->instantaneous_fair_share.get(type), q->am_limit->get(type)};
}

std::string AmStarvationAnalysis::recheck(const AmStarvationResult& r) const {
  if (r.status != Status::kSat) return "not a sat answer";
  const FairQueueShare* q = shares_.find(r.queue);
  if (q == nullptr || !q->leaf) return fmt::format("{} is not a leaf queue", r.queue);
  if (r.active_queues.empty() || r.active_queues.front() != r.queue) {
    return fmt::format("{} is not active in the witness", r.queue);
  }
  for (const std::string& path : r.active_queues) {
    const FairQueueShare* a = shares_.find(path);
    if (a == nullptr || !a->leaf ||
        !can_be_active_[static_cast<size_t>(a - shares_.queues.data())]) {
      return fmt::format("{} is not a leaf queue that can run applications", path);
    }
  }
  const auto [share, limit] =
      engine_at(static_cast<int>(q - shares_.queues.data()), r.type, r.active_queues);
  if (share != r.fair_share) {
    return fmt::format("the engine gives {} a fair share of {} {}, not {}", r.queue, share, r.type,
                       r.fair_share);
  }
  if (limit != r.am_limit) {
    return fmt::format("the engine gives {} an AM limit of {} {}, not {}", r.queue, limit, r.type,
                       r.am_limit);
  }
  if (limit >= r.am_needed) {
    return fmt::format("{}'s AM limit of {} {} holds one AM container ({})", r.queue, limit, r.type,
                       r.am_needed);
  }
  return "";
}

AmStarvationResult AmStarvationAnalysis::prove(const std::string& queue,
                                               const Resource& am_container, const Prover& prover,
                                               const SolveOptions& options, Settle settle,
                                               const Prover* confirming) const {
  AmStarvationResult result;
  result.queue = queue;
  const FairQueueShare* q = shares_.find(queue);
  const int index = q == nullptr ? -1 : static_cast<int>(q - shares_.queues.data());
  if (q == nullptr || !q->leaf || !can_be_active_[static_cast<size_t>(index)] || !q->am_limit) {
    result.status = Status::kUnsat;
    result.reason =
        fmt::format("{} is not a leaf that can run applications under an AM limit", queue);
    return result;
  }
  // FSLeafQueue.canRunAppAM compares every type from 3.0; before, the leaf's policy decides
  // (FairSharePolicy and FifoPolicy compare memory, DRF every type).
  std::vector<std::string> judged;
  for (const std::string& type : types_) {
    if (am_container.get(type) <= 0) continue;
    if (type == kMemoryMb || has(version_, ReleaseFact::kFsAmLimitAllResourceTypes) ||
        q->policy == "drf")
      judged.push_back(type);
  }
  // The type that falls short with the fewest busy queues answers (the first on a tie); else an
  // unknown one; else every type is safe.
  std::optional<AmStarvationResult> sat;
  std::optional<AmStarvationResult> unknown;
  AmStarvationResult effort;
  // Safe in every type: by Z3 when it confirmed every type that has a query (a type whose share
  // does not depend on the other queues has none: the engine's one evaluation settles it).
  std::optional<Decision> by_query;
  Decision without_query{DecidedBy::kArithmetic, "no resource type to compare"};
  for (const std::string& type : judged) {
    AmStarvationResult typed = prove_type(index, type, am_container.get(type), prover, options,
                                          settle, confirming ? *confirming : prover);
    if (typed.status == Status::kUnsat) {
      if (!typed.has_query) {
        without_query = typed.decided;
      } else if (!by_query ||
                 (by_query->by == DecidedBy::kZ3 && typed.decided.by != DecidedBy::kZ3)) {
        by_query = typed.decided;
      }
    }
    effort.millis += typed.millis;
    effort.solver_calls += typed.solver_calls;
    effort.confirmations += typed.confirmations;
    effort.has_query = effort.has_query || typed.has_query;
    effort.refuted_witnesses += typed.refuted_witnesses;
    effort.variables = std::max(effort.variables, typed.variables);
    effort.constraints = std::max(effort.constraints, typed.constraints);
    if (typed.status == Status::kSat &&
        (!sat || typed.active_queues.size() < sat->active_queues.size())) {
      sat = std::move(typed);
    } else if (typed.status == Status::kUnknown && !unknown) {
      unknown = std::move(typed);
    }
  }
  if (sat) {
    result = std::move(*sat);
  } else if (unknown) {
    result = std::move(*unknown);
  } else {
    result.status = Status::kUnsat;
    result.decided = by_query ? *by_query : without_query;
  }
  result.millis = effort.millis;
  result.solver_calls = effort.solver_calls;
  result.confirmations = effort.confirmations;
  result.has_query = effort.has_query;
  result.refuted_witnesses = effort.refuted_witnesses;
  result.variables = effort.variables;
  result.constraints = effort.constraints;
  return result;
}

AmStarvationResult AmStarvationAnalysis::prove_type(int queue, const std::string& type,
                                                    int64_t am_needed, const Prover& prover,
                                                    const SolveOptions& options, Settle settle,
                                                    const Prover& confirming) const {
  const auto& queues = shares_.queues;
  const FairQueueShare& q = queues[static_cast<size_t>(queue)];
  AmStarvationResult result;
  result.queue = q.path;
  result.type = type;
  result.query = "am-starvation." + q.path + "." + type;
  result.am_needed = am_needed;
  const int64_t cluster = cluster_.get(type);
  const int64_t cap = largest_share_.at(type);
  const int64_t short_share = largest_short_share(q.max_am_share, result.am_needed, cap, version_);

  auto accept = [&](std::vector<std::string> active, int64_t share, int64_t limit) {
    result.status = Status::kSat;
    result.active_queues = std::move(active);
    result.fair_share = share;
    result.am_limit = limit;
    if (const std::string failed = recheck(result); !failed.empty()) {
      throw std::logic_error("am-starvation witness fails its re-check: " + failed);
    }
    return result;
  };

  // The path from the root, then each level's members.
  std::vector<int> path;
  for (int p = queue; p >= 0; p = queues[static_cast<size_t>(p)].parent)
    path.insert(path.begin(), p);
  auto member_of = [&](int c) {
    const FairQueueShare& s = queues[static_cast<size_t>(c)];
    Member m;
    m.queue = c;
    m.min = s.min_share.get(type);
    m.max = std::max(std::min(s.max_share.get(type), cap), m.min);
    m.weight = s.weight;
    m.fixed = s.max_share.get(type) <= 0 || s.weight <= 0;
    m.fixed_share = s.max_share.get(type) <= 0 ? 0 : std::max<int64_t>(m.min, 0);
    return m;
  };
  // Below a parent that does not split the type, and for a fixed share, the others change
  // nothing.
  const bool split = split_down_to(shares_, q.parent, type);
  const Member own = member_of(queue);
  if (own.fixed || !split) {
    result.decided = {DecidedBy::kArithmetic,
                      "no solver query: the queue's share does not depend on other queues"};
    const auto [share, limit] = engine_at(queue, type, {q.path});
    if (limit < result.am_needed) return accept({q.path}, share, limit);
    result.status = Status::kUnsat;
    result.reason = fmt::format("its fair share of {} does not depend on other queues", type);
    return result;
  }
  if (own.min > short_share) {
    result.decided = {DecidedBy::kArithmetic,
                      "no solver query: the queue's minimum share alone keeps one AM container"};
    result.status = Status::kUnsat;
    result.reason =
        fmt::format("its minimum share of {} {} alone keeps one AM container", own.min, type);
    return result;
  }
  std::vector<Level> levels;
  for (size_t depth = 0; depth + 1 < path.size(); ++depth) {
    Level level;
    level.parent = path[depth];
    for (int c : queues[static_cast<size_t>(path[depth])].children) {
      Member m = member_of(c);
      m.on_path = c == path[depth + 1];
      m.may_be_active = can_be_active_[static_cast<size_t>(c)];
      if (m.on_path) level.on_path = level.members.size();
      level.members.push_back(m);
    }
    if (max_sum_may_wrap(level, type, queues, version_)) {
      result.reason = fmt::format(
          "{}Hadoop {} sums the maximum shares under {} in int, and a queue without maxResources "
          "among bounded ones can wrap that sum (fs-max-share-sum-wraps)",
          kNotModelled, version_.to_string(), queues[static_cast<size_t>(path[depth])].path);
      return result;
    }
    std::vector<float> weights;
    for (const Member& m : level.members) {
      if (open(m)) weights.push_back(m.weight);
    }
    const auto scaled = scaled_weights(weights);
    if (!scaled) {
      result.reason =
          fmt::format("{}the weights under {} span too many orders of magnitude to encode exactly",
                      kNotModelled, queues[static_cast<size_t>(path[depth])].path);
      return result;
    }
    size_t k = 0;
    for (Member& m : level.members) {
      if (open(m)) m.scaled_weight = (*scaled)[k++];
    }
    set_drops(level);
    levels.push_back(std::move(level));
  }
  // 3.x: a zero share of memory or vcores falls back to min(available, max share), on an idle
  // cluster the whole cluster: when that holds an AM, only a positive share can starve.
  const bool falls_back =
      has(version_, ReleaseFact::kFsAmShareZeroFallback) && (type == kMemoryMb || type == kVcores);
  const int64_t zero_share_limit =
      falls_back ? fair_am_limit(std::min(cluster, q.max_share.get(type)), q.max_am_share, version_)
                 : 0;
  const bool positive_only = own.min <= 0 && zero_share_limit >= result.am_needed;

  auto ask = [&](const LinearModel& model) {
    result.has_query = true;
    result.variables = std::max(result.variables, model.variables().size());
    result.constraints = std::max(result.constraints, model.constraints().size());
    const Solution s = prover.solve(model, options);
    result.millis += s.millis;
    ++result.solver_calls;
    for (const auto& c : model.constraints()) {
      if (s.status == Status::kSat && !evaluate(c.formula, s.values)) {
        throw std::logic_error("am-starvation: the solver's answer breaks constraint " + c.label);
      }
    }
    if (s.status != Status::kSat) {
      result.status = s.status;
      result.reason = s.reason;
    }
    return s;
  };
  // Z3's answer to a query whose answer the arithmetic gave (`expected`): the decision, or a
  // disagreement (the query kept for a person to run). Once no confirmation would be asked, the
  // query is not even built: on wide trees building it costs more than the arithmetic.
  auto confirm = [&](const auto& make_model, Status expected) -> Decision {
    result.has_query = true;
    if (const auto why = confirming.why_unasked())
      return {DecidedBy::kArithmetic, std::string(*why)};
    const LinearModel model = make_model();
    SolveOptions without_dump = options;
    without_dump.dump_dir.reset();
    const Solution s = confirming.solve(model, without_dump);
    result.millis += s.millis;
    ++result.confirmations;
    if (s.status == Status::kUnknown) return {DecidedBy::kArithmetic, s.reason};
    if (s.status == expected) return {DecidedBy::kZ3, ""};
    std::string kept;
    try {
      const std::string dir = make_private_temp_dir("schedlint-smt");
      dump_query(model, dir);
      kept = "the SMT-LIB query is in " + dir;
    } catch (const std::exception& e) {
      kept = fmt::format("the query could not be kept ({})", e.what());
    }
    throw std::logic_error(fmt::format(
        "Z3 and the arithmetic disagree on query {}: the arithmetic answers {}, Z3 {}; {}",
        model.name(), status_name(expected), status_name(s.status), kept));
  };
  // The search's query (3.), excluding the sets the engine refuted.
  auto search_model = [&](const std::vector<std::vector<int64_t>>& refuted) {
    LinearModel model(result.query);
    Encoding encoding(model, levels, cluster, shares_);
    model.require(encoding.queue_share(short_share, Bound::kAtMost),
                  q.path + ": AM limit below one AM");
    if (positive_only)
      model.require(encoding.queue_share(1, Bound::kAtLeast), q.path + ": a share above 0");
    for (const auto& values : refuted) {
      std::vector<Formula> differs;
      for (size_t i = 0; i < values.size(); ++i)
        differs.push_back(LinExpr(encoding.activity()[i]) == 1 - values[i]);
      model.require(Formula::any(std::move(differs)), "not a witness the engine refuted");
    }
    return model;  // the levels' activity unknowns now name this model's variables
  };
  auto active_with = [&](const std::vector<int>& leaves) {
    std::vector<std::string> active{q.path};
    for (int leaf : leaves)
      active.push_back(queues[static_cast<size_t>(leaf)].path);
    return active;
  };
  // A witness the engine starves, made minimal: a busy queue goes idle if the engine still
  // starves the queue without it.
  auto starved_by = [&](std::vector<int> busy) -> std::optional<AmStarvationResult> {
    std::sort(busy.begin(), busy.end());
    auto [share, limit] = engine_at(queue, type, active_with(busy));
    if (limit >= result.am_needed) return std::nullopt;
    // Until no queue can go idle: with a zero share falling back, one going idle can make
    // another spare.
    for (bool shrunk = true; shrunk;) {
      shrunk = false;
      for (size_t i = 0; i < busy.size();) {
        std::vector<int> fewer = busy;
        fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
        const auto [fewer_share, fewer_limit] = engine_at(queue, type, active_with(fewer));
        if (fewer_limit >= result.am_needed) {
          ++i;
          continue;
        }
        busy = std::move(fewer);
        share = fewer_share;
        limit = fewer_limit;
        shrunk = true;
      }
    }
    return accept(active_with(busy), share, limit);
  };

  // 1. With every sibling that can be busy busy. Each busy sibling only raises the bounds of
  // the upper chain, so when this is unsat so is every set: the common proof, with no search.
  // With no activity unknowns the query has nothing left to choose, so evaluating its formulas
  // answers it (EveryoneBusy); kSolverOnly asks Z3 instead (the tests compare the two).
  {
    auto everyone_busy_model = [&] {
      LinearModel model(result.query + ".everyone-busy");
      Encoding encoding(model, levels, cluster, shares_);
      model.require(encoding.queue_share(short_share, Bound::kAtMost, true),
                    q.path + ": AM limit below one AM");
      return model;
    };
    if (settle == Settle::kSolverOnly) {
      result.decided = {DecidedBy::kZ3, ""};
      if (ask(everyone_busy_model()).status != Status::kSat) return result;
    } else {
      if (options.dump_dir) dump_query(everyone_busy_model(), *options.dump_dir);
      if (!EveryoneBusy(levels, cluster).admits_at_most(short_share)) {
        result.status = Status::kUnsat;
        result.decided = confirm(everyone_busy_model, Status::kUnsat);
        return result;
      }
    }
  }
  // 2. The engine's own worst case, everyone busy, usually starves the queue then.
  std::vector<int> everyone;
  std::vector<int64_t> all_ones;
  for (const Level& level : levels) {
    for (const Member& m : level.members) {
      if (m.on_path || !m.may_be_active) continue;
      everyone.push_back(first_leaf_[static_cast<size_t>(m.queue)]);
      all_ones.push_back(1);
    }
  }
  if (auto witness = starved_by(everyone)) {
    // The search's query admits every set the engine starves: Z3 must find it satisfiable.
    if (settle == Settle::kArithmeticFirst)
      witness->decided = confirm([&] { return search_model({}); }, Status::kSat);
    return *witness;
  }
  // 3. Otherwise search the activity unknowns, excluding each witness the engine refutes.
  result.decided = {DecidedBy::kZ3, ""};
  std::vector<std::vector<int64_t>> refuted{all_ones};
  while (true) {
    const LinearModel model = search_model(refuted);
    const Solution s = ask(model);
    if (s.status != Status::kSat) return result;
    std::vector<int64_t> values;
    std::vector<int> busy;  // the first leaf below each active sibling
    for (const Level& level : levels) {
      for (const Member& m : level.members) {
        if (m.on_path || !m.may_be_active) continue;
        values.push_back(s.values[static_cast<size_t>(m.active.index)]);
        if (values.back() == 1) busy.push_back(first_leaf_[static_cast<size_t>(m.queue)]);
      }
    }
    if (auto witness = starved_by(busy)) return *witness;
    refuted.push_back(std::move(values));
    ++result.refuted_witnesses;
    if (result.refuted_witnesses >= kMaxRefutedWitnesses) {
      result.status = Status::kUnknown;
      result.reason = fmt::format(
          "the engine's rounding refuted {} witnesses in a row: the share sits within a "
          "few MB of the AM threshold",
          result.refuted_witnesses);
      return result;
    }
  }
}

}  // namespace schedlint::smt
