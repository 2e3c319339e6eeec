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

// Relative sizes of mixed node groups, in turn: a few large groups among many small ones.
constexpr int64_t kMixedGroupWeights[] = {1, 2, 5, 20, 50, 3, 10, 1, 100, 8};

// Nodes per group: equal, or (mixed) one each and the rest in proportion to kMixedGroupWeights;
// the first groups take what rounding leaves over.
std::vector<int64_t> group_sizes(const ClusterSpec& spec, int groups) {
  std::vector<int64_t> weights(static_cast<size_t>(groups), 1);
  if (spec.mixed_group_sizes) {
    for (int g = 0; g < groups; ++g)
      weights[static_cast<size_t>(g)] = kMixedGroupWeights[g % std::size(kMixedGroupWeights)];
  }
  int64_t total_weight = 0;
  for (int64_t w : weights)
    total_weight += w;
  const int64_t spread = spec.mixed_group_sizes ? spec.nodes - groups : spec.nodes;
  std::vector<int64_t> out;
  int64_t given = 0;
  for (int64_t w : weights) {
    out.push_back((spec.mixed_group_sizes ? 1 : 0) + spread * w / total_weight);
    given += out.back();
  }
  for (size_t g = 0; given < spec.nodes; g = (g + 1) % out.size(), ++given)
    ++out[g];
  return out;
}

std::vector<NodeGroupSpec> node_groups(const ClusterSpec& spec) {
  const int groups =
      static_cast<int>(std::min<int64_t>(spec.groups, std::max<int64_t>(spec.nodes, 1)));
  const std::vector<int64_t> sizes = group_sizes(spec, groups);
  std::vector<NodeGroupSpec> out;
  for (int g = 0; g < groups; ++g) {
    const int shape = (g * 5) % 16;  // neighbours differ, every shape appears
    out.push_back({fmt::format("g{:03}", g), sizes[static_cast<size_t>(g)],
                   kShapeMemoryMb[shape / 4], kShapeVcores[shape % 4],
                   fmt::format("/rack{}", g % kRacks),
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
  /// Childless, but a parent: queues are created under it on submission (FairScheduler
  /// type="parent", CapacityScheduler auto-creation).
  bool creates_children = false;
};

// The parents' fan-out: the smallest of at least 2 whose depth-th power reaches the count (the
// cube root at three levels); deeper trees narrow it while the parents alone would be more than
// half of the queues, so that they still end in leaves.
int fan_out_for(int total, int depth) {
  if (depth == 1) return total;
  auto reaches = [&](int f) {
    int64_t power = 1;
    for (int level = 0; level < depth && power < total; ++level)
      power *= f;
    return power >= total;
  };
  auto parents = [&](int f) {
    int64_t level = 1;
    int64_t sum = 0;
    for (int k = 1; k < depth && sum <= total; ++k) {
      level *= f;
      sum += level;
    }
    return sum;
  };
  int f = 2;
  while (!reaches(f))
    ++f;
  while (depth > 3 && f > 2 && 2 * parents(f) > total)
    --f;
  return f;
}

// Level by level, each parent of the level above takes up to fan-out children in turn (the first
// level: departments d0, d1...; then teams t0, t1...); the last level (leaves q0, q1...) takes
// the rest of the count, in turn under the parents of the level above. A child's name extends
// its parent's, so that leaf names are unique, as CapacityScheduler mappings need.
std::vector<GenQueue> queue_tree(int total, int depth) {
  const int fan_out = fan_out_for(total, depth);
  std::vector<GenQueue> queues;
  queues.push_back({"default", "root.default", -1, 1, {}, false, false});
  auto add_child = [&](int parent, const std::string& suffix) {
    const int index = static_cast<int>(queues.size());
    GenQueue q;
    q.parent = parent;
    if (parent < 0) {
      q.name = suffix;
      q.path = "root." + q.name;
      q.gpu = suffix == "d0" || suffix == "q0";  // the first department, or leaf when flat
    } else {
      q.name = queues[parent].name + suffix;
      q.path = queues[parent].path + "." + q.name;
      q.depth = queues[parent].depth + 1;
      q.gpu = queues[parent].gpu;
      queues[parent].children.push_back(index);
    }
    queues.push_back(q);
    return index;
  };
  auto full = [&] { return static_cast<int>(queues.size()) >= total; };
  // Level letters: departments, teams, then groups of ever smaller units.
  static constexpr std::string_view kLetters = "dtabcefghijklmnoprsuvwxyz";
  std::vector<int> level_above{-1};
  for (int level = 1; level < depth && !full(); ++level) {
    std::vector<int> this_level;
    for (int i = 0; i < fan_out && !full(); ++i) {
      for (int p : level_above) {
        if (full()) break;
        this_level.push_back(add_child(
            p, fmt::format("{}{}", kLetters[static_cast<size_t>(level - 1) % kLetters.size()], i)));
      }
    }
    level_above = std::move(this_level);
  }
  for (int leaf = 0; !full(); ++leaf) {
    for (int p : level_above) {
      if (full()) break;
      add_child(p, fmt::format("q{}", leaf));
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

// A parent that creates a leaf for each user the mappings send to it: the 3.1 ManagedParentQueue
// (leaf-queue-template, each new leaf a tenth of the parent), or in non-legacy mode 3.4's
// auto-queue-creation-v2 (new leaves weighted 1w, as the leaf template says, with applications of
// their own: a small parent's share of the 10,000 would be none).
std::string auto_created_parent(const GenQueue& q, bool flexible) {
  const std::string key = "yarn.scheduler.capacity." + q.path + ".";
  std::string out;
  if (flexible) {
    out += property(key + "auto-queue-creation-v2.enabled", "true");
    out += property(key + "auto-queue-creation-v2.leaf-template.capacity", "1w");
    out += property(key + "auto-queue-creation-v2.leaf-template.user-limit-factor", "2");
    out += property(key + "auto-queue-creation-v2.leaf-template.maximum-applications", "10");
    return out;
  }
  out += property(key + "auto-create-child-queue.enabled", "true");
  out += property(key + "leaf-queue-template.capacity", "10");
  out += property(key + "leaf-queue-template.maximum-capacity", "100");
  out += property(key + "leaf-queue-template.user-limit-factor", "2");
  return out;
}

std::string capacity_scheduler(const std::vector<GenQueue>& queues,
                               const std::vector<NodeGroupSpec>& groups, const ClusterSpec& spec) {
  const bool flexible = spec.flexible;
  const bool gpu_nodes =
      std::any_of(groups.begin(), groups.end(), [](const NodeGroupSpec& g) { return g.gpu; });
  const std::string p = "yarn.scheduler.capacity.";
  std::string out = "<?xml version=\"1.0\"?>\n<configuration>\n";
  if (flexible) out += property(p + "legacy-queue-mode.enabled", "false");
  // Non-legacy mode: every third sibling absolute (half of what its percentage would give it),
  // every third a weight, the rest percentages.
  // Named, not a structured binding, so that the lambda below may capture them (clang 14).
  const auto cluster = default_partition(groups);
  const auto cluster_mb = cluster.first;
  const auto cluster_vcores = cluster.second;
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
  std::string auto_mapping_list;  // after the others: a user's own mapping comes first
  int auto_mappings = 0;
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
      if (q.creates_children) {
        out += auto_created_parent(q, flexible);
        if (auto_mappings < 50) {
          auto_mapping_list += fmt::format(",g:team-{}:{}.%user", q.name, q.name);
          ++auto_mappings;
        }
        continue;
      }
      if (!q.children.empty()) continue;
      out += property(key + "user-limit-factor", "2");
      // A leaf of a large tree can have so small a share of the cluster that its share of the
      // 10,000 applications (CapacitySchedulerConfiguration's default maximum-applications) leaves
      // its users none after the user limits; its admin gives it a number of its own.
      if (fraction[q.path] * 10000 < 10) out += property(key + "maximum-applications", "10");
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
  std::string all_mappings = mappings + auto_mapping_list;
  if (mappings.empty() && !all_mappings.empty()) all_mappings.erase(0, 1);  // its leading comma
  out += property(p + "queue-mappings", all_mappings);
  return out + "</configuration>\n";
}

struct FairContext {
  const std::vector<GenQueue>& queues;
  const ClusterSpec& spec;
  int64_t cluster_mb = 0;
  int64_t cluster_vcores = 0;
};

// maxAMShare on a leaf: 0.3 on every other one; sparse, a fraction (0.1 to 0.4) on a third, -1
// (no limit) on a third, unset on the rest.
std::string max_am_share(const FairContext& c, int index, size_t position) {
  if (!c.spec.sparse) return position % 2 == 1 ? "0.3" : "";
  switch (index % 3) {
    case 0:
      return fmt::format("0.{}", 1 + index % 4);
    case 1:
      return "-1";
    default:
      return "";
  }
}

// min_mb and min_vcores: what this queue's minResources would be, 60% of its parent's split by
// weight whether or not the parent writes its own, so that every written minimum fits inside
// every written minimum above it. Sparse: weight and minResources on every fifth queue only.
std::string fair_queue(const FairContext& c, int index, size_t position, int64_t min_mb,
                       int64_t min_vcores) {
  const GenQueue& q = c.queues[static_cast<size_t>(index)];
  const std::string indent(static_cast<size_t>(2 * q.depth), ' ');
  const bool settings = !c.spec.sparse || index % 5 == 0;
  std::string out = fmt::format("{}<queue name=\"{}\"{}>\n", indent, q.name,
                                q.creates_children ? " type=\"parent\"" : "");
  if (settings) out += fmt::format("{}  <weight>{}</weight>\n", indent, weight_of(position));
  if (min_mb > 0 && settings) {
    out += fmt::format("{}  <minResources>memory-mb={}, vcores={}</minResources>\n", indent, min_mb,
                       min_vcores);
  }
  if (position % 3 == 2) {
    // The new-style syntax: the old "N mb" form reads an int, too small for half of a large
    // cluster's memory.
    out += fmt::format("{}  <maxResources>memory-mb={}, vcores={}</maxResources>\n", indent,
                       c.cluster_mb / 2, c.cluster_vcores / 2);
  }
  if (q.creates_children) {
    // Each queue placement creates here gets at most a fiftieth of the cluster.
    out += fmt::format("{}  <maxChildResources>memory-mb={}, vcores={}</maxChildResources>\n",
                       indent, c.cluster_mb / 50, c.cluster_vcores / 50);
  } else if (q.children.empty()) {
    out += fmt::format("{}  <maxRunningApps>50</maxRunningApps>\n", indent);
    if (const std::string share = max_am_share(c, index, position); !share.empty())
      out += fmt::format("{}  <maxAMShare>{}</maxAMShare>\n", indent, share);
    out +=
        fmt::format("{}  <aclSubmitApps>svc-{} team-{}</aclSubmitApps>\n", indent, q.name, q.name);
  } else {
    // The children's minimums: 60% of the parent's, split by weight.
    const std::vector<int64_t> shares = hundredths(q.children.size());
    for (size_t i = 0; i < q.children.size(); ++i) {
      out += fair_queue(c, q.children[i], i, min_mb * 6 / 10 * shares[i] / 10000,
                        min_vcores * 6 / 10 * shares[i] / 10000);
    }
  }
  return out + indent + "</queue>\n";
}

// Placement: the named queue if it exists; with placement_creates, a user's queue under the queue
// of their primary group when that is a parent (departments are), else under root.users; without,
// the primary group's queue if it exists, else root.default.
std::string placement_policy(const ClusterSpec& spec) {
  std::string out = "  <queuePlacementPolicy>\n";
  out += "    <rule name=\"specified\" create=\"false\"/>\n";
  if (spec.placement_creates) {
    out += "    <rule name=\"nestedUserQueue\" create=\"true\">\n";
    out += "      <rule name=\"primaryGroup\" create=\"false\"/>\n";
    out += "    </rule>\n";
    out += "    <rule name=\"user\" create=\"true\">\n";
    out += "      <rule name=\"default\" queue=\"root.users\"/>\n";
    out += "    </rule>\n";
  } else {
    out += "    <rule name=\"primaryGroup\" create=\"false\"/>\n";
    out += "    <rule name=\"default\" queue=\"root.default\"/>\n";
  }
  return out + "  </queuePlacementPolicy>\n";
}

std::string fair_scheduler(const std::vector<GenQueue>& queues,
                           const std::vector<NodeGroupSpec>& groups, const ClusterSpec& spec) {
  FairContext c{queues, spec};
  for (const NodeGroupSpec& g : groups) {
    c.cluster_mb += g.count * g.memory_mb;
    c.cluster_vcores += g.count * g.vcores;
  }
  std::string out = "<?xml version=\"1.0\"?>\n<allocations>\n";
  out += "  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n";
  out += "  <queueMaxAMShareDefault>0.5</queueMaxAMShareDefault>\n";
  out += "  <userMaxAppsDefault>20</userMaxAppsDefault>\n";
  out += "  <queue name=\"root\">\n";
  out += "    <aclSubmitApps>yarn hadoop-admins</aclSubmitApps>\n";
  out += "    <aclAdministerApps>yarn hadoop-admins</aclAdministerApps>\n";
  // The departments' minimums: 40% of the cluster, split by weight (none for root.default and
  // the parent of created queues).
  const std::vector<int> top = top_level(queues);
  const std::vector<int64_t> shares = hundredths(top.size());
  for (size_t i = 0; i < top.size(); ++i) {
    const GenQueue& q = queues[static_cast<size_t>(top[i])];
    const bool no_min = q.name == "default" || q.creates_children;
    out += fair_queue(c, top[i], i, no_min ? 0 : c.cluster_mb * 4 / 10 * shares[i] / 10000,
                      no_min ? 0 : c.cluster_vcores * 4 / 10 * shares[i] / 10000);
  }
  out += "  </queue>\n";
  out += placement_policy(spec);
  return out + "</allocations>\n";
}

// Workloads over the leaves in turn: MapReduce-like (map and reduce) and Spark-like (executor)
// shapes, AMs of 1-4 GB, some concurrency and dynamic-allocation limits.
std::string workloads_yaml(const std::vector<GenQueue>& queues, int count) {
  std::vector<const GenQueue*> leaves;
  for (const GenQueue& q : queues) {
    if (q.children.empty() && !q.creates_children) leaves.push_back(&q);
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

// The spec's variants that change the queues: the root.users parent of created queues (one of
// the count), or every tenth leaf outside the gpu subtree turned into an auto-creating parent.
std::vector<GenQueue> queues_of(const ClusterSpec& spec) {
  if (!spec.placement_creates) {
    std::vector<GenQueue> queues = queue_tree(spec.queues, spec.depth);
    int leaf = 0;
    for (GenQueue& q : queues) {
      if (!q.children.empty() || q.name == "default" || q.gpu) continue;
      q.creates_children = spec.auto_create && leaf++ % 10 == 5;
    }
    return queues;
  }
  std::vector<GenQueue> queues = queue_tree(std::max(1, spec.queues - 1), spec.depth);
  if (spec.queues > 1) queues.push_back({"users", "root.users", -1, 1, {}, false, true});
  return queues;
}

void validate(const ClusterSpec& spec) {
  if (spec.queues < 1 || spec.nodes < 1 || spec.groups < 1) {
    throw std::invalid_argument("a cluster needs at least one queue, node and group");
  }
  if (spec.depth < 1 || spec.depth > 20) {
    throw std::invalid_argument("the queue tree's depth must be 1 to 20");
  }
  const bool fair = spec.scheduler == ClusterSpec::Scheduler::kFair;
  if (fair && (spec.flexible || spec.auto_create)) {
    throw std::invalid_argument("non-legacy mode and auto-creation are CapacityScheduler shapes");
  }
  if (!fair && (spec.sparse || spec.placement_creates)) {
    throw std::invalid_argument(
        "sparse settings and placement-created queues are FairScheduler "
        "shapes");
  }
}

}  // namespace

std::string scheduler_name(ClusterSpec::Scheduler s) {
  return s == ClusterSpec::Scheduler::kFair ? "fair" : "capacity";
}

void write_cluster(const ClusterSpec& spec, const std::filesystem::path& dir) {
  validate(spec);
  std::filesystem::create_directories(dir);
  const std::vector<NodeGroupSpec> groups = node_groups(spec);
  const std::vector<GenQueue> queues = queues_of(spec);
  write_file(dir / "nodes.yaml", nodes_yaml(groups));
  write_file(dir / "yarn-site.xml", yarn_site(spec));
  if (spec.scheduler == ClusterSpec::Scheduler::kFair) {
    write_file(dir / "fair-scheduler.xml", fair_scheduler(queues, groups, spec));
  } else {
    write_file(dir / "capacity-scheduler.xml", capacity_scheduler(queues, groups, spec));
    if (spec.flexible) write_file(dir / ".schedlint.yaml", "hadoop-version: \"3.4\"\n");
  }
  if (spec.workloads > 0)
    write_file(dir / "workloads.yaml", workloads_yaml(queues, spec.workloads));
}

}  // namespace schedlint::bench
