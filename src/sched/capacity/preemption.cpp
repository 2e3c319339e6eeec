#include "sched/capacity/preemption.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

#include "java/compare.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

namespace rs = resources;

// Which release's code applies. Each boundary, and what it rests on:
// - 2.8: parents get preemptableExtra = min(children's preemptable, extra) (the 3-level fix in
//   ProportionalCapacityPreemptionPolicy.cloneQueues; the 2.7 TempQueue leaves it at none, and
//   only the 2.8 test file has testHierarchicalLarge3Levels); killable containers (lazy
//   preemption, 2.8) are deducted in assignPreemption.
// - 2.8 (YARN-4390): TempQueuePerPartition.offer takes used minus reserved plus pending
//   (getUsedDeductReservd) unless the selector considers reserved resource, and assignPreemption
//   keeps max(min(used + pending, guaranteed), ideal); the reserved-container selector skips the
//   natural termination factor. The branch-2.8 TempQueuePerPartition has all of it, and it is what
//   makes the 2.8 test file assert 10 (not 9) in testHierarchicalLarge3LevelsWithReserved.
// - 2.9 (YARN-5864): offer takes pending minus reserved and caps a leaf at
//   max(used, guaranteed) - ideal; the comparator is
//   PriorityUtilizationQueueOrderingPolicy.compare; extras move to
//   TempQueuePerPartition.updatePreemptableExtras. The 2.8 sources have none of this and the
//   2.8 test file asserts appA 16 in testProportionalPreemption; the 2.9/3.0-era sources have
//   all of it with the old fixpoint, and their test file asserts appA 10 (and 28/22 in
//   testPerQueueDisablePreemptionBroadHierarchical). YARN-8379's description confirms the leaf
//   cap came with YARN-5864.
// - 3.1 (YARN-8292): the fixpoint starts from min(guaranteed, used) + untouchable, normalises
//   guarantees per resource type in float, offers from a per-round copy capped by unassigned,
//   re-binds `unassigned` after each offer, clamps offers to [0, avail], and rounds the natural
//   termination factor up (multiplyAndNormalizeUp). The stored sources show the old loop
//   (one subtraction per round, a scalar divide(unassigned, guaranteed, active) share,
//   truncating natural termination) up to the 2.9/3.0 era and the new one in every 3.2+ version
//   (the test file then asserts 27/23). No stored source is from 3.1; the boundary inside 3.1
//   follows YARN-8292's fix versions (3.1.1, 3.2.0), and HadoopVersion has no patch level.
// - 3.1 (YARN-8379, 3.1.1 and 3.2.0): the queue-balancing FIFO selector may switch the leaf cap
//   off.
// - 3.4 (YARN-11073, trunk after 3.3): guarantees that round to 0 for a resource type are
//   normalised by absolute capacity, or evenly. The stored copy of that resetCapacity lacks the
//   body of its default branch; it is kept as before (guaranteed / sum of active guarantees),
//   which is what the method's documentation describes.
struct Behaviour {
  bool parent_preemptable_extra;
  bool deduct_killable;
  bool yarn_4390;
  bool post_29;  // YARN-5864 behaviour listed above
  bool yarn_8292;
  bool balance_option;
  bool abs_capacity_norm;

  explicit Behaviour(HadoopVersion v)
      : parent_preemptable_extra(has(v, ReleaseFact::kCsPreemptionReservedContainers)),
        deduct_killable(has(v, ReleaseFact::kCsPreemptionReservedContainers)),
        yarn_4390(has(v, ReleaseFact::kCsPreemptionReservedContainers)),
        post_29(has(v, ReleaseFact::kCsPreemptionPriorityUtilization)),
        yarn_8292(has(v, ReleaseFact::kCsPreemptionResourceVectors)),
        balance_option(has(v, ReleaseFact::kCsPreemptionQueueBalancing)),
        abs_capacity_norm(has(v, ReleaseFact::kCsPreemptionAbsoluteCapacityNormalization)) {}
};

// Hadoop would loop forever if the fixpoint never settled; schedlint throws instead.
constexpr long kMaxFixpointRounds = 1000000;

// TempQueuePerPartition's working state.
struct TempQueue {
  bool leaf = true;
  int priority = 0;
  bool preemption_disabled = false;
  float abs_capacity = 0.0f;
  Resource guaranteed, maximum, used, pending, pending_deduct_reserved, reserved, killable;
  Resource ideal, to_be_preempted, actually_to_be_preempted;
  Resource untouchable_extra, preemptable_extra;
  PerTypeFactors normalized_guarantee;  // double[] (3.1+), starts all 0
  double normalized_guarantee_scalar = std::numeric_limits<float>::quiet_NaN();  // before 3.1
};

void validate(const std::vector<PreemptionQueue>& queues) {
  const int n = static_cast<int>(queues.size());
  if (n == 0) throw std::invalid_argument("preemption: no queues");
  if (queues[0].parent != -1) throw std::invalid_argument("preemption: queue 0 must be the root");
  std::vector<int> seen(n, 0);
  for (int i = 0; i < n; ++i) {
    if (i > 0 && (queues[i].parent < 0 || queues[i].parent >= n || queues[i].parent == i)) {
      throw std::invalid_argument("preemption: bad parent of " + queues[i].path);
    }
    for (int c : queues[i].children) {
      if (c <= 0 || c >= n || queues[c].parent != i) {
        throw std::invalid_argument("preemption: bad child of " + queues[i].path);
      }
      ++seen[c];
    }
  }
  for (int i = 1; i < n; ++i) {
    if (seen[i] != 1) {
      throw std::invalid_argument("preemption: " + queues[i].path +
                                  " must be listed once by its parent");
    }
  }
  // Every queue has one parent and the root none, so a walk from the root that reaches every
  // queue proves there is no cycle.
  std::vector<int> stack{0};
  int reached = 0;
  while (!stack.empty()) {
    const int q = stack.back();
    stack.pop_back();
    ++reached;
    for (int c : queues[q].children)
      stack.push_back(c);
    if (reached > n) break;
  }
  if (reached != n) throw std::invalid_argument("preemption: queues unreachable from the root");
}

class Round {
 public:
  Round(const std::vector<PreemptionQueue>& input, const RoundScope& scope, CalculatorKind kind,
        const PreemptionRoundSettings& settings, HadoopVersion version)
      : input_(input),
        rc_(kind),
        settings_(settings),
        b_(version),
        considers_reserved_(scope.reserved_selector || settings.consider_reserved_resource) {
    for (const std::string& type : universe(input, scope))
      types_.push_back(type);
    partition_ = full(scope.partition);
    cluster_ = full(scope.cluster);
    allowed_ = full(scope.allowed);
    for (const std::string& type : types_)
      step_.set(type, 1);
    snapshot();
  }

  PreemptionRound run() {
    // PreemptableResourceCalculator.computeIdealAllocation, for the one partition
    update_preemptable_extras(0);
    q_[0].ideal = q_[0].guaranteed;  // TempQueuePerPartition.initializeRootIdealWithGuarangeed
    recursively_compute_ideal_assignment(0);
    calculate_res_to_obtain_for_leaf_queues();

    PreemptionRound out;
    out.total_preemption_allowed = allowed_;
    out.sends_events = !settings_.observe_only;
    for (size_t i = 0; i < q_.size(); ++i) {
      QueueOutcome o;
      o.path = input_[i].path;
      o.ideal_assigned = q_[i].ideal;
      o.to_be_preempted = q_[i].to_be_preempted;
      o.to_preempt = q_[i].actually_to_be_preempted;
      o.selects_containers =
          q_[i].leaf && !q_[i].preemption_disabled &&
          rs::greater_than(rc_, cluster_, q_[i].actually_to_be_preempted, rs::none());
      o.untouchable_extra = q_[i].untouchable_extra;
      o.preemptable_extra = q_[i].preemptable_extra;
      out.queues.push_back(std::move(o));
    }
    return out;
  }

 private:
  static std::set<std::string, ResourceTypeOrder> universe(
      const std::vector<PreemptionQueue>& input, const RoundScope& scope) {
    std::set<std::string, ResourceTypeOrder> types{std::string(kMemoryMb), std::string(kVcores)};
    const auto add = [&types](const Resource& r) {
      for (const auto& [type, amount] : r.amounts())
        types.insert(type);
    };
    add(scope.partition);
    add(scope.cluster);
    add(scope.allowed);
    for (const PreemptionQueue& q : input) {
      for (const Resource* r :
           {&q.guaranteed, &q.maximum, &q.used, &q.pending, &q.reserved, &q.killable}) {
        add(*r);
      }
    }
    return types;
  }

  // Every resource names every type of the round, as Hadoop's do (ResourceUtils registers types
  // globally): DominantResourceCalculator's comparisons depend on the set of types.
  Resource full(const Resource& r) const {
    Resource out;
    for (const std::string& type : types_)
      out.set(type, r.get(type));
    return out;
  }

  // ProportionalCapacityPreemptionPolicy.cloneQueues and the TempQueuePerPartition constructor.
  void snapshot() {
    q_.resize(input_.size());
    for (size_t i = 0; i < input_.size(); ++i) {
      const PreemptionQueue& in = input_[i];
      TempQueue& t = q_[i];
      t.leaf = in.children.empty();
      t.priority = in.priority;
      t.preemption_disabled = in.preemption_disabled;
      t.guaranteed = full(in.guaranteed);
      if (i == 0 && rs::is_none(t.guaranteed)) t.guaranteed = partition_;
      t.maximum = rs::is_none(in.maximum)
                      ? full(rs::multiply(partition_, in.absolute_maximum_capacity))
                      : full(in.maximum);
      t.killable = full(in.killable);
      t.abs_capacity = in.absolute_capacity.has_value()
                           ? *in.absolute_capacity
                           : rc_.divide(partition_, t.guaranteed, partition_);
      t.ideal = full(rs::none());
      t.to_be_preempted = full(rs::none());
      t.actually_to_be_preempted = full(rs::none());
      t.untouchable_extra = full(rs::none());
      t.preemptable_extra = full(rs::none());
    }
    aggregate(0);
  }

  // Leaves report their own usage and pending; TempQueuePerPartition.addChild sums the children's
  // pending into a parent.
  void aggregate(int i) {
    const PreemptionQueue& in = input_[i];
    TempQueue& t = q_[i];
    if (t.leaf) {
      t.used = full(in.used);
      t.pending = full(in.pending);
      t.pending_deduct_reserved =
          full(rs::componentwise_max(rs::subtract(in.pending, in.reserved), rs::none()));
      t.reserved = full(in.reserved);
      return;
    }
    Resource children_used = full(rs::none());
    Resource children_reserved = full(rs::none());
    t.pending = full(rs::none());
    t.pending_deduct_reserved = full(rs::none());
    for (int c : in.children) {
      aggregate(c);
      children_used = rs::add(children_used, q_[c].used);
      children_reserved = rs::add(children_reserved, q_[c].reserved);
      t.pending = rs::add(t.pending, q_[c].pending);
      t.pending_deduct_reserved = rs::add(t.pending_deduct_reserved, q_[c].pending_deduct_reserved);
    }
    t.used = rs::is_none(in.used) ? children_used : full(in.used);
    t.reserved = rs::is_none(in.reserved) ? children_reserved : full(in.reserved);
  }

  // PreemptableResourceCalculator.updatePreemptableExtras / TempQueuePerPartition
  // .updatePreemptableExtras (2.8+, branch-2.8's TempQueuePerPartition has it); before, the same
  // in ProportionalCapacityPreemptionPolicy.cloneQueues.
  void update_preemptable_extras(int i) {
    for (int c : input_[i].children)
      update_preemptable_extras(c);
    TempQueue& t = q_[i];
    t.untouchable_extra = full(rs::none());
    t.preemptable_extra = full(rs::none());
    Resource extra;
    if (b_.yarn_4390) {
      extra = rs::subtract(t.used, t.guaranteed);
      if (rs::less_than(rc_, partition_, extra, rs::none())) extra = full(rs::none());
    } else {
      extra = rs::greater_than(rc_, partition_, t.used, t.guaranteed)
                  ? rs::subtract(t.used, t.guaranteed)
                  : full(rs::none());
    }
    if (t.leaf) {
      (t.preemption_disabled ? t.untouchable_extra : t.preemptable_extra) = extra;
      return;
    }
    Resource childrens_preemptable = full(rs::none());
    for (int c : input_[i].children) {
      childrens_preemptable = rs::add(childrens_preemptable, q_[c].preemptable_extra);
    }
    t.untouchable_extra = rs::greater_than_or_equal(rc_, partition_, childrens_preemptable, extra)
                              ? full(rs::none())
                              : rs::subtract(extra, childrens_preemptable);
    if (b_.parent_preemptable_extra) {
      t.preemptable_extra = rs::min(rc_, partition_, childrens_preemptable, extra);
    }
  }

  // PreemptableResourceCalculator.recursivelyComputeIdealAssignment
  void recursively_compute_ideal_assignment(int i) {
    const std::vector<int>& children = input_[i].children;
    if (children.empty()) return;
    compute_ideal_resource_distribution(children, q_[i].ideal);
    for (int c : children)
      recursively_compute_ideal_assignment(c);
  }

  // PreemptableResourceCalculator.computeIdealResourceDistribution
  void compute_ideal_resource_distribution(const std::vector<int>& queues, const Resource& tot) {
    Resource unassigned = tot;
    std::vector<int> non_zero;
    std::vector<int> zero;
    for (int q : queues) {
      (rs::greater_than(rc_, tot, q_[q].guaranteed, rs::none()) ? non_zero : zero).push_back(q);
    }
    compute_fixpoint_allocation(tot, non_zero, unassigned, false);
    if (!zero.empty() && rs::greater_than(rc_, tot, unassigned, rs::none())) {
      compute_fixpoint_allocation(tot, zero, unassigned, true);
    }

    Resource needed = full(rs::none());
    for (int q : queues) {
      if (rs::greater_than(rc_, tot, q_[q].used, q_[q].ideal)) {
        needed = rs::add(needed, rs::subtract(q_[q].used, q_[q].ideal));
      }
    }
    float scaling_factor = 1.0f;
    if (rs::greater_than(rc_, tot, needed, allowed_)) {
      scaling_factor = rc_.divide(tot, allowed_, needed);
    }
    for (int q : queues)
      assign_preemption(q, scaling_factor, tot);
  }

  // AbstractPreemptableResourceCalculator.TQComparator.getIdealPctOfGuaranteed
  double ideal_pct_of_guaranteed(int q, const Resource& tot) const {
    if (rs::greater_than(rc_, tot, q_[q].guaranteed, rs::none())) {
      return rc_.divide(tot, q_[q].ideal, q_[q].guaranteed);
    }
    return std::numeric_limits<int32_t>::max();
  }

  // TQComparator.compare: PriorityUtilizationQueueOrderingPolicy.compare from 2.9; a plain
  // < / > comparison of the ideal share before.
  int compare_queues(int a, int b, const Resource& tot) const {
    const double pa = ideal_pct_of_guaranteed(a, tot);
    const double pb = ideal_pct_of_guaranteed(b, tot);
    if (!b_.post_29) return pa < pb ? -1 : (pa > pb ? 1 : 0);
    const int prio_a = q_[a].priority;
    const int prio_b = q_[b].priority;
    if (prio_a == prio_b) return java::double_compare(pa, pb);
    if ((pa < 1.0f && pb < 1.0f) || (pa >= 1.0f && pb >= 1.0f)) {
      return prio_b < prio_a ? -1 : (prio_b > prio_a ? 1 : 0);  // higher priority first
    }
    return java::double_compare(pa, pb);
  }

  // PriorityQueue.poll/peek with the comparator; ties go to the lowest index.
  size_t head(const std::vector<int>& pq, const Resource& tot) const {
    size_t best = 0;
    for (size_t k = 1; k < pq.size(); ++k) {
      const int cmp = compare_queues(pq[k], pq[best], tot);
      if (cmp < 0 || (cmp == 0 && pq[k] < pq[best])) best = k;
    }
    return best;
  }

  // AbstractPreemptableResourceCalculator.getMostUnderservedQueues
  std::vector<int> most_underserved(std::vector<int>& pq, const Resource& tot) const {
    std::vector<int> underserved;
    while (!pq.empty()) {
      const size_t h = head(pq, tot);
      const int q1 = pq[h];
      pq.erase(pq.begin() + static_cast<std::ptrdiff_t>(h));
      underserved.push_back(q1);
      if (pq.empty()) break;
      const int q2 = pq[head(pq, tot)];
      if (compare_queues(q1, q2, tot) < 0) break;
    }
    return underserved;
  }

  void compute_fixpoint_allocation(const Resource& tot, const std::vector<int>& queues,
                                   Resource& unassigned, bool ignore_guarantee) {
    if (b_.yarn_8292) {
      fixpoint(tot, queues, unassigned, ignore_guarantee);
    } else {
      fixpoint_before_3_1(tot, queues, unassigned, ignore_guarantee);
    }
  }

  // AbstractPreemptableResourceCalculator.computeFixpointAllocation (3.1+). `unassigned` is the
  // caller's object; after the first offer Hadoop re-binds its local variable to a new object,
  // so the caller sees only the initial ideals and that first offer.
  void fixpoint(const Resource& tot, const std::vector<int>& queues, Resource& unassigned,
                bool ignore_guarantee) {
    std::vector<int> ordered_by_need;
    for (int q : queues) {
      TempQueue& t = q_[q];
      if (rs::greater_than(rc_, tot, t.used, t.guaranteed)) {
        t.ideal = rs::add(rs::componentwise_min(t.guaranteed, t.used), t.untouchable_extra);
      } else {
        t.ideal = t.used;
      }
      unassigned = rs::subtract(unassigned, t.ideal);
      if (rs::less_than(rc_, tot, t.ideal, rs::add(t.used, t.pending))) {
        ordered_by_need.push_back(q);
      }
    }

    Resource rebound;
    Resource* current = &unassigned;
    long rounds = 0;
    while (!ordered_by_need.empty() && rs::greater_than(rc_, tot, *current, rs::none())) {
      if (++rounds > kMaxFixpointRounds) throw std::runtime_error("preemption: no fixpoint");
      reset_capacity(ordered_by_need, ignore_guarantee);
      const std::vector<int> underserved = most_underserved(ordered_by_need, tot);
      const Resource dup_unassigned_for_the_round = *current;
      for (int sub : underserved) {
        if (!rc_.is_any_major_resource_above_zero(*current)) break;
        Resource avail = rc_.multiply_and_normalize_up(dup_unassigned_for_the_round,
                                                       q_[sub].normalized_guarantee, step_);
        avail = rs::componentwise_min(avail, *current);
        const Resource idle = offer(sub, avail, tot);
        const Resource done = rs::subtract(avail, idle);
        if (rs::greater_than(rc_, tot, done, rs::none())) ordered_by_need.push_back(sub);
        *current = rs::subtract(*current, done);
        Resource next = rs::componentwise_max(*current, rs::none());
        rebound = std::move(next);
        current = &rebound;
      }
    }
  }

  // computeFixpointAllocation before 3.1 (2.7 to 3.0): one subtraction per round.
  void fixpoint_before_3_1(const Resource& tot, const std::vector<int>& queues,
                           Resource& unassigned, bool ignore_guarantee) {
    std::vector<int> ordered_by_need;
    for (int q : queues) {
      TempQueue& t = q_[q];
      if (rs::greater_than(rc_, tot, t.used, t.guaranteed)) {
        t.ideal = rs::add(t.guaranteed, t.untouchable_extra);
      } else {
        t.ideal = t.used;
      }
      unassigned = rs::subtract(unassigned, t.ideal);
      if (rs::less_than(rc_, tot, t.ideal, rs::add(t.used, t.pending))) {
        ordered_by_need.push_back(q);
      }
    }
    long rounds = 0;
    while (!ordered_by_need.empty() && rs::greater_than(rc_, tot, unassigned, rs::none())) {
      if (++rounds > kMaxFixpointRounds) throw std::runtime_error("preemption: no fixpoint");
      Resource assigned = full(rs::none());
      reset_capacity_before_3_1(unassigned, ordered_by_need, ignore_guarantee);
      for (int sub : most_underserved(ordered_by_need, tot)) {
        const Resource avail = rc_.multiply_and_normalize_up(
            unassigned, q_[sub].normalized_guarantee_scalar, Resource(1, 1));
        const Resource idle = offer(sub, avail, tot);
        const Resource done = rs::subtract(avail, idle);
        if (rs::greater_than(rc_, tot, done, rs::none())) ordered_by_need.push_back(sub);
        assigned = rs::add(assigned, done);
      }
      unassigned = rs::subtract(unassigned, assigned);
    }
  }

  // AbstractPreemptableResourceCalculator.resetCapacity (3.1+; 3.4 adds YARN-11073's cases).
  void reset_capacity(const std::vector<int>& queues, bool ignore_guarantee) {
    const float evenly = 1.0f / static_cast<float>(queues.size());
    if (ignore_guarantee) {
      for (int q : queues) {
        for (const std::string& type : types_)
          q_[q].normalized_guarantee[type] = evenly;
      }
      return;
    }
    Resource active_cap = full(rs::none());
    float active_total_abs_cap = 0.0f;
    for (int q : queues) {
      active_cap = rs::add(active_cap, q_[q].guaranteed);
      active_total_abs_cap += q_[q].abs_capacity;
    }
    for (const std::string& type : types_) {
      const int64_t total = active_cap.get(type);
      bool use_abs_cap = false;
      bool use_evenly = false;
      if (b_.abs_capacity_norm) {
        use_evenly = active_total_abs_cap == 0;
        for (int q : queues) {
          if (q_[q].guaranteed.get(type) == 0 && q_[q].abs_capacity != 0 && total != 0) {
            use_abs_cap = true;
            break;
          }
          if (total == 0) use_evenly = true;
        }
      }
      for (int q : queues) {
        double& norm = q_[q].normalized_guarantee[type];
        if (use_abs_cap) {
          if (active_total_abs_cap != 0) norm = q_[q].abs_capacity / active_total_abs_cap;
        } else if (use_evenly) {
          norm = evenly;
        } else if (total != 0) {
          // (float) nValue / dValue
          norm = static_cast<float>(q_[q].guaranteed.get(type)) / static_cast<float>(total);
        }
      }
    }
  }

  // resetCapacity before 3.1: one share, divide(unassigned, guaranteed, sum of guarantees).
  void reset_capacity_before_3_1(const Resource& unassigned, const std::vector<int>& queues,
                                 bool ignore_guarantee) {
    if (ignore_guarantee) {
      for (int q : queues) {
        q_[q].normalized_guarantee_scalar = 1.0f / static_cast<float>(queues.size());
      }
      return;
    }
    Resource active_cap = full(rs::none());
    for (int q : queues)
      active_cap = rs::add(active_cap, q_[q].guaranteed);
    for (int q : queues) {
      q_[q].normalized_guarantee_scalar = rc_.divide(unassigned, q_[q].guaranteed, active_cap);
    }
  }

  // TempQueuePerPartition.offer: accepts what it can and returns the rest of `avail`.
  Resource offer(int q, const Resource& avail, const Resource& tot) {
    TempQueue& t = q_[q];
    const Resource max_delta = rs::componentwise_max(rs::subtract(t.maximum, t.ideal), rs::none());
    // 2.9+: pendingDeductReserved; 2.8: getUsedDeductReservd (YARN-4390); both unless the
    // selector considers reserved resource.
    const Resource& pending =
        (b_.post_29 && !considers_reserved_) ? t.pending_deduct_reserved : t.pending;
    const Resource used = (b_.yarn_4390 && !b_.post_29 && !considers_reserved_)
                              ? rs::subtract(t.used, t.reserved)
                              : t.used;
    const Resource wanted = rs::subtract(rs::add(used, pending), t.ideal);
    Resource accepted;
    if (b_.yarn_8292) {
      accepted = rs::componentwise_min(max_delta, rs::min(rc_, tot, avail, wanted));
    } else {
      accepted = rs::min(rc_, tot, max_delta, rs::min(rc_, tot, avail, wanted));
    }
    const bool leaf_cap =
        b_.post_29 && t.leaf && !(b_.balance_option && settings_.balance_queues_after_satisfied);
    if (leaf_cap) {
      // TempQueuePerPartition.filterByMaxDeductAssigned: never more than max(used, guaranteed)
      Resource cap = rs::subtract(rs::max(rc_, tot, t.used, t.guaranteed), t.ideal);
      cap = rs::max(rc_, tot, cap, rs::none());
      accepted = rs::min(rc_, tot, accepted, cap);
    }
    if (b_.yarn_8292) {
      accepted = rs::componentwise_max(accepted, rs::none());
      accepted = rs::componentwise_min(accepted, avail);
    } else if (b_.post_29) {
      accepted = rs::componentwise_min(avail, accepted);
    }
    t.ideal = rs::add(t.ideal, accepted);
    return rs::subtract(avail, accepted);
  }

  // TempQueuePerPartition.assignPreemption
  void assign_preemption(int q, float scaling_factor, const Resource& tot) {
    TempQueue& t = q_[q];
    const Resource used = b_.deduct_killable ? rs::subtract(t.used, t.killable) : t.used;
    Resource keep = t.ideal;
    if (b_.yarn_4390) {
      // max(idealAssigned, min(used + pending, guaranteed))
      keep =
          rs::max(rc_, tot, rs::min(rc_, tot, rs::add(t.used, t.pending), t.guaranteed), t.ideal);
    }
    if (rs::greater_than(rc_, tot, used, keep)) {
      t.to_be_preempted = rs::multiply(rs::subtract(used, keep), scaling_factor);
    } else {
      t.to_be_preempted = full(rs::none());
    }
  }

  // PreemptableResourceCalculator.calculateResToObtainByPartitionForLeafQueues (one partition)
  void calculate_res_to_obtain_for_leaf_queues() {
    for (TempQueue& t : q_) {
      if (!t.leaf || t.preemption_disabled) continue;
      const Resource dead_zone =
          rs::multiply(t.guaranteed, 1.0 + settings_.max_ignored_over_capacity);
      if (!rs::greater_than(rc_, cluster_, t.used, dead_zone)) {
        t.actually_to_be_preempted = full(rs::none());
        continue;
      }
      Resource res_to_obtain = t.to_be_preempted;
      if (b_.yarn_4390 && considers_reserved_) {
        // YARN-4390: one large container needs all of it, so no natural termination factor
      } else if (b_.yarn_8292) {
        if (rs::greater_than(rc_, cluster_, res_to_obtain, Resource(0, 0))) {
          res_to_obtain = rc_.multiply_and_normalize_up(
              t.to_be_preempted, settings_.natural_termination_factor, Resource(1, 1));
        }
      } else {
        res_to_obtain = rs::multiply(t.to_be_preempted, settings_.natural_termination_factor);
      }
      t.actually_to_be_preempted = full(res_to_obtain);
    }
  }

  const std::vector<PreemptionQueue>& input_;
  ResourceCalculator rc_;
  PreemptionRoundSettings settings_;
  Behaviour b_;
  std::vector<std::string> types_;
  Resource partition_;
  Resource cluster_;
  bool considers_reserved_;  // PreemptableResourceCalculator's
                             // isReservedPreemptionCandidatesSelector
  Resource step_;            // stepFactor: 1 for every type
  Resource allowed_;
  std::vector<TempQueue> q_;
};

}  // namespace

PreemptionRound compute_preemption_round(const std::vector<PreemptionQueue>& queues,
                                         const Resource& cluster, CalculatorKind calculator,
                                         const PreemptionRoundSettings& settings,
                                         HadoopVersion version) {
  RoundScope scope;
  scope.partition = cluster;
  scope.cluster = cluster;
  scope.allowed = resources::multiply(cluster, settings.total_preemption_per_round);
  return compute_preemption_round(queues, scope, calculator, settings, version);
}

PreemptionRound compute_preemption_round(const std::vector<PreemptionQueue>& queues,
                                         const RoundScope& scope, CalculatorKind calculator,
                                         const PreemptionRoundSettings& settings,
                                         HadoopVersion version) {
  validate(queues);
  return Round(queues, scope, calculator, settings, version).run();
}

}  // namespace schedlint
