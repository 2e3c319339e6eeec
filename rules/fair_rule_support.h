#pragma once

#include <optional>
#include <string>

#include "model/fair_config.h"
#include "model/resource.h"
#include "rules/rule_context.h"

namespace schedlint {

/// Helpers the FairScheduler rules share.

/// The smallest container the FairScheduler allocates: the minimum allocation, normalized.
Resource smallest_fair_container(const RuleContext& context);
/// The AM container the AM rules assume (--am-mb/--am-vcores), normalized as FairScheduler does.
Resource fair_am_container(const RuleContext& context);

/// The largest container a leaf queue may ask for (FairScheduler.getMaximumResourceCapability):
/// `largest` capped, from 3.2, by the queue's maxContainerAllocation or the nearest ancestor's.
struct FairQueueMaximum {
  Resource maximum;
  std::optional<SourceLocation> cap_loc;  ///< the maxContainerAllocation that lowers it
};
FairQueueMaximum fair_queue_maximum(const RuleContext& context, const FairShares& shares, int index,
                                    const Resource& largest);

/// The configured settings and location of the queue a FairShares entry stands for (an implicit
/// queue such as root.default has empty settings and the allocation file's location).
const FairQueueSettings& fair_settings_of(const RuleContext& context, const FairQueueShare& q);
SourceLocation fair_location_of(const RuleContext& context, const FairQueueShare& q);

}  // namespace schedlint
