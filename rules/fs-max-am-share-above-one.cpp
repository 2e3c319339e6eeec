// D4: maxAMShare above 1 is silently capped at 1.0.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      "fs-max-am-share-above-one",
      Severity::kWarning,
      "A FairScheduler maxAMShare above 1.0 is silently capped at 1.0, so it does not mean what it "
      "says (it is a fraction, not a percentage).",
      "D4",
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><maxAMShare>50</maxAMShare></queue>
</allocations>
)xml"}},
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl"><maxAMShare>0.5</maxAMShare></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void report(const std::optional<Setting<float>>& value, const std::string& what, const std::string& queue,
            std::vector<Finding>& out) {
  if (!value || value->value <= 1.0f) return;
  out.push_back(make_finding(
      info(), value->loc,
      fmt::format("{} is {:g}: it is a fraction of the queue's fair share (0.5 means half), and "
                  "Hadoop silently caps it at 1.0, so application masters may take the whole share",
                  what, value->value),
      queue));
}

void check(const RuleContext& context, std::vector<Finding>& out) {
  if (!context.model().fair) return;
  const FairConfig& config = *context.model().fair;
  for (const auto& queue : config.queues.nodes()) {
    report(queue.settings.max_am_share, queue.path + "'s maxAMShare", queue.path, out);
  }
  report(config.global.queue_max_am_share_default, "queueMaxAMShareDefault", "", out);
}

}  // namespace

const Rule& fs_max_am_share_above_one() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
