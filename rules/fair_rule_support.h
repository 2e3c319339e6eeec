#pragma once

#include <optional>

#include "model/fair_config.h"
#include "model/resource.h"
#include "rules/rule_context.h"
#include "sched/fair/fair_queue_limits.h"

namespace schedlint {

/// The FairScheduler facts of sched/fair/fair_queue_limits.h, read off the rule context: its
/// cluster settings, its allocation file, its Hadoop version and --am-mb/--am-vcores.

Resource smallest_fair_container(const RuleContext& context);
/// The AM container the AM rules assume (--am-mb/--am-vcores), normalized.
Resource fair_am_container(const RuleContext& context);
FairQueueMaximum fair_queue_maximum(const RuleContext& context, const FairShares& shares, int index,
                                    const Resource& largest);
/// What fs-am-share-below-one-am reports.
std::optional<SteadyAmShortfall> steady_am_shortfall(const RuleContext& context,
                                                     const FairQueueShare& q, const Resource& am);
const FairQueueSettings& fair_settings_of(const RuleContext& context, const FairQueueShare& q);
SourceLocation fair_location_of(const RuleContext& context, const FairQueueShare& q);

}  // namespace schedlint
