#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/cluster_settings.h"
#include "model/model.h"
#include "model/resource.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// What a figure means, whatever the scheduler calls it: the roles `diff` compares, so that a
/// FairScheduler queue's steady fair share faces the guaranteed resources of the
/// CapacityScheduler queue an fs2cs migration made of it.
enum class FigureRole {
  kGuaranteed,               ///< CS guaranteed (default partition); FS steady fair share
  kMaximum,                  ///< CS maximum; FS max (as the REST API caps it at the cluster)
  kAmLimit,                  ///< the queue's AM limit on an idle cluster (leaf)
  kMaxApplications,          ///< CS max_applications; FS maxRunningApps (leaf)
  kMaxApplicationsPerUser,   ///< CS max_applications_per_user (leaf)
  kLabelGuaranteed,          ///< CS guaranteed in a labelled partition
  kGuaranteedAfterFailures,  ///< the guarantee after the worst --failure-budget node failures
};

/// One number (or set of resources) of a queue.
struct Figure {
  FigureRole role;
  std::string name;   ///< as the side's `shares` JSON names it: "steady_fair_share", "maximum"...
  std::string label;  ///< kLabelGuaranteed: the partition
  std::optional<Resource> resource;
  std::optional<int64_t> count;
};

/// One queue on one side of a diff.
struct QueueFigures {
  std::string path;
  bool leaf = true;
  /// How its size is configured, for people: "40%", "2w", "[memory=4096,vcores=4]" (CS),
  /// "weight 2" (FS).
  std::string configured;
  std::string state;  ///< "RUNNING" or "STOPPED" (CS); "" (FS)
  std::vector<Figure> figures;

  const Figure* find(FigureRole role, const std::string& label = "") const;
};

/// Each queue's figures, in hierarchy order.
std::vector<QueueFigures> capacity_figures(const CapacityHierarchy& hierarchy);
std::vector<QueueFigures> fair_figures(const FairShares& shares);

/// The cluster after the `failures` nodes with the most of `type` are gone: the worst case for
/// every guarantee of `type`, which only grows with the cluster. Only the default partition's
/// nodes fail when `default_partition_only`.
NodeSpec without_largest_nodes(const NodeSpec& nodes, const std::string& type, int64_t failures,
                               bool default_partition_only);

/// Adds kGuaranteedAfterFailures to each queue: its guarantee (CS default partition; FS steady
/// fair share) of each resource type after the `failures` default-partition nodes with the most of
/// that type fail, the hierarchy recomputed on what remains. `model` is the side `figures` came
/// from.
void add_failure_figures(std::vector<QueueFigures>& figures, const Model& model, int64_t failures);

}  // namespace schedlint
