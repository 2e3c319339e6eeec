#pragma once

#include <string_view>

#include "model/node_spec.h"
#include "model/resource.h"

namespace schedlint {

/// The cluster resource the ResourceManager holds: the sum of every registered node's resource
/// (ClusterNodeTracker adds each node's total capability).
Resource total_cluster_resource(const NodeSpec& nodes);

/// The resource of one partition: the nodes labelled `partition` ("" is the default partition of
/// unlabelled nodes), as RMNodeLabelsManager.getResourceByLabel sums it.
Resource partition_resource(const NodeSpec& nodes, std::string_view partition);

}  // namespace schedlint
