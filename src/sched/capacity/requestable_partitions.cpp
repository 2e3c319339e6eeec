#include "sched/capacity/requestable_partitions.h"

#include <algorithm>
#include <set>
#include <string_view>

namespace schedlint {

bool partition_has_nodes(const NodeSpec& nodes, const std::string& label) {
  return std::any_of(nodes.groups.begin(), nodes.groups.end(),
                     [&](const NodeGroup& g) { return g.label == label && g.count > 0; });
}

std::vector<std::string> requestable_partitions(const CapacityQueue& queue, const NodeSpec& nodes) {
  std::vector<std::string> labels = {queue.default_label_expression};
  std::set<std::string_view> listed = {queue.default_label_expression};
  const auto add = [&](const std::string& label) {
    if (listed.insert(label).second) labels.push_back(label);
  };
  for (const std::string& label : queue.accessible_labels) {
    if (label != "*") {
      add(label);
      continue;
    }
    for (const NodeGroup& g : nodes.groups) {
      if (!g.label.empty()) add(g.label);
    }
  }
  // A queue may list 100,000 labels, and nodes come in as many groups: a set then; for the few
  // labels most queues have (this runs for every queue in several rules), scans that stop at the
  // first group with nodes.
  constexpr size_t kFewLabels = 16;
  std::set<std::string_view> with_nodes;
  if (labels.size() > kFewLabels) {
    for (const NodeGroup& g : nodes.groups) {
      if (g.count > 0) with_nodes.insert(g.label);
    }
  }
  const auto has_nodes = [&](const std::string& label) {
    return labels.size() > kFewLabels ? with_nodes.count(label) > 0
                                      : partition_has_nodes(nodes, label);
  };
  std::vector<std::string> usable;
  for (const std::string& label : labels) {
    const auto p = queue.partitions.find(label);
    const bool has_maximum =
        p != queue.partitions.end() &&
        (p->second.absolute_maximum_capacity > 0 || p->second.effective_max.memory_mb() > 0);
    if (has_maximum && has_nodes(label)) usable.push_back(label);
  }
  return usable;
}

}  // namespace schedlint
