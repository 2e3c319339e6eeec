#include "sched/fair/fair_reservations.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <unordered_set>

#include <fmt/format.h>

#include "model/release_facts.h"
#include "sched/fair/fair_queue_limits.h"
#include "sched/request_size.h"
#include "sched/resource_calculator.h"

namespace schedlint {

namespace {

int64_t floor_to(int64_t value, int64_t unit) {
  return unit > 0 ? value / unit * unit : value;
}

// The applications a queue subtree can run at once: maxRunningApps along the path and, for
// leaves, how many AMs the idle-cluster AM limit holds (FSLeafQueue.canRunAppAM compares every
// type from 2.9 and 3.0; 2.7 and 2.8 memory unless the leaf runs drf).
int64_t applications_allowed(const FairShares& shares, int index,
                             const std::unordered_set<std::string_view>& reserving,
                             const AmOfLeaf& am_of, const HadoopVersion& version) {
  const FairQueueShare& q = shares.queues[static_cast<size_t>(index)];
  int64_t allowed = 0;
  if (q.leaf) {
    if (!reserving.contains(q.path)) return 0;
    allowed = q.max_running_apps;
    if (q.am_limit) {
      Resource am = am_of(q.path);
      if (!has(version, ReleaseFact::kFsAmLimitAllResourceTypes) && q.policy != "drf")
        am = Resource{{"memory-mb", am.memory_mb()}};
      allowed = std::min(allowed, containers_that_fit(*q.am_limit, am));
    }
  } else {
    for (int child : q.children)
      allowed += applications_allowed(shares, child, reserving, am_of, version);
  }
  return std::min<int64_t>(allowed, q.max_running_apps);
}

}  // namespace

bool reaches_reservation_threshold(const ClusterSettings& settings, const Resource& cluster,
                                   const FairQueueShare& queue, const Resource& request) {
  const float multiple = settings.reservation_threshold_increment_multiple.value;
  // FairScheduler.updateReservationThreshold: Resources.multiply truncates each type.
  const Resource threshold(
      static_cast<int64_t>(static_cast<double>(settings.increment_allocation_mb.value) * multiple),
      static_cast<int64_t>(static_cast<double>(settings.increment_allocation_vcores.value) *
                           multiple));
  // Resources.lessThan(policy calculator, cluster, request, threshold) is false.
  const ResourceCalculator calculator(queue.policy == "drf" ? CalculatorKind::kDominant
                                                            : CalculatorKind::kDefault);
  return calculator.compare(cluster, request, threshold) >= 0;
}

std::vector<ReservingRequest> fair_reserving_requests(const FairConfig& config,
                                                      const FairShares& shares,
                                                      const ClusterSettings& c, int64_t node_count,
                                                      const AmOfLeaf& am_of,
                                                      const HadoopVersion& version) {
  std::vector<ReservingRequest> out;
  const Resource unit(std::max<int64_t>(c.increment_allocation_mb.value, 1),
                      std::max<int64_t>(c.increment_allocation_vcores.value, 1));
  const Resource scheduler_max(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value);
  const Resource smallest = smallest_fair_container(c);
  // The largest memory with the fewest vcores: the request hardest to place by memory.
  const Resource largest =
      normalize_fair_request(Resource(scheduler_max.memory_mb(), smallest.vcores()), c);
  for (size_t i = 0; i < shares.queues.size(); ++i) {
    const FairQueueShare& q = shares.queues[i];
    if (!q.leaf) continue;
    Resource request = largest;
    std::string origin = fmt::format("the largest container allowed, {} MB, with the fewest vcores",
                                     c.maximum_allocation_mb.value);
    SourceLocation loc = c.maximum_allocation_mb.is_set() ? c.maximum_allocation_mb.loc
                                                          : fair_location_of(config, q);
    if (const FairQueueMaximum cap =
            fair_queue_maximum(config, shares, static_cast<int>(i), largest, version);
        cap.cap_loc) {
      request = cap.maximum;
      origin = "maxContainerAllocation";
      loc = *cap.cap_loc;
    }
    // FSQueue.fitsInMaxShare: the queue and every ancestor must hold its usage (at least the
    // application's AM) plus the request, or FSAppAttempt does not reserve.
    const Resource am = am_of(q.path);
    for (int a = static_cast<int>(i); a >= 0; a = shares.queues[static_cast<size_t>(a)].parent) {
      const FairQueueShare& anc = shares.queues[static_cast<size_t>(a)];
      const int64_t room_m = floor_to(anc.max_share.memory_mb() - am.memory_mb(), unit.memory_mb());
      const int64_t room_v = floor_to(anc.max_share.vcores() - am.vcores(), unit.vcores());
      if (room_m < request.memory_mb() || room_v < request.vcores()) {
        request =
            Resource(std::min(room_m, request.memory_mb()), std::min(room_v, request.vcores()));
        origin = fmt::format("{}'s maxResources less one AM container", anc.path);
        const FairQueueSettings& s = fair_settings_of(config, anc);
        loc = s.max_resources ? s.max_resources->loc : fair_location_of(config, anc);
      }
    }
    if (request.memory_mb() < smallest.memory_mb() || request.vcores() < smallest.vcores())
      continue;
    if (has(version, ReleaseFact::kFsReservationThreshold) &&
        !reaches_reservation_threshold(c, shares.cluster, q, request))
      continue;
    add_reserving_queue(out, request, "", q.path, [&] {
      ReservingRequest r;
      r.request = request;
      r.origin = origin;
      r.loc = loc;
      r.minimum_allocation = smallest;
      r.maximum_allocation = normalize_fair_request(scheduler_max, c);
      r.allocation_unit = unit;
      r.hosts_by_memory = true;  // FSAppAttempt.hasContainerForNode: memory only
      r.fits_by_memory = false;  // Resources.fitsIn: every type
      if (has(version, ReleaseFact::kFsReservationThreshold)) {
        // (int) Math.ceil(nodes x ratio), with the float ratio widened to double.
        r.reservations_per_application = std::max<int64_t>(
            0, static_cast<int64_t>(std::ceil(static_cast<double>(node_count) *
                                              static_cast<double>(c.fair_reservable_nodes.value))));
        r.notes.push_back(
            fmt::format("from 2.8 an application reserves at most ceil(nodes x "
                        "yarn.scheduler.fair.reservable-nodes {}) nodes with "
                        "off-switch asks, but any number with node-local asks",
                        c.fair_reservable_nodes.value));
      } else {
        r.notes.push_back(
            "2.7 has no limit on reservations per application: one application can reserve every "
            "node");
      }
      if (has(version, ReleaseFact::kFsReservationBelowFairShare)) {
        r.notes.push_back(
            "from 2.9 each reserving application is below its fair share when it reserves "
            "(FSAppAttempt.isReservable), as an application holding little more than its AM is");
      }
      return r;
    });
  }
  for (ReservingRequest& r : out) {
    const std::unordered_set<std::string_view> reserving(r.queues.begin(), r.queues.end());
    r.applications_allowed = applications_allowed(shares, 0, reserving, am_of, version);
  }
  // Queues that can run no application (maxRunningApps 0, or an AM limit below their AM:
  // FSLeafQueue.canRunAppAM refuses even the first) never reserve.
  std::erase_if(out, [](const ReservingRequest& r) { return r.applications_allowed == 0; });
  return out;
}

}  // namespace schedlint
