#pragma once

#include <string>
#include <vector>

#include "model/node_spec.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// The partitions a CapacityScheduler leaf's applications can have containers in, first the one
/// they get without asking (its default-node-label-expression, "" the default partition):
/// - any label it may ask for (accessible-node-labels, "*" meaning every label;
///   SchedulerUtils.checkQueueLabelExpression), and the default partition when it is the default;
/// - only where the queue's maximum is above 0: a label the queue has no capacity for has a
///   maximum of 0 (QueueCapacities returns 0 for a label it does not hold), so the queue never
///   gets containers there;
/// - only where nodes of `nodes` carry the label (cs-label-without-nodes reports the others).
/// Partitions are taken as exclusive: a default-partition request does not go to labelled nodes.
std::vector<std::string> requestable_partitions(const CapacityQueue& queue, const NodeSpec& nodes);

/// Whether some node of `nodes` is in partition `label` ("" the default partition).
bool partition_has_nodes(const NodeSpec& nodes, const std::string& label);

}  // namespace schedlint
