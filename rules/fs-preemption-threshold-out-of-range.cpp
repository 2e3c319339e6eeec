// F8: a fairSharePreemptionThreshold outside [0, 1], which Hadoop clamps without a word
// (AllocationFileQueueParser; AllocationFileLoaderService.loadQueue before 3.0).
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/fair/fair_preemption.h"

namespace schedlint::rules::fs_preemption_threshold_out_of_range {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-preemption-threshold-out-of-range",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler fairSharePreemptionThreshold above 1 or below 0 (often a timeout "
          "in seconds written in the wrong element) is silently clamped to 1.0 or 0.",
      .risk = "F8",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><fairSharePreemptionThreshold>60</fairSharePreemptionThreshold></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl">
    <fairSharePreemptionThreshold>0.8</fairSharePreemptionThreshold>
    <fairSharePreemptionTimeout>60</fairSharePreemptionTimeout>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

// What a threshold clamped to 1.0 does to `scope`, given the fair-share timeout it ends up with.
std::string above_one_consequence(const std::string& scope, int64_t fair_share_timeout_ms) {
  if (fair_share_timeout_ms == std::numeric_limits<int64_t>::max()) {
    return fmt::format(
        "and no fairSharePreemptionTimeout applies to {}, so fair-share preemption "
        "never starts for it",
        scope);
  }
  return fmt::format(
      "so with preemption on {} preempts others whenever it holds less than its "
      "whole fair share for {} s",
      scope, fair_share_timeout_ms / 1000);
}

std::string above_one_fix(float written) {
  if (written == std::floor(written)) {
    return fmt::format(
        "if {} was meant as seconds, write <fairSharePreemptionTimeout>{}"
        "</fairSharePreemptionTimeout> and a fraction here (0.5 by default)",
        written, written);
  }
  return "write a fraction between 0 and 1 (0.5 by default)";
}

// `subject` is what the setting is ("root.etl's fairSharePreemptionThreshold"), `scope` what it
// applies to; `p` the effective settings of the queue it is set on (root for the default).
void report(const std::optional<Setting<float>>& written, const std::string& subject,
            const std::string& scope, const FairQueuePreemption& p, const std::string& queue,
            FindingSink& sink) {
  if (!written) return;
  const float v = written->value;
  if (v > 1.0f) {
    sink.report(make_finding(
        info(), written->loc,
        fmt::format("{} is {}: it is a fraction of the fair share, and Hadoop clamps it to 1.0, "
                    "{}; {}",
                    subject, v, above_one_consequence(scope, p.fair_share_timeout_ms),
                    above_one_fix(v)),
        queue));
  } else if (v < 0.0f) {
    sink.report(make_finding(
        info(), written->loc,
        fmt::format("{} is {}: Hadoop clamps it to 0, so {} never counts as starved for its fair "
                    "share and fair-share preemption never acts for it; write a fraction between "
                    "0 and 1 (0.5 by default)",
                    subject, v, scope),
        queue));
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  const std::vector<FairQueuePreemption> preemption = fair_queue_preemption(config);
  report(config.global.default_fair_share_preemption_threshold,
         "defaultFairSharePreemptionThreshold", "every queue that sets no threshold",
         preemption.front(), "", sink);
  for (const auto& q : config.queues.nodes()) {
    const std::string scope =
        q.is_leaf() ? q.path : "every queue below " + q.path + " that sets none";
    report(q.settings.fair_share_preemption_threshold, q.path + "'s fairSharePreemptionThreshold",
           scope, preemption[static_cast<size_t>(q.index)], q.path, sink);
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_preemption_threshold_out_of_range
