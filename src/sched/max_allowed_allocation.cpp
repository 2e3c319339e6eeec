#include "sched/max_allowed_allocation.h"

#include <algorithm>
#include <string_view>

namespace schedlint {

namespace {

// The largest amount of `type` on one node of any group (every partition: the tracker keeps one
// maximum for the whole cluster).
int64_t largest_node(const NodeSpec& nodes, std::string_view type) {
  int64_t largest = 0;
  for (const NodeGroup& g : nodes.groups)
    largest = std::max(largest, g.resource.get(type));
  return largest;
}

}  // namespace

Resource max_allowed_allocation(const ClusterSettings& cluster, const NodeSpec& nodes) {
  Resource allowed(cluster.maximum_allocation_mb.value, cluster.maximum_allocation_vcores.value);
  if (nodes.empty()) return allowed;
  for (const std::string_view type : {kMemoryMb, kVcores})
    allowed.set(type, std::min(allowed.get(type), largest_node(nodes, type)));
  return allowed;
}

ClusterSettings with_max_allowed_allocation(const ClusterSettings& cluster, const NodeSpec& nodes) {
  const Resource allowed = max_allowed_allocation(cluster, nodes);
  ClusterSettings out = cluster;
  // Never below the minimum allocation: a node smaller than that is node-below-minimum-allocation's
  // finding, and the questions need a range of requests to ask about.
  out.maximum_allocation_mb.value =
      std::max(allowed.memory_mb(), cluster.minimum_allocation_mb.value);
  out.maximum_allocation_vcores.value =
      std::max(allowed.vcores(), cluster.minimum_allocation_vcores.value);
  return out;
}

}  // namespace schedlint
