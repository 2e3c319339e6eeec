// F1: the children's minResources add up to more than the parent can give them.
#include <fmt/format.h>

#include "java/long_math.h"
#include "model/resource_text.h"
#include "rules/fair_rule_support.h"
#include "rules/rule.h"
#include "sched/configurable_resource.h"

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

struct Limit {
  std::string what;  // "root.prod's minResources"
  Resource amount;
  SourceLocation loc;
};

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairConfig& config = *context.model().fair;
  for (const auto& parent : config.queues.nodes()) {
    if (parent.children.empty()) continue;
    Resource sum;
    std::vector<RelatedLocation> related;
    for (int c : parent.children) {
      const auto& child = config.queues.at(c);
      if (!child.settings.min_resources) continue;
      for (const auto& [type, amount] : child.settings.min_resources->value.absolute.amounts()) {
        sum.set(type, java::saturating_add(sum.get(type), amount));  // no Java sum: saturate
      }
      related.push_back({child.settings.min_resources->loc, child.path + " minResources"});
    }
    if (related.empty()) continue;
    std::vector<Limit> limits;
    const auto& s = parent.settings;
    if (s.min_resources) {
      limits.push_back(
          {parent.path + "'s minResources", s.min_resources->value.absolute, s.min_resources->loc});
    }
    if (s.max_resources && (!s.max_resources->value.is_percentage || context.has_nodes())) {
      limits.push_back({parent.path + "'s maxResources",
                        resolve_configurable(s.max_resources->value, context.cluster()),
                        s.max_resources->loc});
    }
    if (parent.is_root() && context.has_nodes()) {
      limits.push_back({"the cluster", context.cluster(), config.allocations_loc});
    }
    for (const Limit& limit : limits) {
      for (const auto& [type, total] : sum.amounts()) {
        if (!limit.amount.has(type) || total <= limit.amount.get(type)) continue;
        Finding f = make_finding(
            info(), parent.is_root() ? config.allocations_loc : parent.loc,
            fmt::format("the minResources of {}'s children add up to {}, more than {} ({}): their "
                        "guarantees cannot all be met, and min-share preemption keeps chasing them",
                        parent.path, amount_text(type, total), limit.what,
                        amount_text(type, limit.amount.get(type))),
            parent.path);
        f.related = related;
        for (const auto& r : related)
          f.details.push_back(fmt::format("{} (line {})", r.message, r.loc.line));
        sink.report(std::move(f));
        break;  // one finding per limit
      }
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_min_share_sum_exceeds_parent
