#include "solver/guarantee_failure.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/linear_model.h"

namespace schedlint::smt {

namespace {

int64_t available_of(const GuaranteeNeed& need, int64_t remaining) {
  return need.available ? need.available(remaining) : remaining;
}

int64_t node_count(const GuaranteeFailureQuery& q) {
  int64_t n = 0;
  for (const FailureGroup& g : q.groups)
    n += g.count;
  return n;
}

int64_t remaining_of(const GuaranteeFailureQuery& q, const std::string& type,
                     const std::vector<int64_t>& failed) {
  int64_t sum = 0;
  for (size_t i = 0; i < q.groups.size(); ++i)
    sum += (q.groups[i].count - failed[i]) * q.groups[i].node.get(type);
  return sum;
}

// The witness numbers of a failure set: the first need it breaks, and by how much.
FailureWitness witness_of(const GuaranteeFailureQuery& q, std::vector<int64_t> failed) {
  FailureWitness w;
  for (int64_t f : failed)
    w.nodes += f;
  w.failed = std::move(failed);
  for (size_t i = 0; i < q.needs.size(); ++i) {
    const GuaranteeNeed& need = q.needs[i];
    const int64_t remaining = remaining_of(q, need.type, w.failed);
    const int64_t available = available_of(need, remaining);
    if (available >= need.required) continue;
    w.need = static_cast<int>(i);
    w.remaining = remaining;
    w.available = available;
    w.shortfall = need.required - available;
    break;
  }
  return w;
}

bool breaks(const GuaranteeFailureQuery& q, const std::vector<int64_t>& failed) {
  return witness_of(q, failed).need >= 0;
}

// The least remaining amount of the need's type at which it is still met: it breaks exactly when
// less remains. `available` never decreases, so a binary search finds it; full + 1 when even
// every node together falls short.
int64_t threshold(const GuaranteeNeed& need, int64_t full) {
  int64_t lo = 0;
  int64_t hi = full + 1;
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (available_of(need, mid) >= need.required) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

// "Some need breaks": a remaining amount below its threshold. Each remaining amount is linear in
// the failure counts, because per-node resources are constants.
Formula some_need_breaks(const GuaranteeFailureQuery& q, const std::vector<int64_t>& thresholds,
                         const std::vector<LinExpr>& failed_per_group) {
  std::vector<Formula> parts;
  for (size_t i = 0; i < q.needs.size(); ++i) {
    if (thresholds[i] <= 0) continue;  // met even by nothing
    LinExpr remaining;
    for (size_t g = 0; g < q.groups.size(); ++g) {
      const int64_t per_node = q.groups[g].node.get(q.needs[i].type);
      remaining += per_node * (LinExpr(q.groups[g].count) - failed_per_group[g]);
    }
    parts.push_back(remaining < LinExpr(thresholds[i]));
  }
  return Formula::any(std::move(parts));
}

Solution smallest_failure_set(const GuaranteeFailureQuery& q,
                              const std::vector<int64_t>& thresholds, const Prover& prover,
                              const SolveOptions& options) {
  LinearModel model(q.name);
  std::vector<LinExpr> failed;
  LinExpr total;
  LinExpr tie_break;
  for (size_t g = 0; g < q.groups.size(); ++g) {
    const IntVar f = model.add_int(q.groups[g].name + ".failed", 0, q.groups[g].count);
    failed.emplace_back(f);
    total += f;
    tie_break += static_cast<int64_t>(g) * LinExpr(f);
  }
  const int64_t n = node_count(q);
  model.require(total <= LinExpr(n - 1), "at least one node stays up");
  model.require(some_need_breaks(q, thresholds, failed),
                "some need of the guarantee is no longer met");
  // Fewest nodes first; among equal counts, nodes of earlier groups, so the witness is canonical.
  model.minimize(total);
  model.then_minimize(tie_break);
  return prover.solve(model, options);
}

std::vector<std::string> racks_of(const GuaranteeFailureQuery& q) {
  std::set<std::string> racks;
  for (const FailureGroup& g : q.groups) {
    if (!g.rack.empty()) racks.insert(g.rack);
  }
  return {racks.begin(), racks.end()};
}

int64_t rack_nodes(const GuaranteeFailureQuery& q, const std::string& rack) {
  int64_t n = 0;
  for (const FailureGroup& g : q.groups) {
    if (g.rack == rack) n += g.count;
  }
  return n;
}

std::vector<int64_t> rack_loss(const GuaranteeFailureQuery& q, const std::string& rack) {
  std::vector<int64_t> failed;
  for (const FailureGroup& g : q.groups)
    failed.push_back(g.rack == rack ? g.count : 0);
  return failed;
}

// One rack lost whole: a 0/1 choice per rack, exactly one chosen; the smallest rack first, ties
// by name.
Solution smallest_rack(const GuaranteeFailureQuery& q, const std::vector<std::string>& racks,
                       const std::vector<int64_t>& thresholds, const Prover& prover,
                       const SolveOptions& options) {
  LinearModel model(q.name + ".racks");
  std::vector<IntVar> lost;
  for (const std::string& rack : racks)
    lost.push_back(model.add_int(rack + ".lost", 0, 1));
  LinExpr chosen;
  LinExpr lost_nodes;
  LinExpr name_order;
  for (size_t r = 0; r < racks.size(); ++r) {
    chosen += lost[r];
    lost_nodes += rack_nodes(q, racks[r]) * LinExpr(lost[r]);
    name_order += static_cast<int64_t>(r) * LinExpr(lost[r]);
  }
  model.require(chosen == LinExpr(1), "exactly one rack is lost");
  model.require(lost_nodes <= LinExpr(node_count(q) - 1), "at least one node stays up");
  std::vector<LinExpr> failed;
  for (const FailureGroup& g : q.groups) {
    LinExpr f;
    for (size_t r = 0; r < racks.size(); ++r) {
      if (g.rack == racks[r]) f += g.count * LinExpr(lost[r]);
    }
    failed.push_back(f);
  }
  model.require(some_need_breaks(q, thresholds, failed),
                "some need of the guarantee is no longer met");
  model.minimize(lost_nodes);
  model.then_minimize(name_order);
  return prover.solve(model, options);
}

// A failure set's numbers as reported, recomputed: "" when they hold.
std::string recheck_witness(const GuaranteeFailureQuery& q, const FailureWitness& w,
                            const std::string& what) {
  if (w.failed.size() != q.groups.size()) return fmt::format("{} does not give every group", what);
  int64_t nodes = 0;
  for (size_t g = 0; g < q.groups.size(); ++g) {
    if (w.failed[g] < 0 || w.failed[g] > q.groups[g].count) {
      return fmt::format("{} fails {} of group {}'s {} nodes", what, w.failed[g], q.groups[g].name,
                         q.groups[g].count);
    }
    nodes += w.failed[g];
  }
  if (nodes != w.nodes) return fmt::format("{}'s failed nodes do not add up to {}", what, w.nodes);
  if (nodes >= node_count(q)) return fmt::format("{} leaves no node up", what);
  if (w.need < 0 || static_cast<size_t>(w.need) >= q.needs.size())
    return fmt::format("{} breaks no need", what);
  const GuaranteeNeed& need = q.needs[static_cast<size_t>(w.need)];
  const int64_t remaining = remaining_of(q, need.type, w.failed);
  const int64_t available = available_of(need, remaining);
  if (remaining != w.remaining || available != w.available ||
      need.required - available != w.shortfall) {
    return fmt::format("{}'s numbers do not add up: {} left of {}, {} available, {} short", what,
                       remaining, need.type, available, need.required - available);
  }
  if (available >= need.required) {
    return fmt::format("{} leaves {} available of {}, enough for the {} required", what, available,
                       need.type, need.required);
  }
  return "";
}

// Failing the `count` nodes with the most of `type`: no failure set of that size leaves less.
std::vector<int64_t> largest_nodes_failed(const GuaranteeFailureQuery& q, const std::string& type,
                                          int64_t count) {
  std::vector<size_t> order(q.groups.size());
  for (size_t g = 0; g < order.size(); ++g)
    order[g] = g;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return q.groups[a].node.get(type) > q.groups[b].node.get(type);
  });
  std::vector<int64_t> failed(q.groups.size(), 0);
  for (size_t g : order) {
    failed[g] = std::min(count, q.groups[g].count);
    count -= failed[g];
  }
  return failed;
}

}  // namespace

std::string recheck_guarantee_failure(const GuaranteeFailureQuery& q,
                                      const GuaranteeFailureResult& r) {
  if (r.status != Status::kSat) return "";
  if (std::string failed = recheck_witness(q, r.smallest, "the smallest failure set");
      !failed.empty())
    return failed;
  if (r.smallest.nodes > 0) {
    for (const GuaranteeNeed& need : q.needs) {
      if (breaks(q, largest_nodes_failed(q, need.type, r.smallest.nodes - 1))) {
        return fmt::format("failing the {} largest nodes by {} already breaks the guarantee",
                           r.smallest.nodes - 1, need.type);
      }
    }
  }
  if (!r.rack_status || *r.rack_status == Status::kUnknown) return "";
  const bool found = *r.rack_status == Status::kSat;
  // With a rack found, every rack before it (fewer nodes, or as many and an earlier name) must
  // leave the guarantee whole; without one, every rack must.
  const auto before_found = [&](const std::string& rack) {
    const int64_t nodes = rack_nodes(q, rack);
    const int64_t found_nodes = rack_nodes(q, r.rack);
    return nodes < found_nodes || (nodes == found_nodes && rack < r.rack);
  };
  for (const std::string& rack : racks_of(q)) {
    if (rack_nodes(q, rack) >= node_count(q) || (found && !before_found(rack))) continue;
    if (breaks(q, rack_loss(q, rack)))
      return fmt::format("losing rack {} breaks the guarantee too", rack);
  }
  if (!found) return "";
  if (r.rack_witness.failed != rack_loss(q, r.rack))
    return fmt::format("the rack witness is not rack {}", r.rack);
  return recheck_witness(q, r.rack_witness, "losing rack " + r.rack);
}

GuaranteeFailureResult prove_guarantee_failure(const GuaranteeFailureQuery& q, const Prover& prover,
                                               const SolveOptions& options) {
  GuaranteeFailureResult result;
  std::vector<int64_t> thresholds;
  bool anything_guaranteed = false;
  for (const GuaranteeNeed& need : q.needs) {
    const std::vector<int64_t> none(q.groups.size(), 0);
    thresholds.push_back(threshold(need, remaining_of(q, need.type, none)));
    anything_guaranteed = anything_guaranteed || thresholds.back() > 0;
  }
  if (node_count(q) == 0 || !anything_guaranteed) {
    result.status = Status::kUnsat;
    result.reason = node_count(q) == 0 ? "there is no node to lose" : "nothing is guaranteed";
    return result;
  }
  const Solution s = smallest_failure_set(q, thresholds, prover, options);
  ++result.queries;
  result.millis += s.millis;
  result.status = s.status;
  if (s.status != Status::kSat) {
    result.reason =
        s.status == Status::kUnsat ? "no failure set that leaves a node up breaks it" : s.reason;
    return result;
  }
  result.smallest = witness_of(q, s.values);
  // With one rack, losing it leaves no node up: the question is only asked of two or more.
  if (const std::vector<std::string> racks = racks_of(q); racks.size() >= 2) {
    const Solution rack = smallest_rack(q, racks, thresholds, prover, options);
    ++result.queries;
    result.millis += rack.millis;
    result.rack_status = rack.status;
    result.rack_reason = rack.reason;
    if (rack.status == Status::kSat) {
      for (size_t i = 0; i < racks.size(); ++i) {
        if (rack.values[i] == 1) result.rack = racks[i];
      }
      result.rack_witness = witness_of(q, rack_loss(q, result.rack));
    }
  }
  if (const std::string failed = recheck_guarantee_failure(q, result); !failed.empty()) {
    throw std::logic_error("guarantee-infeasible-after-failure witness fails its re-check: " +
                           failed);
  }
  return result;
}

}  // namespace schedlint::smt
