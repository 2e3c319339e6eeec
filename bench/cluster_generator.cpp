#include "bench/cluster_generator.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace schedlint::bench {

namespace {

constexpr int64_t kShapeMemoryMb[] = {65536, 98304, 131072, 262144};
constexpr int64_t kShapeVcores[] = {16, 24, 32, 48};
constexpr int kRacks = 8;

struct NodeGroupSpec {
  std::string name;
  int64_t count;
  int64_t memory_mb;
  int64_t vcores;
  std::string rack;
  bool gpu;
};

std::vector<NodeGroupSpec> node_groups(const ClusterSpec& spec) {
  const int groups =
      static_cast<int>(std::min<int64_t>(spec.groups, std::max<int64_t>(spec.nodes, 1)));
  std::vector<NodeGroupSpec> out;
  for (int g = 0; g < groups; ++g) {
    const int shape = (g * 5) % 16;  // neighbours differ, every shape appears
    out.push_back(
        {fmt::format("g{:03}", g), spec.nodes / groups + (g < spec.nodes % groups ? 1 : 0),
         kShapeMemoryMb[shape / 4], kShapeVcores[shape % 4], fmt::format("/rack{}", g % kRacks),
         spec.gpu_label && groups >= 2 && g % 10 == 9});
  }
  return out;
}

struct GenQueue {
  std::string name;
  std::string path;
  int parent = -1;  ///< index, -1 for root's children
  int depth = 1;
  std::vector<int> children;
  bool gpu = false;  ///< in the gpu department's subtree
};

// Departments, teams and leaves: fan-out about the cube root of the count, so every level is
// about as wide as real trees of that size are.
std::vector<GenQueue> queue_tree(int total) {
  const int fan_out =
      std::max(2, static_cast<int>(std::ceil(std::cbrt(static_cast<double>(total)))));
  std::vector<GenQueue> queues;
  queues.push_back({"default", "root.default", -1, 1, {}, false});
  std::vector<int> departments;
  for (int d = 0; d < fan_out && static_cast<int>(queues.size()) < total; ++d) {
    departments.push_back(static_cast<int>(queues.size()));
    queues.push_back({fmt::format("d{}", d), fmt::format("root.d{}", d), -1, 1, {}, d == 0});
  }
  auto add_child = [&](int parent, const std::string& suffix) {
    const int index = static_cast<int>(queues.size());
    GenQueue q{queues[parent].name + suffix, "", parent,
               queues[parent].depth + 1,     {}, queues[parent].gpu};
    q.path = queues[parent].path + "." + q.name;
    queues.push_back(q);
    queues[parent].children.push_back(index);
    return index;
  };
  std::vector<int> teams;
  for (int t = 0; t < fan_out && static_cast<int>(queues.size()) < total; ++t) {
    for (int d : departments) {
      if (static_cast<int>(queues.size()) >= total) break;
      teams.push_back(add_child(d, fmt::format("t{}", t)));
    }
  }
  for (int leaf = 0; static_cast<int>(queues.size()) < total; ++leaf) {
    for (int t : teams) {
      if (static_cast<int>(queues.size()) >= total) break;
      add_child(t, fmt::format("q{}", leaf));
    }
  }
  return queues;
}

std::vector<int> top_level(const std::vector<GenQueue>& queues) {
  std::vector<int> out;
  for (size_t i = 0; i < queues.size(); ++i) {
    if (queues[i].parent < 0) out.push_back(static_cast<int>(i));
  }
  return out;
}

// Weights 1, 2, 3, 1, 2, 3...: siblings of unequal size, as real ones are.
int weight_of(size_t position) {
  return 1 + static_cast<int>(position % 3);
}

// Shares of 10000 (hundredths of a percent) in proportion to the weights; the first child takes
// the rounding remainder, so they add up to exactly 100.00.
std::vector<int64_t> hundredths(size_t count) {
  int64_t total_weight = 0;
  for (size_t i = 0; i < count; ++i)
    total_weight += weight_of(i);
  std::vector<int64_t> out;
  int64_t given = 0;
  for (size_t i = 0; i < count; ++i) {
    out.push_back(10000 * weight_of(i) / total_weight);
    given += out.back();
  }
  if (!out.empty()) out[0] += 10000 - given;
  return out;
}

std::string percent(int64_t hundredths) {
  return fmt::format("{}.{:02}", hundredths / 100, hundredths % 100);
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string property(const std::string& name, const std::string& value) {
  return fmt::format("  <property><name>{}</name><value>{}</value></property>\n", name, value);
}

std::string nodes_yaml(const std::vector<NodeGroupSpec>& groups) {
  std::string out = "# Generated: node groups of 16 shapes on 8 racks.\nnodes:\n";
  for (const NodeGroupSpec& g : groups) {
    out +=
        fmt::format("  - {{group: {}, count: {}, memory-mb: {}, vcores: {}, rack: {}{}}}\n", g.name,
                    g.count, g.memory_mb, g.vcores, g.rack, g.gpu ? ", labels: [gpu]" : "");
  }
  return out;
}

std::string yarn_site(const ClusterSpec& spec) {
  const bool fair = spec.scheduler == ClusterSpec::Scheduler::kFair;
  std::string out = "<?xml version=\"1.0\"?>\n<configuration>\n";
  out +=
      property("yarn.resourcemanager.scheduler.class",
               fair ? "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler"
                    : "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity."
                      "CapacityScheduler");
  out += property("yarn.acl.enable", "true");
  out += property("yarn.admin.acl", "yarn hadoop-admins");
  out += property("yarn.scheduler.minimum-allocation-mb", "1024");
  out += property("yarn.scheduler.maximum-allocation-mb", "32768");
  out += property("yarn.scheduler.minimum-allocation-vcores", "1");
  out += property("yarn.scheduler.maximum-allocation-vcores", "16");
  if (fair) {
    out += property("yarn.scheduler.fair.preemption", "true");
    out += property("yarn.scheduler.fair.reservable-nodes", "0.05");
    out += property("yarn.resource-types.memory-mb.increment-allocation", "1024");
  } else {
    out += property("yarn.node-labels.enabled", "true");
    out += property("yarn.resourcemanager.scheduler.monitor.enable", "true");
  }
  return out + "</configuration>\n";
}

// The default partition's memory and vcores.
std::pair<int64_t, int64_t> default_partition(const std::vector<NodeGroupSpec>& groups) {
  int64_t mb = 0;
  int64_t vcores = 0;
  for (const NodeGroupSpec& g : groups) {
    if (g.gpu) continue;
    mb += g.count * g.memory_mb;
    vcores += g.count * g.vcores;
  }
  return {mb, vcores};
}

std::string capacity_scheduler(const std::vector<GenQueue>& queues,
                               const std::vector<NodeGroupSpec>& groups, bool flexible) {
  const bool gpu_nodes =
      std::any_of(groups.begin(), groups.end(), [](const NodeGroupSpec& g) { return g.gpu; });
  const std::string p = "yarn.scheduler.capacity.";
  std::string out = "<?xml version=\"1.0\"?>\n<configuration>\n";
  if (flexible) out += property(p + "legacy-queue-mode.enabled", "false");
  // Non-legacy mode: every third sibling absolute (half of what its percentage would give it),
  // every third a weight, the rest percentages.
  const auto [cluster_mb, cluster_vcores] = default_partition(groups);
  std::map<std::string, double> fraction{{"root", 1.0}};  // of the default partition
  auto capacity = [&](const GenQueue& q, const std::string& parent, size_t i, int64_t share) {
    fraction[q.path] = fraction[parent] * static_cast<double>(share) / 10000;
    if (!flexible || i % 3 == 1) return percent(share);
    if (i % 3 == 2) return fmt::format("{}w", 1 + i % 4);
    const double f = fraction[q.path] / 2;
    return fmt::format("[memory={},vcores={}]",
                       std::max<int64_t>(1024, static_cast<int64_t>(cluster_mb * f)),
                       std::max<int64_t>(1, static_cast<int64_t>(cluster_vcores * f)));
  };
  out += property(p + "maximum-am-resource-percent", "0.2");
  out += property(p + "resource-calculator",
                  "org.apache.hadoop.yarn.util.resource.DominantResourceCalculator");
  out += property(p + "root.acl_submit_applications", "yarn hadoop-admins");
  out += property(p + "root.acl_administer_queue", "yarn hadoop-admins");
  if (gpu_nodes) {
    out += property(p + "root.accessible-node-labels.gpu.capacity", "100");
  }
  std::string mappings;
  int user_mappings = 0;
  int group_mappings = 0;
  auto write_children = [&](const std::string& parent_path, const std::vector<int>& children) {
    std::string names;
    for (int c : children)
      names += (names.empty() ? "" : ",") + queues[c].name;
    out += property(p + parent_path + ".queues", names);
    const std::vector<int64_t> shares = hundredths(children.size());
    std::vector<int> gpu_children;
    for (size_t i = 0; i < children.size(); ++i) {
      const GenQueue& q = queues[children[i]];
      const std::string key = p + q.path + ".";
      out += property(key + "capacity", capacity(q, parent_path, i, shares[i]));
      out += property(key + "maximum-capacity", percent(std::min<int64_t>(10000, shares[i] * 3)));
      if (q.gpu && gpu_nodes) gpu_children.push_back(children[i]);
      if (!q.children.empty()) continue;
      out += property(key + "user-limit-factor", "2");
      if (i % 4 == 3) out += property(key + "minimum-user-limit-percent", "25");
      out +=
          property(key + "acl_submit_applications", fmt::format("svc-{} team-{}", q.name, q.name));
      if (user_mappings < 100) {
        mappings +=
            fmt::format("{}u:user{}:{}", mappings.empty() ? "" : ",", user_mappings, q.name);
        ++user_mappings;
      } else if (group_mappings < 50) {
        mappings += fmt::format(",g:group{}:{}", group_mappings, q.name);
        ++group_mappings;
      }
    }
    // The gpu department's subtree splits the gpu partition too; the other queues cannot use it.
    const std::vector<int64_t> gpu_shares = hundredths(gpu_children.size());
    for (size_t i = 0; i < children.size(); ++i) {
      const GenQueue& q = queues[children[i]];
      const std::string key = p + q.path + ".";
      if (!gpu_nodes) continue;
      if (!q.gpu) {
        out += property(key + "accessible-node-labels", " ");
        continue;
      }
      const size_t g = static_cast<size_t>(
          std::find(gpu_children.begin(), gpu_children.end(), children[i]) - gpu_children.begin());
      out += property(key + "accessible-node-labels", "gpu");
      out += property(key + "accessible-node-labels.gpu.capacity", percent(gpu_shares[g]));
      out += property(key + "accessible-node-labels.gpu.maximum-capacity", "100");
    }
  };
  write_children("root", top_level(queues));
  for (const GenQueue& q : queues) {
    if (!q.children.empty()) write_children(q.path, q.children);
  }
  out += property(p + "queue-mappings", mappings);
  return out + "</configuration>\n";
}

std::string fair_queue(const std::vector<GenQueue>& queues, int index, size_t position,
                       int64_t min_mb, int64_t min_vcores, int64_t cluster_mb,
                       int64_t cluster_vcores) {
  const GenQueue& q = queues[static_cast<size_t>(index)];
  const std::string indent(static_cast<size_t>(2 * q.depth), ' ');
  std::string out = fmt::format("{}<queue name=\"{}\">\n", indent, q.name);
  out += fmt::format("{}  <weight>{}</weight>\n", indent, weight_of(position));
  if (min_mb > 0) {
    out += fmt::format("{}  <minResources>memory-mb={}, vcores={}</minResources>\n", indent, min_mb,
                       min_vcores);
  }
  if (position % 3 == 2) {
    // The new-style syntax: the old "N mb" form reads an int, too small for half of a large
    // cluster's memory.
    out += fmt::format("{}  <maxResources>memory-mb={}, vcores={}</maxResources>\n", indent,
                       cluster_mb / 2, cluster_vcores / 2);
  }
  if (q.children.empty()) {
    out += fmt::format("{}  <maxRunningApps>50</maxRunningApps>\n", indent);
    if (position % 2 == 1) out += fmt::format("{}  <maxAMShare>0.3</maxAMShare>\n", indent);
    out +=
        fmt::format("{}  <aclSubmitApps>svc-{} team-{}</aclSubmitApps>\n", indent, q.name, q.name);
  } else {
    // The children's minimums: 60% of the parent's, split by weight.
    const std::vector<int64_t> shares = hundredths(q.children.size());
    for (size_t i = 0; i < q.children.size(); ++i) {
      out += fair_queue(queues, q.children[i], i, min_mb * 6 / 10 * shares[i] / 10000,
                        min_vcores * 6 / 10 * shares[i] / 10000, cluster_mb, cluster_vcores);
    }
  }
  return out + indent + "</queue>\n";
}

std::string fair_scheduler(const std::vector<GenQueue>& queues,
                           const std::vector<NodeGroupSpec>& groups) {
  int64_t cluster_mb = 0;
  int64_t cluster_vcores = 0;
  for (const NodeGroupSpec& g : groups) {
    cluster_mb += g.count * g.memory_mb;
    cluster_vcores += g.count * g.vcores;
  }
  std::string out = "<?xml version=\"1.0\"?>\n<allocations>\n";
  out += "  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n";
  out += "  <queueMaxAMShareDefault>0.5</queueMaxAMShareDefault>\n";
  out += "  <userMaxAppsDefault>20</userMaxAppsDefault>\n";
  out += "  <queue name=\"root\">\n";
  out += "    <aclSubmitApps>yarn hadoop-admins</aclSubmitApps>\n";
  out += "    <aclAdministerApps>yarn hadoop-admins</aclAdministerApps>\n";
  // The departments' minimums: 40% of the cluster, split by weight.
  const std::vector<int> top = top_level(queues);
  const std::vector<int64_t> shares = hundredths(top.size());
  for (size_t i = 0; i < top.size(); ++i) {
    const bool is_default = queues[static_cast<size_t>(top[i])].name == "default";
    out += fair_queue(queues, top[i], i, is_default ? 0 : cluster_mb * 4 / 10 * shares[i] / 10000,
                      is_default ? 0 : cluster_vcores * 4 / 10 * shares[i] / 10000, cluster_mb,
                      cluster_vcores);
  }
  out += "  </queue>\n";
  out += "  <queuePlacementPolicy>\n";
  out += "    <rule name=\"specified\" create=\"false\"/>\n";
  out += "    <rule name=\"primaryGroup\" create=\"false\"/>\n";
  out += "    <rule name=\"default\" queue=\"root.default\"/>\n";
  out += "  </queuePlacementPolicy>\n";
  return out + "</allocations>\n";
}

}  // namespace

std::string scheduler_name(ClusterSpec::Scheduler s) {
  return s == ClusterSpec::Scheduler::kFair ? "fair" : "capacity";
}

// Workloads over the leaves in turn: MapReduce-like (map and reduce) and Spark-like (executor)
// shapes, AMs of 1-4 GB, some concurrency and dynamic-allocation limits.
std::string workloads_yaml(const std::vector<GenQueue>& queues, int count) {
  std::vector<const GenQueue*> leaves;
  for (const GenQueue& q : queues) {
    if (q.children.empty()) leaves.push_back(&q);
  }
  std::string out = "workloads:\n";
  for (int w = 0; w < count; ++w) {
    const GenQueue& leaf = *leaves[static_cast<size_t>(w) % leaves.size()];
    out += fmt::format(
        "  - name: w{}\n    queue: {}\n    concurrency: {}\n    am: {{memory-mb: {}, vcores: 1}}\n"
        "    roles:\n",
        w, leaf.path, 1 + w % 5, 1024 * (1 + w % 4) + 512 * (w % 2));
    if (w % 2 == 0) {
      out += fmt::format(
          "      - {{name: map, memory-mb: {}, vcores: 1, heap-mb: {}}}\n"
          "      - {{name: reduce, memory-mb: {}, vcores: {}}}\n",
          1024 * (1 + w % 3), 820 * (1 + w % 3), 2048 * (1 + w % 3), 1 + w % 2);
    } else {
      out +=
          fmt::format("      - {{name: executor, memory-mb: {}, vcores: {}, max-concurrent: {}}}\n",
                      4505 + 1024 * (w % 4), 2 + w % 3, 20 * (1 + w % 10));
    }
  }
  return out;
}

void write_cluster(const ClusterSpec& spec, const std::filesystem::path& dir) {
  if (spec.queues < 1 || spec.nodes < 1 || spec.groups < 1) {
    throw std::invalid_argument("a cluster needs at least one queue, node and group");
  }
  std::filesystem::create_directories(dir);
  const std::vector<NodeGroupSpec> groups = node_groups(spec);
  const std::vector<GenQueue> queues = queue_tree(spec.queues);
  write_file(dir / "nodes.yaml", nodes_yaml(groups));
  write_file(dir / "yarn-site.xml", yarn_site(spec));
  if (spec.scheduler == ClusterSpec::Scheduler::kFair) {
    write_file(dir / "fair-scheduler.xml", fair_scheduler(queues, groups));
  } else {
    write_file(dir / "capacity-scheduler.xml", capacity_scheduler(queues, groups, spec.flexible));
    if (spec.flexible) write_file(dir / ".schedlint.yaml", "hadoop-version: \"3.4\"\n");
  }
  if (spec.workloads > 0)
    write_file(dir / "workloads.yaml", workloads_yaml(queues, spec.workloads));
}

}  // namespace schedlint::bench
