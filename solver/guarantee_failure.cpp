#include "solver/guarantee_failure.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/linear_model.h"
#include "solver/smt_dump.h"

namespace schedlint::smt {

namespace {

int64_t available_of(const GuaranteeNeed& need, int64_t remaining) {
  return need.available ? need.available(remaining) : remaining;
}

int64_t node_count(const GuaranteeFailureQuery& q) {
  return q.groups->nodes();
}

int64_t remaining_of(const GuaranteeFailureQuery& q, const std::string& type,
                     const std::vector<int64_t>& failed) {
  const std::vector<int64_t>& per_node = q.groups->of(type).per_node;
  int64_t sum = 0;
  for (size_t i = 0; i < per_node.size(); ++i)
    sum += (q.group_list()[i].count - failed[i]) * per_node[i];
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

// "Some need breaks": a remaining amount below its threshold. Each remaining amount is linear in
// the failure counts, because per-node resources are constants.
Formula some_need_breaks(const GuaranteeFailureQuery& q, const std::vector<int64_t>& thresholds,
                         const std::vector<LinExpr>& failed_per_group) {
  std::vector<Formula> parts;
  for (size_t i = 0; i < q.needs.size(); ++i) {
    if (thresholds[i] <= 0) continue;  // met even by nothing
    const std::vector<int64_t>& per_node = q.groups->of(q.needs[i].type).per_node;
    LinExpr remaining;
    for (size_t g = 0; g < q.group_list().size(); ++g)
      remaining += per_node[g] * (LinExpr(q.group_list()[g].count) - failed_per_group[g]);
    parts.push_back(remaining < LinExpr(thresholds[i]));
  }
  return Formula::any(std::move(parts));
}

// The minimum of Σ f_g over failure sets that break some need, ties toward earlier groups.
LinearModel smallest_failure_model(const GuaranteeFailureQuery& q,
                                   const std::vector<int64_t>& thresholds) {
  LinearModel model(q.name);
  std::vector<LinExpr> failed;
  LinExpr total;
  LinExpr tie_break;
  for (size_t g = 0; g < q.group_list().size(); ++g) {
    const IntVar f = model.add_int(q.group_list()[g].name + ".failed", 0, q.group_list()[g].count);
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
  return model;
}

// The racks the groups name, by name, with their node counts.
using RackNodes = std::map<std::string, int64_t>;
RackNodes racks_of(const GuaranteeFailureQuery& q) {
  RackNodes racks;
  for (size_t r = 0; r < q.groups->rack_names().size(); ++r)
    racks[q.groups->rack_names()[r]] = q.groups->rack_nodes()[r];
  return racks;
}

std::vector<int64_t> rack_loss(const GuaranteeFailureQuery& q, const std::string& rack) {
  std::vector<int64_t> failed;
  for (const FailureGroup& g : q.group_list())
    failed.push_back(g.rack == rack ? g.count : 0);
  return failed;
}

// One rack lost whole: a 0/1 choice per rack, exactly one chosen; the smallest rack first, ties
// by name.
LinearModel smallest_rack_model(const GuaranteeFailureQuery& q, const RackNodes& rack_nodes,
                                const std::vector<int64_t>& thresholds) {
  LinearModel model(q.name + ".racks");
  std::vector<IntVar> lost;
  std::vector<std::string> racks;
  for (const auto& [rack, nodes] : rack_nodes) {
    racks.push_back(rack);
    lost.push_back(model.add_int(rack + ".lost", 0, 1));
  }
  LinExpr chosen;
  LinExpr lost_nodes;
  LinExpr name_order;
  for (size_t r = 0; r < racks.size(); ++r) {
    chosen += lost[r];
    lost_nodes += rack_nodes.at(racks[r]) * LinExpr(lost[r]);
    name_order += static_cast<int64_t>(r) * LinExpr(lost[r]);
  }
  model.require(chosen == LinExpr(1), "exactly one rack is lost");
  model.require(lost_nodes <= LinExpr(node_count(q) - 1), "at least one node stays up");
  std::vector<LinExpr> failed;
  for (const FailureGroup& g : q.group_list()) {
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
  return model;
}

// A failure set's numbers as reported, recomputed: "" when they hold.
std::string recheck_witness(const GuaranteeFailureQuery& q, const FailureWitness& w,
                            const std::string& what) {
  if (w.failed.size() != q.group_list().size())
    return fmt::format("{} does not give every group", what);
  int64_t nodes = 0;
  for (size_t g = 0; g < q.group_list().size(); ++g) {
    if (w.failed[g] < 0 || w.failed[g] > q.group_list()[g].count) {
      return fmt::format("{} fails {} of group {}'s {} nodes", what, w.failed[g],
                         q.group_list()[g].name, q.group_list()[g].count);
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
  std::vector<int64_t> failed(q.group_list().size(), 0);
  for (size_t g : q.groups->of(type).largest_first) {
    failed[g] = std::min(count, q.group_list()[g].count);
    count -= failed[g];
  }
  return failed;
}

// The fewest failures that break `need`, or nothing when no set that leaves a node up does:
// failing the nodes with the most of its type first (earlier groups first among equals) loses
// the most for any count, so the count at which that order has lost enough is the least.
std::optional<std::vector<int64_t>> fewest_failures_breaking(const GuaranteeFailureQuery& q,
                                                             const GuaranteeNeed& need,
                                                             int64_t full, int64_t threshold) {
  if (threshold <= 0) return std::nullopt;  // met even by nothing
  // It breaks once less than `threshold` remains: once more than full - threshold is lost.
  int64_t to_lose = full - threshold + 1;
  std::vector<int64_t> failed(q.group_list().size(), 0);
  const FailureGroups::TypeFigures& figures = q.groups->of(need.type);
  int64_t nodes = 0;
  for (size_t g : figures.largest_first) {
    const int64_t per_node = figures.per_node[g];
    if (to_lose <= 0 || per_node <= 0) break;
    failed[g] = std::min(q.group_list()[g].count, (to_lose + per_node - 1) / per_node);
    to_lose -= failed[g] * per_node;
    nodes += failed[g];
  }
  if (to_lose > 0 || nodes >= node_count(q)) return std::nullopt;
  return failed;
}

// Each need's type on every node, per need.
std::vector<int64_t> full_amounts(const GuaranteeFailureQuery& q) {
  std::vector<int64_t> full;
  for (const GuaranteeNeed& need : q.needs)
    full.push_back(q.groups->of(need.type).full);
  return full;
}

// Whether losing rack `rack` (an index into rack_names) breaks some need, `full` per need.
bool rack_loss_breaks(const GuaranteeFailureQuery& q, const std::vector<int64_t>& full,
                      size_t rack) {
  for (size_t i = 0; i < q.needs.size(); ++i) {
    const int64_t lost = q.groups->of(q.needs[i].type).per_rack[rack];
    if (available_of(q.needs[i], full[i] - lost) < q.needs[i].required) return true;
  }
  return false;
}

// Σ g x f_g: among failure sets of one size, the one with nodes of earlier groups.
int64_t group_order(const std::vector<int64_t>& failed) {
  int64_t sum = 0;
  for (size_t g = 0; g < failed.size(); ++g)
    sum += static_cast<int64_t>(g) * failed[g];
  return sum;
}

}  // namespace

// The least remaining amount of the need's type at which it is still met: it breaks exactly when
// less remains; full + 1 when even every node together falls short. `available` never decreases,
// and is close to proportional (the remaining amount itself, a capacity's share of it, a fair
// share of it), so the search starts where proportion puts the threshold and gallops out from
// there: a few evaluations, however large the cluster, where bisecting [0, full] takes log2(full).
int64_t need_threshold(const GuaranteeNeed& need, int64_t full) {
  const auto met = [&](int64_t remaining) {
    return available_of(need, remaining) >= need.required;
  };
  const int64_t at_full = available_of(need, full);
  if (at_full < need.required) return full + 1;
  if (need.required <= 0 || full <= 0) return 0;
  // required x full / available(full), in 128 bits, within [0, full]. When what that gives is far
  // from the need (a share of what fixed amounts leave is affine, not proportional), the secant
  // through full and the point halfway to it.
  auto guess = static_cast<int64_t>(std::min<__int128>(
      full, static_cast<__int128>(need.required) * full / std::max<int64_t>(at_full, 1)));
  int64_t at_guess = available_of(need, guess);
  if (std::abs(at_guess - need.required) > need.required / 8) {
    const int64_t halfway = guess + (full - guess) / 2;
    const int64_t at_halfway = available_of(need, halfway);
    if (at_halfway < at_full && halfway < full) {
      const __int128 step = static_cast<__int128>(need.required - at_halfway) * (full - halfway) /
                            (at_full - at_halfway);
      guess = static_cast<int64_t>(std::clamp<__int128>(halfway + step, 0, full));
      at_guess = available_of(need, guess);
    }
  }
  // Bracket the threshold in (lo, hi] with met(hi) and !met(lo) (lo = -1 stands for "none"),
  // doubling the step away from the guess.
  int64_t lo = -1;
  int64_t hi = full;
  if (at_guess >= need.required) {
    hi = guess;
    for (int64_t step = 1; hi > 0; step *= 2) {
      const int64_t below = std::max<int64_t>(hi - step, 0);
      if (!met(below)) {
        lo = below;
        break;
      }
      hi = below;
      if (below == 0) break;
    }
  } else {
    lo = guess;
    for (int64_t step = 1;; step *= 2) {
      const int64_t above = std::min(lo + step, full);
      if (met(above)) {
        hi = above;
        break;
      }
      lo = above;  // above < full here, since full is met
    }
  }
  while (hi - lo > 1) {
    const int64_t mid = lo + (hi - lo) / 2;
    (met(mid) ? hi : lo) = mid;
  }
  return hi;
}

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
  const RackNodes racks = racks_of(q);
  const auto before_found = [&](const std::string& rack, int64_t nodes) {
    const int64_t found_nodes = racks.count(r.rack) > 0 ? racks.at(r.rack) : 0;
    return nodes < found_nodes || (nodes == found_nodes && rack < r.rack);
  };
  const std::vector<int64_t> full = full_amounts(q);
  for (const auto& [rack, nodes] : racks) {
    if (nodes >= node_count(q) || (found && !before_found(rack, nodes))) continue;
    if (rack_loss_breaks(q, full, static_cast<size_t>(q.groups->rack_index(rack))))
      return fmt::format("losing rack {} breaks the guarantee too", rack);
  }
  if (!found) return "";
  if (r.rack_witness.failed != rack_loss(q, r.rack))
    return fmt::format("the rack witness is not rack {}", r.rack);
  return recheck_witness(q, r.rack_witness, "losing rack " + r.rack);
}

namespace {

// Per need, the threshold of its type's amount on every node (`full`, as full_amounts gives it).
std::vector<int64_t> thresholds_of(const GuaranteeFailureQuery& q,
                                   const std::vector<int64_t>& full) {
  std::vector<int64_t> thresholds;
  for (size_t i = 0; i < q.needs.size(); ++i)
    thresholds.push_back(need_threshold(q.needs[i], full[i]));
  return thresholds;
}

}  // namespace

std::vector<int64_t> need_thresholds(const GuaranteeFailureQuery& q) {
  return thresholds_of(q, full_amounts(q));
}

namespace {

// Unsat without asking anything: no node to lose, or no need that anything less than the whole
// cluster could break.
bool nothing_to_ask(const GuaranteeFailureQuery& q, const std::vector<int64_t>& thresholds,
                    GuaranteeFailureResult& result) {
  const bool anything_guaranteed =
      std::any_of(thresholds.begin(), thresholds.end(), [](int64_t t) { return t > 0; });
  if (node_count(q) > 0 && anything_guaranteed) return false;
  result.status = Status::kUnsat;
  result.reason = node_count(q) == 0 ? "there is no node to lose" : "nothing is guaranteed";
  return true;
}

void recheck_or_throw(const GuaranteeFailureQuery& q, const GuaranteeFailureResult& result) {
  if (const std::string failed = recheck_guarantee_failure(q, result); !failed.empty()) {
    throw std::logic_error("guarantee-infeasible-after-failure witness fails its re-check: " +
                           failed);
  }
}

}  // namespace

GuaranteeFailureResult decide_guarantee_failure(const GuaranteeFailureQuery& q,
                                                const SolveOptions& options) {
  GuaranteeFailureResult result;
  const std::vector<int64_t> full = full_amounts(q);
  const std::vector<int64_t>& thresholds = result.thresholds = thresholds_of(q, full);
  if (nothing_to_ask(q, thresholds, result)) return result;
  if (options.dump_dir) {
    dump_query(smallest_failure_model(q, thresholds), *options.dump_dir);
    if (const RackNodes racks = racks_of(q); racks.size() >= 2)
      dump_query(smallest_rack_model(q, racks, thresholds), *options.dump_dir);
  }
  std::optional<std::vector<int64_t>> best;
  for (size_t i = 0; i < q.needs.size(); ++i) {
    auto failed = fewest_failures_breaking(q, q.needs[i], full[i], thresholds[i]);
    if (!failed) continue;
    const auto size = [](const std::vector<int64_t>& f) {
      return std::accumulate(f.begin(), f.end(), int64_t{0});
    };
    if (!best || size(*failed) < size(*best) ||
        (size(*failed) == size(*best) && group_order(*failed) < group_order(*best))) {
      best = std::move(failed);
    }
  }
  if (!best) {
    result.status = Status::kUnsat;
    result.reason = "no failure set that leaves a node up breaks it";
    return result;
  }
  result.status = Status::kSat;
  result.smallest = witness_of(q, std::move(*best));
  if (const std::vector<int64_t>& rack_nodes = q.groups->rack_nodes(); rack_nodes.size() >= 2) {
    // The smallest rack first, ties by name (rack_names is sorted): the first whose loss breaks it.
    std::vector<size_t> racks(rack_nodes.size());
    std::iota(racks.begin(), racks.end(), size_t{0});
    std::stable_sort(racks.begin(), racks.end(),
                     [&](size_t a, size_t b) { return rack_nodes[a] < rack_nodes[b]; });
    result.rack_status = Status::kUnsat;
    for (size_t rack : racks) {
      if (rack_nodes[rack] >= node_count(q) || !rack_loss_breaks(q, full, rack)) continue;
      result.rack_status = Status::kSat;
      result.rack = q.groups->rack_names()[rack];
      result.rack_witness = witness_of(q, rack_loss(q, result.rack));
      break;
    }
  }
  recheck_or_throw(q, result);
  return result;
}

GuaranteeFailureResult prove_guarantee_failure(const GuaranteeFailureQuery& q, const Prover& prover,
                                               const SolveOptions& options) {
  GuaranteeFailureResult result;
  const std::vector<int64_t>& thresholds = result.thresholds = thresholds_of(q, full_amounts(q));
  if (nothing_to_ask(q, thresholds, result)) return result;
  const Solution s = prover.solve(smallest_failure_model(q, thresholds), options);
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
  if (const RackNodes racks = racks_of(q); racks.size() >= 2) {
    const Solution rack = prover.solve(smallest_rack_model(q, racks, thresholds), options);
    ++result.queries;
    result.millis += rack.millis;
    result.rack_status = rack.status;
    result.rack_reason = rack.reason;
    if (rack.status == Status::kSat) {
      size_t i = 0;
      for (const auto& [name, nodes] : racks) {
        if (rack.values[i++] == 1) result.rack = name;
      }
      result.rack_witness = witness_of(q, rack_loss(q, result.rack));
    }
  }
  recheck_or_throw(q, result);
  return result;
}

Confirmation confirm_guarantee_failure(const GuaranteeFailureQuery& q,
                                       const GuaranteeFailureResult& arithmetic,
                                       const Prover& prover, const SolveOptions& options) {
  GuaranteeFailureResult unused;
  const std::vector<int64_t> thresholds = thresholds_of(q, full_amounts(q));
  if (nothing_to_ask(q, thresholds, unused)) return {false, Status::kUnsat, unused.reason, ""};
  const LinearModel smallest = smallest_failure_model(q, thresholds);
  Confirmation c = arithmetic.status == Status::kSat
                       ? refute(better_than(smallest, arithmetic.smallest.nodes), prover, options,
                                fmt::format("Z3 finds fewer than {} failed nodes that break it",
                                            arithmetic.smallest.nodes))
                       : refute(constraints_of(smallest), prover, options,
                                "Z3 finds a failure set that breaks it");
  if (c.status != Status::kUnsat || arithmetic.status != Status::kSat || !arithmetic.rack_status)
    return c;
  // The smallest rack whose loss breaks it: no smaller one does (or, unsat, none does).
  const LinearModel racks = smallest_rack_model(q, racks_of(q), thresholds);
  if (*arithmetic.rack_status == Status::kSat) {
    const int64_t lost = racks_of(q).at(arithmetic.rack);
    return refute(better_than(racks, lost), prover, options,
                  fmt::format("Z3 finds a rack of fewer than {} nodes whose loss breaks it", lost));
  }
  return refute(constraints_of(racks), prover, options, "Z3 finds a rack whose loss breaks it");
}

}  // namespace schedlint::smt
