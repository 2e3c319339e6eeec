#pragma once

#include <cstdint>
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
/// A leaf's AM limit on its steady fair share (when every queue is busy) below one AM container,
/// in the first resource type where it falls short: what fs-am-share-below-one-am reports.
struct SteadyAmShortfall {
  std::string type;
  int64_t share = 0;  ///< the steady fair share of `type`
  int64_t limit = 0;  ///< maxAMShare x share, rounded as FSLeafQueue.computeMaxAMResource does
};
std::optional<SteadyAmShortfall> steady_am_shortfall(const RuleContext& context,
                                                     const FairQueueShare& q, const Resource& am);

/// The configured settings and location of the queue a FairShares entry stands for (an implicit
/// queue such as root.default has empty settings and the allocation file's location).
const FairQueueSettings& fair_settings_of(const RuleContext& context, const FairQueueShare& q);
SourceLocation fair_location_of(const RuleContext& context, const FairQueueShare& q);

}  // namespace schedlint
