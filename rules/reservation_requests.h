#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"
#include "rules/rule_context.h"
#include "solver/reservation_deadlock.h"

namespace schedlint {

/// The largest container some queues may ask for and reserve, with what the reservation-deadlock
/// query needs about them (docs/risks.md A4; the scheduler's side of
/// solver/reservation_deadlock.h).
struct ReservingQueues {
  Resource request;                 ///< normalized as the scheduler does
  std::string request_origin;       ///< what sets the request, for the witness
  SourceLocation loc;               ///< the line that sets it (where the finding points)
  std::vector<std::string> queues;  ///< leaf queues that may ask for it
  std::string partition;            ///< CapacityScheduler node label; "" the default partition
  smt::ReservationDeadlockQuery query;
  /// FairScheduler 2.8+: how many nodes one application may reserve with off-switch asks
  /// (FSAppAttempt.reservationExceedsThreshold: ceil(nodes x reservable-nodes)); unset when
  /// unlimited (2.7, and the CapacityScheduler's required count can cover every node).
  std::optional<int64_t> reservations_per_application;
  /// How many applications the queues can run at once (maxRunningApps and AM limits), when
  /// bounded.
  std::optional<int64_t> applications_allowed;
  std::vector<std::string> notes;  ///< scheduler facts the witness rests on
};

/// Every distinct largest reservable request of the FairScheduler's leaf queues.
std::vector<ReservingQueues> fair_reserving_queues(const RuleContext& context);

/// Every distinct largest reservable request of the CapacityScheduler's running leaf queues, per
/// partition.
std::vector<ReservingQueues> capacity_reserving_queues(const RuleContext& context);

}  // namespace schedlint
