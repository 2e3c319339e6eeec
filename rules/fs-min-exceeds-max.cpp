// F2: a queue's minResources above its own maxResources.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"
#include "sched/configurable_resource.h"

namespace schedlint::rules::fs_min_exceeds_max {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-min-exceeds-max",
      .severity = Severity::kWarning,
      .summary =
          "A FairScheduler queue's minResources is above its maxResources in some resource, so "
          "Hadoop "
          "silently raises the maximum to the minimum.",
      .risk = "F2",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl">
    <minResources>8192 mb, 4 vcores</minResources>
    <maxResources>4096 mb, 8 vcores</maxResources>
  </queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl">
    <minResources>4096 mb, 4 vcores</minResources>
    <maxResources>8192 mb, 8 vcores</maxResources>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const auto& queue : context.model().fair->queues.nodes()) {
    const auto& s = queue.settings;
    if (!s.min_resources || !s.max_resources) continue;
    // A percentage maximum can only be compared on a known cluster (FSQueue.getMaxShare warns at
    // run time then).
    if (s.max_resources->value.is_percentage && !context.has_nodes()) continue;
    const Resource max = resolve_configurable(s.max_resources->value, context.cluster());
    for (const auto& [type, min] : s.min_resources->value.absolute.amounts()) {
      if (!max.has(type) || min <= max.get(type)) continue;
      Finding f = make_finding(
          info(), s.max_resources->loc,
          fmt::format(
              "{}'s maxResources ({}) is below its minResources ({}): Hadoop logs \"Queue {} "
              "has max resources ... less than min resources\" and uses the minimum as the "
              "maximum",
              queue.path, amount_text(type, max.get(type)), amount_text(type, min), queue.path),
          queue.path);
      f.related.push_back({s.min_resources->loc, "minResources"});
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

}  // namespace schedlint::rules::fs_min_exceeds_max
