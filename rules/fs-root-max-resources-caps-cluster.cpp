// F9: a maximum on the FairScheduler's root queue (its maxResources, or queueMaxResourcesDefault,
// which applies to root too) caps what all queues together may use (FSParentQueue.assignContainer,
// FSQueue.assignContainerPreCheck).
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "sched/fair/fair_queue_limits.h"

namespace schedlint::rules::fs_root_max_resources_caps_cluster {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-root-max-resources-caps-cluster",
      .severity = Severity::kWarning,
      .summary =
          "The FairScheduler's root queue has a maximum below the cluster (its own "
          "maxResources, or queueMaxResourcesDefault, which applies to root too), so no "
          "queue gets another container once all of them together reach it, and the rest "
          "of the cluster stays idle.",
      .risk = "F9",
      .needs = {Need::kAllocationFile, Need::kNodes},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="root">
    <maxResources>204800 mb, 64 vcores</maxResources>
    <queue name="etl"/>
    <queue name="adhoc"/>
  </queue>
</allocations>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 32}\n"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="root">
    <queue name="etl"/>
    <queue name="adhoc"><maxResources>204800 mb, 64 vcores</maxResources></queue>
  </queue>
</allocations>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 32}\n"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairShares& shares = *context.fair_shares();
  const auto cap = root_maximum_cap(*context.model().fair, shares);
  if (!cap) return;
  const std::string what = cap->from_default
                               ? "queueMaxResourcesDefault applies to root too (root sets no "
                                 "maxResources of its own), and"
                               : "root's maxResources";
  const std::string fix =
      cap->from_default
          ? "give root its own maxResources of the cluster's size, or set maxResources on the "
            "queues that need a cap instead of the default"
          : "remove maxResources from root and cap the queues below it instead";
  sink.report(make_finding(
      info(), cap->loc,
      fmt::format("{} caps the whole cluster at {} of its {}: once all queues together use that "
                  "much, the ResourceManager gives no queue another container and the rest of "
                  "the cluster stays idle, while fair shares are still computed from the whole "
                  "cluster; {}",
                  what, resource_with_share(cap->max_share, shares.cluster),
                  resource_text(shares.cluster), fix),
      "root"));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_root_max_resources_caps_cluster
