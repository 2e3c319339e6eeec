#include "solver/confirmation.h"

#include "solver/smt_dump.h"

namespace schedlint::smt {

namespace {

LinearModel copy_constraints(const LinearModel& query, std::string name) {
  LinearModel model(std::move(name));
  for (const auto& v : query.variables())
    model.add_int(v.name, v.low, v.high);  // the same names: the same indices
  for (const auto& c : query.constraints())
    model.require(c.formula, c.label);
  return model;
}

}  // namespace

LinearModel better_than(const LinearModel& query, int64_t optimum) {
  LinearModel model = copy_constraints(query, query.name() + ".better");
  model.require(*query.objective() < LinExpr(optimum), "better than the arithmetic's optimum");
  return model;
}

LinearModel constraints_of(const LinearModel& query) {
  return copy_constraints(query, query.name());
}

Confirmation refute(const LinearModel& refutation, const Prover& prover,
                    const SolveOptions& options, std::string if_sat) {
  if (options.dump_dir) dump_query(refutation, *options.dump_dir);
  const Solution s = prover.solve(refutation, options);
  Confirmation c;
  c.asked = true;
  c.status = s.status;
  c.reason = s.reason;
  if (s.status == Status::kSat) c.difference = std::move(if_sat);
  return c;
}

}  // namespace schedlint::smt
