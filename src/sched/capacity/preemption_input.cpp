#include "sched/capacity/preemption_input.h"
#include "model/release_facts.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include <fmt/format.h>

namespace schedlint {

namespace {

namespace rs = resources;

// CapacitySchedulerConfiguration.QUEUE_PRIORITY_UTILIZATION_ORDERING_POLICY
constexpr std::string_view kPriorityUtilization = "priority-utilization";

// How nodes are named in a snapshot: a REST nodes dump's node ids (or their host alone, when no
// other node has it), else <group>-<n> for the n-th node (from 1) of a group (or the group's name
// alone when it has one node).
class NodeNames {
 public:
  explicit NodeNames(const NodeSpec& nodes) : nodes_(nodes) {
    for (size_t g = 0; g < nodes.groups.size(); ++g)
      group_index_[nodes.groups[g].name] = static_cast<int>(g);
    std::map<std::string, int> hosts;
    for (const NodeUsage& u : nodes.usage) {
      rest_[u.node_id] = &u;
      ++hosts[u.node_id.substr(0, u.node_id.find(':'))];
    }
    for (const NodeUsage& u : nodes.usage) {
      const std::string host = u.node_id.substr(0, u.node_id.find(':'));
      if (hosts[host] == 1 && rest_.count(host) == 0) host_[host] = u.node_id;
    }
  }

  // The name a node goes by in the what-if, or "" when no node has `name`.
  std::string canonical(const std::string& name) const {
    if (!rest_.empty()) {
      if (rest_.count(name) > 0) return name;
      const auto host = host_.find(name);
      return host == host_.end() ? "" : host->second;
    }
    if (const auto g = group_index_.find(name);
        g != group_index_.end() && nodes_.groups[g->second].count == 1) {
      return name + "-1";
    }
    const size_t dash = name.rfind('-');
    if (dash == std::string::npos || dash + 1 >= name.size()) return "";
    const auto g = group_index_.find(name.substr(0, dash));
    if (g == group_index_.end()) return "";
    int64_t n = 0;
    for (size_t i = dash + 1; i < name.size(); ++i) {
      const char c = name[i];
      if (c < '0' || c > '9' || n > nodes_.groups[g->second].count) return "";
      n = n * 10 + (c - '0');
    }
    if (name[dash + 1] == '0' || n < 1 || n > nodes_.groups[g->second].count) return "";
    return name;
  }

  // The group of a node's canonical name.
  int group_of(const std::string& canonical_name) const {
    if (!rest_.empty()) {
      const auto g = group_index_.find(rest_.at(canonical_name)->group);
      return g == group_index_.end() ? -1 : g->second;
    }
    return group_index_.at(canonical_name.substr(0, canonical_name.rfind('-')));
  }

  std::string hint() const {
    if (!rest_.empty()) return "nodes are named by their node id in the REST nodes dump";
    if (nodes_.groups.empty()) return "no node spec was given";
    const NodeGroup& g = nodes_.groups.front();
    return fmt::format("nodes are named <group>-<n>, like {}-1 to {}-{}", g.name, g.name, g.count);
  }

 private:
  const NodeSpec& nodes_;
  std::map<std::string, int> group_index_;
  std::map<std::string, const NodeUsage*> rest_;
  std::map<std::string, std::string> host_;  // host -> node id, for hosts with one node
};

bool partition_exclusive(const UsageSnapshot& usage, const std::string& partition) {
  return partition.empty() || usage.non_exclusive_labels.count(partition) == 0;
}

}  // namespace

std::vector<UsageMismatch> check_usage_snapshot(const CapacityHierarchy& hierarchy,
                                                const NodeSpec& nodes, const UsageSnapshot& usage) {
  std::vector<UsageMismatch> out;
  const auto leaf = [&](const SourceLocation& loc, const std::string& path) {
    const CapacityQueue* q = hierarchy.find(path);
    if (q == nullptr) {
      out.push_back(
          {loc, fmt::format("queue {} is not in the CapacityScheduler configuration", path)});
      return false;
    }
    if (!q->leaf) {
      out.push_back(
          {loc,
           fmt::format("queue {} is a parent queue: list the usage of its leaf queues", path)});
      return false;
    }
    return true;
  };
  const auto on_nodes = [&](const std::string& label) {
    return label.empty() || hierarchy.partition_resources.count(label) > 0;
  };
  for (const QueueUsage& u : usage.queues) {
    if (!leaf(u.loc, u.path)) continue;
    if (!on_nodes(u.partition)) {
      out.push_back({u.loc, fmt::format("partition '{}' of queue {} is on no node of the node spec",
                                        u.partition, u.path)});
    }
  }
  const NodeNames names(nodes);
  const auto known_node = [&](const SourceLocation& loc, const std::string& node) {
    const std::string name = names.canonical(node);
    if (!name.empty() && names.group_of(name) >= 0) return;
    out.push_back({loc, fmt::format("node '{}' is not in the node spec ({})", node, names.hint())});
  };
  for (const ApplicationUsage& app : usage.applications) {
    if (!leaf(app.loc, app.queue)) continue;
    for (const ContainerUsage& c : app.containers) {
      if (!c.node.empty()) known_node(c.loc, c.node);
      if (c.label_expression && !on_nodes(*c.label_expression)) {
        out.push_back({c.loc, fmt::format("label-expression '{}' is on no node of the node spec",
                                          *c.label_expression)});
      }
    }
  }
  for (const SnapshotNode& n : usage.nodes)
    known_node(n.loc, n.name);
  for (const auto& [label, loc] : usage.non_exclusive_labels) {
    if (!on_nodes(label)) {
      out.push_back({loc, fmt::format("label '{}' is on no node of the node spec", label)});
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const UsageMismatch& a, const UsageMismatch& b) {
    return a.loc.line < b.loc.line;
  });
  return out;
}

std::vector<std::string> preemption_partitions(const CapacityHierarchy& hierarchy,
                                               HadoopVersion version) {
  std::vector<std::string> out{""};
  if (!has(version, ReleaseFact::kCsPreemptionPartitions))
    return out;  // YARN-2498: the policy knows partitions from 2.8
  for (const auto& [label, resource] : hierarchy.partition_resources) {
    if (!label.empty() && !rs::is_none(resource)) out.push_back(label);
  }
  return out;
}

std::vector<PreemptionQueue> preemption_queues(const CapacityHierarchy& hierarchy,
                                               const CapacityConfig& config,
                                               const std::string& partition, bool exclusive,
                                               const UsageSnapshot& usage, HadoopVersion version) {
  const Resource whole = hierarchy.partition_resource(partition);
  std::vector<PreemptionQueue> queues;
  for (const CapacityQueue& q : hierarchy.queues) {
    PreemptionQueue& p = queues.emplace_back();
    p.path = q.path;
    p.parent = q.parent;
    p.children = q.children;
    p.preemption_disabled = q.preemption_disabled;
    const PartitionCapacity* part = q.find_partition(partition);
    if (q.parent < 0) {
      p.guaranteed = whole;  // root: the whole partition
      p.maximum = whole;
    } else if (part != nullptr) {
      p.guaranteed = part->effective_min;
      p.maximum = part->effective_max;
      p.absolute_capacity = part->absolute_capacity;
      p.absolute_maximum_capacity = part->absolute_maximum_capacity;
    } else {
      p.absolute_maximum_capacity = 0;  // QueueCapacities answer 0 for a label the queue lacks
    }
    // ProportionalCapacityPreemptionPolicy.cloneQueues: 1.0 in a non-exclusive partition, which
    // getMax reads unless the queue has an effective maximum resource (3.1+).
    if (!exclusive && q.parent >= 0) {
      p.absolute_maximum_capacity = 1.0f;
      if (!has(version, ReleaseFact::kCsAbsoluteCapacity)) p.maximum = Resource();
    }
    // cloneQueues: relativePriority under a parent whose ordering policy is priority-utilization
    if (q.parent >= 0 && q.config_index >= 0) {
      const CapacityQueue& parent = hierarchy.queues[q.parent];
      const auto& parent_policy = config.queues.at(parent.config_index).settings.ordering_policy;
      const auto& priority = config.queues.at(q.config_index).settings.priority;
      if (parent_policy && parent_policy->value == kPriorityUtilization && priority) {
        p.priority = priority->value;
      }
    }
    if (q.leaf) {
      for (const QueueUsage& u : usage.queues) {
        if (u.path != q.path || u.partition != partition) continue;
        p.used = u.used;
        p.pending = u.pending;
        p.reserved = u.reserved;
        p.am_used = u.am_used;
      }
    }
  }
  return queues;
}

PreemptionRoundSettings preemption_round_settings(const PreemptionSettings& s,
                                                  HadoopVersion version) {
  PreemptionRoundSettings out;
  if (s.total_preemption_per_round)
    out.total_preemption_per_round = s.total_preemption_per_round->value;
  if (s.max_ignored_over_capacity)
    out.max_ignored_over_capacity = s.max_ignored_over_capacity->value;
  if (s.natural_termination_factor)
    out.natural_termination_factor = s.natural_termination_factor->value;
  if (s.observe_only) out.observe_only = s.observe_only->value;
  // YARN-4390 (2.8), YARN-5731 (2.9), YARN-8379 (3.1.1, 3.2.0)
  if (s.select_based_on_reserved_containers &&
      has(version, ReleaseFact::kCsPreemptionReservedContainers)) {
    out.select_based_on_reserved_containers = s.select_based_on_reserved_containers->value;
  }
  if (s.additional_res_balance_based_on_reserved_containers &&
      has(version, ReleaseFact::kCsPreemptionConsiderReservedResource)) {
    out.consider_reserved_resource = s.additional_res_balance_based_on_reserved_containers->value;
  }
  if (s.balance_queues_after_satisfied && has(version, ReleaseFact::kCsPreemptionQueueBalancing)) {
    out.balance_queues_after_satisfied = s.balance_queues_after_satisfied->value;
  }
  return out;
}

PreemptionScenario build_preemption_scenario(const CapacityHierarchy& hierarchy,
                                             const CapacityConfig& config, const NodeSpec& nodes,
                                             const UsageSnapshot& usage, HadoopVersion version) {
  PreemptionScenario out;
  PolicyInput& in = out.policy;
  in.cluster = hierarchy.cluster_resource;
  in.calculator = hierarchy.calculator;
  in.settings = preemption_round_settings(config.global.preemption, version);
  in.version = version;
  for (const std::string& partition : preemption_partitions(hierarchy, version)) {
    const bool exclusive = partition_exclusive(usage, partition);
    in.partitions.push_back(partition);
    in.partition_resources.push_back(hierarchy.partition_resource(partition));
    in.queues.push_back(preemption_queues(hierarchy, config, partition, exclusive, usage, version));
  }
  for (const CapacityQueue& q : hierarchy.queues) {
    const PartitionCapacity* part = q.find_partition("");
    in.am_share.push_back(
        part == nullptr ? LeafAmShare{}
                        : LeafAmShare{part->absolute_capacity, part->max_am_resource_percent});
  }
  for (const QueueUsage& u : usage.queues)
    out.pending_unknown |= !u.pending_known;

  // The nodes the snapshot (or a REST nodes dump) speaks of, node by node.
  const NodeNames names(nodes);
  std::map<std::string, int> node_index;
  const auto node = [&](const std::string& given) {
    const std::string name = names.canonical(given);
    const auto [it, fresh] = node_index.emplace(name, static_cast<int>(in.nodes.size()));
    if (fresh) {
      const NodeGroup& g = nodes.groups.at(names.group_of(name));
      in.nodes.push_back({name, g.label, g.resource, Resource(0, 0)});
    }
    return it->second;
  };
  std::set<int> allocation_given;
  for (const SnapshotNode& n : usage.nodes) {
    const int i = node(n.name);
    in.nodes[i].allocated = n.used;
    allocation_given.insert(i);
  }
  for (const NodeUsage& u : nodes.usage) {
    const int i = node(u.node_id);
    if (allocation_given.insert(i).second) in.nodes[i].allocated = u.used;
  }
  for (const ApplicationUsage& a : usage.applications) {
    PreemptionApp app;
    app.id = a.id;
    app.queue = hierarchy.index_by_path.at(a.queue);
    app.priority = a.priority;
    for (const ContainerUsage& c : a.containers) {
      PreemptionContainer pc;
      pc.size = c.size;
      pc.priority = c.priority;
      pc.am = c.am;
      pc.reserved = c.reserved;
      if (!c.node.empty()) {
        pc.node = node(c.node);
        pc.partition = in.nodes[pc.node].partition;
        out.containers_placed = true;
      } else if (c.label_expression) {
        pc.partition = *c.label_expression;
      }
      pc.ignores_exclusivity =
          c.label_expression && c.label_expression->empty() && !pc.partition.empty();
      app.containers.insert(app.containers.end(), static_cast<size_t>(c.count), pc);
    }
    in.apps.push_back(std::move(app));
  }
  // A node whose allocation nothing gives holds what the snapshot's containers run on it.
  for (const PreemptionApp& app : in.apps) {
    for (const PreemptionContainer& c : app.containers) {
      if (c.node < 0 || c.reserved || allocation_given.count(c.node) > 0) continue;
      in.nodes[c.node].allocated = rs::add(in.nodes[c.node].allocated, c.size);
    }
  }
  out.per_node = !in.nodes.empty();
  std::map<std::string, int64_t> listed;  // per group
  for (const PreemptionNode& n : in.nodes)
    ++listed[nodes.groups.at(names.group_of(n.name)).name];  // canonical names
  for (const NodeGroup& g : nodes.groups) {
    out.groups.push_back(
        {g.name, g.label, g.resource, g.count, out.per_node ? g.count - listed[g.name] : g.count});
  }
  for (const QueueUsage& u : usage.queues) {
    if (!u.pending_container) continue;
    const auto it = std::find(in.partitions.begin(), in.partitions.end(), u.partition);
    if (it == in.partitions.end()) continue;
    out.requests.push_back({hierarchy.index_by_path.at(u.path), u.partition, *u.pending_container});
  }
  return out;
}

}  // namespace schedlint
