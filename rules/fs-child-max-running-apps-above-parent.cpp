// D4: a child's maxRunningApps above its parent's can never be reached.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::fs_child_max_running_apps_above_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-child-max-running-apps-above-parent",
      .severity = Severity::kInfo,
      .summary =
          "A FairScheduler queue allows more running applications than its parent, whose limit "
          "binds "
          "first.",
      .risk = "D4",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod">
    <maxRunningApps>10</maxRunningApps>
    <queue name="etl"><maxRunningApps>50</maxRunningApps></queue>
  </queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod">
    <maxRunningApps>50</maxRunningApps>
    <queue name="etl"><maxRunningApps>10</maxRunningApps></queue>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const auto& tree = context.model().fair->queues;
  for (const auto& queue : tree.nodes()) {
    const auto& own = queue.settings.max_running_apps;
    if (!own || queue.is_root()) continue;
    // The tightest limit among the ancestors that set one (MaxRunningAppsEnforcer checks every
    // queue up to root).
    for (int a = queue.parent; a >= 0; a = tree.at(a).parent) {
      const auto& limit = tree.at(a).settings.max_running_apps;
      if (!limit || limit->value >= own->value) continue;
      Finding f =
          make_finding(info(), own->loc,
                       fmt::format("{} allows {} running applications, but {} allows only {} "
                                   "in its whole subtree, so this limit is never reached",
                                   queue.path, own->value, tree.at(a).path, limit->value),
                       queue.path);
      f.related.push_back({limit->loc, tree.at(a).path + " maxRunningApps"});
      sink.report(std::move(f));
      break;
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_child_max_running_apps_above_parent
