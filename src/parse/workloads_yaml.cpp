#include "parse/workloads_yaml.h"

#include <filesystem>
#include <limits>
#include <set>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "parse/yaml_input.h"

namespace schedlint {

namespace {

constexpr int64_t kMaxRequestMemoryMb = int64_t{1} << 40;
constexpr int64_t kJavaIntMin = std::numeric_limits<int32_t>::min();
constexpr int64_t kJavaIntMax = std::numeric_limits<int32_t>::max();
constexpr int64_t kMaxWorkloadCount = 1000000000;
constexpr size_t kMaxWorkloads = 100000;

struct FrameworkKey {
  const char* key;
  Framework framework;
};
constexpr FrameworkKey kFrameworkKeys[] = {{"spark", Framework::kSpark},
                                           {"mapreduce", Framework::kMapReduce},
                                           {"tez", Framework::kTez},
                                           {"hive", Framework::kHive},
                                           {"flink", Framework::kFlink}};

SourceLocation at(const std::string& file, const YAML::Node& node) {
  return {file, yaml_input::line_of(node), 0};
}

// memory-mb, vcores and resources: of an AM or a role. Memory and vcores may be zero or negative:
// the ResourceManager raises the first and refuses the second, and the wl- rules say so.
Resource read_shape(const std::string& file, const YAML::Node& node, std::string_view what) {
  Resource r;
  if (!node["memory-mb"])
    yaml_input::fail(file, node, fmt::format("{} is missing 'memory-mb'", what));
  r.set(kMemoryMb, yaml_input::integer(file, node["memory-mb"], "memory-mb", kJavaIntMin,
                                       kMaxRequestMemoryMb));
  r.set(kVcores, node["vcores"]
                     ? yaml_input::integer(file, node["vcores"], "vcores", kJavaIntMin, kJavaIntMax)
                     : 1);
  if (const YAML::Node resources = node["resources"]) {
    yaml_input::expect_map(file, resources, "resources");
    for (const auto& item : resources) {
      const std::string type = yaml_input::string(file, item.first, "resources");
      if (type == kMemoryMb || type == kVcores || type == "memory") {
        yaml_input::fail(file, item.first,
                         fmt::format("'{}' belongs in memory-mb/vcores, not in resources", type));
      }
      r.set(type, yaml_input::integer(file, item.second, type, kJavaIntMin, kMaxRequestMemoryMb));
    }
  }
  return r;
}

WorkloadRole read_role(const std::string& file, const YAML::Node& node, std::string_view what,
                       bool am) {
  yaml_input::expect_map(file, node, what);
  if (am) {
    yaml_input::check_keys(file, node, {"memory-mb", "vcores", "resources", "heap-mb"}, what);
  } else {
    yaml_input::check_keys(
        file, node,
        {"name", "memory-mb", "vcores", "resources", "heap-mb", "max-concurrent", "total"}, what);
  }
  WorkloadRole role;
  role.loc = at(file, node);
  if (am) {
    role.name = "am";
  } else {
    if (!node["name"]) yaml_input::fail(file, node, fmt::format("{} is missing 'name'", what));
    role.name = yaml_input::string(file, node["name"], "name");
  }
  role.request = read_shape(file, node, what);
  if (node["heap-mb"])
    role.heap_mb = yaml_input::integer(file, node["heap-mb"], "heap-mb", 1, kMaxRequestMemoryMb);
  if (node["max-concurrent"]) {
    role.max_concurrent =
        yaml_input::integer(file, node["max-concurrent"], "max-concurrent", 1, kMaxWorkloadCount);
  }
  if (node["total"])
    role.total = yaml_input::integer(file, node["total"], "total", 1, kMaxWorkloadCount);
  return role;
}

SparkVersion spark_version(const std::string& file, const YAML::Node& node) {
  const std::string text = yaml_input::string(file, node, "version");
  SparkVersion v;
  int consumed = 0;
  if (std::sscanf(text.c_str(), "%d.%d%n", &v.major, &v.minor, &consumed) != 2 ||
      (static_cast<size_t>(consumed) != text.size() && text[consumed] != '.') || v.major < 1 ||
      v.major > 9 || v.minor < 0 || v.minor > 99) {
    yaml_input::fail(file, node,
                     fmt::format("version '{}' is not a Spark release such as 3.5 or 4.0", text));
  }
  return v;
}

FrameworkBlock read_framework(const std::string& file, const YAML::Node& node, Framework framework,
                              const std::string& key, const HadoopVersion& hadoop) {
  yaml_input::expect_map(file, node, key);
  const bool spark = framework == Framework::kSpark;
  if (spark) {
    yaml_input::check_keys(file, node, {"conf", "set", "deploy-mode", "python", "version"}, key);
  } else {
    yaml_input::check_keys(file, node, {"conf", "set"}, key);
  }
  FrameworkBlock block;
  block.framework = framework;
  block.options.hadoop = hadoop;
  if (const YAML::Node conf = node["conf"]) {
    // Lexically against the workloads.yaml's folder: the loader matches it with an input given.
    const std::filesystem::path base = std::filesystem::path(file).parent_path();
    block.conf = (base / yaml_input::string(file, conf, "conf")).lexically_normal().string();
    block.conf_loc = at(file, conf);
  }
  if (const YAML::Node set = node["set"]) {
    yaml_input::expect_map(file, set, "set");
    for (const auto& item : set) {
      const std::string name = yaml_input::string(file, item.first, "set");
      if (!item.second.IsScalar()) {
        yaml_input::fail(file, item.second, fmt::format("set: {} must be a single value", name));
      }
      block.set[name] = FrameworkProperty{item.second.Scalar(), at(file, item.second)};
    }
  }
  if (spark && node["deploy-mode"]) {
    const std::string mode = yaml_input::string(file, node["deploy-mode"], "deploy-mode");
    if (mode != "cluster" && mode != "client") {
      yaml_input::fail(file, node["deploy-mode"],
                       fmt::format("deploy-mode '{}': expected cluster or client", mode));
    }
    block.options.spark_cluster_mode = mode == "cluster";
  }
  if (spark && node["python"])
    block.options.python = yaml_input::boolean(file, node["python"], "python");
  if (spark && node["version"]) block.options.spark = spark_version(file, node["version"]);
  return block;
}

WorkloadEntry read_entry(const std::string& file, const YAML::Node& node, size_t index,
                         const HadoopVersion& hadoop) {
  const std::string what = fmt::format("workloads[{}]", index);
  yaml_input::expect_map(file, node, what);
  yaml_input::check_keys(file, node,
                         {"name", "queue", "user", "partition", "concurrency", "am", "roles",
                          "spark", "mapreduce", "tez", "hive", "flink"},
                         what);
  for (const char* required : {"name", "queue"}) {
    if (!node[required])
      yaml_input::fail(file, node, fmt::format("{} is missing '{}'", what, required));
  }
  WorkloadEntry entry;
  Workload& w = entry.workload;
  w.loc = at(file, node);
  w.name = yaml_input::string(file, node["name"], "name");
  w.queue = yaml_input::string(file, node["queue"], "queue");
  w.queue_loc = at(file, node["queue"]);
  if (node["user"]) w.user = yaml_input::string(file, node["user"], "user");
  // "" is the default partition: a plain scalar, possibly empty.
  if (const YAML::Node partition = node["partition"]) {
    if (!partition.IsScalar() && !partition.IsNull())
      yaml_input::fail(file, partition, "partition must be a node label, or \"\" for the default");
    w.partition = partition.IsScalar() ? partition.Scalar() : "";
  }
  if (node["concurrency"])
    w.concurrency =
        yaml_input::integer(file, node["concurrency"], "concurrency", 1, kMaxWorkloadCount);

  std::vector<std::string> sources;
  if (node["roles"]) sources.push_back("roles");
  for (const FrameworkKey& k : kFrameworkKeys) {
    if (node[k.key]) sources.push_back(k.key);
  }
  if (sources.size() != 1) {
    yaml_input::fail(file, node,
                     sources.empty()
                         ? fmt::format("{} ({}) says neither roles: nor a framework (spark:, "
                                       "mapreduce:, tez:, hive:, flink:)",
                                       what, w.name)
                         : fmt::format("{} ({}) has both {} and {}: give exactly one", what, w.name,
                                       sources[0], sources[1]));
  }
  if (node["roles"]) {
    if (!node["am"]) {
      yaml_input::fail(file, node,
                       fmt::format("{} ({}) lists roles: but no am: (the application master's "
                                   "container)",
                                   what, w.name));
    }
    w.am = read_role(file, node["am"], "am", true);
    yaml_input::expect_sequence(file, node["roles"], "roles");
    std::set<std::string> names{"am"};
    size_t i = 0;
    for (const YAML::Node& r : node["roles"]) {
      WorkloadRole role = read_role(file, r, fmt::format("roles[{}]", i++), false);
      if (!names.insert(role.name).second)
        yaml_input::fail(file, r["name"], fmt::format("role '{}' is listed twice", role.name));
      w.roles.push_back(std::move(role));
    }
    return entry;
  }
  if (node["am"]) {
    yaml_input::fail(file, node["am"],
                     fmt::format("{} ({}): am: goes with roles:; a framework sizes its own AM "
                                 "(set its key under set:)",
                                 what, w.name));
  }
  for (const FrameworkKey& k : kFrameworkKeys) {
    if (node[k.key]) {
      w.framework = k.framework;
      entry.framework = read_framework(file, node[k.key], k.framework, k.key, hadoop);
    }
  }
  return entry;
}

}  // namespace

bool is_workloads_yaml(const YAML::Node& root) {
  return root.IsMap() && root["workloads"];
}

std::vector<WorkloadEntry> workloads_from_yaml(const std::string& path, const YAML::Node& root,
                                               const HadoopVersion& hadoop) {
  if (!root.IsMap()) {
    throw InputError({path, yaml_input::line_of(root), 0},
                     "workloads.yaml must be a mapping with a 'workloads' list (see "
                     "docs/workloads.md)");
  }
  yaml_input::check_keys(path, root, {"workloads"}, "workloads.yaml");
  const YAML::Node list = root["workloads"];
  yaml_input::expect_sequence(path, list, "'workloads'");
  if (list.size() > kMaxWorkloads)
    yaml_input::fail(path, list, "more than 100,000 workloads: schedlint reads no such file");
  std::vector<WorkloadEntry> out;
  std::set<std::string> names;
  size_t index = 0;
  for (const YAML::Node& node : list) {
    WorkloadEntry entry = read_entry(path, node, index++, hadoop);
    if (!names.insert(entry.workload.name).second) {
      yaml_input::fail(path, node["name"],
                       fmt::format("workload '{}' is defined twice", entry.workload.name));
    }
    out.push_back(std::move(entry));
  }
  return out;
}

}  // namespace schedlint
