#include "sched/capacity/queue_mappings.h"

#include <vector>

namespace schedlint {

namespace {

bool has_dynamic_token(const std::string& queue, const HadoopVersion& version) {
  // UserGroupMappingPlacementRule.isStaticQueueMapping: %user, %primary_group and, from 3.3
  // (YARN-9840), %secondary_group; before that "%secondary_group" is looked up as a queue name.
  for (const char* token : {"%user", "%primary_group", "%secondary_group"}) {
    if (std::string(token) == "%secondary_group" && version.before(3, 3)) continue;
    if (queue.find(token) != std::string::npos) return true;
  }
  return false;
}

// A group as the parent of a user queue (%primary_group.%user, %secondary_group.%user) is read
// from 3.3 (YARN-9841, YARN-9865); before, the parent is looked up as a queue of that name.
bool is_group_parent(const std::string& parent, const HadoopVersion& version) {
  return version.at_least(3, 3) && has_dynamic_token(parent, version);
}

/// Every queue whose short name is `name`.
std::vector<int> queues_named(const CapacityConfig& config, const std::string& name) {
  std::vector<int> found;
  for (const auto& q : config.queues.nodes()) {
    if (q.name == name) found.push_back(q.index);
  }
  return found;
}

/// CapacitySchedulerQueueManager.getQueue: before 3.3 by short name; from 3.3 a full path, or a
/// short name that only one queue has. Sets `ambiguous` when several queues share the name.
int find_queue(const CapacityConfig& config, const std::string& name, const HadoopVersion& version,
               bool& ambiguous) {
  ambiguous = false;
  if (version.at_least(3, 3)) {
    if (int i = config.queues.index_of(name); i >= 0) return i;
  }
  const auto named = queues_named(config, name);
  if (named.size() == 1) return named.front();
  if (named.size() > 1 && version.at_least(3, 3)) ambiguous = true;
  // Before 3.3 leaf names are unique (a duplicate is its own load error); take the first.
  return named.empty() || version.at_least(3, 3) ? -1 : named.front();
}

MappingTarget leaf_or_parent(const CapacityConfig& config, int queue) {
  const bool leaf = config.queues.at(queue).is_leaf();
  return {leaf ? MappingTarget::Kind::kLeaf : MappingTarget::Kind::kParentQueue, queue, ""};
}

}  // namespace

bool creates_children(const CapacityQueueSettings& settings, const HadoopVersion& version) {
  const bool legacy = settings.auto_create_child_queue_enabled &&
                      settings.auto_create_child_queue_enabled->value && version.at_least(3, 1);
  const bool v2 = settings.auto_queue_creation_v2_enabled &&
                  settings.auto_queue_creation_v2_enabled->value && version.at_least(3, 4);
  return legacy || v2;
}

MappingTarget resolve_mapping_target(const CapacityConfig& config, const std::string& queue,
                                     const HadoopVersion& version) {
  using Kind = MappingTarget::Kind;
  if (version.before(3, 1)) {
    // CapacityScheduler.initializeQueueMappings: exactly %user or %primary_group, else a leaf's
    // short name.
    if (queue == "%user" || queue == "%primary_group") return {Kind::kDynamic, -1, ""};
    bool ambiguous = false;
    const int found = find_queue(config, queue, version, ambiguous);
    return found < 0 ? MappingTarget{Kind::kMissing, -1, ""} : leaf_or_parent(config, found);
  }
  // UserGroupMappingPlacementRule.validateAndGetQueueMapping / ...AutoCreatedQueueMapping.
  const size_t dot = queue.rfind('.');
  const std::string parent = dot == std::string::npos ? "" : queue.substr(0, dot);
  const std::string leaf = dot == std::string::npos ? queue : queue.substr(dot + 1);
  auto under_parent = [&](Kind created) -> MappingTarget {
    if (parent.empty())
      return {created == Kind::kDynamic ? Kind::kDynamic : Kind::kMissing, -1, ""};
    if (is_group_parent(parent, version))
      return {Kind::kDynamic, -1, parent};  // resolved per application
    bool ambiguous = false;
    const int p = find_queue(config, parent, version, ambiguous);
    if (p < 0) return {Kind::kMissing, -1, parent};
    if (!creates_children(config.queues.at(p).settings, version))
      return {Kind::kParentNotAutoCreate, p, parent};
    return {created, p, parent};
  };
  if (has_dynamic_token(leaf, version)) return under_parent(Kind::kDynamic);
  bool ambiguous = false;
  if (int found = find_queue(config, queue, version, ambiguous); found >= 0)
    return leaf_or_parent(config, found);
  if (ambiguous) return {Kind::kAmbiguous, -1, ""};
  if (parent.empty()) return {Kind::kMissing, -1, ""};
  // "parent.leaf": an existing leaf must sit under the named parent (by short name or path).
  if (int found = find_queue(config, leaf, version, ambiguous); found >= 0) {
    const auto& actual = config.queues.at(config.queues.at(found).parent);
    if (actual.name != parent && actual.path != parent) return {Kind::kWrongParent, found, parent};
    return leaf_or_parent(config, found);
  }
  return under_parent(Kind::kAutoCreated);
}

}  // namespace schedlint
