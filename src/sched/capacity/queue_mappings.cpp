#include "sched/capacity/queue_mappings.h"
#include "model/release_facts.h"

#include <vector>

namespace schedlint {

namespace {

bool has_dynamic_token(const std::string& queue, const HadoopVersion& version) {
  // UserGroupMappingPlacementRule.isStaticQueueMapping: %user, %primary_group and, from 3.3
  // (YARN-9840), %secondary_group; before that "%secondary_group" is looked up as a queue name.
  for (const char* token : {"%user", "%primary_group", "%secondary_group"}) {
    if (std::string(token) == "%secondary_group" &&
        !has(version, ReleaseFact::kCsMappingGroupTokens))
      continue;
    if (queue.find(token) != std::string::npos) return true;
  }
  return false;
}

// A group as the parent of a user queue (%primary_group.%user, %secondary_group.%user) is read
// from 3.3 (YARN-9841, YARN-9865); before, the parent is looked up as a queue of that name.
bool is_group_parent(const std::string& parent, const HadoopVersion& version) {
  return has(version, ReleaseFact::kCsMappingGroupTokens) && has_dynamic_token(parent, version);
}

/// Every queue whose short name is `name`.
const std::vector<int>& queues_named(const CapacityConfig& config, const std::string& name) {
  return config.queues.indices_named(name);
}

/// CapacitySchedulerQueueManager.getQueue: before 3.3 by short name; from 3.3 a full path, or a
/// short name that only one queue has. Sets `ambiguous` when several queues share the name.
int find_queue(const CapacityConfig& config, const std::string& name, const HadoopVersion& version,
               bool& ambiguous) {
  ambiguous = false;
  if (has(version, ReleaseFact::kCsQueuePaths)) {
    if (int i = config.queues.index_of(name); i >= 0) return i;
  }
  const auto named = queues_named(config, name);
  if (named.size() == 1) return named.front();
  if (named.size() > 1 && has(version, ReleaseFact::kCsQueuePaths)) ambiguous = true;
  // Before 3.3 leaf names are unique (a duplicate is its own load error); take the first.
  return named.empty() || has(version, ReleaseFact::kCsQueuePaths) ? -1 : named.front();
}

MappingTarget leaf_or_parent(const CapacityConfig& config, int queue) {
  const bool leaf = config.queues.at(queue).is_leaf();
  return {leaf ? MappingTarget::Kind::kLeaf : MappingTarget::Kind::kParentQueue, queue, ""};
}

}  // namespace

bool creates_children(const CapacityQueueSettings& settings, const HadoopVersion& version) {
  const bool legacy = settings.auto_create_child_queue_enabled &&
                      settings.auto_create_child_queue_enabled->value &&
                      has(version, ReleaseFact::kCsAutoCreatedLeafQueues);
  const bool v2 = settings.auto_queue_creation_v2_enabled &&
                  settings.auto_queue_creation_v2_enabled->value &&
                  has(version, ReleaseFact::kCsFlexibleAutoQueueCreation);
  return legacy || v2;
}

MappingTarget resolve_mapping_target(const CapacityConfig& config, const std::string& queue,
                                     const HadoopVersion& version) {
  using Kind = MappingTarget::Kind;
  if (!has(version, ReleaseFact::kCsMappingQueuePaths)) {
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

namespace {

void replace_token(std::string& text, const std::string& token, const std::string& value) {
  for (size_t at = text.find(token); at != std::string::npos;
       at = text.find(token, at + value.size()))
    text.replace(at, token.size(), value);
}

// The queue a matching mapping names for `who`: %user and %primary_group substituted. nullopt
// when the mapping names none, and the application keeps the queue it asked for: from 3.3,
// u:%user:%primary_group with no queue root.<group> (getContextForPrimaryGroup), a
// %secondary_group with no secondary group that has a queue (getContextForSecondaryGroup).
std::optional<std::string> mapped_queue(const CapacityConfig& config, const QueueMapping& m,
                                        const HadoopVersion& version, const Submitter& who) {
  std::string queue = m.queue;
  replace_token(queue, "%user", who.user);
  const std::string primary = who.groups.empty() ? "" : who.groups.front();
  if (has(version, ReleaseFact::kCsMappingGroupTokens) && m.type == 'u' && m.source == "%user" &&
      m.queue == "%primary_group" && config.queues.index_of("root." + primary) < 0) {
    return std::nullopt;
  }
  replace_token(queue, "%primary_group", primary);
  if (has(version, ReleaseFact::kCsMappingGroupTokens) &&
      queue.find("%secondary_group") != std::string::npos) {
    for (size_t i = 1; i < who.groups.size(); ++i) {
      bool ambiguous = false;
      if (find_queue(config, who.groups[i], version, ambiguous) >= 0) {
        replace_token(queue, "%secondary_group", who.groups[i]);
        return queue;
      }
    }
    return std::nullopt;
  }
  return queue;
}

PlacementResult settle(const CapacityConfig& config, const HadoopVersion& version,
                       const std::string& queue, std::string why) {
  const MappingTarget t = resolve_mapping_target(config, queue, version);
  if (t.kind == MappingTarget::Kind::kLeaf) return {config.queues.at(t.queue).path, why, why};
  if (t.kind == MappingTarget::Kind::kAutoCreated) {
    const std::string leaf = queue.substr(queue.rfind('.') + 1);
    return {config.queues.at(t.queue).path + "." + leaf, why + " (a queue created automatically)",
            why};
  }
  // CapacityScheduler.addApplication's refusals: an unknown queue, or one that is not a leaf.
  const std::string refusal =
      t.kind == MappingTarget::Kind::kMissing
          ? "there is no queue " + queue + ", so the application is rejected (unknown queue)"
      : t.kind == MappingTarget::Kind::kParentQueue
          ? queue + " is a parent queue, so the application is rejected (not a leaf queue)"
          : queue + " names no single leaf queue, so the application is rejected";
  return {std::nullopt, why + ": " + refusal, why};
}

}  // namespace

std::optional<PlacementResult> place_application(const CapacityConfig& config,
                                                 const HadoopVersion& version,
                                                 const Submitter& who) {
  if (config.global.json_mapping_rules && has(version, ReleaseFact::kCsMappingRules))
    return std::nullopt;
  for (const QueueMapping& m : config.global.queue_mappings) {
    bool matches = false;
    if (m.type == 'u') {
      matches = m.source == "%user" || m.source == who.user;
    } else {
      for (const std::string& group : who.groups)
        matches = matches || group == m.source;
    }
    // The first mapping that matches decides, even when it names no queue.
    if (!matches) continue;
    const std::optional<std::string> queue = mapped_queue(config, m, version, who);
    if (!queue) {
      return settle(config, version, "default",
                    "queue mapping " + m.text + " names no queue for it: the queue default");
    }
    return settle(config, version, *queue, "queue mapping " + m.text);
  }
  return settle(config, version, "default", "no queue mapping matches: the queue default");
}

}  // namespace schedlint
