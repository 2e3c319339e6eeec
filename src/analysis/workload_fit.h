#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/node_spec.h"
#include "model/resource.h"
#include "model/workload.h"
#include "sched/container_request.h"

namespace schedlint {

class AnalysisContext;

/// How many containers of a role one node of a group holds.
struct GroupFit {
  const NodeGroup* group = nullptr;  ///< in the model's node spec
  int64_t per_node = 0;              ///< containers of the role one node holds
};

/// One role of a workload through the pipeline: the framework's request, its client's check, the
/// ResourceManager's validation against the queue's maximum allocation, normalization, and
/// placement on the nodes of the workload's partition and in the queue.
struct RoleFit {
  const WorkloadRole* role = nullptr;
  bool am = false;
  Resource requested;
  std::optional<Refusal> refusal;
  std::optional<Resource> normalized;  ///< unset when refused
  /// The JVM heap the container runs, in MiB, when known: the role's, or the one its framework
  /// derives from the normalized container (WorkloadRole::heap_fraction_of_grant).
  std::optional<int64_t> heap_mb;
  std::vector<GroupFit> fits;  ///< the partition's node groups
  /// How many fit in the queue's maximum resource (for a task role: once one AM is placed);
  /// -1 when unknown (no nodes, or refused).
  int64_t max_in_queue = -1;
  /// How many one user can hold at the queue's user limit (CapacityScheduler, -1 otherwise).
  int64_t max_for_one_user = -1;
};

/// A workload against the queue it names.
struct WorkloadFit {
  const Workload* workload = nullptr;
  std::string queue;          ///< the queue's full path, "" when it names none
  std::string queue_problem;  ///< why the queue could not be used, when it could not
  std::string partition;      ///< the workload's, else the queue's default label expression
  Resource cluster_maximum;   ///< the largest container the cluster allows (after node lowering)
  Resource queue_maximum_allocation;  ///< getMaximumResourceCapability(queue)
  Resource queue_maximum;             ///< the most the queue may hold in the partition
  /// The AM limit the AM is judged against: CapacityScheduler, the queue's on an idle cluster;
  /// FairScheduler, maxAMShare of the fair share the queue gets when it alone is active.
  std::optional<Resource> am_limit;
  /// The workload names its `user:` and that user's own AM limit is the smaller
  /// (CapacityScheduler getUserAMResourceLimitPerPartition with that user alone active): am_limit
  /// is the user's.
  bool am_limit_is_users = false;
  /// The FairScheduler never starts an AM above its limit; the CapacityScheduler still starts
  /// the first application of an idle queue.
  bool first_am_exempt = false;
  /// How many of its AMs the AM limit holds (before the first-AM exemption), up to its
  /// concurrency; -1 when unknown or unlimited.
  int64_t ams_in_limit = -1;
  std::vector<RoleFit> roles;  ///< the AM first
  /// Applications of this workload the AM limit lets run at once (at least 1 on the
  /// CapacityScheduler, 0 when the FairScheduler never starts one); -1 when unknown.
  int64_t apps_at_once = -1;

  const RoleFit& am() const { return roles.front(); }
};

/// Every workload of the model through the pipeline, in the model's order.
std::vector<WorkloadFit> compute_workload_fits(const AnalysisContext& context);

}  // namespace schedlint
