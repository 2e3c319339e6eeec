#pragma once

#include "model/cluster_settings.h"
#include "model/node_spec.h"
#include "model/resource.h"

namespace schedlint {

/// The largest container the ResourceManager allows once the nodes have registered:
/// ClusterNodeTracker.getMaxAllowedAllocation (2.8+, YARN-4719; in 2.7
/// AbstractYarnScheduler.getMaximumResourceCapability, YARN-2604), per resource type the smaller
/// of the configured maximum allocation and the largest node. Without nodes, the configured one.
Resource max_allowed_allocation(const ClusterSettings& cluster, const NodeSpec& nodes);

/// `cluster` with its maximum allocation lowered to max_allowed_allocation (never below the
/// minimum allocation): what the placement
/// and reservation questions start from. A larger ask is rejected where the ResourceManager caps
/// it, and runs on no node where it does not: either way alloc-max-exceeds-node's finding, not
/// theirs.
ClusterSettings with_max_allowed_allocation(const ClusterSettings& cluster, const NodeSpec& nodes);

}  // namespace schedlint
