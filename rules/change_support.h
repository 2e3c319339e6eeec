#pragma once

// What the change rules on CapacityScheduler queues (the ones only `schedlint diff` runs) share:
// the two versions as a refresh sees them (sched/capacity/queue_refresh.h).

#include "rules/rule.h"
#include "sched/capacity/queue_refresh.h"

namespace schedlint {

/// For a change rule that needs Need::kCapacityFile: both versions run the CapacityScheduler.
CapacityVersions capacity_versions(const ChangeContext& change);

}  // namespace schedlint
