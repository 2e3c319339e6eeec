#include "parse/usage_snapshot.h"

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "java/numbers.h"
#include "model/did_you_mean.h"
#include "parse/input_error.h"
#include "parse/input_limits.h"
#include "parse/json_input.h"
#include "parse/yaml_input.h"

namespace schedlint {

namespace {

// ---- Shared by both forms -----------------------------------------------------------------------

// Hadoop holds vcores in an int. The other bounds lie far above any real cluster's total (1 EiB of
// memory) while keeping sums over many queues well inside int64 for the preemption arithmetic.
constexpr int64_t kMaxMemoryMb = int64_t{1} << 40;
constexpr int64_t kMaxVcores = 2147483647;
constexpr int64_t kMaxCustomAmount = int64_t{1} << 50;

int64_t max_amount(std::string_view type) {
  if (type == kMemoryMb) return kMaxMemoryMb;
  if (type == kVcores) return kMaxVcores;
  return kMaxCustomAmount;
}

[[noreturn]] void fail_at(const std::string& file, int line, const std::string& message) {
  throw InputError({file, line, 0}, message);
}

/// `key` is the name as written in the file, `type` the resource type it holds.
[[noreturn]] void bad_amount(const std::string& file, int line, std::string_view key,
                             std::string_view type, const std::string& where,
                             const std::string& got) {
  fail_at(file, line,
          fmt::format("'{}' of {} must be an integer from 0 to {}, got {}", key, where,
                      max_amount(type), got));
}

/// A leaf is named by its full path: root, then one or more non-empty names.
void check_leaf_path(const std::string& file, int line, const std::string& path) {
  const bool ok =
      path.starts_with("root.") && path.find("..") == std::string::npos && path.back() != '.';
  if (!ok) {
    fail_at(file, line,
            fmt::format("'{}' is not a full leaf queue path: expected root.<queue>[.<queue>...], "
                        "like root.a",
                        path));
  }
}

/// "root.a used", "root.a used in partition 'gpu'": names an amount's block in messages.
std::string block_name(const std::string& path, const std::string& partition,
                       std::string_view block) {
  if (partition.empty()) return fmt::format("{} {}", path, block);
  return fmt::format("{} {} in partition '{}'", path, block, partition);
}

/// Collects entries in file order and refuses a (queue, partition) listed twice.
class SnapshotBuilder {
 public:
  explicit SnapshotBuilder(std::string file) { snapshot_.file = std::move(file); }

  void add(QueueUsage entry) {
    auto [first, fresh] =
        first_line_.emplace(std::pair(entry.path, entry.partition), entry.loc.line);
    if (!fresh) {
      const std::string what = entry.partition.empty() ? fmt::format("queue '{}'", entry.path)
                                                       : fmt::format("queue '{}' in partition '{}'",
                                                                     entry.path, entry.partition);
      fail_at(snapshot_.file, entry.loc.line,
              fmt::format("{} is listed twice (first at line {})", what, first->second));
    }
    snapshot_.queues.push_back(std::move(entry));
  }
  bool empty() const { return snapshot_.queues.empty(); }
  UsageSnapshot& snapshot() { return snapshot_; }
  UsageSnapshot take() { return std::move(snapshot_); }

 private:
  UsageSnapshot snapshot_;
  std::map<std::pair<std::string, std::string>, int> first_line_;
};

// ---- usage.yaml ---------------------------------------------------------------------------------

// yaml-cpp puts the mark of an empty value on the next token, so errors about an empty value point
// at its key instead.
const YAML::Node& value_or_key(const YAML::Node& key, const YAML::Node& value) {
  return value.IsNull() ? key : value;
}

/// Keys must be names (yaml_input::load refuses a key given twice).
void check_key_names(const std::string& file, const YAML::Node& map, const std::string& what) {
  for (const auto& item : map) {
    if (!item.first.IsScalar() || item.first.Scalar().empty()) {
      yaml_input::fail(file, item.first, fmt::format("{}: keys must be names", what));
    }
  }
}

int64_t yaml_amount(const std::string& file, const YAML::Node& key, const YAML::Node& value,
                    const std::string& where) {
  const std::string& type = key.Scalar();
  if (value.IsScalar()) {
    const auto amount = java::parse_long(value.Scalar());
    if (amount && *amount >= 0 && *amount <= max_amount(type)) return *amount;
  }
  const std::string got = value.IsScalar()     ? fmt::format("'{}'", value.Scalar())
                          : value.IsSequence() ? "a list"
                          : value.IsMap()      ? "a mapping"
                                               : "nothing";
  bad_amount(file, yaml_input::line_of(value_or_key(key, value)), type, type, where, got);
}

/// {memory-mb: N, vcores: N, <custom type>: N...}; `key` is the block's key (used, pending...).
Resource yaml_resource(const std::string& file, const YAML::Node& key, const YAML::Node& value,
                       const std::string& where) {
  if (!value.IsMap()) {
    yaml_input::fail(
        file, value_or_key(key, value),
        fmt::format("{} must be a mapping like {{memory-mb: 1024, vcores: 1}}", where));
  }
  check_key_names(file, value, where);
  Resource resource;
  for (const auto& item : value) {
    const std::string& type = item.first.Scalar();
    if (type != kMemoryMb && type != kVcores) {
      // A near miss of a built-in type is a typo, not a custom type such as yarn.io/gpu. "memory"
      // is Hadoop's legacy name, too far from memory-mb for did_you_mean.
      const auto near = type == "memory" ? std::optional<std::string>(kMemoryMb)
                                         : did_you_mean(type, {kMemoryMb, kVcores});
      if (near) {
        yaml_input::fail(file, item.first,
                         fmt::format("unknown resource type '{}' in {} (did you mean '{}'?)", type,
                                     where, *near));
      }
    }
    resource.set(type, yaml_amount(file, item.first, item.second, where));
  }
  for (const std::string_view required : {kMemoryMb, kVcores}) {
    if (!resource.has(required)) {
      yaml_input::fail(file, key, fmt::format("{} is missing '{}'", where, required));
    }
  }
  return resource;
}

// The usage blocks of one partition of a queue, as `used:`, `pending:`... keys of `value`.
constexpr std::string_view kUsageBlocks[] = {"used", "pending", "reserved", "am-used",
                                             "pending-container"};

bool is_usage_block(const std::string& key) {
  for (std::string_view block : kUsageBlocks) {
    if (key == block) return true;
  }
  return false;
}

/// Reads the usage blocks of `value` (a checked mapping) into `queue`; `what` names the entry in
/// messages. Returns whether any block was given.
bool yaml_usage_blocks(const std::string& file, const YAML::Node& key, const YAML::Node& value,
                       QueueUsage& queue, const std::string& what) {
  bool any = false;
  for (const auto& item : value) {
    const std::string& block = item.first.Scalar();
    if (!is_usage_block(block)) continue;
    any = true;
    const Resource r = yaml_resource(file, item.first, item.second,
                                     block_name(queue.path, queue.partition, block));
    if (block == "used") {
      queue.used = r;
    } else if (block == "pending") {
      queue.pending = r;
    } else if (block == "reserved") {
      queue.reserved = r;
    } else if (block == "am-used") {
      queue.am_used = r;
    } else {
      queue.pending_container = r;
    }
  }
  if (!any) return false;
  for (const char* required : {"used", "pending"}) {
    if (!value[required])
      yaml_input::fail(file, key, fmt::format("{} is missing '{}'", what, required));
  }
  return true;
}

// A container: {size: {...}, node: n, count: N, priority: P, am: true, reserved: true,
// label-expression: ""}. `count` repeats it.
void yaml_containers(const std::string& file, const YAML::Node& list, ApplicationUsage& app,
                     int64_t& containers_left) {
  const std::string what = fmt::format("the containers of application '{}'", app.id);
  yaml_input::expect_sequence(file, list, what);
  for (const YAML::Node& entry : list) {
    const std::string one = fmt::format("a container of application '{}'", app.id);
    yaml_input::expect_map(file, entry, one);
    yaml_input::check_keys(
        file, entry, {"size", "node", "count", "priority", "am", "reserved", "label-expression"},
        one);
    check_key_names(file, entry, one);
    ContainerUsage c;
    c.loc = SourceLocation{file, yaml_input::line_of(entry), 0};
    if (!entry["size"]) yaml_input::fail(file, entry, fmt::format("{} has no 'size'", one));
    for (const auto& item : entry) {
      const std::string& k = item.first.Scalar();
      if (k == "size") {
        c.size = yaml_resource(file, item.first, item.second,
                               fmt::format("the container size of application '{}'", app.id));
      } else if (k == "node") {
        c.node = yaml_input::string(file, item.second, "node");
      } else if (k == "priority") {
        c.priority = static_cast<int32_t>(yaml_input::integer(file, item.second, "priority",
                                                              std::numeric_limits<int32_t>::min(),
                                                              std::numeric_limits<int32_t>::max()));
      } else if (k == "am") {
        c.am = yaml_input::boolean(file, item.second, "am");
      } else if (k == "reserved") {
        c.reserved = yaml_input::boolean(file, item.second, "reserved");
      } else if (k == "label-expression") {
        c.label_expression = item.second.IsNull() ? "" : item.second.Scalar();
        if (!item.second.IsNull() && !item.second.IsScalar()) {
          yaml_input::fail(file, item.second, "'label-expression' must be a node label or \"\"");
        }
      }
    }
    int64_t count = 1;
    if (entry["count"]) {
      count = yaml_input::integer(file, entry["count"], "count", 1, limits::kSnapshotContainers);
    }
    if (count > containers_left) {
      yaml_input::fail(file, entry,
                       fmt::format("more than {} containers in the snapshot: schedlint reads no "
                                   "such snapshot",
                                   limits::kSnapshotContainers));
    }
    containers_left -= count;
    c.count = count;
    app.containers.push_back(std::move(c));
  }
}

// applications: [{id: ..., priority: P, containers: [...]}], in submission order.
void yaml_applications(const std::string& file, const YAML::Node& list, const std::string& queue,
                       UsageSnapshot& out, int64_t& containers_left) {
  const std::string what = fmt::format("the applications of queue '{}'", queue);
  yaml_input::expect_sequence(file, list, what);
  for (const YAML::Node& entry : list) {
    ApplicationUsage app;
    app.queue = queue;
    app.loc = SourceLocation{file, yaml_input::line_of(entry), 0};
    app.id = fmt::format("app-{}", out.applications.size() + 1);
    const std::string one = fmt::format("an application of queue '{}'", queue);
    yaml_input::expect_map(file, entry, one);
    yaml_input::check_keys(file, entry, {"id", "priority", "containers"}, one);
    check_key_names(file, entry, one);
    if (entry["id"]) app.id = yaml_input::string(file, entry["id"], "id");
    if (entry["priority"]) {
      app.priority = static_cast<int32_t>(yaml_input::integer(file, entry["priority"], "priority",
                                                              std::numeric_limits<int32_t>::min(),
                                                              std::numeric_limits<int32_t>::max()));
    }
    if (entry["containers"]) yaml_containers(file, entry["containers"], app, containers_left);
    out.applications.push_back(std::move(app));
  }
}

void yaml_queue(const std::string& file, const YAML::Node& key, const YAML::Node& value,
                SnapshotBuilder& out, int64_t& containers_left) {
  if (!key.IsScalar()) {
    yaml_input::fail(file, key, "each key of 'queues' must be a full leaf queue path, like root.a");
  }
  QueueUsage queue;
  queue.path = key.Scalar();
  queue.loc = SourceLocation{file, yaml_input::line_of(key), 0};
  check_leaf_path(file, queue.loc.line, queue.path);
  const std::string what = fmt::format("queue '{}'", queue.path);
  if (!value.IsMap()) {
    yaml_input::fail(file, value_or_key(key, value),
                     fmt::format("{} must be a mapping with 'used' and 'pending'", what));
  }
  yaml_input::check_keys(
      file, value,
      {"used", "pending", "reserved", "am-used", "pending-container", "partitions", "applications"},
      what);
  check_key_names(file, value, what);
  const YAML::Node partitions = value["partitions"];
  // Without per-partition blocks the default partition's are required (the original form).
  if (!yaml_usage_blocks(file, key, value, queue, what)) {
    if (!partitions) yaml_input::fail(file, key, fmt::format("{} is missing 'used'", what));
  } else {
    out.add(queue);
  }
  if (partitions) {
    yaml_input::expect_map(file, partitions, fmt::format("the partitions of {}", what));
    check_key_names(file, partitions, fmt::format("the partitions of {}", what));
    for (const auto& item : partitions) {
      QueueUsage p;
      p.path = queue.path;
      p.partition = item.first.Scalar();
      p.loc = SourceLocation{file, yaml_input::line_of(item.first), 0};
      const std::string part = fmt::format("partition '{}' of {}", p.partition, what);
      if (!item.second.IsMap()) {
        yaml_input::fail(file, value_or_key(item.first, item.second),
                         fmt::format("{} must be a mapping with 'used' and 'pending'", part));
      }
      yaml_input::check_keys(file, item.second,
                             {"used", "pending", "reserved", "am-used", "pending-container"}, part);
      check_key_names(file, item.second, part);
      if (!yaml_usage_blocks(file, item.first, item.second, p, part)) {
        yaml_input::fail(file, item.first, fmt::format("{} is missing 'used'", part));
      }
      out.add(std::move(p));
    }
  }
  if (value["applications"]) {
    yaml_applications(file, value["applications"], queue.path, out.snapshot(), containers_left);
  }
}

// nodes: {name: {used: {...}}}
void yaml_nodes(const std::string& file, const YAML::Node& nodes, UsageSnapshot& out) {
  yaml_input::expect_map(file, nodes, "'nodes'");
  check_key_names(file, nodes, "'nodes'");
  for (const auto& item : nodes) {
    SnapshotNode n;
    n.name = item.first.Scalar();
    n.loc = SourceLocation{file, yaml_input::line_of(item.first), 0};
    const std::string what = fmt::format("node '{}'", n.name);
    if (!item.second.IsMap()) {
      yaml_input::fail(file, value_or_key(item.first, item.second),
                       fmt::format("{} must be a mapping like {{used: {{memory-mb: 1024, vcores: "
                                   "1}}}}",
                                   what));
    }
    yaml_input::check_keys(file, item.second, {"used"}, what);
    if (!item.second["used"]) yaml_input::fail(file, item.first, what + " is missing 'used'");
    n.used = yaml_resource(file, item.first, item.second["used"], what + " used");
    out.nodes.push_back(std::move(n));
  }
}

// labels: {x: {exclusive: false}}
void yaml_labels(const std::string& file, const YAML::Node& labels, UsageSnapshot& out) {
  yaml_input::expect_map(file, labels, "'labels'");
  check_key_names(file, labels, "'labels'");
  for (const auto& item : labels) {
    const std::string what = fmt::format("label '{}'", item.first.Scalar());
    if (!item.second.IsMap()) {
      yaml_input::fail(file, value_or_key(item.first, item.second),
                       what + " must be a mapping like {exclusive: false}");
    }
    yaml_input::check_keys(file, item.second, {"exclusive"}, what);
    if (!item.second["exclusive"]) {
      yaml_input::fail(file, item.first, what + " is missing 'exclusive'");
    }
    if (!yaml_input::boolean(file, item.second["exclusive"], "exclusive")) {
      out.non_exclusive_labels.emplace(item.first.Scalar(),
                                       SourceLocation{file, yaml_input::line_of(item.first), 0});
    }
  }
}

UsageSnapshot from_yaml(const std::string& file, const YAML::Node& root) {
  if (!root.IsMap()) {
    yaml_input::fail(file, root,
                     "a usage snapshot must be a mapping with a 'queues' map of leaf queues "
                     "(or a /ws/v1/cluster/scheduler JSON dump)");
  }
  yaml_input::check_keys(file, root, {"queues", "nodes", "labels"}, "the usage snapshot");
  check_key_names(file, root, "the usage snapshot");
  if (!root["queues"]) yaml_input::fail(file, root, "the usage snapshot has no 'queues' map");
  YAML::Node queues_key;
  for (const auto& item : root) {
    if (item.first.Scalar() == "queues") queues_key = item.first;
  }
  const YAML::Node queues = root["queues"];
  if (queues.IsNull() || (queues.IsMap() && queues.size() == 0)) {
    yaml_input::fail(file, queues_key, "'queues' is empty: list at least one leaf queue");
  }
  if (!queues.IsMap()) {
    yaml_input::fail(file, queues,
                     "'queues' must map leaf queue paths to their usage, like "
                     "root.a: {used: {memory-mb: 1024, vcores: 1}, pending: {...}}");
  }
  SnapshotBuilder out(file);
  int64_t containers_left = limits::kSnapshotContainers;
  for (const auto& item : queues) {
    yaml_queue(file, item.first, item.second, out, containers_left);
  }
  if (root["nodes"]) yaml_nodes(file, root["nodes"], out.snapshot());
  if (root["labels"]) yaml_labels(file, root["labels"], out.snapshot());
  return out.take();
}

// ---- ResourceManager REST /ws/v1/cluster/scheduler dump -----------------------------------------

constexpr std::string_view kLeafQueueType = "capacitySchedulerLeafQueueInfo";

[[noreturn]] void fail(const std::string& file, const JsonValue& at, const std::string& message) {
  fail_at(file, at.line, message);
}

/// A list as Jersey renders it: an array; a lone object when the list has one element (Jersey 2
/// builds of Hadoop before YARN-11874); absent or null when empty.
std::vector<const JsonValue*> list_items(const std::string& file, const JsonValue* list,
                                         std::string_view what) {
  std::vector<const JsonValue*> items;
  if (list == nullptr || list->type == JsonValue::Type::kNull) return items;
  if (list->is_object()) return {list};
  if (!list->is_array()) fail(file, *list, fmt::format("'{}' must be a list", what));
  for (const JsonValue& item : list->items) {
    items.push_back(&item);
  }
  return items;
}

/// The JAXB type name, "type" ("@xsi.type" in Jersey 2 builds), or nullptr when absent.
const JsonValue* type_of(const JsonValue& object) {
  for (const char* key : {"type", "@xsi.type"}) {
    const JsonValue* type = object.get(key);
    if (type != nullptr && type->type == JsonValue::Type::kString) return type;
  }
  return nullptr;
}

std::string json_got(const JsonValue& v) {
  switch (v.type) {
    case JsonValue::Type::kNull:
      return "null";
    case JsonValue::Type::kBool:
      return v.boolean ? "true" : "false";
    case JsonValue::Type::kNumber:
      return v.is_integer ? fmt::format("{}", v.integer) : fmt::format("{}", v.number);
    case JsonValue::Type::kString:
      return fmt::format("\"{}\"", v.string);
    case JsonValue::Type::kArray:
      return "a list";
    case JsonValue::Type::kObject:
      return "an object";
  }
  return "";
}

int64_t json_amount(const std::string& file, const JsonValue& v, std::string_view key,
                    std::string_view type, const std::string& where) {
  if (v.type == JsonValue::Type::kNumber && v.is_integer && v.integer >= 0 &&
      v.integer <= max_amount(type)) {
    return v.integer;
  }
  bad_amount(file, v.line, key, type, where, json_got(v));
}

/// A ResourceInfo: {"memory", "vCores", "resourceInformations": {"resourceInformation": [...]}}.
Resource json_resource(const std::string& file, const JsonValue& v, const std::string& where) {
  if (!v.is_object()) {
    fail(file, v,
         fmt::format("{} must be an object like {{\"memory\": 1024, \"vCores\": 1}}", where));
  }
  Resource resource;
  for (const auto& [key, type] : {std::pair{"memory", kMemoryMb}, std::pair{"vCores", kVcores}}) {
    const JsonValue* amount = v.get(key);
    if (amount == nullptr) fail(file, v, fmt::format("{} has no '{}'", where, key));
    resource.set(type, json_amount(file, *amount, key, type, where));
  }
  // Custom types appear only here. The memory-mb and vcores entries repeat the fields above.
  const JsonValue* infos = v.get("resourceInformations");
  const JsonValue* list =
      infos != nullptr && infos->is_object() ? infos->get("resourceInformation") : infos;
  for (const JsonValue* info : list_items(file, list, "resourceInformation")) {
    const JsonValue* name = info->get("name");
    if (name == nullptr || name->type != JsonValue::Type::kString || name->string.empty()) {
      fail(file, *info, fmt::format("a resourceInformation of {} has no 'name'", where));
    }
    if (name->string == kMemoryMb || name->string == kVcores) continue;
    const JsonValue* value = info->get("value");
    if (value == nullptr) {
      fail(file, *info, fmt::format("resource '{}' of {} has no 'value'", name->string, where));
    }
    resource.set(name->string, json_amount(file, *value, name->string, name->string, where));
  }
  return resource;
}

/// One entry per partition of a leaf. 3.x (and 2.8+) dumps list per-partition usage under
/// `resources`; older 2.x dumps only give `resourcesUsed`, the default partition's used resources,
/// and no pending at all.
void read_leaf(const std::string& file, const JsonValue& queue, const std::string& path,
               SnapshotBuilder& out) {
  const JsonValue* resources = queue.get("resources");
  if (resources == nullptr || resources->type == JsonValue::Type::kNull) {
    const JsonValue* used = queue.get("resourcesUsed");
    if (used == nullptr) {
      fail(file, queue,
           fmt::format("queue '{}' has neither 'resources' (per-partition usage) nor "
                       "'resourcesUsed'",
                       path));
    }
    QueueUsage entry;
    entry.path = path;
    entry.used = json_resource(file, *used, block_name(path, "", "resourcesUsed"));
    if (const JsonValue* am = queue.get("usedAMResource");
        am != nullptr && am->type != JsonValue::Type::kNull) {
      entry.am_used = json_resource(file, *am, block_name(path, "", "usedAMResource"));
    }
    entry.pending_known = false;
    entry.loc = SourceLocation{file, queue.line, 0};
    out.add(std::move(entry));
    return;
  }
  if (!resources->is_object()) {
    fail(file, *resources, "'resources' must be an object: {\"resourceUsagesByPartition\": [...]}");
  }
  const auto partitions =
      list_items(file, resources->get("resourceUsagesByPartition"), "resourceUsagesByPartition");
  if (partitions.empty()) {
    // Hadoop lists the partitions the queue holds any usage record for: none means all zero.
    QueueUsage entry;
    entry.path = path;
    entry.loc = SourceLocation{file, resources->line, 0};
    out.add(std::move(entry));
    return;
  }
  for (const JsonValue* partition : partitions) {
    if (!partition->is_object()) {
      fail(file, *partition, "each resourceUsagesByPartition entry must be an object");
    }
    QueueUsage entry;
    entry.path = path;
    entry.loc = SourceLocation{file, partition->line, 0};
    if (const JsonValue* name = partition->get("partitionName");
        name != nullptr && name->type != JsonValue::Type::kNull) {
      if (name->type != JsonValue::Type::kString) {
        fail(file, *name, "'partitionName' must be a string");
      }
      entry.partition = name->string;
    }
    const auto block = [&](const char* key, Resource& into) {
      const JsonValue* v = partition->get(key);
      if (v == nullptr || v->type == JsonValue::Type::kNull) return false;
      into = json_resource(file, *v, block_name(path, entry.partition, key));
      return true;
    };
    block("used", entry.used);
    block("reserved", entry.reserved);
    entry.pending_known = block("pending", entry.pending);
    if (Resource am; block("amUsed", am)) entry.am_used = am;
    out.add(std::move(entry));
  }
}

/// A parent's children, {"queues": {"queue": [...]}}.
std::vector<const JsonValue*> child_queues(const std::string& file, const JsonValue& queue) {
  const JsonValue* queues = queue.get("queues");
  if (queues == nullptr || queues->type == JsonValue::Type::kNull) return {};
  if (!queues->is_object()) fail(file, *queues, "'queues' must be an object: {\"queue\": [...]}");
  return list_items(file, queues->get("queue"), "queue");
}

/// Walks the hierarchy depth first, so leaves come in file order. The recursion is bounded: each
/// queue level takes at least two JSON levels, and parse_json refuses more than limits::kJsonDepth.
void walk(const std::string& file, const JsonValue& queue, const std::string& parent_path,
          SnapshotBuilder& out) {
  if (!queue.is_object()) fail(file, queue, "each queue must be a JSON object");
  // 3.x names each queue by its full queuePath; 2.x only by its last component, queueName.
  std::string path;
  const JsonValue* named_by = queue.get("queuePath");
  if (named_by != nullptr && named_by->type == JsonValue::Type::kString) {
    path = named_by->string;
  } else {
    named_by = queue.get("queueName");
    if (named_by == nullptr || named_by->type != JsonValue::Type::kString ||
        named_by->string.empty()) {
      fail(file, queue, "each queue needs a 'queuePath' or 'queueName' string");
    }
    path = parent_path + "." + named_by->string;
  }
  // A parent without children yet (auto-creation) still has a "queues" member: it holds nothing.
  const JsonValue* type = type_of(queue);
  const JsonValue* queues = queue.get("queues");
  if ((type != nullptr && type->string == kLeafQueueType) || queues == nullptr ||
      queues->type == JsonValue::Type::kNull) {
    check_leaf_path(file, named_by->line, path);
    read_leaf(file, queue, path, out);
    return;
  }
  for (const JsonValue* child : child_queues(file, queue)) {
    walk(file, *child, path, out);
  }
}

UsageSnapshot from_rest(const std::string& file, const JsonValue& root) {
  const JsonValue* scheduler = root.get("scheduler");
  const JsonValue* info = scheduler != nullptr ? scheduler->get("schedulerInfo") : nullptr;
  if (info == nullptr || !info->is_object()) {
    fail(file,
         info != nullptr        ? *info
         : scheduler != nullptr ? *scheduler
                                : root,
         "expected a ResourceManager /ws/v1/cluster/scheduler dump: "
         "{\"scheduler\": {\"schedulerInfo\": {...}}}");
  }
  if (const JsonValue* type = type_of(*info); type != nullptr) {
    if (type->string == "fairScheduler") {
      fail(file, *type, "this is a FairScheduler dump: preempt is for the CapacityScheduler");
    }
    if (type->string != "capacityScheduler") {
      fail(file, *type,
           fmt::format("scheduler type '{}': preempt is for the CapacityScheduler "
                       "(expected \"type\": \"capacityScheduler\")",
                       type->string));
    }
  }
  SnapshotBuilder out(file);
  // The CapacityScheduler's root queue is always named root.
  for (const JsonValue* queue : child_queues(file, *info))
    walk(file, *queue, "root", out);
  if (out.empty()) fail(file, *info, "the dump lists no leaf queue");
  return out.take();
}

}  // namespace

bool is_usage_yaml(const YAML::Node& root) {
  if (!root.IsMap() || !root["queues"]) return false;
  for (const auto& item : root) {
    const std::string key = item.first.IsScalar() ? item.first.Scalar() : "";
    if (key != "queues" && key != "nodes" && key != "labels") return false;
  }
  return true;
}

bool is_rest_scheduler_dump(const JsonValue& root) {
  const JsonValue* scheduler = root.get("scheduler");
  return scheduler != nullptr && scheduler->is_object();
}

UsageSnapshot usage_from_yaml(const std::string& path, const YAML::Node& root) {
  return from_yaml(path, root);
}

UsageSnapshot usage_from_rest_dump(const std::string& path, const JsonValue& root) {
  return from_rest(path, root);
}

UsageSnapshot parse_usage_snapshot(const TextFile& file) {
  const size_t lead = file.content.find_first_not_of(" \t\r\n");
  if (lead != std::string::npos && file.content[lead] == '{') {
    return from_rest(file.path, parse_json(file));
  }
  return from_yaml(file.path, yaml_input::load(file));
}

UsageSnapshot read_usage_snapshot(const std::string& path) {
  return parse_usage_snapshot(read_text_file(path));
}

}  // namespace schedlint
