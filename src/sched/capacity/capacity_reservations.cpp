#include "sched/capacity/capacity_reservations.h"

#include <algorithm>
#include <map>
#include <utility>

#include <fmt/format.h>

#include "java/long_math.h"
#include "sched/capacity/requestable_partitions.h"
#include "sched/request_size.h"

namespace schedlint {

std::vector<ReservingRequest> capacity_reserving_requests(const CapacityConfig& config,
                                                          const CapacityHierarchy& h,
                                                          const ClusterSettings& c,
                                                          const NodeSpec& nodes,
                                                          const AmOfLeaf& am_of) {
  std::vector<ReservingRequest> out;
  const bool by_memory = h.calculator == CalculatorKind::kDefault;
  std::map<std::pair<std::string, std::string>, int64_t> reservable;  // (request, partition) -> MB
  for (const CapacityQueue& q : h.queues) {
    if (!q.leaf || q.state == QueueState::kStopped) continue;
    // The largest memory with the fewest vcores: the request hardest to place by memory.
    const Resource request = normalize_capacity_request(
        Resource(q.maximum_allocation.memory_mb(), h.minimum_allocation.vcores()), c, h.calculator);
    const CapacityQueueSettings& s = config.queues.at(q.config_index).settings;
    const Resource am = am_of(q.path);
    for (const std::string& partition : requestable_partitions(q, nodes)) {
      // RegularContainerAllocator: a new reservation needs headroom for it, charged up to root,
      // so the queue's maximum in the partition must hold its AM and the request.
      const int64_t room = q.partitions.at(partition).effective_max.memory_mb() - am.memory_mb();
      if (room < request.memory_mb()) continue;
      add_reserving_queue(out, request, partition, q.path, [&] {
        ReservingRequest r;
        r.request = request;
        r.partition = partition;
        if (s.maximum_allocation_mb) {
          r.origin = fmt::format("{}'s maximum-allocation-mb", q.path);
          r.loc = s.maximum_allocation_mb->loc;
        } else {
          r.origin =
              fmt::format("the largest container allowed, {} MB", c.maximum_allocation_mb.value);
          r.loc = c.maximum_allocation_mb.is_set() ? c.maximum_allocation_mb.loc
                                                   : config.queues.at(q.config_index).loc;
        }
        r.minimum_allocation = h.minimum_allocation;
        r.maximum_allocation = normalize_capacity_request(
            Resource(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value), c,
            h.calculator);
        r.allocation_unit =
            Resource(std::max<int64_t>(h.minimum_allocation.memory_mb(), 1),
                     by_memory ? 1 : std::max<int64_t>(h.minimum_allocation.vcores(), 1));
        r.hosts_by_memory = by_memory;
        r.fits_by_memory = by_memory;
        r.reservations_charged = true;
        r.notes.push_back(
            "the CapacityScheduler charges reservations to the queues up to root, so reservations "
            "and use together stay within the partition and the reserving queues' maximum "
            "capacities");
        return r;
      });
      int64_t& total = reservable[{request.to_string(), partition}];
      total = java::saturating_add(total, room);
    }
  }
  for (ReservingRequest& r : out) {
    r.reservable_memory_mb = reservable[{r.request.to_string(), r.partition}];
  }
  return out;
}

}  // namespace schedlint
