// D4: maxRunningApps of 0 (or below) lets applications be accepted but never run.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::fs_max_running_apps_zero {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-max-running-apps-zero",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue or user limit of 0 running applications accepts applications that "
          "can never run.",
      .risk = "D4",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="archive"><maxRunningApps>0</maxRunningApps></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="archive"><maxRunningApps>1</maxRunningApps></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void report(const std::optional<Setting<int32_t>>& value, const std::string& what,
            const std::string& queue, FindingSink& sink) {
  if (!value || value->value > 0) return;
  sink.report(make_finding(
      info(), value->loc,
      fmt::format("{} is {}: applications are accepted but never become runnable, so they wait in "
                  "ACCEPTED forever (YARN-278)",
                  what, value->value),
      queue));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  for (const auto& queue : config.queues.nodes()) {
    report(queue.settings.max_running_apps, queue.path + "'s maxRunningApps", queue.path, sink);
  }
  report(config.global.queue_max_apps_default,
         "queueMaxAppsDefault (the limit of every queue without its own maxRunningApps)", "", sink);
  report(config.global.user_max_apps_default,
         "userMaxAppsDefault (the limit of every user without a <user> element)", "", sink);
  for (const auto& user : config.global.users) {
    report(user.max_running_apps, fmt::format("user {}'s maxRunningApps", user.name), "", sink);
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_max_running_apps_zero
