#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis/analysis_context.h"
#include "model/fair_config.h"
#include "model/resource.h"
#include "sched/fair/fair_queue_limits.h"

namespace schedlint {

/// The FairScheduler facts of sched/fair/fair_queue_limits.h, read off the rule context: its
/// cluster settings, its allocation file, its Hadoop version and --am-mb/--am-vcores.

Resource smallest_fair_container(const AnalysisContext& context);
FairQueueMaximum fair_queue_maximum(const AnalysisContext& context, const FairShares& shares,
                                    int index, const Resource& largest);
/// For the leaves at or under `path` whose AM limit on a busy cluster (maxAMShare x steady fair
/// share) holds no AM container: that limit and the AM assumed, two lines each. The rules that
/// report why a steady fair share is too small (fs-zero-weight, fs-max-share-sum-wraps) give them
/// as details, and fs-am-share-below-one-am leaves those queues to them.
std::vector<std::string> busy_am_limit_details(const AnalysisContext& context,
                                               const std::string& path);
/// Whether the queue at `index` of `shares`, or a queue above it, has weight 0 or below: its
/// steady fair share is then 0 by fs-zero-weight's cause, which reports the AM limit that follows.
bool under_zero_weight(const FairShares& shares, int index);
/// Whether the queue at `index` of `shares`, or a queue above it, got its steady fair share from
/// a split the wrapped int sum of max shares cut (memory_split_cut_by_wrap):
/// fs-max-share-sum-wraps reports that cause, and the AM limits that follow.
bool under_wrapped_max_sum(const FairShares& shares, int index);
/// What fs-am-share-below-one-am reports.
std::optional<SteadyAmShortfall> steady_am_shortfall(const AnalysisContext& context,
                                                     const FairQueueShare& q, const Resource& am);
const FairQueueSettings& fair_settings_of(const AnalysisContext& context, const FairQueueShare& q);
SourceLocation fair_location_of(const AnalysisContext& context, const FairQueueShare& q);

}  // namespace schedlint
