#include "rules/reservation_requests.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/fair_rule_support.h"
#include "rules/proof_support.h"
#include "sched/request_size.h"
#include "sched/resource_calculator.h"

namespace schedlint {

namespace {

int64_t floor_to(int64_t value, int64_t unit) {
  return unit > 0 ? value / unit * unit : value;
}

// Adds `queue` to the entry for `request` (and `partition`), creating it with `make` first.
template <class Make>
void add_reserving(std::vector<ReservingQueues>& out, const Resource& request,
                   const std::string& partition, const std::string& queue, Make make) {
  for (ReservingQueues& r : out) {
    if (r.request == request && r.partition == partition) {
      r.queues.push_back(queue);
      return;
    }
  }
  out.push_back(make());
  out.back().queues.push_back(queue);
}

// ---- FairScheduler ----

// FairScheduler.isAtLeastReservationThreshold (2.8+, YARN-3920): the request must reach
// increment x yarn.scheduler.reservation-threshold.increment-multiple, compared with the queue
// policy's calculator (memory for fair and fifo, dominant shares for drf).
bool reaches_reservation_threshold(const RuleContext& context, const FairQueueShare& q,
                                   const Resource& request) {
  const ClusterSettings& c = context.model().cluster;
  const float multiple = c.reservation_threshold_increment_multiple.value;
  // FairScheduler.updateReservationThreshold: Resources.multiply truncates each type.
  const Resource threshold(
      static_cast<int64_t>(static_cast<double>(c.increment_allocation_mb.value) * multiple),
      static_cast<int64_t>(static_cast<double>(c.increment_allocation_vcores.value) * multiple));
  // Resources.lessThan(policy calculator, cluster, request, threshold) is false.
  const ResourceCalculator calculator(q.policy == "drf" ? CalculatorKind::kDominant
                                                        : CalculatorKind::kDefault);
  return calculator.compare(context.cluster(), request, threshold) >= 0;
}

// The applications a queue subtree can run at once: maxRunningApps along the path and, for
// leaves, how many AMs the idle-cluster AM limit holds.
int64_t fair_applications_allowed(const FairShares& shares, int index,
                                  const std::vector<std::string>& reserving, const Resource& am) {
  const FairQueueShare& q = shares.queues[static_cast<size_t>(index)];
  int64_t allowed = 0;
  if (q.leaf) {
    if (std::find(reserving.begin(), reserving.end(), q.path) == reserving.end()) return 0;
    allowed = q.max_running_apps;
    if (q.am_limit) allowed = std::min(allowed, containers_that_fit(*q.am_limit, am));
  } else {
    for (int child : q.children)
      allowed += fair_applications_allowed(shares, child, reserving, am);
  }
  return std::min<int64_t>(allowed, q.max_running_apps);
}

}  // namespace

std::vector<ReservingQueues> fair_reserving_queues(const RuleContext& context) {
  std::vector<ReservingQueues> out;
  const FairShares* shares = context.fair_shares();
  if (shares == nullptr) return out;
  const Model& model = context.model();
  const ClusterSettings& c = model.cluster;
  const HadoopVersion& version = model.hadoop_version;
  const Resource am = fair_am_container(context);
  const Resource unit(std::max<int64_t>(c.increment_allocation_mb.value, 1),
                      std::max<int64_t>(c.increment_allocation_vcores.value, 1));
  const Resource scheduler_max(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value);
  const Resource smallest = smallest_fair_container(context);
  // The largest memory with the fewest vcores: the request hardest to place by memory.
  const Resource largest =
      normalize_fair_request(Resource(scheduler_max.memory_mb(), smallest.vcores()), c);
  for (size_t i = 0; i < shares->queues.size(); ++i) {
    const FairQueueShare& q = shares->queues[i];
    if (!q.leaf) continue;
    Resource request = largest;
    std::string origin =
        fmt::format("yarn.scheduler.maximum-allocation-mb {}, with the fewest vcores",
                    c.maximum_allocation_mb.value);
    SourceLocation loc = c.maximum_allocation_mb.is_set() ? c.maximum_allocation_mb.loc
                                                          : fair_location_of(context, q);
    if (const FairQueueMaximum cap =
            fair_queue_maximum(context, *shares, static_cast<int>(i), largest);
        cap.cap_loc) {
      request = cap.maximum;
      origin = "maxContainerAllocation";
      loc = *cap.cap_loc;
    }
    // FSQueue.fitsInMaxShare: the queue and every ancestor must hold its usage (at least the
    // application's AM) plus the request, or FSAppAttempt does not reserve.
    for (int a = static_cast<int>(i); a >= 0; a = shares->queues[static_cast<size_t>(a)].parent) {
      const FairQueueShare& anc = shares->queues[static_cast<size_t>(a)];
      const int64_t room_m = floor_to(anc.max_share.memory_mb() - am.memory_mb(), unit.memory_mb());
      const int64_t room_v = floor_to(anc.max_share.vcores() - am.vcores(), unit.vcores());
      if (room_m < request.memory_mb() || room_v < request.vcores()) {
        request =
            Resource(std::min(room_m, request.memory_mb()), std::min(room_v, request.vcores()));
        origin = fmt::format("{}'s maxResources less one AM container", anc.path);
        const FairQueueSettings& s = fair_settings_of(context, anc);
        loc = s.max_resources ? s.max_resources->loc : fair_location_of(context, anc);
      }
    }
    if (request.memory_mb() < smallest.memory_mb() || request.vcores() < smallest.vcores())
      continue;
    if (version.at_least(2, 8) && !reaches_reservation_threshold(context, q, request)) continue;
    add_reserving(out, request, "", q.path, [&] {
      ReservingQueues r;
      r.request = request;
      r.request_origin = origin;
      r.loc = loc;
      smt::ReservationDeadlockQuery& query = r.query;
      query.name =
          fmt::format("reservation-deadlock.{}mb-{}vcores", request.memory_mb(), request.vcores());
      query.groups = solver_node_groups(context);
      query.request = request;
      query.minimum_allocation = smallest;
      query.maximum_allocation = normalize_fair_request(scheduler_max, c);
      query.allocation_unit = unit;
      query.hosts_by_memory = true;  // FSAppAttempt.hasContainerForNode: memory only
      query.fits_by_memory = false;  // Resources.fitsIn: every type
      if (version.at_least(2, 8)) {
        int64_t nodes = 0;
        for (const auto& g : query.groups)
          nodes += g.count;
        // (int) Math.ceil(nodes x ratio), with the float ratio widened to double.
        r.reservations_per_application = std::max<int64_t>(
            0, static_cast<int64_t>(std::ceil(static_cast<double>(nodes) *
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
      if (version.at_least(3, 0)) {
        r.notes.push_back(
            "from 3.0 each reserving application is below its fair share when it reserves "
            "(FSAppAttempt.isReservable), as an application holding little more than its AM is");
      }
      return r;
    });
  }
  for (ReservingQueues& r : out)
    r.applications_allowed = fair_applications_allowed(*shares, 0, r.queues, am);
  return out;
}

std::vector<ReservingQueues> capacity_reserving_queues(const RuleContext& context) {
  std::vector<ReservingQueues> out;
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (h == nullptr) return out;
  const Model& model = context.model();
  const ClusterSettings& c = model.cluster;
  const Resource am = capacity_am_container(context, *h);
  const bool by_memory = h->calculator == CalculatorKind::kDefault;
  std::map<std::pair<std::string, std::string>, int64_t> reservable;  // (request, partition) -> MB
  for (const CapacityQueue& q : h->queues) {
    if (!q.leaf || q.state == QueueState::kStopped) continue;
    const std::string& partition = q.default_label_expression;
    const auto p = q.partitions.find(partition);
    if (p == q.partitions.end()) continue;
    // The largest memory with the fewest vcores: the request hardest to place by memory.
    const Resource request = normalize_capacity_request(
        Resource(q.maximum_allocation.memory_mb(), h->minimum_allocation.vcores()), c,
        h->calculator);
    // RegularContainerAllocator: a new reservation needs headroom for it, charged up to root, so
    // the queue's maximum must hold its AM and the request.
    const int64_t room = p->second.effective_max.memory_mb() - am.memory_mb();
    if (room < request.memory_mb()) continue;
    const CapacityQueueSettings& s = model.capacity->queues.at(q.config_index).settings;
    add_reserving(out, request, partition, q.path, [&] {
      ReservingQueues r;
      r.request = request;
      r.partition = partition;
      if (s.maximum_allocation_mb) {
        r.request_origin = fmt::format("{}'s maximum-allocation-mb", q.path);
        r.loc = s.maximum_allocation_mb->loc;
      } else {
        r.request_origin =
            fmt::format("yarn.scheduler.maximum-allocation-mb {}", c.maximum_allocation_mb.value);
        r.loc = c.maximum_allocation_mb.is_set() ? c.maximum_allocation_mb.loc
                                                 : model.capacity->queues.at(q.config_index).loc;
      }
      smt::ReservationDeadlockQuery& query = r.query;
      query.name = fmt::format("reservation-deadlock.{}mb-{}vcores{}", request.memory_mb(),
                               request.vcores(), partition.empty() ? "" : "." + partition);
      query.groups = solver_node_groups(context, &partition);
      query.request = request;
      query.minimum_allocation = h->minimum_allocation;
      query.maximum_allocation = normalize_capacity_request(
          Resource(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value), c,
          h->calculator);
      query.allocation_unit =
          Resource(std::max<int64_t>(h->minimum_allocation.memory_mb(), 1),
                   by_memory ? 1 : std::max<int64_t>(h->minimum_allocation.vcores(), 1));
      query.hosts_by_memory = by_memory;
      query.fits_by_memory = by_memory;
      query.reservations_charged = true;
      r.notes.push_back(
          "the CapacityScheduler charges reservations to the queues up to root, so reservations "
          "and "
          "use together stay within the partition and the reserving queues' maximum capacities");
      return r;
    });
    reservable[{request.to_string(), partition}] += room;
  }
  for (ReservingQueues& r : out) {
    r.query.reservable_memory_mb = reservable[{r.request.to_string(), r.partition}];
  }
  return out;
}

}  // namespace schedlint
