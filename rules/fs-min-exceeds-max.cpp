// F2: a queue's minResources above its own maxResources.
#include <fmt/format.h>

#include "model/release_facts.h"
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
          "A FairScheduler queue's minResources is above its maxResources in some resource: "
          "from 2.9 Hadoop silently raises the maximum to the minimum, and 2.7 and 2.8 cap the "
          "queue below its minimum.",
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
      // FSQueue.getMaxShare raises the maximum from 2.9 (YARN-2162); 2.7 and 2.8 keep it, and
      // ComputeFairShares clamps by the maximum after the minimum.
      const std::string what =
          has(context.version(), ReleaseFact::kFsMaxShareAtLeastMinShare)
              ? fmt::format(
                    "Hadoop logs \"Queue {} has max resources ... less than min "
                    "resources\" and uses the minimum as the maximum",
                    queue.path)
              : fmt::format(
                    "Hadoop {} keeps the maximum, so the queue's fair share is capped "
                    "at {}, below the minimum it was meant to have",
                    context.version().to_string(), amount_text(type, max.get(type)));
      Finding f = make_finding(
          info(), s.max_resources->loc,
          fmt::format("{}'s maxResources ({}) is below its minResources ({}): {}", queue.path,
                      amount_text(type, max.get(type)), amount_text(type, min), what),
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
