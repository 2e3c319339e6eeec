// The one implementation of solve(): LinearModel -> Z3 (optimize when there is an objective).
#include <z3++.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "solver/solve.h"

namespace schedlint::smt {

namespace {

z3::expr to_z3(z3::context& ctx, const LinExpr& e, const std::vector<z3::expr>& vars) {
  z3::expr sum = ctx.int_val(static_cast<int64_t>(e.constant()));
  for (const auto& [var, coef] : e.terms()) {
    sum = sum + ctx.int_val(static_cast<int64_t>(coef)) * vars[static_cast<size_t>(var)];
  }
  return sum;
}

z3::expr to_z3(z3::context& ctx, const Formula& f, const std::vector<z3::expr>& vars) {
  switch (f.kind()) {
    case Formula::Kind::kLessEq: return to_z3(ctx, f.expr(), vars) <= 0;
    case Formula::Kind::kEq: return to_z3(ctx, f.expr(), vars) == 0;
    case Formula::Kind::kTrue: return ctx.bool_val(true);
    case Formula::Kind::kNot: return !to_z3(ctx, f.parts().front(), vars);
    case Formula::Kind::kAnd:
    case Formula::Kind::kOr: {
      z3::expr_vector parts(ctx);
      for (const auto& p : f.parts()) parts.push_back(to_z3(ctx, p, vars));
      return f.kind() == Formula::Kind::kAnd ? z3::mk_and(parts) : z3::mk_or(parts);
    }
  }
  return ctx.bool_val(true);
}

void dump(const LinearModel& model, const std::string& dir) {
  std::filesystem::create_directories(dir);
  const auto path = std::filesystem::path(dir) / (model.name() + ".smt2");
  std::ofstream out(path);
  out << to_smtlib(model);
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string reason_unknown(z3::solver& solver, z3::context&) { return solver.reason_unknown(); }
// The C++ API of Z3 4.8 has no optimize::reason_unknown; the C API does.
std::string reason_unknown(z3::optimize& opt, z3::context& ctx) {
  return Z3_optimize_get_reason_unknown(ctx, opt);
}

template <class Engine>
Solution run(Engine& engine, z3::context& ctx, const std::vector<z3::expr>& vars) {
  Solution s;
  const z3::check_result r = engine.check();
  if (r == z3::unsat) {
    s.status = Status::kUnsat;
  } else if (r == z3::sat) {
    s.status = Status::kSat;
    const z3::model m = engine.get_model();
    for (const auto& v : vars) s.values.push_back(m.eval(v, true).get_numeral_int64());
  } else {
    s.status = Status::kUnknown;
    s.reason = reason_unknown(engine, ctx);
  }
  return s;
}

}  // namespace

std::string_view status_name(Status s) {
  switch (s) {
    case Status::kSat: return "sat";
    case Status::kUnsat: return "unsat";
    case Status::kUnknown: return "unknown";
  }
  return "unknown";
}

Solution solve(const LinearModel& model, const SolveOptions& options) {
  if (options.dump_dir) dump(model, *options.dump_dir);
  const auto start = std::chrono::steady_clock::now();
  Solution result;
  try {
    // Optimize takes no seed parameter; the global ones reach every engine it uses.
    z3::set_param("smt.random_seed", static_cast<int>(options.seed));
    z3::set_param("sat.random_seed", static_cast<int>(options.seed));
    z3::context ctx;
    std::vector<z3::expr> vars;
    z3::expr_vector bounds(ctx);
    for (const auto& v : model.variables()) {
      vars.push_back(ctx.int_const(v.name.c_str()));
      bounds.push_back(ctx.int_val(static_cast<int64_t>(v.low)) <= vars.back());
      bounds.push_back(vars.back() <= ctx.int_val(static_cast<int64_t>(v.high)));
    }
    z3::params params(ctx);
    params.set("timeout", options.timeout_ms);
    if (model.objective()) {
      z3::optimize opt(ctx);
      opt.set(params);
      opt.add(bounds);
      for (const auto& c : model.constraints()) opt.add(to_z3(ctx, c.formula, vars));
      opt.minimize(to_z3(ctx, *model.objective(), vars));
      result = run(opt, ctx, vars);
    } else {
      z3::solver solver(ctx);
      solver.set(params);
      solver.add(bounds);
      for (const auto& c : model.constraints()) solver.add(to_z3(ctx, c.formula, vars));
      result = run(solver, ctx, vars);
    }
  } catch (const z3::exception& e) {
    result = Solution{};
    result.reason = e.msg();
  }
  result.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result;
}

std::string run_smtlib(const std::string& script) {
  z3::context ctx;
  return Z3_eval_smtlib2_string(ctx, script.c_str());
}

}  // namespace schedlint::smt
