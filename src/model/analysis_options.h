#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/calendar.h"

namespace schedlint {

/// The assumptions an analysis runs under (README.md, "Usage" and "Proofs").
/// The Hadoop release is not here: it is the Model's (Model::hadoop_version).
struct AnalysisOptions {
  int64_t am_memory_mb = 1536;  ///< yarn.app.mapreduce.am.resource.mb's default
  int64_t am_vcores = 1;
  int failure_budget = 1;
  double max_utilization = 0.8;
  int min_fit_nodes = 2;
  /// Leaf queues with running applications (instantaneous fair shares); unset means all.
  std::optional<std::vector<std::string>> active_queues;
  bool use_solver = true;
  int solver_timeout_ms = 2000;
  /// --solver-budget-ms: all the proofs' solver time together; past it, queries answer unknown.
  int solver_budget_ms = 10000;
  /// --confirm-budget-ms: of that, what Z3 may spend confirming answers the arithmetic gave;
  /// past it, those answers stand by arithmetic alone.
  int confirm_budget_ms = 100;
  /// Today, YYYY-MM-DD: suppressions that expired before it no longer silence (tests set it).
  std::string today = today_utc();
  /// The folder findings' paths are named relative to in fingerprints (the git top-level of the
  /// current folder, as in SARIF reports); "" names them as given.
  std::string source_root;
  std::string dump_smt_dir;
};

}  // namespace schedlint
