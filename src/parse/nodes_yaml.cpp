#include "parse/nodes_yaml.h"

#include <set>

#include <fmt/format.h>

#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/yaml_input.h"

namespace schedlint {

namespace {

constexpr int64_t kMaxNodeMemoryMb = int64_t{1} << 40;  // 1 EiB per node is beyond any machine
constexpr int64_t kMaxNodeVcores = 2147483647;          // Hadoop holds vcores in an int
constexpr int64_t kMaxCustomAmount = int64_t{1} << 50;

NodeGroup parse_group(const std::string& file, const YAML::Node& entry, size_t index) {
  const std::string what = fmt::format("nodes[{}]", index);
  yaml_input::expect_map(file, entry, what);
  yaml_input::check_keys(
      file, entry, {"group", "count", "memory-mb", "vcores", "rack", "labels", "resources"}, what);
  NodeGroup group;
  group.loc = SourceLocation{file, yaml_input::line_of(entry), 0};
  for (const char* required : {"group", "count", "memory-mb", "vcores"}) {
    if (!entry[required])
      yaml_input::fail(file, entry, fmt::format("{} is missing '{}'", what, required));
  }
  group.name = yaml_input::string(file, entry["group"], "group");
  group.count = yaml_input::integer(file, entry["count"], "count", 1, limits::kNodesPerGroup);
  group.resource.set(
      kMemoryMb, yaml_input::integer(file, entry["memory-mb"], "memory-mb", 1, kMaxNodeMemoryMb));
  group.resource.set(kVcores,
                     yaml_input::integer(file, entry["vcores"], "vcores", 1, kMaxNodeVcores));
  if (entry["rack"]) group.rack = yaml_input::string(file, entry["rack"], "rack");
  if (entry["labels"]) {
    auto labels = yaml_input::string_list(file, entry["labels"], "labels");
    if (labels.size() > 1) {
      yaml_input::fail(
          file, entry["labels"],
          fmt::format("group '{}' has {} labels: a YARN node belongs to exactly one partition, "
                      "so give it at most one label",
                      group.name, labels.size()));
    }
    if (!labels.empty()) group.label = labels.front();
  }
  if (const auto resources = entry["resources"]) {
    yaml_input::expect_map(file, resources, "resources");
    for (const auto& item : resources) {
      const std::string type = yaml_input::string(file, item.first, "resources");
      if (type == kMemoryMb || type == kVcores || type == "memory") {
        yaml_input::fail(
            file, item.first,
            fmt::format("'{}' belongs in the group's memory-mb/vcores keys, not in resources",
                        type));
      }
      group.resource.set(type, yaml_input::integer(file, item.second, type, 0, kMaxCustomAmount));
    }
  }
  return group;
}

}  // namespace

bool is_nodes_yaml(const YAML::Node& root) {
  return root.IsMap() && root["nodes"];
}

NodeSpec nodes_from_yaml(const std::string& path, const YAML::Node& root) {
  if (!root.IsMap()) {
    throw InputError({path, yaml_input::line_of(root), 0},
                     "a node spec must be a mapping with a 'nodes' list (see docs/node-spec.md)");
  }
  yaml_input::check_keys(path, root, {"nodes"}, "the node spec");
  const YAML::Node nodes = root["nodes"];
  if (!nodes) yaml_input::fail(path, root, "the node spec has no 'nodes' list");
  yaml_input::expect_sequence(path, nodes, "'nodes'");
  if (nodes.size() == 0)
    yaml_input::fail(path, nodes, "'nodes' is empty: describe at least one group");
  NodeSpec spec;
  spec.origin = NodeSpec::Origin::kYaml;
  spec.file = path;
  std::set<std::string> names;
  size_t index = 0;
  for (const auto& entry : nodes) {
    NodeGroup group = parse_group(path, entry, index++);
    if (!names.insert(group.name).second) {
      yaml_input::fail(path, entry["group"],
                       fmt::format("group '{}' is defined twice", group.name));
    }
    spec.groups.push_back(std::move(group));
  }
  return spec;
}

}  // namespace schedlint
