#include "solver/reservation_deadlock.h"

#include <stdexcept>

#include <fmt/format.h>

#include "solver/linear_model.h"

namespace schedlint::smt {

namespace {

bool could_host(const ReservationDeadlockQuery& q, const Resource& node) {
  if (node.memory_mb() < q.request.memory_mb()) return false;
  return q.hosts_by_memory || node.vcores() >= q.request.vcores();
}

int64_t at_least_one(int64_t v) { return v > 0 ? v : 1; }

struct GroupVars {
  IntVar memory_units;  ///< used memory = units x allocation unit
  IntVar vcore_units;
  IntVar containers;
};

// The deadlock condition on one node: the request does not fit the free space, but a minimum
// container does. "Does not fit" in some resource is a choice, encoded as a 0/1 unknown with
// big-M bounds, so the query stays a pure integer program the optimizer handles quickly.
void require_held_not_busy(LinearModel& model, const ReservationDeadlockQuery& q, const NodeGroupSize& g,
                           const LinExpr& used_m, const LinExpr& used_v) {
  const Resource& cap = g.capacity;
  const LinExpr free_m = LinExpr(cap.memory_mb()) - used_m;
  const LinExpr free_v = LinExpr(cap.vcores()) - used_v;
  model.require(free_m >= LinExpr(q.minimum_allocation.memory_mb()), g.name + ": a minimum container fits (memory)");
  if (q.fits_by_memory) {
    model.require(free_m < LinExpr(q.request.memory_mb()), g.name + ": the request does not fit (memory)");
    return;
  }
  model.require(free_v >= LinExpr(q.minimum_allocation.vcores()), g.name + ": a minimum container fits (vcores)");
  const IntVar short_of_vcores = model.add_int(g.name + ".short_of_vcores", 0, 1);
  const int64_t big_m = cap.memory_mb() + 1;
  const int64_t big_v = cap.vcores() + 1;
  model.require(free_m + LinExpr(1) <= LinExpr(q.request.memory_mb()) + big_m * LinExpr(short_of_vcores),
                g.name + ": short of memory, unless short of vcores");
  model.require(free_v + LinExpr(1) <= LinExpr(q.request.vcores()) + big_v * (LinExpr(1) - short_of_vcores),
                g.name + ": short of vcores, if chosen");
}

}  // namespace

std::string recheck_reservation_deadlock(const ReservationDeadlockQuery& q, const ReservationDeadlockResult& r) {
  int64_t used = 0;
  int64_t reserved = 0;
  for (const GroupState& g : r.groups) {
    const Resource& u = g.used;
    if (u.memory_mb() < 0 || u.vcores() < 0 || u.memory_mb() > g.capacity.memory_mb() ||
        u.vcores() > g.capacity.vcores()) {
      return fmt::format("group {} uses {} MB, {} vcores, outside its capacity", g.name, u.memory_mb(), u.vcores());
    }
    if (u.memory_mb() % at_least_one(q.allocation_unit.memory_mb()) != 0 ||
        u.vcores() % at_least_one(q.allocation_unit.vcores()) != 0) {
      return fmt::format("group {}'s usage is not a multiple of the allocation unit", g.name);
    }
    if (u.memory_mb() < g.containers * q.minimum_allocation.memory_mb() ||
        u.memory_mb() > g.containers * q.maximum_allocation.memory_mb() ||
        u.vcores() < g.containers * q.minimum_allocation.vcores() ||
        u.vcores() > g.containers * q.maximum_allocation.vcores()) {
      return fmt::format("group {}'s usage cannot be made of {} containers", g.name, g.containers);
    }
    if (g.could_host != could_host(q, g.capacity)) return fmt::format("group {} is misclassified", g.name);
    if (g.could_host) {
      const int64_t free_m = g.capacity.memory_mb() - u.memory_mb();
      const int64_t free_v = g.capacity.vcores() - u.vcores();
      const bool fits = free_m >= q.request.memory_mb() && (q.fits_by_memory || free_v >= q.request.vcores());
      const bool minimum = free_m >= q.minimum_allocation.memory_mb() &&
                           (q.fits_by_memory || free_v >= q.minimum_allocation.vcores());
      if (fits) return fmt::format("the request fits on group {}'s nodes", g.name);
      if (!minimum) return fmt::format("group {}'s nodes are full, not held", g.name);
      reserved += g.count * q.request.memory_mb();
    }
    used += g.count * u.memory_mb();
  }
  if (used != r.used_memory_mb) return "the reported cluster usage does not add up";
  if (q.reservations_charged && used + reserved > r.cluster_memory_mb) {
    return "used plus reserved memory exceeds the cluster, which the CapacityScheduler never allows";
  }
  return "";
}

namespace {

// One hosting group's least-used held state: its own small query. Groups share no unknowns, and
// less use only helps the one coupling constraint (charged reservations), so the least-used
// state of the cluster is the least-used state of each group: the queries stay as small as one
// group, however many groups and nodes there are.
Solution least_used_held_state(const ReservationDeadlockQuery& q, const NodeGroupSize& g, const SolveOptions& options,
                               GroupVars& vars) {
  const int64_t unit_m = at_least_one(q.allocation_unit.memory_mb());
  const int64_t unit_v = at_least_one(q.allocation_unit.vcores());
  LinearModel model("reservation-deadlock." + g.name);
  vars = GroupVars{model.add_int(g.name + ".used_memory_units", 0, g.capacity.memory_mb() / unit_m),
                   model.add_int(g.name + ".used_vcore_units", 0, g.capacity.vcores() / unit_v),
                   model.add_int(g.name + ".containers", 0,
                                 g.capacity.memory_mb() / at_least_one(q.minimum_allocation.memory_mb()))};
  const LinExpr used_m = unit_m * LinExpr(vars.memory_units);
  const LinExpr used_v = unit_v * LinExpr(vars.vcore_units);
  const LinExpr containers(vars.containers);
  model.require(used_m >= q.minimum_allocation.memory_mb() * containers, g.name + ": containers >= minimum");
  model.require(used_v >= q.minimum_allocation.vcores() * containers, g.name + ": vcores >= minimum");
  model.require(used_m <= q.maximum_allocation.memory_mb() * containers, g.name + ": containers <= maximum");
  model.require(used_v <= q.maximum_allocation.vcores() * containers, g.name + ": vcores <= maximum");
  require_held_not_busy(model, q, g, used_m, used_v);
  model.minimize(vars.memory_units);
  return solve(model, options);
}

}  // namespace

ReservationDeadlockResult prove_reservation_deadlock(const ReservationDeadlockQuery& q, const SolveOptions& options) {
  ReservationDeadlockResult result;
  for (const NodeGroupSize& g : q.groups) {
    result.cluster_memory_mb += g.count * g.capacity.memory_mb();
    if (could_host(q, g.capacity)) result.hosting_nodes += g.count;
  }
  if (result.hosting_nodes == 0) {
    result.status = Status::kUnsat;
    result.reason = "no node is large enough to host the request, so none can be reserved for it";
    return result;
  }
  const int64_t unit_m = at_least_one(q.allocation_unit.memory_mb());
  const int64_t unit_v = at_least_one(q.allocation_unit.vcores());
  int64_t reserved_mb = 0;
  for (const NodeGroupSize& g : q.groups) {
    GroupState state{g.name, g.count, g.capacity, could_host(q, g.capacity), Resource(0, 0), 0};
    if (state.could_host) {
      GroupVars vars;
      const Solution s = least_used_held_state(q, g, options, vars);
      result.millis += s.millis;
      if (s.status != Status::kSat) {
        result.status = s.status;
        result.reason = s.status == Status::kUnsat
                            ? fmt::format("a node of group {} either fits the request or is full: it is "
                                          "never held by a reservation",
                                          g.name)
                            : s.reason;
        result.groups.clear();
        return result;
      }
      state.used = Resource(unit_m * s.values[static_cast<size_t>(vars.memory_units.index)],
                            unit_v * s.values[static_cast<size_t>(vars.vcore_units.index)]);
      state.containers = s.values[static_cast<size_t>(vars.containers.index)];
      reserved_mb += g.count * q.request.memory_mb();
    }
    result.used_memory_mb += g.count * state.used.memory_mb();
    result.groups.push_back(std::move(state));
  }
  if (q.reservations_charged && result.used_memory_mb + reserved_mb > result.cluster_memory_mb) {
    result.status = Status::kUnsat;
    result.reason = fmt::format("reservations are charged to the cluster: even at the least use ({} MB) "
                                "the {} reservations of {} MB would exceed its {} MB, so they cannot pin "
                                "every hosting node",
                                result.used_memory_mb, result.hosting_nodes, q.request.memory_mb(),
                                result.cluster_memory_mb);
    result.groups.clear();
    return result;
  }
  result.status = Status::kSat;
  result.min_utilization = result.cluster_memory_mb == 0
                               ? 0
                               : static_cast<double>(result.used_memory_mb) / static_cast<double>(result.cluster_memory_mb);
  if (const std::string failed = recheck_reservation_deadlock(q, result); !failed.empty()) {
    throw std::logic_error("reservation-deadlock witness fails its re-check: " + failed);
  }
  return result;
}

}  // namespace schedlint::smt
