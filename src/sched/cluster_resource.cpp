#include "sched/cluster_resource.h"

namespace schedlint {

bool node_registers(const Resource& node, const ClusterSettings& settings) {
  return node.memory_mb() >= settings.minimum_allocation_mb.value &&
         node.vcores() >= settings.minimum_allocation_vcores.value;
}

namespace {
void add_group(Resource& sum, const NodeGroup& group) {
  for (const auto& [type, amount] : group.resource.amounts()) {
    sum.set(type, sum.get(type) + amount * group.count);
  }
}
}  // namespace

Resource total_cluster_resource(const NodeSpec& nodes) {
  Resource sum(0, 0);
  for (const NodeGroup& group : nodes.groups)
    add_group(sum, group);
  return sum;
}

Resource partition_resource(const NodeSpec& nodes, std::string_view partition) {
  Resource sum(0, 0);
  for (const NodeGroup& group : nodes.groups) {
    if (group.label == partition) add_group(sum, group);
  }
  return sum;
}

}  // namespace schedlint
