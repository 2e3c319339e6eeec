#pragma once

#include <string>
#include <vector>

#include "analysis/workload_fit.h"
#include "diff/queue_diff.h"

namespace schedlint {

/// One thing a person reads about a workload across two versions: "executor: container" from
/// "5120 MB, 1 vcores" to "7168 MB, 1 vcores". A side without it says "".
struct WorkloadChange {
  std::string what;
  std::string before;
  std::string after;
};

/// One workload across the two versions, matched by name: its queue, its roles' requests and
/// what the ResourceManager makes of them (the container, or who refuses it), how many fit a node
/// of each group and the queue, and how many applications run at once.
struct WorkloadDiff {
  std::string name;
  QueueChange status = QueueChange::kChanged;
  const WorkloadFit* before = nullptr;  ///< null when added
  const WorkloadFit* after = nullptr;   ///< null when removed
  std::vector<WorkloadChange> changes;  ///< what differs (every value, when added or removed)
};

/// The workloads added, removed or changed, in the order of the version after, each removed one
/// after the workload it followed before. Points into `before` and `after`.
std::vector<WorkloadDiff> diff_workloads(const std::vector<WorkloadFit>& before,
                                         const std::vector<WorkloadFit>& after);
std::vector<WorkloadDiff> diff_workloads(std::vector<WorkloadFit>&&,
                                         const std::vector<WorkloadFit>&) = delete;
std::vector<WorkloadDiff> diff_workloads(const std::vector<WorkloadFit>&,
                                         std::vector<WorkloadFit>&&) = delete;

}  // namespace schedlint
