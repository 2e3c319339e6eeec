#pragma once

#include <cstdint>
#include <vector>

#include "model/cluster_settings.h"
#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "sched/fair/fair_shares.h"
#include "sched/reserving_request.h"

namespace schedlint {

/// FairScheduler.isAtLeastReservationThreshold (2.8+, YARN-3920): whether `request` reaches
/// increment x yarn.scheduler.reservation-threshold.increment-multiple, compared with the
/// queue policy's calculator (memory for fair and fifo, dominant shares for drf).
bool reaches_reservation_threshold(const ClusterSettings& settings, const Resource& cluster,
                                   const FairQueueShare& queue, const Resource& request);

/// Every distinct largest request the FairScheduler's leaf queues may reserve nodes for
/// (FSAppAttempt.reserve), on `node_count` nodes, each application holding the AM of its leaf.
std::vector<ReservingRequest> fair_reserving_requests(const FairConfig& config,
                                                      const FairShares& shares,
                                                      const ClusterSettings& settings,
                                                      int64_t node_count, const AmOfLeaf& am_of,
                                                      const HadoopVersion& version);

}  // namespace schedlint
