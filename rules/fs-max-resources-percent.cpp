// F3: percentage maxResources move with the cluster's size.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "sched/configurable_resource.h"

namespace schedlint::rules::fs_max_resources_percent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-max-resources-percent",
      .severity = Severity::kInfo,
      .summary =
          "A FairScheduler maximum is a percentage of the whole cluster, so the cap grows and "
          "shrinks "
          "with every node added or lost.",
      .risk = "F3",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="adhoc"><maxResources>25%</maxResources></queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="adhoc"><maxResources>65536 mb, 16 vcores</maxResources></queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void report(const AnalysisContext& context,
            const std::optional<Setting<ConfigurableResource>>& value, const std::string& element,
            const std::string& queue, FindingSink& sink) {
  if (!value || !value->value.is_percentage) return;
  std::string message = fmt::format(
      "<{}> is a percentage of the whole cluster (not of the parent), "
      "so this cap changes whenever nodes join or leave",
      element);
  if (context.has_nodes()) {
    message += fmt::format("; on the cluster given it is {}",
                           resource_text(resolve_configurable(value->value, context.cluster())));
  }
  sink.report(make_finding(info(), value->loc, std::move(message), queue));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  for (const auto& queue : config.queues.nodes()) {
    report(context, queue.settings.max_resources, "maxResources", queue.path, sink);
    report(context, queue.settings.max_child_resources, "maxChildResources", queue.path, sink);
  }
  report(context, config.global.queue_max_resources_default, "queueMaxResourcesDefault", "", sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_max_resources_percent
