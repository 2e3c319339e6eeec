// F1: the children's minResources add up to more than the parent can give them.
#include <fmt/format.h>

#include "analysis/min_share_overruns.h"
#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::fs_min_share_sum_exceeds_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-min-share-sum-exceeds-parent",
      .severity = Severity::kWarning,
      .summary =
          "The minResources of a FairScheduler queue's children add up to more than the parent's "
          "minResources or maxResources, or the top level to more than the cluster, so the "
          "guarantees "
          "cannot all be met.",
      .risk = "F1",
      .needs = {Need::kAllocationFile},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod">
    <minResources>4096 mb, 4 vcores</minResources>
    <queue name="etl"><minResources>4096 mb, 2 vcores</minResources></queue>
    <queue name="bi"><minResources>2048 mb, 2 vcores</minResources></queue>
  </queue>
</allocations>
)xml"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="prod">
    <minResources>8192 mb, 4 vcores</minResources>
    <queue name="etl"><minResources>4096 mb, 2 vcores</minResources></queue>
    <queue name="bi"><minResources>2048 mb, 2 vcores</minResources></queue>
  </queue>
</allocations>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  const auto& queues = config.queues.nodes();
  for (size_t p = 0; p < queues.size(); ++p) {
    const auto& parent = queues[p];
    if (parent.children.empty()) continue;
    std::vector<RelatedLocation> related;
    for (int c : parent.children) {
      const auto& child = config.queues.at(c);
      if (child.settings.min_resources)
        related.push_back({child.settings.min_resources->loc, child.path + " minResources"});
    }
    for (const MinShareOverrun& o : min_share_overruns(context, static_cast<int>(p))) {
      Finding f = make_finding(
          info(), parent.is_root() ? config.allocations_loc : parent.loc,
          fmt::format("the minResources of {}'s children add up to {}, more than {} ({}): their "
                      "guarantees cannot all be met, and min-share preemption keeps chasing them",
                      parent.path, amount_text(o.type, o.children_sum), o.limit,
                      amount_text(o.type, o.limit_amount)),
          parent.path);
      f.related = related;
      for (const auto& r : related)
        f.details.push_back(fmt::format("{} (line {})", r.message, r.loc.line));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_min_share_sum_exceeds_parent
