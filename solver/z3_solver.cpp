// Z3Prover: LinearModel -> Z3 (optimize when there is an objective).
#include <z3++.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

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

std::string reason_unknown(z3::solver& solver, z3::context&) {
  return solver.reason_unknown();
}
// The C++ API of Z3 4.8 has no optimize::reason_unknown; the C API does.
std::string reason_unknown(z3::optimize& opt, z3::context& ctx) {
  return Z3_optimize_get_reason_unknown(ctx, opt);
}

// The time limit. Z3 4.8's own "timeout" parameter can hang for very short limits (its timer
// thread races the solver), so a watchdog interrupts the context instead: Z3_interrupt is the
// documented way to stop a running check from another thread.
class Watchdog {
 public:
  Watchdog(z3::context& ctx, unsigned timeout_ms)
      : thread_([this, &ctx, timeout_ms] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (done_cv_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                                [this] { return done_; }))
            return;
          fired_ = true;
          // An interrupt that lands before the check starts is reset by it: repeat until it ends.
          do {
            ctx.interrupt();
          } while (
              !done_cv_.wait_for(lock, std::chrono::milliseconds(10), [this] { return done_; }));
        }) {}
  ~Watchdog() { stop(); }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  /// Stops the watchdog; true when it interrupted the solver first.
  bool stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    done_cv_.notify_all();
    if (thread_.joinable()) thread_.join();
    return fired_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable done_cv_;
  bool done_ = false;
  bool fired_ = false;
  std::thread thread_;
};

template <class Engine>
Solution run(Engine& engine, z3::context& ctx, const std::vector<z3::expr>& vars,
             unsigned timeout_ms) {
  Solution s;
  Watchdog watchdog(ctx, timeout_ms);
  const z3::check_result r = engine.check();
  if (watchdog.stop()) {
    // Interrupted, or finished just as the limit passed: either way the limit was reached.
    s.status = Status::kUnknown;
    s.reason = "time limit reached";
    return s;
  }
  if (r == z3::unsat) {
    s.status = Status::kUnsat;
  } else if (r == z3::sat) {
    s.status = Status::kSat;
    const z3::model m = engine.get_model();
    for (const auto& v : vars)
      s.values.push_back(m.eval(v, true).get_numeral_int64());
  } else {
    s.status = Status::kUnknown;
    s.reason = reason_unknown(engine, ctx);
  }
  return s;
}

}  // namespace

struct Z3Prover::Context {
  z3::context ctx;
};

Z3Prover::Z3Prover() = default;
Z3Prover::~Z3Prover() = default;

Solution Z3Prover::solve(const LinearModel& model, const SolveOptions& options) const {
  if (options.dump_dir) dump_query(model, *options.dump_dir);
  const auto start = std::chrono::steady_clock::now();
  Solution result;
  if (options.timeout_ms == 0) {
    // No time at all: a limit, not a race between the watchdog and a fast query.
    result.reason = "time limit reached (0 ms)";
    return result;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  try {
    // Optimize takes no seed parameter; the global ones reach every engine it uses (read when a
    // solver is made, so they hold for every query of the shared context).
    z3::set_param("smt.random_seed", static_cast<int>(options.seed));
    z3::set_param("sat.random_seed", static_cast<int>(options.seed));
    if (!context_) context_ = std::make_unique<Context>();
    z3::context& ctx = context_->ctx;
    std::vector<z3::expr> vars;
    z3::expr_vector bounds(ctx);
    for (const auto& v : model.variables()) {
      vars.push_back(ctx.int_const(v.name.c_str()));
      bounds.push_back(ctx.int_val(static_cast<int64_t>(v.low)) <= vars.back());
      bounds.push_back(vars.back() <= ctx.int_val(static_cast<int64_t>(v.high)));
    }
    if (model.objective()) {
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
      result = run(opt, ctx, vars, options.timeout_ms);
    } else {
      z3::solver solver(ctx);
      solver.add(bounds);
      for (const auto& c : model.constraints())
        solver.add(to_z3(ctx, c.formula, vars));
      result = run(solver, ctx, vars, options.timeout_ms);
    }
  } catch (const z3::exception& e) {
    result = Solution{};
    result.reason = e.msg();
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
