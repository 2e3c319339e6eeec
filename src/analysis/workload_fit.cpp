#include "analysis/workload_fit.h"

#include <algorithm>

#include <fmt/format.h>

#include "analysis/analysis_context.h"
#include "analysis/client_check.h"
#include "model/release_facts.h"
#include "model/resource_text.h"
#include "sched/fair/fair_queue_limits.h"
#include "sched/max_allowed_allocation.h"
#include "sched/request_size.h"
#include "sched/resource_calculator.h"
#include "workload/java_heap.h"

namespace schedlint {

namespace {

// What a scheduler tells the pipeline about the queue a workload names.
struct QueueSide {
  std::string path;
  std::string problem;
  std::string partition;
  Resource maximum_allocation;  // getMaximumResourceCapability(queue), after node lowering
  Resource maximum;             // the most the queue holds in the partition
  Resource one_user;            // CapacityScheduler: one user's most; empty otherwise
  std::optional<Resource> am_limit;
  std::optional<Resource> user_am_limit;  // CapacityScheduler, with a user: that user's alone
  bool first_am_exempt = false;
  int64_t max_running_apps = -1;  // FairScheduler maxRunningApps (and the user's); -1: none
  ResourceCalculator calculator{CalculatorKind::kDominant};
  bool fair = false;
};

// CapacityScheduler: a full path, or a leaf's short name while it is unique (the only form
// before 3.1's full-path submission, and still accepted after it).
const CapacityQueue* find_capacity_leaf(const CapacityHierarchy& h, const std::string& name,
                                        const HadoopVersion& version, std::string& problem) {
  // Before 3.3 (YARN-9879's CSQueueStore) the CapacityScheduler knows its queues by short name
  // only: a full path is an unknown queue.
  if (!has(version, ReleaseFact::kCsQueuePaths) && name.find('.') != std::string::npos) {
    problem = fmt::format(
        "the CapacityScheduler before 3.3 finds queues by their short name only, so it rejects "
        "the application (\"submitted by user ... to unknown queue: {}\"); name the leaf",
        name);
    return nullptr;
  }
  if (const CapacityQueue* q = h.find(name)) {
    if (!q->leaf) {
      problem = fmt::format(
          "{} is a parent queue: the ResourceManager rejects the application (\"submitted by "
          "user ... to non-leaf queue\")",
          name);
    }
    return q->leaf ? q : nullptr;
  }
  const CapacityQueue* found = nullptr;
  for (const CapacityQueue& q : h.queues) {
    if (!q.leaf || q.name != name) continue;
    if (found != nullptr) {
      problem = fmt::format(
          "{} names two leaf queues ({} and {}): the ResourceManager rejects the application "
          "(\"submitted by user ... to ambiguous queue\"); submit with the full path",
          name, found->path, q.path);
      return nullptr;
    }
    found = &q;
  }
  if (found == nullptr) {
    problem = fmt::format(
        "no queue {} in the CapacityScheduler configuration: the ResourceManager rejects the "
        "application (\"submitted by user ... to unknown queue: {}\")",
        name, name);
  }
  return found;
}

QueueSide capacity_side(const AnalysisContext& context, const Workload& w,
                        const Resource& cluster_maximum) {
  QueueSide side;
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  side.calculator = ResourceCalculator(h.calculator);
  const CapacityQueue* q = find_capacity_leaf(h, w.queue, context.version(), side.problem);
  if (q == nullptr) return side;
  side.path = q->path;
  side.partition = w.partition.empty() ? q->default_label_expression : w.partition;
  // CapacityScheduler.getMaximumResourceCapability(queue): the leaf's maximum allocation, within
  // what the nodes allow.
  side.maximum_allocation = resources::componentwise_min(q->maximum_allocation, cluster_maximum);
  const PartitionCapacity* p = q->find_partition(side.partition);
  if (p == nullptr) {
    side.problem = fmt::format("{} cannot use {}: the ResourceManager refuses the submission",
                               q->path, partition_name(side.partition));
    return side;
  }
  side.maximum = p->effective_max;
  side.one_user = p->max_user_limit;
  side.am_limit = p->am_limit;
  // LeafQueue.activateApplications checks each application's AM against its user's AM limit
  // too; the workload's applications all come from its user.
  if (!w.user.empty()) side.user_am_limit = p->user_am_limit;
  side.first_am_exempt = true;  // LeafQueue.activateApplications: the first AM always starts
  return side;
}

QueueSide fair_side(const AnalysisContext& context, const Workload& w,
                    const Resource& cluster_maximum) {
  QueueSide side;
  side.fair = true;
  const FairShares& shares = *context.fair_shares();
  const std::string path =
      w.queue.rfind("root.", 0) == 0 || w.queue == "root" ? w.queue : "root." + w.queue;
  const auto found = shares.index_by_path.find(path);
  if (found == shares.index_by_path.end()) {
    side.problem = fmt::format(
        "no queue {} in the allocation file: the FairScheduler creates it at submission only if "
        "its placement policy allows, with default limits schedlint does not size",
        path);
    return side;
  }
  const int index = found->second;
  const FairQueueShare& q = shares.queues[static_cast<size_t>(index)];
  if (!q.leaf) {
    side.problem = fmt::format("{} is a parent queue: applications go to leaf queues", path);
    return side;
  }
  side.path = path;
  side.partition = "";  // the FairScheduler has no partitions
  side.maximum_allocation =
      fair_queue_maximum(*context.model().fair, shares, index, cluster_maximum, context.version())
          .maximum;
  // FSQueue.fitsInMaxShare: the leaf's max share and every ancestor's.
  side.maximum = shares.cluster;
  for (int i = index; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent)
    side.maximum =
        resources::componentwise_min(side.maximum, shares.queues[static_cast<size_t>(i)].max_share);
  side.max_running_apps = q.max_running_apps;
  if (!w.user.empty()) {
    // MaxRunningAppsEnforcer.canAppBeRunnable: the user's own maxRunningApps (a <user> element,
    // else userMaxAppsDefault; unlimited without either).
    const FairGlobalSettings& g = context.model().fair->global;
    std::optional<int32_t> user_max;
    if (g.user_max_apps_default) user_max = g.user_max_apps_default->value;
    for (const FairUserSettings& u : g.users) {
      if (u.name == w.user && u.max_running_apps) user_max = u.max_running_apps->value;
    }
    if (user_max && (side.max_running_apps < 0 || *user_max < side.max_running_apps))
      side.max_running_apps = *user_max;
  }
  if (std::abs(q.max_am_share - -1.0f) >= 0.0001f) {
    // FSLeafQueue.computeMaxAMResource on the fair share it has alone: a type of share 0 (vcores
    // under the fair policy) takes what the cluster has available, within the max share.
    Resource limit;
    for (const std::string& type : shares.types) {
      int64_t share = lone_instantaneous_share(shares, index, type, context.version());
      if (share == 0 && (type == kMemoryMb || type == kVcores))
        share = std::min(shares.cluster.get(type), q.max_share.get(type));
      limit.set(type, fair_am_limit(share, q.max_am_share, context.version()));
    }
    side.am_limit = limit;
  }
  return side;
}

// The cap normalization applies: the AM at submission with its queue's maximum from 3.2
// (RMAppManager, getNormalizedResource(cap, maxAllocation), YARN-8468); a task on the
// FairScheduler with its queue's from 3.2 (FairScheduler.allocate, YARN-8468); a task on the
// CapacityScheduler, and everything before 3.2, with the cluster's.
Resource normalized(const AnalysisContext& context, const QueueSide& side, const Resource& ask,
                    bool am, const Resource& cluster_maximum) {
  ClusterSettings settings = context.model().cluster;
  const bool queue_cap =
      has(context.version(), ReleaseFact::kRequestCappedByQueueMaximum) && (am || side.fair);
  const Resource& cap = queue_cap ? side.maximum_allocation : cluster_maximum;
  settings.maximum_allocation_mb.value = cap.memory_mb();
  settings.maximum_allocation_vcores.value = cap.vcores();
  return side.fair ? normalize_fair_request(ask, settings)
                   : normalize_capacity_request(ask, settings, side.calculator.kind());
}

std::vector<GroupFit> group_fits(const AnalysisContext& context, const QueueSide& side,
                                 const Resource& container) {
  std::vector<GroupFit> out;
  for (const NodeGroup& g : context.model().nodes.groups) {
    if (!side.fair && g.label != side.partition) continue;
    out.push_back({&g, containers_in(side.calculator, g.resource, container)});
  }
  return out;
}

RoleFit fit_role(const AnalysisContext& context, const QueueSide& side, const Workload& w,
                 const WorkloadRole& role, bool am, const Resource& cluster_maximum,
                 const std::optional<Resource>& am_norm) {
  RoleFit fit;
  fit.role = &role;
  fit.am = am;
  fit.requested = role.request;
  fit.heap_mb = role.heap_mb;
  const ClusterSettings& c = context.model().cluster;
  const Resource configured(c.maximum_allocation_mb.value, c.maximum_allocation_vcores.value);
  if (w.client_fails) {
    fit.refusal = Refusal{RefusedBy::kClient,
                          "the client fails before it submits anything: it cannot read a value "
                          "of its configuration (wl-unit-parse)"};
    return fit;
  }
  fit.refusal =
      client_refusal(role, am, {cluster_maximum, side.maximum_allocation}, context.version());
  const Resource& validated_against = validates_against_queue_maximum(context.version())
                                          ? side.maximum_allocation
                                          : cluster_maximum;
  if (!fit.refusal) {
    if (auto message =
            rm_request_refusal(role.request, validated_against, configured, context.version())) {
      fit.refusal = Refusal{am ? RefusedBy::kRmSubmission : RefusedBy::kRmAllocate, *message};
    }
  }
  if (fit.refusal) return fit;
  fit.normalized = normalized(context, side, role.request, am, cluster_maximum);
  if (role.heap_fraction_of_grant) {
    fit.heap_mb =
        workload::tez_default_heap_mb(fit.normalized->memory_mb(), *role.heap_fraction_of_grant);
  }
  fit.fits = group_fits(context, side, *fit.normalized);
  if (!context.has_nodes()) return fit;
  const Resource room = am || !am_norm ? side.maximum : resources::subtract(side.maximum, *am_norm);
  fit.max_in_queue = containers_in(side.calculator, room, *fit.normalized);
  if (!side.fair) {
    const Resource user_room =
        am || !am_norm ? side.one_user : resources::subtract(side.one_user, *am_norm);
    fit.max_for_one_user = containers_in(side.calculator, user_room, *fit.normalized);
  }
  return fit;
}

// How many AMs of `am` run at once within `limit`, up to `wanted`: the CapacityScheduler starts
// one while the AMs with it stay within the limit by its calculator
// (LeafQueue.activateApplications, Resources.lessThanOrEqual); the FairScheduler while they fit
// in every type (FSLeafQueue.canRunAppAM, Resources.fitsIn).
int64_t ams_within(const QueueSide& side, const Resource& cluster, const Resource& limit,
                   const Resource& am, int64_t wanted) {
  if (side.fair || side.calculator.kind() == CalculatorKind::kDefault)
    return std::min(containers_in(side.calculator, limit, am), wanted);
  int64_t k = 0;
  Resource next = am;
  while (k < wanted && side.calculator.compare(cluster, next, limit) <= 0) {
    ++k;
    next = resources::add(next, am);
  }
  return k;
}

}  // namespace

std::vector<WorkloadFit> compute_workload_fits(const AnalysisContext& context) {
  std::vector<WorkloadFit> out;
  const Model& model = context.model();
  if (!model.capacity && !model.fair) return out;
  if (model.fair && context.fair_shares() == nullptr) return out;
  const Resource cluster_maximum = max_allowed_allocation(model.cluster, model.nodes);
  for (const Workload& w : model.workloads) {
    WorkloadFit fit;
    fit.workload = &w;
    fit.cluster_maximum = cluster_maximum;
    const QueueSide side = model.capacity ? capacity_side(context, w, cluster_maximum)
                                          : fair_side(context, w, cluster_maximum);
    fit.queue = side.path;
    fit.queue_problem = side.problem;
    fit.partition = side.partition;
    if (!side.problem.empty()) {
      out.push_back(std::move(fit));
      continue;
    }
    fit.queue_maximum_allocation = side.maximum_allocation;
    fit.queue_maximum = side.maximum;
    fit.am_limit = side.am_limit;
    if (side.user_am_limit && side.am_limit &&
        side.calculator.compare(context.cluster(), *side.user_am_limit, *side.am_limit) < 0) {
      fit.am_limit = side.user_am_limit;
      fit.am_limit_is_users = true;
    }
    fit.first_am_exempt = side.first_am_exempt;
    fit.roles.push_back(fit_role(context, side, w, w.am, true, cluster_maximum, std::nullopt));
    const std::optional<Resource> am_norm = fit.roles.front().normalized;
    for (const WorkloadRole& role : w.roles)
      fit.roles.push_back(fit_role(context, side, w, role, false, cluster_maximum, am_norm));
    if (am_norm && context.has_nodes()) {
      if (fit.am_limit) {
        fit.ams_in_limit =
            ams_within(side, context.cluster(), *fit.am_limit, *am_norm, w.concurrency);
      }
      int64_t at_once = fit.am_limit ? fit.ams_in_limit : w.concurrency;
      if (side.first_am_exempt) at_once = std::max<int64_t>(at_once, 1);
      if (side.max_running_apps >= 0) at_once = std::min(at_once, side.max_running_apps);
      fit.apps_at_once = std::min(at_once, w.concurrency);
    }
    out.push_back(std::move(fit));
  }
  return out;
}

}  // namespace schedlint
