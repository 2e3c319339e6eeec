#include "cli/check_run.h"

#include "cli/scheduler_inputs.h"
#include "cli/version.h"
#include "model/resource_text.h"

#include <fmt/format.h>

namespace schedlint {

CheckRun::CheckRun(const Model& model, const AnalysisOptions& options,
                   const RuleSelection& selection, const smt::Prover& prover)
    : context_(model, options, prover), selection_(selection) {
  // A snapshot naming queues or nodes the configuration does not have is unreadable input.
  if (model.usage && context_.capacity_hierarchy() != nullptr && context_.has_nodes()) {
    require_usage_matches(*context_.capacity_hierarchy(), model);
  }
  run_ = run_all_rules(context_, selection_);
  if (!run_.internal_errors.empty()) return;
  report_ = CheckReport{kSchedlintVersion, model.hadoop_version.to_string(),
                        model.inputs,      run_.findings,
                        run_.proven_safe,  std::nullopt,
                        run_.suppressed};
  // A change rule does not apply to one version: only what could have run is reported.
  for (const RuleNotRun& n : run_.not_run) {
    if (n.why != kChangeRuleOnly) report_.not_run.push_back({n.rule, n.why});
  }
}

namespace {

// The AM size the AM-limit rules assume for a queue no workload runs in, in words.
std::string default_am_text(const AnalysisContext& context) {
  return fmt::format("{} (--am-mb {}, --am-vcores {}, as the scheduler rounds it)",
                     resource_text(context.am_container()), context.options().am_memory_mb,
                     context.options().am_vcores);
}

// The options beyond the numbers the HTML report lists (failure budget, utilization, fit nodes).
std::string other_options_text(const AnalysisOptions& o) {
  std::string text = o.use_solver
                         ? fmt::format(
                               "Z3 confirms the proofs ({} ms a query, {} ms in "
                               "all, {} ms confirming)",
                               o.solver_timeout_ms, o.solver_budget_ms, o.confirm_budget_ms)
                         : std::string("--no-solver: the proofs by arithmetic alone");
  if (o.active_queues) {
    text += "; busy queues (--active):";
    for (const std::string& q : *o.active_queues)
      text += " " + q;
  }
  return text;
}

}  // namespace

CheckReportSettings CheckRun::report_settings() const {
  return {.source_root = context_.options().source_root,
          .selection = selection_,
          .not_run = run_.not_run,
          .capacity = context_.capacity_hierarchy(),
          .fair = context_.fair_shares(),
          .workloads = &context_.workload_fits(),
          .default_am = default_am_text(context_),
          .assumptions = RunAssumptions{.failure_budget = context_.options().failure_budget,
                                        .max_utilization = context_.options().max_utilization,
                                        .min_fit_nodes = context_.options().min_fit_nodes,
                                        .options = other_options_text(context_.options()),
                                        .tool_version = kSchedlintVersion}};
}

}  // namespace schedlint
