#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

/// The largest container some leaf queues may ask for and reserve a node for, with the scheduler
/// facts that decide whether such reservations can hold every node able to host it
/// (docs/risks.md A4). Built per scheduler by fair_reserving_requests and
/// capacity_reserving_requests.
struct ReservingRequest {
  Resource request;                 ///< normalized as the scheduler does
  std::string origin;               ///< what sets the request, for the witness
  SourceLocation loc;               ///< the line that sets it
  std::vector<std::string> queues;  ///< leaf queues that may ask for it
  std::string partition;            ///< CapacityScheduler node label; "" the default partition
  Resource minimum_allocation;      ///< the smallest container, normalized
  Resource maximum_allocation;      ///< the scheduler's largest container, normalized
  Resource allocation_unit;         ///< used amounts are multiples of this
  /// Whether a node could host the request by memory alone (FSAppAttempt.hasContainerForNode;
  /// the CapacityScheduler with the DefaultResourceCalculator) or by every type.
  bool hosts_by_memory = true;
  /// Whether "fits" compares memory alone (the DefaultResourceCalculator) instead of every type
  /// (Resources.fitsIn).
  bool fits_by_memory = false;
  /// CapacityScheduler: reservations are charged to the queues up to root like allocations.
  bool reservations_charged = false;
  /// With charged reservations: the memory the reserving queues' maximum capacities leave
  /// beyond one AM each; 0 for no bound beyond the cluster.
  int64_t reservable_memory_mb = 0;
  /// FairScheduler 2.8+: how many nodes one application may reserve with off-switch asks
  /// (FSAppAttempt.reservationExceedsThreshold: ceil(nodes x reservable-nodes)); unset when
  /// unlimited.
  std::optional<int64_t> reservations_per_application;
  /// How many applications the queues can run at once (maxRunningApps and AM limits), when
  /// bounded.
  std::optional<int64_t> applications_allowed;
  std::vector<std::string> notes;  ///< scheduler facts the witness rests on
};

/// The AM container (normalized) the applications of a leaf queue hold: its workloads' largest,
/// else the one assumed for every queue (--am-mb/--am-vcores).
using AmOfLeaf = std::function<Resource(const std::string& leaf)>;

/// Adds `queue` to the entry of `requests` for `request` in `partition`, creating it with
/// `make()` first.
template <class Make>
void add_reserving_queue(std::vector<ReservingRequest>& requests, const Resource& request,
                         const std::string& partition, const std::string& queue, Make make) {
  for (ReservingRequest& r : requests) {
    if (r.request == request && r.partition == partition) {
      r.queues.push_back(queue);
      return;
    }
  }
  requests.push_back(make());
  requests.back().queues.push_back(queue);
}

}  // namespace schedlint
