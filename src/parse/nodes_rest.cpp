#include "parse/nodes_rest.h"

#include <map>
#include <tuple>

#include <fmt/format.h>

#include "parse/input_error.h"

namespace schedlint {

namespace {

[[noreturn]] void fail(const std::string& path, const JsonValue& at, const std::string& message) {
  throw InputError({path, at.line, 0}, message);
}

int64_t amount(const std::string& path, const JsonValue& node, std::string_view field) {
  const JsonValue* v = node.get(field);
  if (v == nullptr) fail(path, node, fmt::format("node has no '{}'", field));
  if (v->type != JsonValue::Type::kNumber || !v->is_integer || v->integer < 0) {
    fail(path, *v, fmt::format("'{}' must be a non-negative integer", field));
  }
  return v->integer;
}

std::string text(const std::string& path, const JsonValue& node, std::string_view field,
                 std::string fallback) {
  const JsonValue* v = node.get(field);
  if (v == nullptr || v->type == JsonValue::Type::kNull) return fallback;
  if (v->type != JsonValue::Type::kString)
    fail(path, *v, fmt::format("'{}' must be a string", field));
  return v->string;
}

}  // namespace

bool is_rest_nodes_dump(const JsonValue& root) {
  const JsonValue* nodes = root.get("nodes");
  return nodes != nullptr && (nodes->is_object() || nodes->type == JsonValue::Type::kNull);
}

NodeSpec nodes_from_rest_dump(const std::string& path, const JsonValue& root) {
  if (!root.is_object()) fail(path, root, "expected a /ws/v1/cluster/nodes dump: a JSON object");
  const JsonValue* nodes = root.get("nodes");
  if (nodes == nullptr)
    fail(path, root, "expected {\"nodes\": {\"node\": [...]}} (a /ws/v1/cluster/nodes dump)");
  const JsonValue* list = nodes->is_object() ? nodes->get("node") : nullptr;
  if (list == nullptr || !list->is_array() || list->items.empty()) {
    fail(path, *nodes, "the dump lists no nodes");
  }
  NodeSpec spec;
  spec.origin = NodeSpec::Origin::kRestDump;
  spec.file = path;
  std::map<std::tuple<std::string, std::string, int64_t, int64_t>, size_t> group_of;
  for (const JsonValue& node : list->items) {
    if (!node.is_object()) fail(path, node, "each node must be a JSON object");
    const std::string state = text(path, node, "state", "RUNNING");
    if (state != "RUNNING") continue;  // only running nodes offer resources to the scheduler
    const std::string id = text(path, node, "id", fmt::format("node-at-line-{}", node.line));
    const std::string rack = text(path, node, "rack", kDefaultRack);
    std::string label;
    if (const JsonValue* labels = node.get("nodeLabels"); labels && labels->is_array()) {
      if (labels->items.size() > 1)
        fail(path, *labels, "a node can carry at most one partition label");
      if (!labels->items.empty()) {
        if (labels->items.front().type != JsonValue::Type::kString) {
          fail(path, labels->items.front(), "node labels must be strings");
        }
        label = labels->items.front().string;
      }
    }
    const int64_t used_mb = amount(path, node, "usedMemoryMB");
    const int64_t used_vcores = amount(path, node, "usedVirtualCores");
    int64_t total_mb = 0, total_vcores = 0;
    if (const JsonValue* total = node.get("totalResource"); total && total->is_object()) {
      total_mb = amount(path, *total, "memory");
      total_vcores = amount(path, *total, "vCores");
    } else {
      total_mb = used_mb + amount(path, node, "availMemoryMB");
      total_vcores = used_vcores + amount(path, node, "availableVirtualCores");
    }
    if (total_mb <= 0 || total_vcores <= 0) fail(path, node, "node offers no memory or vcores");
    auto key = std::make_tuple(rack, label, total_mb, total_vcores);
    auto it = group_of.find(key);
    if (it == group_of.end()) {
      NodeGroup g;
      g.name = fmt::format("{}:{}MB/{}vc{}", rack, total_mb, total_vcores,
                           label.empty() ? "" : "/" + label);
      g.resource = Resource(total_mb, total_vcores);
      g.rack = rack;
      g.label = label;
      g.loc = SourceLocation{path, node.line, 0};
      it = group_of.emplace(key, spec.groups.size()).first;
      spec.groups.push_back(std::move(g));
    }
    NodeGroup& group = spec.groups[it->second];
    ++group.count;
    spec.usage.push_back(NodeUsage{id, group.name, Resource(used_mb, used_vcores),
                                   SourceLocation{path, node.line, 0}});
  }
  if (spec.groups.empty()) fail(path, *list, "the dump has no RUNNING node");
  return spec;
}

}  // namespace schedlint
