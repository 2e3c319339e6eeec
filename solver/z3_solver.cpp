// Z3Prover: LinearModel -> Z3 (optimize when there is an objective).
#include <z3++.h>

#include <chrono>
#include <cstring>
#include <mutex>
#include <optional>

#include "solver/child_process.h"
#include "solver/model_codec.h"
#include "solver/smt_dump.h"
#include "solver/z3_prover.h"

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
    case Formula::Kind::kLessEq:
      return to_z3(ctx, f.expr(), vars) <= 0;
    case Formula::Kind::kEq:
      return to_z3(ctx, f.expr(), vars) == 0;
    case Formula::Kind::kTrue:
      return ctx.bool_val(true);
    case Formula::Kind::kNot:
      return !to_z3(ctx, f.parts().front(), vars);
    case Formula::Kind::kAnd:
    case Formula::Kind::kOr: {
      z3::expr_vector parts(ctx);
      for (const auto& p : f.parts())
        parts.push_back(to_z3(ctx, p, vars));
      return f.kind() == Formula::Kind::kAnd ? z3::mk_and(parts) : z3::mk_or(parts);
    }
  }
  return ctx.bool_val(true);
}

std::string reason_unknown(z3::solver& solver) {
  return solver.reason_unknown();
}
// The C++ API of Z3 4.8 has no optimize::reason_unknown; the C API does.
std::string reason_unknown(z3::optimize& opt) {
  return Z3_optimize_get_reason_unknown(opt.ctx(), opt);
}

template <class Engine>
Solution run(Engine& engine, const std::vector<z3::expr>& vars) {
  Solution s;
  const z3::check_result r = engine.check();
  if (r == z3::unsat) {
    s.status = Status::kUnsat;
  } else if (r == z3::sat) {
    s.status = Status::kSat;
    const z3::model m = engine.get_model();
    for (const auto& v : vars)
      s.values.push_back(m.eval(v, true).get_numeral_int64());
  } else {
    s.status = Status::kUnknown;
    s.reason = reason_unknown(engine);
  }
  return s;
}

Solution build_and_check(const LinearModel& model, z3::context& ctx) {
  std::vector<z3::expr> vars;
  z3::expr_vector bounds(ctx);
  for (const auto& v : model.variables()) {
    vars.push_back(ctx.int_const(v.name.c_str()));
    bounds.push_back(ctx.int_val(static_cast<int64_t>(v.low)) <= vars.back());
    bounds.push_back(vars.back() <= ctx.int_val(static_cast<int64_t>(v.high)));
  }
  if (!model.objective()) {
    // Z3's default solver picks and tunes a tactic per query: ~11 ms of set-up on the small
    // queries most proofs ask, where the SMT core alone answers in ~1 ms. Large ones keep the
    // linear-arithmetic tactic, whose preprocessing pays off there.
    constexpr size_t kSmallQuery = 1000;
    z3::solver solver = model.variables().size() < kSmallQuery
                            ? z3::solver(ctx, z3::solver::simple())
                            : z3::solver(ctx, "QF_LIA");
    solver.add(bounds);
    for (const auto& c : model.constraints())
      solver.add(to_z3(ctx, c.formula, vars));
    return run(solver, vars);
  }
  z3::optimize opt(ctx);
  // Z3 turns 0/1 integers into booleans first (opt.elim_01); a cover over nodes of one each
  // then becomes a pseudo-boolean search that takes seconds, where the arithmetic core, which
  // sees the linear relaxation, answers in milliseconds.
  z3::params no_elim_01(ctx);
  no_elim_01.set("elim_01", false);
  opt.set(no_elim_01);
  opt.add(bounds);
  for (const auto& c : model.constraints())
    opt.add(to_z3(ctx, c.formula, vars));
  opt.minimize(to_z3(ctx, *model.objective(), vars));
  // Objectives are lexicographic by default (opt.priority=lex): tie-breaks come after.
  for (const LinExpr& e : model.tie_breaks())
    opt.minimize(to_z3(ctx, e, vars));
  return run(opt, vars);
}

}  // namespace

// The solver's process and its Z3 context, made in that process as soon as it starts (creating
// one costs more than most of schedlint's queries): started early (prepare), it is ready by the
// first query without the caller having waited for it.
struct Z3Prover::Context {
  std::optional<z3::context> ctx;  // in the solver's process only, made by its start hook

  // One request in the solver's process: a query, answered with its solution.
  std::string serve(const std::string& request) {
    Solution s;
    try {
      const auto query = decode_query(request);
      if (!query) {
        s.reason = "the solver process received a garbled query";
        return encode_solution(s);
      }
      // Optimize takes no seed parameter; the global ones reach every engine it uses.
      z3::set_param("smt.random_seed", static_cast<int>(query->second));
      z3::set_param("sat.random_seed", static_cast<int>(query->second));
      s = build_and_check(query->first, *ctx);
    } catch (const z3::exception& e) {
      s = Solution{};
      s.reason = e.msg();
    }
    return encode_solution(s);
  }

  ChildWorker worker{[this](const std::string& request) { return serve(request); },
                     [this] { ctx.emplace(); }};
};

Z3Prover::Z3Prover() = default;
Z3Prover::~Z3Prover() = default;

void Z3Prover::prepare() const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!context_) context_ = std::make_unique<Context>();
  context_->worker.start_early();
}

Solution Z3Prover::solve(const LinearModel& model, const SolveOptions& options) const {
  if (options.dump_dir) dump_query(model, *options.dump_dir);
  const auto start = std::chrono::steady_clock::now();
  Solution result;
  if (options.timeout_ms == 0) {
    // No time at all: a limit, not a race with a fast query.
    result.reason = "time limit reached (0 ms)";
    return result;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  // Each query runs in the solver's process, so the time limit covers building, checking and
  // tearing down (Z3 4.8 does not stop every stage when interrupted: optimizing a
  // 20,000-variable chain ran 100 s past a 2 s limit), and a crash inside Z3 costs one unknown
  // answer, not the run.
  if (!context_) context_ = std::make_unique<Context>();
  const ChildOutcome outcome =
      context_->worker.ask(encode_query(model, options.seed), options.timeout_ms);
  std::optional<Solution> answer;
  if (outcome.output) answer = decode_solution(*outcome.output);
  if (answer) {
    result = std::move(*answer);
  } else {
    result.reason = outcome.output ? "the solver process answered garbled" : outcome.failure;
  }
  result.millis =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result;
}

std::string run_smtlib(const std::string& script) {
  z3::context ctx;
  return Z3_eval_smtlib2_string(ctx, script.c_str());
}

}  // namespace schedlint::smt
