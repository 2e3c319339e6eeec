// D4: maxAMShare above 1 is silently capped at 1.0.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::fs_max_am_share_above_one {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-max-am-share-above-one",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler maxAMShare above 1.0 is silently capped at 1.0, so it does not mean "
          "what it "
          "says (it is a fraction, not a percentage).",
      .risk = "D4",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><maxAMShare>50</maxAMShare></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><maxAMShare>0.5</maxAMShare></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void report(const std::optional<Setting<float>>& value, const std::string& what,
            const std::string& queue, FindingSink& sink) {
  if (!value || value->value <= 1.0f) return;
  sink.report(make_finding(
      info(), value->loc,
      fmt::format("{} is {}: it is a fraction of the queue's fair share (0.5 means half), and "
                  "Hadoop silently caps it at 1.0, so application masters may take the whole share",
                  what, value->value),
      queue));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  for (const auto& queue : config.queues.nodes()) {
    report(queue.settings.max_am_share, queue.path + "'s maxAMShare", queue.path, sink);
  }
  report(config.global.queue_max_am_share_default, "queueMaxAMShareDefault", "", sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_max_am_share_above_one
