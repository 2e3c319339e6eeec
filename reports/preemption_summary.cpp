#include "reports/preemption_summary.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "model/resource_text.h"

namespace schedlint {

namespace {

// A parent's usage and pending are what its leaves add up to, as the policy builds them.
Resource subtree_sum(const std::vector<PreemptionQueue>& queues, int i,
                     Resource PreemptionQueue::*field) {
  const PreemptionQueue& q = queues[static_cast<size_t>(i)];
  if (q.children.empty()) return q.*field;
  Resource sum;
  for (int c : q.children) {
    const Resource child = subtree_sum(queues, c, field);
    for (const auto& [type, amount] : child.amounts())
      sum.set(type, sum.get(type) + amount);
  }
  return sum;
}

// Under DRF the amount to obtain can hold negative components (Hadoop's own arithmetic); the
// policy never gives resources back through preemption, so they show as 0.
Resource not_negative(const Resource& r) {
  Resource out;
  for (const auto& [type, amount] : r.amounts())
    out.set(type, std::max<int64_t>(amount, 0));
  return out;
}

bool any_positive(const Resource& r) {
  for (const auto& [type, amount] : r.amounts()) {
    if (amount > 0) return true;
  }
  return false;
}

}  // namespace

std::vector<QueueRow> queue_rows(const PreemptionWhatIf& w, size_t p) {
  const PolicyInput& in = w.scenario.policy;
  const std::vector<PreemptionQueue>& queues = in.queues[p];
  const PreemptionRound& round = w.outcome.rounds[p];
  std::vector<QueueRow> rows;
  for (size_t i = 0; i < queues.size(); ++i) {
    const PreemptionQueue& q = queues[i];
    const QueueOutcome& o = round.queues[i];
    const int index = static_cast<int>(i);
    QueueRow r;
    r.path = q.path;
    for (int parent = q.parent; parent >= 0; parent = queues[static_cast<size_t>(parent)].parent)
      ++r.depth;
    r.leaf = q.children.empty();
    r.guaranteed = q.guaranteed;
    r.used = subtree_sum(queues, index, &PreemptionQueue::used);
    r.pending = subtree_sum(queues, index, &PreemptionQueue::pending);
    r.reserved = subtree_sum(queues, index, &PreemptionQueue::reserved);
    r.ideal_assigned = o.ideal_assigned;
    r.takes = o.selects_containers && any_positive(o.to_preempt);
    r.to_preempt = r.takes ? not_negative(o.to_preempt) : Resource(0, 0);
    std::set<int> nodes;
    for (const SelectedContainer& s : w.outcome.selected) {
      const PreemptionApp& app = in.apps[static_cast<size_t>(s.app)];
      const PreemptionContainer& c = app.containers[static_cast<size_t>(s.container)];
      if (app.queue != index || c.partition != in.partitions[p]) continue;
      ++r.marked.containers;
      r.marked.am_containers += c.am ? 1 : 0;
      r.marked.resource = resources::add(r.marked.resource, c.size);
      if (c.node >= 0) nodes.insert(c.node);
    }
    r.marked.nodes = static_cast<int64_t>(nodes.size());
    r.am_used = q.am_used;
    if (q.am_used && p < w.outcome.am_reached.size()) r.am_reached = w.outcome.am_reached[p][i];
    rows.push_back(std::move(r));
  }
  return rows;
}

std::string_view landing_verdict_name(const LandingVerdict& v) {
  if (!v.below_guarantee) return "not_below_guarantee";
  if (v.larger_than_every_node) return "larger_than_every_node";
  if (v.nothing_killed) return "nothing_killed";
  if (v.room_before) return "room_already";
  return v.lands ? "lands" : "does_not_land";
}

std::string landing_headline(const LandingVerdict& v) {
  const std::string_view name = landing_verdict_name(v);
  if (name == "not_below_guarantee") {
    return "not checked: the queue is not below its guarantee with something pending";
  }
  if (name == "larger_than_every_node") {
    return "no node of the partition is large enough for it, preempted or not";
  }
  if (name == "nothing_killed") return "the round kills nothing in this partition";
  if (name == "room_already") return "a node already has room for it: preemption is not needed";
  const std::string killed =
      v.killed_containers > 0
          ? fmt::format("{} container(s) ({}){}", v.killed_containers, resource_text(v.killed),
                        v.nodes_hit > 0 ? fmt::format(" on {} node(s)", v.nodes_hit) : "")
          : resource_text(v.killed);
  if (name == "lands")
    return fmt::format("lands: the round kills {} and frees room for it", killed);
  if (v.basis == LandingBasis::kWorstPlacement) {
    return fmt::format(
        "DOES NOT LAND in the worst placement the numbers allow: the round kills {}, and only a "
        "container of at most {} is sure to find room",
        killed, amount_text(kMemoryMb, v.largest_free_after.memory_mb()));
  }
  return fmt::format(
      "DOES NOT LAND: the round kills {}, and no node ends with room for it (the most any node "
      "has free after the round: {})",
      killed, amount_text(kMemoryMb, v.largest_free_after.memory_mb()));
}

}  // namespace schedlint
