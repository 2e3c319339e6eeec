#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/linear_model.h"

namespace schedlint::smt {

enum class Status { kSat, kUnsat, kUnknown };

std::string_view status_name(Status s);  ///< "sat", "unsat", "unknown"

struct SolveOptions {
  unsigned timeout_ms = 2000;  ///< --solver-timeout-ms: the limit for this one query; 0 = unknown
  unsigned seed = 0;           ///< fixed, so the same question gets the same witness every run
  /// --dump-smt DIR: when set, the query is also written to DIR/<model name>.smt2.
  std::optional<std::string> dump_dir;
};

/// The answer to one query. `values` holds one value per variable when sat (with an objective:
/// the optimum the solver proved). `reason` says why an answer is unknown.
struct Solution {
  Status status = Status::kUnknown;
  std::vector<int64_t> values;
  std::string reason;
  double millis = 0;
};

/// What answers the queries: every proof asks through this seam, so rules and queries never
/// name a solver. The Z3 implementation is solver/z3_prover.h; rule tests script the answers.
class Prover {
 public:
  virtual ~Prover() = default;
  /// Solves `model` within the options' time limit. Never throws for a solver failure: that is
  /// an unknown with its reason. A dump that cannot be written is an std::runtime_error.
  virtual Solution solve(const LinearModel& model, const SolveOptions& options) const = 0;
  /// Why a query asked now would be answered unknown without being asked (a spent budget, no
  /// solver), or nullopt while it would be asked: a caller can leave out building it.
  virtual std::optional<std::string_view> why_unasked() const { return std::nullopt; }
  /// Gets ready for the queries to come, before the caller reads its inputs (the Z3 prover starts
  /// its process then, while the caller is small). Queries work without it.
  virtual void prepare() const {}
};

}  // namespace schedlint::smt
