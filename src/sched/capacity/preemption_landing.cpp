#include "sched/capacity/preemption_landing.h"

#include <algorithm>
#include <map>
#include <utility>

namespace schedlint {

namespace {

namespace rs = resources;

// RegularContainerAllocator: a node takes the container when
// ResourceCalculator.computeAvailableContainers(unallocated, capability) is positive.
bool fits(const ResourceCalculator& rc, const Resource& request, const Resource& free) {
  for (const auto& [type, amount] : free.amounts()) {
    if (amount < 0) return false;
  }
  // A container of no memory fits anywhere (the default calculator would divide by it).
  if (request.memory_mb() <= 0 && rc.kind() == CalculatorKind::kDefault) return true;
  return rc.compute_available_containers(free, request) > 0;
}

// Resources one could add to `free` (memory only) and still not fit `request`:
// max(0, request - 1 - free), capped by what the node holds.
int64_t absorbable(const Resource& request, const Resource& free, const Resource& held) {
  const int64_t room = request.memory_mb() - 1 - free.memory_mb();
  return std::clamp<int64_t>(room, 0, std::max<int64_t>(held.memory_mb(), 0));
}

class Landing {
 public:
  Landing(const PreemptionScenario& s, const PolicyOutcome& o)
      : s_(s), o_(o), rc_(s.policy.calculator) {}

  LandingVerdict check(const PendingRequest& r) const {
    LandingVerdict v;
    v.queue = r.queue;
    v.partition = r.partition;
    v.request = r.size;
    v.request_origin = r.origin;
    v.request_origin_loc = r.origin_loc;
    const size_t p = static_cast<size_t>(
        std::find(s_.policy.partitions.begin(), s_.policy.partitions.end(), r.partition) -
        s_.policy.partitions.begin());
    const PreemptionQueue& q = s_.policy.queues[p][r.queue];
    const Resource& partition = s_.policy.partition_resources[p];
    v.guaranteed = q.guaranteed;
    v.used = q.used;
    v.pending = q.pending;
    v.below_guarantee = rs::less_than(rc_, partition, q.used, q.guaranteed) &&
                        rs::greater_than(rc_, partition, q.pending, rs::none());
    v.basis = !s_.policy.apps.empty() && s_.containers_placed ? LandingBasis::kContainersOnNodes
              : s_.per_node                                   ? LandingBasis::kNodeUsage
                                                              : LandingBasis::kWorstPlacement;
    collect_kills(p, v);
    v.nothing_killed = s_.policy.settings.observe_only || rs::is_none(v.killed);
    v.larger_than_every_node = true;
    for (const NodeGroupView& g : s_.groups) {
      if (g.partition == r.partition && fits(rc_, r.size, g.node)) {
        v.larger_than_every_node = false;
      }
    }
    if (v.basis == LandingBasis::kWorstPlacement) {
      worst_placement(p, v);
    } else {
      node_by_node(p, v);
    }
    std::stable_sort(v.nodes.begin(), v.nodes.end(),
                     [](const NodeAfterRound& a, const NodeAfterRound& b) {
                       return a.free_after.memory_mb() > b.free_after.memory_mb();
                     });
    if (v.basis != LandingBasis::kWorstPlacement) {
      for (const NodeAfterRound& n : v.nodes) {
        if (!n.held_by_reservation && n.free_after.memory_mb() > v.largest_free_after.memory_mb()) {
          v.largest_free_after = n.free_after;
        }
      }
    }
    return v;
  }

 private:
  // What the round kills in partition p: the containers it marks there, else the amounts the
  // leaves must give up.
  void collect_kills(size_t p, LandingVerdict& v) const {
    const std::string& partition = s_.policy.partitions[p];
    std::map<std::pair<int, int>, KilledOn> by_queue_node;
    if (!s_.policy.apps.empty()) {
      std::vector<SelectedContainer> kills = o_.selected;
      kills.insert(kills.end(), o_.dropped.begin(), o_.dropped.end());
      std::vector<bool> hit(s_.policy.nodes.size(), false);
      for (const SelectedContainer& k : kills) {
        const PreemptionApp& app = s_.policy.apps[k.app];
        const PreemptionContainer& c = app.containers[k.container];
        if (c.partition != partition) continue;
        KilledOn& on = by_queue_node[{app.queue, c.node}];
        on.queue = s_.policy.queues[p][app.queue].path;
        on.node = c.node < 0 ? "" : s_.policy.nodes[c.node].name;
        ++on.containers;
        on.resource = rs::add(on.resource, c.size);
        v.killed = rs::add(v.killed, c.size);
        ++v.killed_containers;
        if (c.node >= 0 && !hit[c.node]) {
          hit[c.node] = true;
          ++v.nodes_hit;
        }
      }
    } else {
      const PreemptionRound& round = o_.rounds[p];
      for (size_t q = 0; q < round.queues.size(); ++q) {
        const QueueOutcome& out = round.queues[q];
        if (!out.selects_containers) continue;
        const Resource amount = rs::componentwise_max(out.to_preempt, rs::none());
        KilledOn& on = by_queue_node[{static_cast<int>(q), -1}];
        on.queue = out.path;
        on.resource = amount;
        v.killed = rs::add(v.killed, amount);
      }
    }
    for (auto& [key, on] : by_queue_node)
      v.kills.push_back(std::move(on));
  }

  // A node reserved by an application of another queue, whose reservation the round keeps.
  std::vector<bool> held_by_others(int queue) const {
    std::vector<bool> held(s_.policy.nodes.size(), false);
    std::vector<std::vector<bool>> killed(s_.policy.apps.size());
    for (size_t a = 0; a < s_.policy.apps.size(); ++a)
      killed[a].assign(s_.policy.apps[a].containers.size(), false);
    for (const auto* list : {&o_.selected, &o_.dropped}) {
      for (const SelectedContainer& k : *list)
        killed[k.app][k.container] = true;
    }
    for (size_t a = 0; a < s_.policy.apps.size(); ++a) {
      const PreemptionApp& app = s_.policy.apps[a];
      for (size_t i = 0; i < app.containers.size(); ++i) {
        const PreemptionContainer& c = app.containers[i];
        if (c.reserved && c.node >= 0 && app.queue != queue && !killed[a][i]) held[c.node] = true;
      }
    }
    return held;
  }

  void node_by_node(size_t p, LandingVerdict& v) const {
    const std::string& partition = s_.policy.partitions[p];
    const std::vector<bool> held = held_by_others(v.queue);
    std::vector<Resource> freed(s_.policy.nodes.size(), Resource(0, 0));
    Resource unplaced(0, 0);  // kills whose node is not known
    if (v.basis == LandingBasis::kContainersOnNodes) {
      for (const SelectedContainer& k : o_.selected) {
        const PreemptionContainer& c = s_.policy.apps[k.app].containers[k.container];
        if (c.partition != partition || c.reserved) continue;
        if (c.node < 0) {
          unplaced = rs::add(unplaced, c.size);
        } else {
          freed[c.node] = rs::add(freed[c.node], c.size);
        }
      }
    } else {
      unplaced = v.killed;
    }
    std::vector<size_t> in_partition;
    for (size_t n = 0; n < s_.policy.nodes.size(); ++n) {
      if (s_.policy.nodes[n].partition == partition) in_partition.push_back(n);
    }
    // Kills whose node is unknown fall where they free the least: first where they cannot make
    // room, the largest such capacity first.
    std::vector<int64_t> capacity(s_.policy.nodes.size(), 0);
    for (size_t n : in_partition) {
      const PreemptionNode& node = s_.policy.nodes[n];
      const Resource free = rs::add(rs::subtract(node.total, node.allocated), freed[n]);
      capacity[n] = held[n] ? rs::subtract(node.allocated, freed[n]).memory_mb()
                            : absorbable(v.request, free, rs::subtract(node.allocated, freed[n]));
    }
    std::vector<size_t> order = in_partition;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return capacity[a] > capacity[b]; });
    int64_t left = unplaced.memory_mb();
    for (size_t n : order) {
      const int64_t take = std::min(left, capacity[n]);
      if (take <= 0) continue;
      freed[n] = rs::add(freed[n], Resource(take, 0));
      left -= take;
    }
    if (left > 0 && !order.empty()) {
      // The numbers leave no such placement: the rest frees room somewhere.
      freed[order.front()] = rs::add(freed[order.front()], Resource(left, 0));
    }
    for (size_t n : in_partition) {
      const PreemptionNode& node = s_.policy.nodes[n];
      NodeAfterRound row;
      row.name = node.name;
      row.total = node.total;
      row.free_before = rs::subtract(node.total, node.allocated);
      row.freed = freed[n];
      row.free_after = rs::add(row.free_before, freed[n]);
      row.held_by_reservation = held[n];
      row.fits = !held[n] && fits(rc_, v.request, row.free_after);
      v.room_before |= !held[n] && fits(rc_, v.request, row.free_before);
      v.lands |= row.fits;
      v.nodes.push_back(std::move(row));
    }
    for (const NodeGroupView& g : s_.groups) {
      if (g.partition != partition || g.unlisted == 0) continue;
      NodeAfterRound row;
      row.name = g.group;
      row.count = g.unlisted;
      row.total = g.node;
      row.free_before = g.node;
      row.freed = Resource(0, 0);
      row.free_after = g.node;
      row.listed = false;
      row.fits = fits(rc_, v.request, g.node);
      v.room_before |= row.fits;
      v.lands |= row.fits;
      v.nodes.push_back(std::move(row));
    }
  }

  // Only amounts: after the round the partition still holds its usage minus the kills. Every node
  // can be left short of the request as long as that remainder covers, on each node,
  // size - (request - 1); past that some node must have room (memory, the resource every
  // calculator counts).
  void worst_placement(size_t p, LandingVerdict& v) const {
    const std::string& partition = s_.policy.partitions[p];
    int64_t used = 0;
    for (const PreemptionQueue& q : s_.policy.queues[p]) {
      if (q.children.empty()) used += q.used.memory_mb();
    }
    const int64_t remaining = std::max<int64_t>(used - v.killed.memory_mb(), 0);
    const int64_t request = v.request.memory_mb();
    int64_t needed = 0;  // usage that keeps every node short of the request
    for (const NodeGroupView& g : s_.groups) {
      if (g.partition != partition) continue;
      needed += g.count * std::max<int64_t>(g.node.memory_mb() - request + 1, 0);
    }
    v.room_before = needed > used;
    v.lands = needed > remaining;
    v.largest_free_after = Resource(largest_sure_fit(partition, remaining), 0);
    // The witness: each group's nodes as full as that placement leaves them (memory only; no node
    // is named, so none is said to fit).
    int64_t spread = remaining;
    for (const NodeGroupView& g : s_.groups) {
      if (g.partition != partition) continue;
      NodeAfterRound row;
      row.name = g.group;
      row.count = g.count;
      row.total = g.node;
      const int64_t floor_used = std::max<int64_t>(g.node.memory_mb() - request + 1, 0);
      int64_t per_node = std::min(floor_used, g.node.memory_mb());
      spread -= per_node * g.count;
      row.free_after = Resource(g.node.memory_mb() - per_node, 0);
      v.nodes.push_back(std::move(row));
    }
    // What the remainder does not need stays on the first groups (no node gains room from it).
    for (NodeAfterRound& row : v.nodes) {
      if (spread <= 0) break;
      const int64_t more = std::min(spread / row.count, row.free_after.memory_mb());
      row.free_after = Resource(row.free_after.memory_mb() - more, 0);
      spread -= more * row.count;
    }
  }

  // The largest container (memory) some node of the partition must have room for, however the
  // `remaining` usage is placed: the largest size for which keeping every node short of it takes
  // more than there is. 0 when none.
  int64_t largest_sure_fit(const std::string& partition, int64_t remaining) const {
    const auto must_fit = [&](int64_t size) {
      int64_t needed = 0;
      for (const NodeGroupView& g : s_.groups) {
        if (g.partition != partition) continue;
        needed += g.count * std::max<int64_t>(g.node.memory_mb() - size + 1, 0);
        if (needed > remaining) return true;
      }
      return false;
    };
    int64_t lo = 0, hi = 0;  // must_fit(lo) holds (or lo is 0); the answer is in [lo, hi]
    for (const NodeGroupView& g : s_.groups) {
      if (g.partition == partition) hi = std::max(hi, g.node.memory_mb());
    }
    while (lo < hi) {
      const int64_t mid = lo + (hi - lo + 1) / 2;
      if (must_fit(mid)) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  const PreemptionScenario& s_;
  const PolicyOutcome& o_;
  ResourceCalculator rc_;
};

}  // namespace

std::vector<LandingVerdict> check_landing(const PreemptionScenario& scenario,
                                          const PolicyOutcome& outcome) {
  std::vector<LandingVerdict> out;
  const Landing landing(scenario, outcome);
  for (const PendingRequest& r : scenario.requests)
    out.push_back(landing.check(r));
  return out;
}

}  // namespace schedlint
