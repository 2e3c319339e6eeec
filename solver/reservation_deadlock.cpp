#include "solver/reservation_deadlock.h"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>

#include "solver/linear_model.h"
#include "solver/smt_dump.h"

namespace schedlint::smt {

namespace {

bool could_host(const ReservationDeadlockQuery& q, const Resource& node) {
  if (node.memory_mb() < q.request.memory_mb()) return false;
  return q.hosts_by_memory || node.vcores() >= q.request.vcores();
}

Resource plus(const Resource& a, int64_t nodes, const Resource& per_node) {
  return Resource(a.memory_mb() + nodes * per_node.memory_mb(),
                  a.vcores() + nodes * per_node.vcores());
}

double fraction(int64_t part, int64_t whole) {
  return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
}

// What makes a node "held": the request does not fit its free space in the chosen resource, yet
// a minimum container does (else the node is full: busy, not deadlocked).
std::string held_failure(const ReservationDeadlockQuery& q, const NodeState& s) {
  const int64_t free_m = s.capacity.memory_mb() - s.used.memory_mb();
  const int64_t free_v = s.capacity.vcores() - s.used.vcores();
  const bool minimum_fits = free_m >= q.minimum_allocation.memory_mb() &&
                            (q.fits_by_memory || free_v >= q.minimum_allocation.vcores());
  if (!minimum_fits) return fmt::format("group {}'s nodes are full, not held", s.group);
  const bool short_of_memory = free_m < q.request.memory_mb();
  const bool short_of_vcores = !q.fits_by_memory && free_v < q.request.vcores();
  if (!short_of_memory && !short_of_vcores)
    return fmt::format("the request fits on group {}'s nodes", s.group);
  if (s.held_by == HeldBy::kMemory && !short_of_memory)
    return fmt::format("group {} is not short of memory", s.group);
  if (s.held_by == HeldBy::kVcores && !short_of_vcores)
    return fmt::format("group {} is not short of vcores", s.group);
  return "";
}

// What a group's least state minimizes: the node's busier share (memory or vcores, as a
// fraction of the node), or its memory (for charged reservations, which need room in memory).
enum class Least { kBusierShare, kMemory };

struct LeastHeldState {
  Status status = Status::kUnknown;
  std::string reason;
  HeldBy held_by = HeldBy::kNone;
  Resource used;
  int64_t containers = 0;
};

// The least-used state of one node of `g` held because the request does not fit in `held_by`'s
// resource, as a Z3 query of a handful of unknowns, whatever the node count: used memory and
// vcore units and a container count. The objective (memory, then vcores) finds the least.
struct HeldBlock {
  IntVar memory_units;
  IntVar vcore_units;
  IntVar containers;
  std::vector<LinearModel::Constraint> constraints;
  LinExpr objective;  ///< memory units, then vcore units: one weighted sum
};

// One node of `g` held by `held_by`, its unknowns added to `model` (named after `prefix`) and its
// constraints returned, not required: a query may ask about many nodes.
HeldBlock held_block(LinearModel& model, const std::string& prefix,
                     const ReservationDeadlockQuery& q, const NodeGroupSize& g, HeldBy held_by) {
  const int64_t unit_m = at_least_one(q.allocation_unit.memory_mb());
  const int64_t unit_v = at_least_one(q.allocation_unit.vcores());
  const Resource& cap = g.capacity;
  HeldBlock h;
  h.memory_units = model.add_int(prefix + ".used_memory_units", 0, cap.memory_mb() / unit_m);
  h.vcore_units = model.add_int(prefix + ".used_vcore_units", 0, cap.vcores() / unit_v);
  h.containers = model.add_int(prefix + ".containers", 0,
                               cap.memory_mb() / at_least_one(q.minimum_allocation.memory_mb()));
  const LinExpr used_m = unit_m * LinExpr(h.memory_units);
  const LinExpr used_v = unit_v * LinExpr(h.vcore_units);
  const LinExpr c(h.containers);
  const auto require = [&](Formula f, std::string label) {
    h.constraints.push_back({std::move(f), std::move(label)});
  };
  require(used_m >= q.minimum_allocation.memory_mb() * c, "each container >= the minimum (memory)");
  require(used_v >= q.minimum_allocation.vcores() * c, "each container >= the minimum (vcores)");
  require(used_m <= q.maximum_allocation.memory_mb() * c, "each container <= the maximum (memory)");
  require(used_v <= q.maximum_allocation.vcores() * c, "each container <= the maximum (vcores)");
  const LinExpr free_m = LinExpr(cap.memory_mb()) - used_m;
  const LinExpr free_v = LinExpr(cap.vcores()) - used_v;
  require(free_m >= LinExpr(q.minimum_allocation.memory_mb()),
          "a minimum container still fits (memory)");
  if (!q.fits_by_memory) {
    require(free_v >= LinExpr(q.minimum_allocation.vcores()),
            "a minimum container still fits (vcores)");
  }
  if (held_by == HeldBy::kMemory) {
    require(free_m < LinExpr(q.request.memory_mb()), "the request does not fit (memory)");
  } else {
    require(free_v < LinExpr(q.request.vcores()), "the request does not fit (vcores)");
  }
  h.objective = (cap.vcores() / unit_v + 1) * LinExpr(h.memory_units) + LinExpr(h.vcore_units);
  return h;
}

std::string_view held_by_name(HeldBy held_by) {
  return held_by == HeldBy::kMemory ? "memory" : "vcores";
}

struct HeldModel {
  LinearModel model;
  IntVar memory_units;
  IntVar vcore_units;
  IntVar containers;
};

HeldModel held_model(const ReservationDeadlockQuery& q, const NodeGroupSize& g, HeldBy held_by) {
  LinearModel model(fmt::format("{}.{}.held-by-{}", q.name, g.name, held_by_name(held_by)));
  HeldBlock b = held_block(model, g.name, q, g, held_by);
  for (LinearModel::Constraint& c : b.constraints)
    model.require(std::move(c.formula), std::move(c.label));
  model.minimize(std::move(b.objective));
  return {std::move(model), b.memory_units, b.vcore_units, b.containers};
}

LeastHeldState least_held_by_z3(const ReservationDeadlockQuery& q, const NodeGroupSize& g,
                                HeldBy held_by, const Prover& prover, const SolveOptions& options,
                                ReservationDeadlockResult& stats) {
  const HeldModel h = held_model(q, g, held_by);
  if (options.dump_dir) dump_query(h.model, *options.dump_dir);  // whatever answers it
  const Solution s = prover.solve(h.model, options);
  stats.queries += 1;
  stats.largest_query = std::max(stats.largest_query, static_cast<int>(h.model.variables().size()));
  stats.millis += s.millis;
  LeastHeldState state{s.status, s.reason, held_by, Resource(0, 0), 0};
  if (s.status == Status::kSat) {
    state.used = Resource(at_least_one(q.allocation_unit.memory_mb()) *
                              s.values[static_cast<size_t>(h.memory_units.index)],
                          at_least_one(q.allocation_unit.vcores()) *
                              s.values[static_cast<size_t>(h.vcore_units.index)]);
    state.containers = s.values[static_cast<size_t>(h.containers.index)];
  }
  return state;
}

int64_t floor_div(int64_t a, int64_t b) {
  return a / b - ((a % b != 0 && (a < 0) != (b < 0)) ? 1 : 0);
}
int64_t ceil_div(int64_t a, int64_t b) {
  return -floor_div(-a, b);
}

// The units of one resource `c` containers can use: [least, most], within [low, high]; empty
// when least > most.
std::pair<int64_t, int64_t> units_for(int64_t c, int64_t min_each, int64_t max_each, int64_t unit,
                                      int64_t low, int64_t high) {
  return {std::max(ceil_div(min_each * c, unit), low),
          std::min(floor_div(max_each * c, unit), high)};
}

// The same least state by arithmetic. For a container count c, the units of each resource run
// from a least to a most that both grow with c, so the lexicographic least (memory, then vcores)
// is at the fewest containers for which both ranges are non-empty.
LeastHeldState least_held_by_arithmetic(const ReservationDeadlockQuery& q, const NodeGroupSize& g,
                                        HeldBy held_by) {
  const int64_t unit_m = at_least_one(q.allocation_unit.memory_mb());
  const int64_t unit_v = at_least_one(q.allocation_unit.vcores());
  const Resource& cap = g.capacity;
  const Resource& lo = q.minimum_allocation;
  const Resource& hi = q.maximum_allocation;
  // Bounds on the units that do not depend on c: capacity, room for a minimum container, and
  // the request not fitting in the holding resource.
  int64_t m_low = 0;
  int64_t m_high =
      std::min(cap.memory_mb() / unit_m, floor_div(cap.memory_mb() - lo.memory_mb(), unit_m));
  int64_t v_low = 0;
  int64_t v_high = cap.vcores() / unit_v;
  if (!q.fits_by_memory) v_high = std::min(v_high, floor_div(cap.vcores() - lo.vcores(), unit_v));
  if (held_by == HeldBy::kMemory) {
    m_low =
        std::max<int64_t>(m_low, floor_div(cap.memory_mb() - q.request.memory_mb(), unit_m) + 1);
  } else {
    v_low = std::max<int64_t>(v_low, floor_div(cap.vcores() - q.request.vcores(), unit_v) + 1);
  }
  LeastHeldState state{Status::kUnsat, "", held_by, Resource(0, 0), 0};
  if (m_low > m_high || v_low > v_high) return state;
  // The largest container count: memory for that many minimum containers.
  const int64_t most_containers = cap.memory_mb() / at_least_one(lo.memory_mb());
  // Fewer containers cannot use the least units asked: start where the maxima reach them.
  int64_t c = 0;
  if (hi.memory_mb() > 0) c = std::max(c, ceil_div(m_low * unit_m, hi.memory_mb()));
  if (hi.vcores() > 0) c = std::max(c, ceil_div(v_low * unit_v, hi.vcores()));
  for (; c <= most_containers; ++c) {
    const auto [m_least, m_most] =
        units_for(c, lo.memory_mb(), hi.memory_mb(), unit_m, m_low, m_high);
    // The least units only grow with c: once above the high bound, no larger c fits.
    if (m_least > m_high) break;
    const auto [v_least, v_most] = units_for(c, lo.vcores(), hi.vcores(), unit_v, v_low, v_high);
    if (v_least > v_high) break;
    if (m_least > m_most || v_least > v_most) continue;
    state.status = Status::kSat;
    state.used = Resource(unit_m * m_least, unit_v * v_least);
    state.containers = c;
    return state;
  }
  return state;
}

// Whether `a` is less than `b` by `least`: the busier share compared without division
// (max(used_m x node vcores, used_v x node memory)), or memory; then memory, then vcores.
bool less_by(Least least, const Resource& cap, const Resource& a, const Resource& b) {
  const auto busier = [&](const Resource& u) {
    return std::max(u.memory_mb() * cap.vcores(), u.vcores() * cap.memory_mb());
  };
  if (least == Least::kBusierShare && busier(a) != busier(b)) return busier(a) < busier(b);
  if (a.memory_mb() != b.memory_mb()) return a.memory_mb() < b.memory_mb();
  return a.vcores() < b.vcores();
}

// A node of `g` at its least: held by memory or by vcores (where vcores are compared), whichever
// is less. Any held state uses at least as much of both resources as one of these two.
// How one node size's least held state is found: by Z3, or by arithmetic.
using HeldSolver = std::function<LeastHeldState(const NodeGroupSize& g, HeldBy held_by)>;

LeastHeldState least_held_state(const ReservationDeadlockQuery& q, const NodeGroupSize& g,
                                Least least, const HeldSolver& least_held_by) {
  LeastHeldState by_memory = least_held_by(g, HeldBy::kMemory);
  // Short of vcores yet room for a minimum container needs a request above the minimum vcores.
  const bool vcores_can_hold =
      !q.fits_by_memory && q.request.vcores() > q.minimum_allocation.vcores();
  if (by_memory.status == Status::kUnknown || !vcores_can_hold) return by_memory;
  LeastHeldState by_vcores = least_held_by(g, HeldBy::kVcores);
  if (by_vcores.status != Status::kSat)
    return by_vcores.status == Status::kUnknown ? by_vcores : by_memory;
  if (by_memory.status != Status::kSat) return by_vcores;
  return less_by(least, g.capacity, by_vcores.used, by_memory.used) ? by_vcores : by_memory;
}

// The weight of a node's busier share in the cluster's utilization: its memory capacity, so the
// utilization is the fraction of cluster memory when memory is the busier resource everywhere.
double busier_share_mb(const Resource& used, const Resource& cap) {
  return std::max(static_cast<double>(used.memory_mb()),
                  cap.vcores() == 0
                      ? 0.0
                      : static_cast<double>(used.vcores()) * static_cast<double>(cap.memory_mb()) /
                            static_cast<double>(cap.vcores()));
}

void set_utilization(ReservationDeadlockResult& r) {
  r.memory_utilization = fraction(r.used.memory_mb(), r.cluster.memory_mb());
  r.vcores_utilization = fraction(r.used.vcores(), r.cluster.vcores());
  double busier = 0;
  for (const NodeState& s : r.states)
    busier += static_cast<double>(s.nodes) * busier_share_mb(s.used, s.capacity);
  r.min_utilization =
      r.cluster.memory_mb() == 0 ? 0 : busier / static_cast<double>(r.cluster.memory_mb());
}

// Solves every hosting group's least state; false (with the result's status set) when one is
// unknown or never held.
bool least_states(const ReservationDeadlockQuery& q, Least least, const HeldSolver& least_held_by,
                  ReservationDeadlockResult& r) {
  r.states.clear();
  // Groups of the same node size (racks of one hardware type) share one answer.
  std::map<std::pair<int64_t, int64_t>, LeastHeldState> by_size;
  for (const NodeGroupSize& g : q.groups) {
    if (!could_host(q, g.capacity)) {
      r.states.push_back({g.name, g.count, g.capacity, false, HeldBy::kNone, Resource(0, 0), 0});
      continue;
    }
    const std::pair<int64_t, int64_t> size{g.capacity.memory_mb(), g.capacity.vcores()};
    if (by_size.count(size) == 0) by_size[size] = least_held_state(q, g, least, least_held_by);
    const LeastHeldState& s = by_size[size];
    if (s.status != Status::kSat) {
      r.status = s.status;
      r.reason =
          s.status == Status::kUnsat
              ? fmt::format(
                    "a node of group {} either fits the request or is full: it is never held by "
                    "a reservation",
                    g.name)
              : s.reason;
      r.states.clear();
      return false;
    }
    r.states.push_back({g.name, g.count, g.capacity, true, s.held_by, s.used, s.containers});
  }
  r.used = Resource(0, 0);
  for (const NodeState& s : r.states)
    r.used = plus(r.used, s.nodes, s.used);
  return true;
}

bool reservations_fit(const ReservationDeadlockQuery& q, const ReservationDeadlockResult& r) {
  return r.used.memory_mb() + r.hosting_nodes * q.request.memory_mb() <= r.cluster.memory_mb();
}

}  // namespace

std::string recheck_reservation_deadlock(const ReservationDeadlockQuery& q,
                                         const ReservationDeadlockResult& r) {
  std::map<std::string, int64_t> nodes_seen;
  Resource used(0, 0);
  int64_t hosting = 0;
  for (const NodeState& s : r.states) {
    const Resource& u = s.used;
    if (s.nodes <= 0) return fmt::format("group {} has a state without nodes", s.group);
    if (u.memory_mb() < 0 || u.vcores() < 0 || u.memory_mb() > s.capacity.memory_mb() ||
        u.vcores() > s.capacity.vcores()) {
      return fmt::format("group {} uses {} MB, {} vcores, outside its capacity", s.group,
                         u.memory_mb(), u.vcores());
    }
    if (u.memory_mb() % at_least_one(q.allocation_unit.memory_mb()) != 0 ||
        u.vcores() % at_least_one(q.allocation_unit.vcores()) != 0) {
      return fmt::format("group {}'s usage is not a multiple of the allocation unit", s.group);
    }
    if (u.memory_mb() < s.containers * q.minimum_allocation.memory_mb() ||
        u.memory_mb() > s.containers * q.maximum_allocation.memory_mb() ||
        u.vcores() < s.containers * q.minimum_allocation.vcores() ||
        u.vcores() > s.containers * q.maximum_allocation.vcores()) {
      return fmt::format("group {}'s usage cannot be made of {} containers", s.group, s.containers);
    }
    if (s.could_host != could_host(q, s.capacity))
      return fmt::format("group {} is misclassified", s.group);
    if (s.could_host) {
      if (const std::string failed = held_failure(q, s); !failed.empty()) return failed;
      hosting += s.nodes;
    }
    nodes_seen[s.group] += s.nodes;
    used = plus(used, s.nodes, u);
  }
  for (const NodeGroupSize& g : q.groups) {
    const int64_t seen = nodes_seen.count(g.name) > 0 ? nodes_seen[g.name] : 0;
    if (seen != g.count)
      return fmt::format("group {} has {} nodes in the witness, not {}", g.name, seen, g.count);
  }
  if (hosting != r.hosting_nodes) return "not every node that could host the request is held";
  if (used.memory_mb() != r.used.memory_mb() || used.vcores() != r.used.vcores()) {
    return "the reported cluster usage does not add up";
  }
  if (q.reservations_charged) {
    if (used.memory_mb() + hosting * q.request.memory_mb() > r.cluster.memory_mb()) {
      return "used plus reserved memory exceeds the cluster, which the CapacityScheduler never "
             "allows";
    }
  }
  return "";
}

namespace {

ReservationDeadlockResult decide(const ReservationDeadlockQuery& q,
                                 const HeldSolver& least_held_by) {
  ReservationDeadlockResult result;
  result.cluster = Resource(0, 0);
  result.used = Resource(0, 0);
  for (const NodeGroupSize& g : q.groups) {
    result.cluster = plus(result.cluster, g.count, g.capacity);
    if (could_host(q, g.capacity)) result.hosting_nodes += g.count;
  }
  if (result.hosting_nodes == 0) {
    result.status = Status::kUnsat;
    result.reason = "no node is large enough to host the request, so none can be reserved for it";
    return result;
  }
  if (q.reservations_charged && q.reservable_memory_mb > 0 &&
      result.hosting_nodes * q.request.memory_mb() > q.reservable_memory_mb) {
    result.status = Status::kUnsat;
    result.reason = fmt::format(
        "reservations are charged to the queues: {} reservations of {} MB exceed the {} MB "
        "the queues that may ask for it can hold",
        result.hosting_nodes, q.request.memory_mb(), q.reservable_memory_mb);
    return result;
  }
  // Groups share no unknowns, so the least-utilized cluster is each group at its least: the
  // queries stay the size of one node, however many groups and nodes there are.
  if (!least_states(q, Least::kBusierShare, least_held_by, result)) return result;
  if (q.reservations_charged && !reservations_fit(q, result)) {
    // Charged reservations need room in memory: the states with the least memory give the most.
    if (!least_states(q, Least::kMemory, least_held_by, result)) return result;
    if (!reservations_fit(q, result)) {
      result.status = Status::kUnsat;
      result.reason = fmt::format(
          "reservations are charged to the cluster: even at the least use ({} MB) the {} "
          "reservations of {} MB would exceed its {} MB, so they cannot pin every hosting node",
          result.used.memory_mb(), result.hosting_nodes, q.request.memory_mb(),
          result.cluster.memory_mb());
      result.states.clear();
      return result;
    }
  }
  result.status = Status::kSat;
  set_utilization(result);
  if (const std::string failed = recheck_reservation_deadlock(q, result); !failed.empty()) {
    throw std::logic_error("reservation-deadlock witness fails its re-check: " + failed);
  }
  return result;
}

}  // namespace

ReservationDeadlockResult decide_reservation_deadlock(const ReservationDeadlockQuery& q,
                                                      const SolveOptions& options) {
  return decide(q, [&](const NodeGroupSize& g, HeldBy held_by) {
    if (options.dump_dir) dump_query(held_model(q, g, held_by).model, *options.dump_dir);
    return least_held_by_arithmetic(q, g, held_by);
  });
}

ReservationDeadlockResult prove_reservation_deadlock(const ReservationDeadlockQuery& q,
                                                     const Prover& prover,
                                                     const SolveOptions& options) {
  ReservationDeadlockResult stats;
  ReservationDeadlockResult result = decide(q, [&](const NodeGroupSize& g, HeldBy held_by) {
    return least_held_by_z3(q, g, held_by, prover, options, stats);
  });
  result.queries = stats.queries;
  result.largest_query = stats.largest_query;
  result.millis = stats.millis;
  return result;
}

namespace {

// prove_reservation_deadlock's answer against the arithmetic's: how they differ, if they do.
Confirmation compare_with_z3(const ReservationDeadlockQuery& query,
                             const ReservationDeadlockResult& arithmetic, const Prover& prover,
                             const SolveOptions& options) {
  const ReservationDeadlockResult z3 = prove_reservation_deadlock(query, prover, options);
  Confirmation c{z3.queries > 0, z3.status, z3.reason, ""};
  if (z3.status == Status::kUnknown) return c;
  if (z3.status != arithmetic.status) {
    c.difference = fmt::format("the arithmetic answers {}, Z3 {}", status_name(arithmetic.status),
                               status_name(z3.status));
  } else if (z3.status == Status::kSat &&
             (!(z3.used == arithmetic.used) || z3.min_utilization != arithmetic.min_utilization)) {
    c.difference = fmt::format(
        "the least deadlocked state uses {} MB, {} vcores by the arithmetic, {} MB, {} vcores by "
        "Z3",
        arithmetic.used.memory_mb(), arithmetic.used.vcores(), z3.used.memory_mb(),
        z3.used.vcores());
  }
  // As a refutation: sat means the arithmetic is wrong, unsat that Z3 agrees.
  c.status = c.difference.empty() ? Status::kUnsat : Status::kSat;
  return c;
}

// The least held states an answer rests on: (node size, holding resource) -> a group of that
// size and the arithmetic's least state.
using HeldKey = std::tuple<int64_t, int64_t, HeldBy>;
using LeastStates = std::map<HeldKey, std::pair<const NodeGroupSize*, LeastHeldState>>;

// A state's numbers as values of `model`, whose `block` it is a state of (other unknowns 0).
std::vector<int64_t> values_of(const HeldBlock& block, const LinearModel& model,
                               const LeastHeldState& state, const ReservationDeadlockQuery& q) {
  std::vector<int64_t> values(model.variables().size(), 0);
  values[static_cast<size_t>(block.memory_units.index)] =
      state.used.memory_mb() / at_least_one(q.allocation_unit.memory_mb());
  values[static_cast<size_t>(block.vcore_units.index)] =
      state.used.vcores() / at_least_one(q.allocation_unit.vcores());
  values[static_cast<size_t>(block.containers.index)] = state.containers;
  return values;
}

}  // namespace

// One decision query for every least state the answer rests on: is any node size, held by either
// resource, less used than the arithmetic's least (or held at all, where the arithmetic found it
// never is)? Unsat confirms each least state, and the rest of the answer is the same arithmetic on
// them that prove_reservation_deadlock does on Z3's. On sat, the queries one at a time say how
// the answers differ.
Confirmation confirm_reservation_deadlock(const ReservationDeadlockQuery& query,
                                          const ReservationDeadlockResult& arithmetic,
                                          const Prover& prover, const SolveOptions& options) {
  LeastStates least;
  const ReservationDeadlockResult again =
      decide(query, [&](const NodeGroupSize& g, HeldBy held_by) {
        const LeastHeldState s = least_held_by_arithmetic(query, g, held_by);
        least.emplace(HeldKey{g.capacity.memory_mb(), g.capacity.vcores(), held_by},
                      std::make_pair(&g, s));
        return s;
      });
  if (least.empty()) return {false, again.status, again.reason, ""};
  if (again.status != arithmetic.status || !(again.used == arithmetic.used) ||
      again.min_utilization != arithmetic.min_utilization) {
    // Not the answer these least states give: Z3's own says how it differs.
    return compare_with_z3(query, arithmetic, prover, options);
  }
  LinearModel model(query.name + ".least-held.better");
  std::vector<Formula> less_used;
  for (const auto& [key, entry] : least) {
    const auto& [g, state] = entry;
    const HeldBy held_by = std::get<2>(key);
    HeldBlock b = held_block(model, fmt::format("{}.by-{}", g->name, held_by_name(held_by)), query,
                             *g, held_by);
    std::vector<Formula> parts;
    for (const LinearModel::Constraint& c : b.constraints)
      parts.push_back(c.formula);
    if (state.status == Status::kSat) {
      const std::vector<int64_t> values = values_of(b, model, state, query);
      for (const LinearModel::Constraint& c : b.constraints) {
        if (!evaluate(c.formula, values)) {
          return {true, Status::kSat, "",
                  fmt::format("the arithmetic's least state of group {} breaks \"{}\"", g->name,
                              c.label)};
        }
      }
      parts.push_back(b.objective < LinExpr(evaluate(b.objective, values)));
    }
    less_used.push_back(Formula::all(std::move(parts)));
  }
  model.require(Formula::any(std::move(less_used)),
                "some node size is held using less than the arithmetic's least");
  const std::string if_sat =
      "Z3 finds a node held by a reservation that is less used than the arithmetic's least";
  const Confirmation c = refute(model, prover, options, if_sat);
  if (c.status != Status::kSat) return c;
  // Z3 disagrees: its own least states, one query at a time, say how (or, when its witness fails
  // the re-check, the disagreement stands as found).
  try {
    Confirmation how = compare_with_z3(query, arithmetic, prover, options);
    if (how.status == Status::kSat) return how;
  } catch (const std::logic_error&) {
  }
  return c;
}

}  // namespace schedlint::smt
