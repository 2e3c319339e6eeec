#include "solver/container_fit.h"

#include <stdexcept>

#include <fmt/format.h>

#include "solver/linear_model.h"

namespace schedlint::smt {

namespace {

int64_t at_least_one(int64_t v) {
  return v > 0 ? v : 1;
}

bool fits(const ContainerFitQuery& q, const Resource& request, const Resource& node) {
  return request.memory_mb() <= node.memory_mb() &&
         (q.fits_by_memory || request.vcores() <= node.vcores());
}

// A request amount the scheduler can produce: a multiple of the unit, or the cap itself.
bool normalized(int64_t amount, int64_t low, int64_t cap, int64_t unit) {
  return amount >= low && amount <= cap && (amount % at_least_one(unit) == 0 || amount == cap);
}

// amount = unit x k + extra, with extra > 0 only at the cap (normalization rounds up to the unit,
// then caps at the maximum, which need not be a multiple).
LinExpr normalized_amount(LinearModel& model, const std::string& name, int64_t low, int64_t cap,
                          int64_t unit) {
  unit = at_least_one(unit);
  const IntVar units = model.add_int(name + "_units", 0, cap / unit);
  const IntVar extra = model.add_int(name + "_extra", 0, unit - 1);
  const LinExpr amount = unit * LinExpr(units) + LinExpr(extra);
  model.require(amount >= LinExpr(low), name + " >= the minimum");
  model.require(amount <= LinExpr(cap), name + " <= the maximum");
  model.require(Formula::any({LinExpr(extra) == LinExpr(0), amount == LinExpr(cap)}),
                name + " is a multiple of the unit, or the maximum");
  return amount;
}

NodeGroupSize largest_node(const std::vector<NodeGroupSize>& groups) {
  NodeGroupSize best;
  for (const NodeGroupSize& g : groups) {
    if (best.count == 0 || g.capacity.memory_mb() > best.capacity.memory_mb() ||
        (g.capacity.memory_mb() == best.capacity.memory_mb() &&
         g.capacity.vcores() > best.capacity.vcores())) {
      best = g;
    }
  }
  return best;
}

}  // namespace

std::string recheck_container_unplaceable(const ContainerFitQuery& q, const ContainerFitResult& r) {
  const Resource& req = r.request;
  if (!normalized(req.memory_mb(), q.minimum.memory_mb(), q.maximum.memory_mb(),
                  q.allocation_unit.memory_mb())) {
    return fmt::format("{} MB is not a request the queue can make", req.memory_mb());
  }
  if (!q.fits_by_memory && !normalized(req.vcores(), q.minimum.vcores(), q.maximum.vcores(),
                                       q.allocation_unit.vcores())) {
    return fmt::format("{} vcores is not a request the queue can make", req.vcores());
  }
  int64_t fit = 0;
  for (const NodeGroupSize& g : q.groups) {
    if (fits(q, req, g.capacity)) fit += g.count;
  }
  if (fit != r.fit_nodes)
    return fmt::format("the request fits on {} nodes, not {}", fit, r.fit_nodes);
  if (fit >= q.min_fit_nodes) return fmt::format("the request fits on {} nodes, enough", fit);
  return "";
}

ContainerFitResult prove_container_unplaceable(const ContainerFitQuery& q, const Prover& prover,
                                               const SolveOptions& options) {
  ContainerFitResult result;
  result.largest = largest_node(q.groups);
  if (q.maximum.memory_mb() < q.minimum.memory_mb() ||
      (!q.fits_by_memory && q.maximum.vcores() < q.minimum.vcores())) {
    result.status = Status::kUnsat;
    result.reason =
        "the queue can make no request at all (its maximum is below the minimum allocation)";
    return result;
  }
  LinearModel model(q.name);
  const LinExpr memory = normalized_amount(model, "request_memory", q.minimum.memory_mb(),
                                           q.maximum.memory_mb(), q.allocation_unit.memory_mb());
  const LinExpr vcores = q.fits_by_memory
                             ? LinExpr(q.minimum.vcores())
                             : normalized_amount(model, "request_vcores", q.minimum.vcores(),
                                                 q.maximum.vcores(), q.allocation_unit.vcores());
  LinExpr fit_nodes(0);
  std::vector<IntVar> fit;
  for (const NodeGroupSize& g : q.groups) {
    const IntVar f = model.add_int(g.name + ".fits", 0, 1);
    const Formula fits_here = q.fits_by_memory
                                  ? (memory <= LinExpr(g.capacity.memory_mb()))
                                  : Formula::all({memory <= LinExpr(g.capacity.memory_mb()),
                                                  vcores <= LinExpr(g.capacity.vcores())});
    model.require(Formula::implies(LinExpr(f) == LinExpr(1), fits_here),
                  g.name + ": fits when counted");
    model.require(Formula::implies(LinExpr(f) == LinExpr(0), Formula::negate(fits_here)),
                  g.name + ": else not");
    fit.push_back(f);
    fit_nodes += g.count * LinExpr(f);
  }
  model.require(fit_nodes < LinExpr(q.min_fit_nodes), "fits on fewer nodes than --min-fit-nodes");
  // The smallest such request: memory first, then vcores.
  model.minimize((q.maximum.vcores() + 1) * memory + vcores);
  const Solution s = prover.solve(model, options);
  result.variables = static_cast<int>(model.variables().size());
  result.millis = s.millis;
  result.status = s.status;
  if (s.status == Status::kUnknown) {
    result.reason = s.reason;
    return result;
  }
  if (s.status == Status::kUnsat) {
    result.reason = fmt::format("every request up to {} MB, {} vcores fits on at least {} nodes",
                                q.maximum.memory_mb(), q.maximum.vcores(), q.min_fit_nodes);
    return result;
  }
  result.request = Resource(evaluate(memory, s.values), evaluate(vcores, s.values));
  for (size_t i = 0; i < q.groups.size(); ++i) {
    if (s.values[static_cast<size_t>(fit[i].index)] == 1) {
      result.fit_nodes += q.groups[i].count;
      result.fit_groups.push_back(q.groups[i].name);
    }
  }
  if (const std::string failed = recheck_container_unplaceable(q, result); !failed.empty()) {
    throw std::logic_error("container-unplaceable witness fails its re-check: " + failed);
  }
  return result;
}

}  // namespace schedlint::smt
