#pragma once

#include <string_view>

#include "model/cluster_settings.h"
#include "model/node_spec.h"
#include "model/resource.h"

namespace schedlint {

/// ResourceTrackerService.registerNodeManager: whether a NodeManager offering `node` joins the
/// cluster. One offering less memory or fewer vcores than the minimum allocation is sent SHUTDOWN
/// ("doesn't satisfy minimum allocations"), so it never counts in any number.
bool node_registers(const Resource& node, const ClusterSettings& settings);

/// The cluster resource the ResourceManager holds: the sum of every registered node's resource
/// (ClusterNodeTracker adds each node's total capability).
Resource total_cluster_resource(const NodeSpec& nodes);

/// The resource of one partition: the nodes labelled `partition` ("" is the default partition of
/// unlabelled nodes), as RMNodeLabelsManager.getResourceByLabel sums it.
Resource partition_resource(const NodeSpec& nodes, std::string_view partition);

}  // namespace schedlint
