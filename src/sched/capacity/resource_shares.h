#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/capacity_vector.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// One child of a parent, for one resource type in one partition (non-legacy mode).
struct ChildShareInput {
  int child = -1;                  ///< the caller's index for it
  std::optional<VectorEntry> min;  ///< its capacity vector's entry; nullopt: none
  VectorEntry max;                 ///< its maximum vector's entry
  int64_t memory_min = 0;          ///< its memory guarantee, for the other resource types
};

/// The parent, for that resource type and partition.
struct ParentShareInput {
  double partition = 0;  ///< the partition's amount of the resource
  int64_t min = 0;       ///< the parent's effective minimum
  int64_t max = 0;       ///< the parent's effective maximum
  bool memory = false;   ///< the resource is memory-mb
  /// Absolute children are scaled down when the parent is short: the parent's own vector
  /// defines the resource, and it is no ManagedParentQueue.
  bool normalize = true;
  bool managed = false;  ///< a ManagedParentQueue: a child that finds nothing left gets 0
};

/// One child's turn: what the calculator gave, and what is left after rounding and the clamps.
struct ShareStep {
  int child = -1;
  VectorUnit unit = VectorUnit::kAbsolute;
  double configured = 0;
  double left_before = 0;  ///< what the earlier units left under the parent
  double computed = 0;
  double minimum = 0;
  double maximum = 0;
};

struct ShareWarning {
  CapacityWarningKind kind;
  int child = -1;  ///< -1: the parent
  double value = 0;
};

struct ResourceShares {
  std::vector<ShareStep> steps;  ///< in Hadoop's order: unit by unit, child by child
  std::vector<ShareWarning> warnings;
  double left = 0;  ///< what no child took (batch remaining at the end)
};

/// ResourceCalculationDriver.calculateResources for one resource type and partition, with the
/// Absolute/Percentage/WeightQueueCapacityCalculator arithmetic (double; the absolute ratio in
/// float), DefaultQueueResourceRoundingStrategy (floor, Math.round for weights) and
/// validateCalculatedResources' clamps. `children` are in the order Hadoop visits them.
ResourceShares share_resource(const ParentShareInput& parent,
                              const std::vector<ChildShareInput>& children);

/// share_resource's step for the one child `child`, computed no further than that child (those
/// Hadoop visits after it do not change its share), or nullopt when it has no step there.
std::optional<ShareStep> share_resource_of(const ParentShareInput& parent,
                                           const std::vector<ChildShareInput>& children, int child);

/// CapacitySchedulerQueueCapacityHandler.loadResourceNames: memory-mb, vcores, then the
/// cluster's other types in the order of a java.util.HashSet.
std::vector<std::string> defined_resources(const Resource& cluster);

/// The order ParentQueue.getChildQueues iterates once the queues have been reinitialized (the
/// children collected from a HashMap keyed by queue path); a queue created on submission
/// (`last`, or -1) is appended after the others.
std::vector<int> child_order(const CapacityHierarchy& h, const CapacityQueue& parent, int last);

/// The inputs of `children` (in order) that have `label`, for `resource`, from their vectors and
/// the memory already computed for them.
std::vector<ChildShareInput> share_inputs(const CapacityHierarchy& h,
                                          const std::vector<int>& children,
                                          const std::string& label, const std::string& resource);

/// The parent's input for `resource` in `label`, from its effective resources.
ParentShareInput share_parent(const CapacityQueue& parent, const std::string& label,
                              const std::string& resource, double partition);

}  // namespace schedlint
