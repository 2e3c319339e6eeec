#include "sched/capacity/preemption_policy.h"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "java/hash_order.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

namespace rs = resources;

// Which release's container selection applies, and what each boundary rests on:
// - 2.7: ProportionalCapacityPreemptionPolicy.getContainersToPreempt selects in the policy itself:
//   no partitions (YARN-2498 came in 2.8), leaves in tree order, applications in reverse
//   submission order, reservations dropped (DROP_RESERVATION) and only deducted, live containers
//   taken while anything is left to obtain.
// - 2.8 (YARN-4390, YARN-2498): FifoCandidatesSelector per partition; ignore-exclusivity
//   containers first; reserved containers marked like live ones; a container is taken while the
//   amount left is above none and it fits in what the round may still preempt; the
//   ReservedContainerCandidatesSelector. Applications in the ordering policy's preemption order,
//   which knows application priorities (YARN-1963, 2.8).
// - 2.9, 3.0: tryPreemptContainerAndDeductResToObtain also refuses an amount with a zero major
//   resource (the 2.9/3.0-era CapacitySchedulerPreemptionUtils).
// - 3.1 (YARN-8292): zero components become -1, and a container must lower a positive one.
// - 3.1 (YARN-8379, 3.1.1 and 3.2.0): the queue-balancing FIFO selector.
// - 3.3 (YARN-9879): TempQueuePerPartition is keyed by queue path, which orders the leaves.
struct SelectorBehaviour {
  bool partitions;
  bool fifo_selector;
  bool zero_guard;
  bool yarn_8292;
  bool balance_selector;
  bool leaves_by_path;

  explicit SelectorBehaviour(HadoopVersion v)
      : partitions(has(v, ReleaseFact::kCsPreemptionPartitions)),
        fifo_selector(has(v, ReleaseFact::kCsPreemptionPartitions)),
        zero_guard(has(v, ReleaseFact::kCsPreemptionPriorityUtilization) &&
                   !has(v, ReleaseFact::kCsPreemptionResourceVectors)),
        yarn_8292(has(v, ReleaseFact::kCsPreemptionResourceVectors)),
        balance_selector(has(v, ReleaseFact::kCsPreemptionQueueBalancing)),
        leaves_by_path(has(v, ReleaseFact::kCsQueuePaths)) {}
};

// resToObtainByPartition: a HashMap<String, Resource> the selectors deduct from.
using ToObtain = std::map<std::string, Resource>;

// DefaultResourceCalculator / DominantResourceCalculator.isAnyMajorResourceZero (2.9/3.0).
bool any_major_resource_zero(const ResourceCalculator& rc, const Resource& r) {
  if (rc.kind() == CalculatorKind::kDefault) return r.memory_mb() == 0;
  for (const auto& [type, amount] : r.amounts()) {
    if (amount == 0) return true;
  }
  return false;
}

class Policy {
 public:
  explicit Policy(const PolicyInput& in)
      : in_(in), rc_(in.calculator), b_(in.version), selected_(in.apps.size()) {
    for (size_t a = 0; a < in.apps.size(); ++a)
      selected_[a].assign(in.apps[a].containers.size(), false);
    out_.total_preemption_allowed =
        rs::multiply(in.cluster, in.settings.total_preemption_per_round);
    allowed_ = out_.total_preemption_allowed;
    leaf_order_ = leaf_order();
    // Each node's reservation (a node holds at most one; the first listed counts) and running
    // containers, newest first: by application, then container (ContainerId order, reversed).
    reservation_.assign(in.nodes.size(), std::nullopt);
    running_.assign(in.nodes.size(), {});
    for (int a = static_cast<int>(in.apps.size()) - 1; a >= 0; --a) {
      const auto& cs = in.apps[a].containers;
      for (int i = static_cast<int>(cs.size()) - 1; i >= 0; --i) {
        if (cs[i].node < 0) continue;
        if (!cs[i].reserved) {
          running_[cs[i].node].emplace_back(a, i);
        } else {
          reservation_[cs[i].node] = std::pair<int, int>(a, i);  // ends on the first listed
        }
      }
    }
  }

  PolicyOutcome run() {
    for (size_t p = 0; p < in_.partitions.size(); ++p) {
      if (!b_.partitions && !in_.partitions[p].empty()) {
        out_.partitions_not_computed.push_back(in_.partitions[p]);
      }
    }
    if (!b_.fifo_selector) {
      out_.rounds = rounds(fifo_view(false), false);
      for (int q : leaf_order_)
        legacy_select(q);
    } else {
      if (in_.settings.select_based_on_reserved_containers) reserved_container_selector();
      out_.rounds = rounds(fifo_view(false), false);
      fifo_selector(out_.rounds);
      if (b_.balance_selector && in_.settings.balance_queues_after_satisfied) {
        std::vector<PreemptionRound> balance = rounds(fifo_view(true), false);
        fifo_selector(balance);
      }
    }
    if (in_.apps.empty()) estimate_am_reached();
    return std::move(out_);
  }

 private:
  // The settings as one FIFO selector sees them:
  // additional_res_balance_based_on_reserved_containers decides whether it considers reserved
  // resource; only the balancing one drops the leaf cap.
  PreemptionRoundSettings fifo_view(bool balancing) const {
    PreemptionRoundSettings view = in_.settings;
    view.balance_queues_after_satisfied = balancing;
    if (balancing) view.consider_reserved_resource = false;
    return view;
  }

  // PreemptableResourceCalculator.computeIdealAllocation for every partition the release
  // computes, as one selector sees the round.
  std::vector<PreemptionRound> rounds(const PreemptionRoundSettings& view,
                                      bool reserved_selector) const {
    std::vector<PreemptionRound> out(in_.partitions.size());
    for (size_t p = 0; p < in_.partitions.size(); ++p) {
      if (!b_.partitions && !in_.partitions[p].empty()) {
        out[p].queues.resize(in_.queues[p].size());
        continue;
      }
      RoundScope scope;
      scope.partition = in_.partition_resources[p];
      scope.cluster = b_.partitions ? in_.cluster : in_.partition_resources[p];
      scope.allowed = allowed_;
      scope.reserved_selector = reserved_selector;
      out[p] = compute_preemption_round(in_.queues[p], scope, in_.calculator, view, in_.version);
    }
    return out;
  }

  const std::vector<PreemptionQueue>& tree() const { return in_.queues.front(); }

  // The leaves in the order ProportionalCapacityPreemptionPolicy.getLeafQueueNames iterates
  // them: a HashSet of their names (2.8+); the tree order before.
  std::vector<int> leaf_order() const {
    std::vector<int> leaves;
    std::vector<std::string> keys;
    for (size_t i = 0; i < tree().size(); ++i) {
      if (!tree()[i].children.empty()) continue;
      leaves.push_back(static_cast<int>(i));
      const std::string& path = tree()[i].path;
      const size_t dot = path.rfind('.');
      keys.push_back(b_.leaves_by_path || dot == std::string::npos ? path : path.substr(dot + 1));
    }
    if (!b_.fifo_selector) return leaves;
    std::map<std::string, int> by_key;
    for (size_t k = 0; k < keys.size(); ++k) {
      // Two leaves of one short name are refused before 3.3; keep them in tree order.
      if (!by_key.emplace(keys[k], leaves[k]).second) return leaves;
    }
    std::vector<int> ordered;
    for (const std::string& key : java::hash_set_order(keys))
      ordered.push_back(by_key.at(key));
    return ordered;
  }

  Resource leaf_max_am(int q) const {
    const LeafAmShare share =
        static_cast<size_t>(q) < in_.am_share.size() ? in_.am_share[q] : LeafAmShare{};
    return rs::multiply(rs::multiply(in_.cluster, share.absolute_capacity),
                        share.max_am_resource_percent);
  }

  // CapacitySchedulerPreemptionUtils.getResToObtainByPartitionForLeafQueue
  ToObtain to_obtain_of(int q, const std::vector<PreemptionRound>& rounds) const {
    ToObtain out;
    for (size_t p = 0; p < in_.partitions.size(); ++p) {
      if (in_.queues[p][q].preemption_disabled) continue;
      const Resource& amount = rounds[p].queues[q].to_preempt;
      if (rs::greater_than(rc_, in_.cluster, amount, rs::none())) {
        out[in_.partitions[p]] = amount;
      }
    }
    return out;
  }

  void select(int app, int container, Selector by) {
    selected_[app][container] = true;
    out_.selected.push_back({app, container, by});
  }

  // CapacitySchedulerPreemptionUtils.tryPreemptContainerAndDeductResToObtain, per release.
  bool try_preempt(int app, int container, ToObtain& to_obtain) {
    if (selected_[app][container]) return false;
    const PreemptionContainer& c = in_.apps[app].containers[container];
    const auto it = to_obtain.find(c.partition);
    if (it == to_obtain.end()) return false;
    Resource& t = it->second;
    if (b_.yarn_8292) {
      const Resource before = t;
      for (const auto& [type, amount] : before.amounts()) {
        if (amount == 0) t.set(type, -1);
      }
      if (!rc_.is_any_major_resource_above_zero(t) || !rc_.fits_in(c.size, allowed_)) return false;
      const Resource after = rs::subtract(t, c.size);
      if (!rs::less_than(rc_, in_.cluster, rs::componentwise_max(after, rs::none()),
                         rs::componentwise_max(t, rs::none()))) {
        return false;
      }
    } else {
      if (!rs::greater_than(rc_, in_.cluster, t, rs::none()) || !rc_.fits_in(c.size, allowed_)) {
        return false;
      }
      if (b_.zero_guard && any_major_resource_zero(rc_, t)) return false;
    }
    t = rs::subtract(t, c.size);
    allowed_ = rs::subtract(allowed_, c.size);
    if (rs::less_than_or_equal(rc_, in_.cluster, t, rs::none())) to_obtain.erase(it);
    select(app, container, Selector::kFifo);
    return true;
  }

  // The applications of leaf q in the ordering policy's preemption iterator: the reverse of
  // FifoOrderingPolicy's order (priority, higher first, then submission).
  std::vector<int> preemption_order(int q) const {
    std::vector<int> apps;
    for (size_t a = 0; a < in_.apps.size(); ++a) {
      if (in_.apps[a].queue == q) apps.push_back(static_cast<int>(a));
    }
    std::stable_sort(apps.begin(), apps.end(), [this](int x, int y) {
      const int32_t px = in_.apps[x].priority, py = in_.apps[y].priority;
      return px != py ? px < py : x > y;
    });
    return apps;
  }

  // FifoCandidatesSelector.sortContainers: priority number descending, then container id
  // descending.
  std::vector<int> live_containers_sorted(int app) const {
    const auto& cs = in_.apps[app].containers;
    std::vector<int> live;
    for (size_t i = 0; i < cs.size(); ++i) {
      if (!cs[i].reserved) live.push_back(static_cast<int>(i));
    }
    std::stable_sort(live.begin(), live.end(), [&cs](int x, int y) {
      return cs[x].priority != cs[y].priority ? cs[x].priority > cs[y].priority : x > y;
    });
    return live;
  }

  // FifoCandidatesSelector.preemptFrom
  void preempt_from(int app, ToObtain& to_obtain, std::vector<std::pair<int, int>>& skipped_am,
                    Resource& skipped_am_size) {
    const auto& cs = in_.apps[app].containers;
    for (size_t i = 0; i < cs.size(); ++i) {
      if (!cs[i].reserved || selected_[app][i]) continue;
      if (to_obtain.empty()) return;
      try_preempt(app, static_cast<int>(i), to_obtain);
    }
    for (int i : live_containers_sorted(app)) {
      if (to_obtain.empty()) return;
      if (selected_[app][i]) continue;
      if (cs[i].am) {
        skipped_am.emplace_back(app, i);
        skipped_am_size = rs::add(skipped_am_size, cs[i].size);
        continue;
      }
      try_preempt(app, i, to_obtain);
    }
  }

  // CapacitySchedulerPreemptionUtils.deductPreemptableResourcesBasedSelectedCandidates: what the
  // earlier selectors took no longer needs to be obtained (TempQueuePerPartition
  // .deductActuallyToBePreempted).
  void deduct_selected(std::vector<PreemptionRound>& rounds) const {
    for (const SelectedContainer& s : out_.selected) {
      const PreemptionApp& app = in_.apps[s.app];
      const PreemptionContainer& c = app.containers[s.container];
      const auto p = std::find(in_.partitions.begin(), in_.partitions.end(), c.partition);
      if (p == in_.partitions.end()) continue;
      const size_t pi = static_cast<size_t>(p - in_.partitions.begin());
      Resource& actually = rounds[pi].queues[app.queue].to_preempt;
      const Resource& partition = in_.partition_resources[pi];
      if (rs::greater_than(rc_, partition, actually, c.size)) {
        actually = rs::subtract(actually, c.size);
      }
      actually = rs::max(rc_, partition, actually, rs::none());
    }
  }

  // FifoCandidatesSelector.selectCandidates
  void fifo_selector(std::vector<PreemptionRound>& rounds) {
    deduct_selected(rounds);
    for (int q : leaf_order_) {
      if (tree()[q].preemption_disabled) continue;
      ToObtain to_obtain = to_obtain_of(q, rounds);
      // Containers that ignored partition exclusivity first, latest application and container
      // first (the TreeSet of RMContainers, descending); partitions in HashMap key order.
      std::vector<std::string> partitions;
      for (const auto& [partition, amount] : to_obtain)
        partitions.push_back(partition);
      for (const std::string& partition : java::hash_set_order(partitions)) {
        for (int a = static_cast<int>(in_.apps.size()) - 1; a >= 0; --a) {
          if (in_.apps[a].queue != q) continue;
          const auto& cs = in_.apps[a].containers;
          for (int i = static_cast<int>(cs.size()) - 1; i >= 0; --i) {
            if (!cs[i].ignores_exclusivity || cs[i].reserved || cs[i].partition != partition) {
              continue;
            }
            try_preempt(a, i, to_obtain);
          }
        }
      }
      std::vector<std::pair<int, int>> skipped_am;
      Resource skipped_am_size(0, 0);
      for (int app : preemption_order(q)) {
        if (to_obtain.empty()) break;
        preempt_from(app, to_obtain, skipped_am, skipped_am_size);
      }
      // FifoCandidatesSelector.preemptAMContainers: AM containers only while the skipped ones
      // exceed what the queue may keep of them.
      const Resource max_am = leaf_max_am(q);
      for (const auto& [app, i] : skipped_am) {
        if (to_obtain.empty()) break;
        if (rs::less_than_or_equal(rc_, in_.cluster, skipped_am_size, max_am)) break;
        if (try_preempt(app, i, to_obtain)) {
          skipped_am_size = rs::subtract(skipped_am_size, in_.apps[app].containers[i].size);
        }
      }
    }
  }

  // ProportionalCapacityPreemptionPolicy.preemptFrom before 2.8: reservations dropped (not
  // marked) towards the amount, then live containers while anything is left.
  void legacy_preempt_from(int app, Resource& to_obtain,
                           std::vector<std::pair<int, int>>& skipped_am,
                           Resource& skipped_am_size) {
    const Resource& cluster = in_.partition_resources.front();
    const auto done = [&] { return rs::less_than_or_equal(rc_, cluster, to_obtain, rs::none()); };
    const auto& cs = in_.apps[app].containers;
    for (size_t i = 0; i < cs.size(); ++i) {
      if (!cs[i].reserved) continue;
      if (done()) return;
      out_.dropped.push_back({app, static_cast<int>(i), Selector::kFifo});
      to_obtain = rs::subtract(to_obtain, cs[i].size);
    }
    for (int i : live_containers_sorted(app)) {
      if (done()) return;
      if (cs[i].am) {
        skipped_am.emplace_back(app, i);
        skipped_am_size = rs::add(skipped_am_size, cs[i].size);
        continue;
      }
      select(app, i, Selector::kFifo);
      to_obtain = rs::subtract(to_obtain, cs[i].size);
    }
  }

  // ProportionalCapacityPreemptionPolicy.getContainersToPreempt before 2.8: one amount per leaf,
  // applications in reverse submission order, AM containers last.
  void legacy_select(int q) {
    Resource to_obtain = out_.rounds.front().queues[q].to_preempt;
    const Resource& cluster = in_.partition_resources.front();
    const auto done = [&] { return rs::less_than_or_equal(rc_, cluster, to_obtain, rs::none()); };
    std::vector<std::pair<int, int>> skipped_am;
    Resource skipped_am_size(0, 0);
    for (int a = static_cast<int>(in_.apps.size()) - 1; a >= 0; --a) {
      if (in_.apps[a].queue != q) continue;
      if (done()) break;
      legacy_preempt_from(a, to_obtain, skipped_am, skipped_am_size);
    }
    const Resource max_am = leaf_max_am(q);
    for (const auto& [app, i] : skipped_am) {
      if (done()) break;
      if (rs::less_than_or_equal(rc_, cluster, skipped_am_size, max_am)) break;
      select(app, i, Selector::kFifo);
      to_obtain = rs::subtract(to_obtain, in_.apps[app].containers[i].size);
      skipped_am_size = rs::subtract(skipped_am_size, in_.apps[app].containers[i].size);
    }
  }

  // FifoCandidatesSelector without containers: the AM containers come after every other
  // container of the leaf, and only while they exceed its AM share (preemptAMContainers).
  void estimate_am_reached() {
    out_.am_reached.assign(in_.partitions.size(), {});
    for (size_t p = 0; p < in_.partitions.size(); ++p) {
      out_.am_reached[p].assign(in_.queues[p].size(), Resource(0, 0));
      for (size_t q = 0; q < in_.queues[p].size(); ++q) {
        const PreemptionQueue& leaf = in_.queues[p][q];
        const QueueOutcome& o = out_.rounds[p].queues[q];
        if (!leaf.am_used || !o.selects_containers) continue;
        const Resource others = rs::subtract(leaf.used, *leaf.am_used);
        const Resource beyond =
            rs::componentwise_max(rs::subtract(o.to_preempt, others), rs::none());
        const Resource above_share = rs::componentwise_max(
            rs::subtract(*leaf.am_used, leaf_max_am(static_cast<int>(q))), rs::none());
        out_.am_reached[p][q] = rs::componentwise_min(beyond, above_share);
      }
    }
  }

  // ---- ReservedContainerCandidatesSelector (select_based_on_reserved_containers) -------------

  using Preemptable = std::map<std::pair<int, std::string>, Resource>;  // (leaf, partition)

  struct NodeCandidates {
    float cost = 0;
    int node = -1;
  };

  // ReservedContainerCandidatesSelector.tryToPreemptFromQueue
  bool try_from_queue(int q, const std::string& partition, Preemptable& preemptable,
                      const Resource& required, bool read_only) {
    const auto it = preemptable.find({q, partition});
    if (it == preemptable.end()) return false;
    if (!rc_.fits_in(required, it->second) || !rc_.fits_in(required, allowed_)) return false;
    if (!read_only) {
      it->second = rs::subtract(it->second, required);
      allowed_ = rs::subtract(allowed_, required);
    }
    return true;
  }

  // ReservedContainerCandidatesSelector.getPreemptionCandidatesOnNode: the most recent
  // containers of preemptable queues on the node until its reservation fits, AM containers never.
  std::optional<NodeCandidates> candidates_on_node(int n, Preemptable& preemptable,
                                                   bool read_only) {
    const auto& reservation = reservation_[n];
    if (!reservation) return std::nullopt;
    const Resource& required = in_.apps[reservation->first].containers[reservation->second].size;
    const PreemptionNode& node = in_.nodes[n];
    Resource cur = rs::subtract(node.total, node.allocated);
    if (rc_.fits_in(required, cur)) return std::nullopt;
    Resource total_selected(0, 0);
    std::vector<std::pair<int, int>> chosen;
    bool fits = false;
    for (const auto& [a, i] : running_[n]) {
      const PreemptionContainer& c = in_.apps[a].containers[i];
      if (c.am) continue;
      if (!try_from_queue(in_.apps[a].queue, node.partition, preemptable, c.size, read_only)) {
        continue;
      }
      if (!selected_[a][i]) {
        if (!read_only) chosen.emplace_back(a, i);
        total_selected = rs::add(total_selected, c.size);
      }
      cur = rs::add(cur, c.size);
      if (rc_.fits_in(required, cur)) {
        fits = true;
        break;
      }
    }
    if (!fits) {
      // Revert the queues' quotas (not the round's budget, as Hadoop does not).
      for (const auto& [a, i] : chosen) {
        const auto it = preemptable.find({in_.apps[a].queue, node.partition});
        if (it != preemptable.end()) {
          it->second = rs::add(it->second, in_.apps[a].containers[i].size);
        }
      }
      return std::nullopt;
    }
    for (const auto& [a, i] : chosen)
      select(a, i, Selector::kReservedContainer);
    return NodeCandidates{rc_.ratio(total_selected, required), n};
  }

  // ReservedContainerCandidatesSelector.selectCandidates
  void reserved_container_selector() {
    PreemptionRoundSettings view = fifo_view(false);
    const std::vector<PreemptionRound> r = rounds(view, true);
    Preemptable preemptable;
    for (int q : leaf_order_) {
      for (const auto& [partition, amount] : to_obtain_of(q, r))
        preemptable[{q, partition}] = amount;
    }
    std::vector<NodeCandidates> nodes;
    for (size_t n = 0; n < in_.nodes.size(); ++n) {
      if (auto c = candidates_on_node(static_cast<int>(n), preemptable, true)) nodes.push_back(*c);
    }
    std::stable_sort(
        nodes.begin(), nodes.end(),
        [](const NodeCandidates& x, const NodeCandidates& y) { return x.cost < y.cost; });
    for (const NodeCandidates& c : nodes)
      candidates_on_node(c.node, preemptable, false);
  }

  const PolicyInput& in_;
  ResourceCalculator rc_;
  SelectorBehaviour b_;
  Resource allowed_;
  std::vector<int> leaf_order_;
  std::vector<std::vector<bool>> selected_;
  std::vector<std::optional<std::pair<int, int>>> reservation_;  // per node
  std::vector<std::vector<std::pair<int, int>>> running_;        // per node, newest first
  PolicyOutcome out_;
};

}  // namespace

PolicyOutcome run_preemption_policy(const PolicyInput& input) {
  if (input.partitions.empty() || input.partitions.size() != input.queues.size() ||
      input.partitions.size() != input.partition_resources.size() ||
      !input.partitions.front().empty()) {
    throw std::invalid_argument("preemption: partitions must start with the default partition");
  }
  for (const PreemptionApp& app : input.apps) {
    if (app.queue <= 0 || static_cast<size_t>(app.queue) >= input.queues.front().size() ||
        !input.queues.front()[app.queue].children.empty()) {
      throw std::invalid_argument("preemption: application " + app.id + " is not in a leaf");
    }
    for (const PreemptionContainer& c : app.containers) {
      if (c.node >= static_cast<int>(input.nodes.size())) {
        throw std::invalid_argument("preemption: a container of " + app.id + " on no node");
      }
    }
  }
  return Policy(input).run();
}

}  // namespace schedlint
