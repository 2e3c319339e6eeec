#include "solver/container_fit.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/linear_model.h"
#include "solver/smt_dump.h"

namespace schedlint::smt {

namespace {

bool fits(const ContainerFitQuery& q, const Resource& request, const Resource& node) {
  return request.memory_mb() <= node.memory_mb() &&
         (q.fits_by_memory || request.vcores() <= node.vcores());
}

// A request amount the scheduler can produce: a multiple of the unit, or the cap itself; never
// negative (a negative minimum the RM refuses is an error finding of its own).
bool normalized(int64_t amount, int64_t low, int64_t cap, int64_t unit) {
  return amount >= std::max<int64_t>(low, 0) && amount <= cap &&
         (amount % at_least_one(unit) == 0 || amount == cap);
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

namespace {

// What every answer starts with: the partition's largest node, and unsat when the queue can
// make no request at all.
ContainerFitResult first_answer(const ContainerFitQuery& q) {
  ContainerFitResult result;
  result.largest = largest_node(q.groups);
  if (q.maximum.memory_mb() < q.minimum.memory_mb() ||
      (!q.fits_by_memory && q.maximum.vcores() < q.minimum.vcores())) {
    result.status = Status::kUnsat;
    result.reason =
        "the queue can make no request at all (its maximum is below the minimum allocation)";
  }
  return result;
}

std::string fits_everywhere_reason(const ContainerFitQuery& q) {
  return fmt::format("every request up to {} MB, {} vcores fits on at least {} nodes",
                     q.maximum.memory_mb(), q.maximum.vcores(), q.min_fit_nodes);
}

// The witness's nodes: every group the request fits on.
void count_fits(const ContainerFitQuery& q, ContainerFitResult& result) {
  for (const NodeGroupSize& g : q.groups) {
    if (!fits(q, result.request, g.capacity)) continue;
    result.fit_nodes += g.count;
    result.fit_groups.push_back(g.name);
  }
}

void recheck_or_throw(const ContainerFitQuery& q, const ContainerFitResult& result) {
  if (const std::string failed = recheck_container_unplaceable(q, result); !failed.empty()) {
    throw std::logic_error("container-unplaceable witness fails its re-check: " + failed);
  }
}

struct FitModel {
  LinearModel model;
  LinExpr memory;
  LinExpr vcores;
};

// The query as Z3 sees it: the request's amounts (normalized), a 0/1 "fits" per group, fewer
// than min_fit_nodes nodes counted, the smallest request (memory, then vcores) asked for.
FitModel fit_model(const ContainerFitQuery& q) {
  FitModel m{LinearModel(q.name), {}, {}};
  m.memory = normalized_amount(m.model, "request_memory", q.minimum.memory_mb(),
                               q.maximum.memory_mb(), q.allocation_unit.memory_mb());
  m.vcores = q.fits_by_memory ? LinExpr(q.minimum.vcores())
                              : normalized_amount(m.model, "request_vcores", q.minimum.vcores(),
                                                  q.maximum.vcores(), q.allocation_unit.vcores());
  LinExpr fit_nodes(0);
  for (const NodeGroupSize& g : q.groups) {
    const IntVar f = m.model.add_int(g.name + ".fits", 0, 1);
    const Formula fits_here = q.fits_by_memory
                                  ? (m.memory <= LinExpr(g.capacity.memory_mb()))
                                  : Formula::all({m.memory <= LinExpr(g.capacity.memory_mb()),
                                                  m.vcores <= LinExpr(g.capacity.vcores())});
    m.model.require(Formula::implies(LinExpr(f) == LinExpr(1), fits_here),
                    g.name + ": fits when counted");
    m.model.require(Formula::implies(LinExpr(f) == LinExpr(0), Formula::negate(fits_here)),
                    g.name + ": else not");
    fit_nodes += g.count * LinExpr(f);
  }
  m.model.require(fit_nodes < LinExpr(q.min_fit_nodes), "fits on fewer nodes than --min-fit-nodes");
  m.model.minimize((q.maximum.vcores() + 1) * m.memory + m.vcores);
  return m;
}

// The smallest amount a request can have that is at least `at_least`: a multiple of the unit in
// [low, cap], or the cap itself; none above the cap, none below 0 (as normalized_amount).
std::optional<int64_t> smallest_legal(int64_t at_least, int64_t low, int64_t cap, int64_t unit) {
  const int64_t from = std::max({at_least, low, int64_t{0}});
  if (from > cap) return std::nullopt;
  unit = at_least_one(unit);
  const int64_t multiple = (from + unit - 1) / unit * unit;
  return multiple <= cap ? multiple : cap;
}

// The smallest legal amount at which `fit_nodes(amount)` (which never grows with the amount)
// drops below min_fit_nodes: it drops only just above some node's amount, so those are the
// candidates, with the lowest legal amount.
std::optional<int64_t> smallest_stranding(const ContainerFitQuery& q,
                                          const std::vector<int64_t>& node_amounts, int64_t low,
                                          int64_t cap, int64_t unit,
                                          const std::function<int64_t(int64_t)>& fit_nodes) {
  std::vector<int64_t> candidates;
  for (int64_t at_least : node_amounts) {
    if (auto c = smallest_legal(at_least + 1, low, cap, unit)) candidates.push_back(*c);
  }
  if (auto c = smallest_legal(low, low, cap, unit)) candidates.push_back(*c);
  std::sort(candidates.begin(), candidates.end());
  for (int64_t c : candidates) {
    if (fit_nodes(c) < q.min_fit_nodes) return c;
  }
  return std::nullopt;
}

int64_t nodes_fitting(const ContainerFitQuery& q, const Resource& request) {
  int64_t n = 0;
  for (const NodeGroupSize& g : q.groups) {
    if (fits(q, request, g.capacity)) n += g.count;
  }
  return n;
}

}  // namespace

ContainerFitResult decide_container_unplaceable(const ContainerFitQuery& q,
                                                const SolveOptions& options) {
  ContainerFitResult result = first_answer(q);
  if (result.status == Status::kUnsat) return result;
  if (options.dump_dir) dump_query(fit_model(q).model, *options.dump_dir);
  std::vector<int64_t> memories;
  std::vector<int64_t> vcores;
  for (const NodeGroupSize& g : q.groups) {
    memories.push_back(g.capacity.memory_mb());
    vcores.push_back(g.capacity.vcores());
  }
  // Fewer nodes fit as either amount grows, so the smallest memory that strands some request
  // strands the one with the most vcores the queue may ask; then the fewest vcores with it.
  const int64_t most_vcores = q.fits_by_memory ? q.minimum.vcores() : q.maximum.vcores();
  const auto memory = smallest_stranding(
      q, memories, q.minimum.memory_mb(), q.maximum.memory_mb(), q.allocation_unit.memory_mb(),
      [&](int64_t m) { return nodes_fitting(q, Resource(m, most_vcores)); });
  if (!memory) {
    result.status = Status::kUnsat;
    result.reason = fits_everywhere_reason(q);
    return result;
  }
  int64_t request_vcores = q.minimum.vcores();
  if (!q.fits_by_memory) {
    request_vcores = *smallest_stranding(
        q, vcores, q.minimum.vcores(), q.maximum.vcores(), q.allocation_unit.vcores(),
        [&](int64_t v) { return nodes_fitting(q, Resource(*memory, v)); });
  }
  result.status = Status::kSat;
  result.request = Resource(*memory, request_vcores);
  count_fits(q, result);
  recheck_or_throw(q, result);
  return result;
}

ContainerFitResult prove_container_unplaceable(const ContainerFitQuery& q, const Prover& prover,
                                               const SolveOptions& options) {
  ContainerFitResult result = first_answer(q);
  if (result.status == Status::kUnsat) return result;
  FitModel m = fit_model(q);
  const Solution s = prover.solve(m.model, options);
  result.variables = static_cast<int>(m.model.variables().size());
  result.millis = s.millis;
  result.status = s.status;
  if (s.status == Status::kUnknown) {
    result.reason = s.reason;
    return result;
  }
  if (s.status == Status::kUnsat) {
    result.reason = fits_everywhere_reason(q);
    return result;
  }
  result.request = Resource(evaluate(m.memory, s.values), evaluate(m.vcores, s.values));
  count_fits(q, result);
  recheck_or_throw(q, result);
  return result;
}

Confirmation confirm_container_unplaceable(const ContainerFitQuery& q,
                                           const ContainerFitResult& arithmetic,
                                           const Prover& prover, const SolveOptions& options) {
  const ContainerFitResult first = first_answer(q);
  if (first.status == Status::kUnsat) return {false, Status::kUnsat, first.reason, ""};
  const FitModel m = fit_model(q);
  if (arithmetic.status != Status::kSat) {
    return refute(constraints_of(m.model), prover, options,
                  "Z3 finds a request that fits on too few nodes");
  }
  // The objective fit_model minimizes: memory, then vcores.
  const int64_t optimum =
      (q.maximum.vcores() + 1) * arithmetic.request.memory_mb() + arithmetic.request.vcores();
  return refute(better_than(m.model, optimum), prover, options,
                fmt::format("Z3 finds a request below {} MB, {} vcores that fits on too few nodes",
                            arithmetic.request.memory_mb(), arithmetic.request.vcores()));
}

}  // namespace schedlint::smt
