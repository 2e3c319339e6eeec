#pragma once

#include <ostream>
#include <string>

#include "model/fair_config.h"
#include "model/resource.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// `schedlint explain QUEUE` for a FairScheduler queue: its effective settings and where they
/// come from, each split of a parent's share on the way down from root (the fixed shares, the
/// ratio R, the clamping by min and max), and its AM limit. `am` is the normalized AM container.
void write_fair_explanation(const FairConfig& config, const FairShares& shares,
                            const FairQueueShare& queue, const Resource& am, std::ostream& out);

}  // namespace schedlint
