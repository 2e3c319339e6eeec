// L1: in the releases that sum fair shares in int (2.8, 2.9, 3.0), ComputeFairShares adds a
// queue's unbounded memory maximum (Long.MAX_VALUE) to the running sum of its siblings' maximums
// and the sum wraps (computeSharesInternal, fixed by YARN-8833 in 2.10.0, 3.1.2 and 3.2.1): the
// parent's share is divided as if it were that small sum, and every sibling gets a sliver.
#include <fmt/format.h>

#include "rules/fair_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::fs_max_share_sum_wraps {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "fs-max-share-sum-wraps",
      .severity = Severity::kWarning,
      .summary =
          "In Hadoop 2.8, 2.9 and 3.0, a FairScheduler queue without maxResources after a sibling "
          "with one wraps ComputeFairShares' int sum of their maximums, so the siblings share "
          "only a sliver of their parent and stay far below what they should get.",
      .risk = "L1",
      .needs = {Need::kAllocationFile, Need::kNodes},
      .fires = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl">
    <queue name="hourly"><maxResources>20480 mb, 20 vcores</maxResources></queue>
    <queue name="backfill"/>
  </queue>
</allocations>
)xml"},
                {"nodes.yaml",
                 "nodes:\n  - {group: w, count: 10, memory-mb: 65536, vcores: 16}\n"}},
      .silent = {{"fair-scheduler.xml", R"xml(<allocations>
  <queue name="etl">
    <queue name="hourly"><maxResources>20480 mb, 20 vcores</maxResources></queue>
    <queue name="backfill"><maxResources>102400 mb, 80 vcores</maxResources></queue>
  </queue>
</allocations>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 10, memory-mb: 65536, vcores: 16}\n"}},
      .example_version = "2.9",
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const FairShares& shares = *context.fair_shares();
  for (const auto& entry : shares.steady_splits) {
    const int parent_index = entry.first;
    const ShareSplit* split = memory_split_cut_by_wrap(shares, parent_index);
    if (split == nullptr) continue;
    const ShareComputation& c = split->computation;
    const FairQueueShare& parent = shares.queues[static_cast<size_t>(parent_index)];
    const FairQueueShare& unbounded =
        shares.queues[static_cast<size_t>(parent.children[*c.max_sum_wrapped_at])];
    Finding f = make_finding(
        info(), fair_location_of(context, unbounded),
        fmt::format("{} has no maxResources, and Hadoop {} sums the maximum shares of {}'s "
                    "children in int: its Long.MAX_VALUE MB after the {} MB of the siblings "
                    "created before it wraps the sum to {} MB, so ComputeFairShares divides "
                    "{} MB among them instead of {} MB (YARN-8833, fixed in 2.10 and 3.1); give "
                    "{} a maxResources (the cluster's {} MB will do)",
                    unbounded.path, context.version().to_string(), parent.path,
                    c.max_sum_before_wrap, c.total_max_share, c.distributed,
                    split->parent_share.memory_mb(), unbounded.path, shares.cluster.memory_mb()),
        unbounded.path);
    for (size_t k = 0; k < parent.children.size(); ++k) {
      const FairQueueShare& child = shares.queues[static_cast<size_t>(parent.children[k])];
      f.details.push_back(fmt::format("{}: steady fair share {} MB", child.path, c.shares[k]));
    }
    for (std::string& line : busy_am_limit_details(context, parent.path))
      f.details.push_back(std::move(line));
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::fs_max_share_sum_wraps
