// D4: maxAMShare of the steady fair share leaves less than one AM container.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::fs_am_share_below_one_am {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-am-share-below-one-am",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue's maxAMShare of its steady fair share is less than one "
          "application "
          "master container, so when every queue is busy its applications stay ACCEPTED.",
      .risk = "D4",
      .needs = {Need::kAllocationFile, Need::kNodes},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.05</maxAMShare></queue>
</allocations>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><weight>8</weight></queue>
  <queue name="adhoc"><maxAMShare>0.5</maxAMShare></queue>
</allocations>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
  };
  return kInfo;
}

// Whether a workload's AM in `queue` does not fit its AM limit even when the queue alone is
// active: a busy cluster then changes nothing, and wl-am-over-am-limit names the workload.
bool never_starts_alone(const AnalysisContext& context, const std::string& queue) {
  for (const WorkloadFit* fit : context.workloads_in(queue)) {
    if (fit->ams_in_limit == 0) return true;
  }
  return false;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairShares& shares = *context.fair_shares();
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    const FairQueueShare& q = shares.queues[i];
    if (never_starts_alone(context, q.path)) continue;  // wl-am-over-am-limit
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    const auto shortfall = steady_am_shortfall(context, q, am);
    if (!shortfall || under_zero_weight(shares, static_cast<int>(i)) ||
        under_wrapped_max_sum(shares, static_cast<int>(i)))
      continue;
    const FairQueueSettings& s = fair_settings_of(context, q);
    Finding f = make_finding(
        info(), s.max_am_share ? s.max_am_share->loc : fair_location_of(context, q),
        fmt::format("{}'s AM limit on a busy cluster is maxAMShare {} x steady fair share {} = {}, "
                    "less than one AM container ({}): its applications stay ACCEPTED until other "
                    "queues go idle",
                    q.path, q.max_am_share, amount_text(shortfall->type, shortfall->share),
                    amount_text(shortfall->type, shortfall->limit), resource_text(am)),
        q.path);
    f.details.push_back(fmt::format("AM container {}: {}", resource_text(am), assumed.origin));
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_am_share_below_one_am
