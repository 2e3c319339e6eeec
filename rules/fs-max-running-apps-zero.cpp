// D4: maxRunningApps of 0 (or below) lets applications be accepted but never run.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      "fs-max-running-apps-zero",
      Severity::kWarning,
      "A FairScheduler queue or user limit of 0 running applications accepts applications that "
      "can never run.",
      "D4",
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="archive"><maxRunningApps>0</maxRunningApps></queue>
</allocations>
)xml"}},
      {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="archive"><maxRunningApps>1</maxRunningApps></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void report(const std::optional<Setting<int32_t>>& value, const std::string& what, const std::string& queue,
            std::vector<Finding>& out) {
  if (!value || value->value > 0) return;
  out.push_back(make_finding(
      info(), value->loc,
      fmt::format("{} is {}: applications are accepted but never become runnable, so they wait in "
                  "ACCEPTED forever (YARN-278)",
                  what, value->value),
      queue));
}

void check(const RuleContext& context, std::vector<Finding>& out) {
  if (!context.model().fair) return;
  const FairConfig& config = *context.model().fair;
  for (const auto& queue : config.queues.nodes()) {
    report(queue.settings.max_running_apps, queue.path + "'s maxRunningApps", queue.path, out);
  }
  report(config.global.queue_max_apps_default,
         "queueMaxAppsDefault (the limit of every queue without its own maxRunningApps)", "", out);
  report(config.global.user_max_apps_default,
         "userMaxAppsDefault (the limit of every user without a <user> element)", "", out);
  for (const auto& user : config.global.users) {
    report(user.max_running_apps, fmt::format("user {}'s maxRunningApps", user.name), "", out);
  }
}

}  // namespace

const Rule& fs_max_running_apps_zero() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules
