#pragma once

#include <optional>
#include <string>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "sched/placement_result.h"

namespace schedlint {

/// What a yarn.scheduler.capacity.queue-mappings target names, as the CapacityScheduler's
/// UserGroupMappingPlacementRule resolves it when the queues are (re)initialised.
struct MappingTarget {
  enum class Kind {
    kLeaf,                 ///< an existing leaf queue
    kDynamic,              ///< %user / %primary_group / %secondary_group, resolved per application
    kAutoCreated,          ///< a new leaf under a parent that creates queues automatically
    kParentQueue,          ///< an existing queue that is not a leaf: refused
    kMissing,              ///< no such queue, and no auto-creating parent for it: refused
    kAmbiguous,            ///< a leaf name shared by several queues (3.3+): refused
    kWrongParent,          ///< "parent.leaf" where the leaf exists under another parent: refused
    kParentNotAutoCreate,  ///< "parent.leaf"/"parent.%user" whose parent does not auto-create
  };
  Kind kind = Kind::kMissing;
  int queue = -1;      ///< the queue it resolved to (leaf or parent), or the named parent
  std::string parent;  ///< the parent part of "parent.leaf", if any

  bool refused() const {
    return kind != Kind::kLeaf && kind != Kind::kDynamic && kind != Kind::kAutoCreated;
  }
};

/// Resolves a mapping's queue as the release's CapacityScheduler does: before 3.1 a leaf's
/// short name (or exactly %user / %primary_group); 3.1 adds "parent.leaf" and "parent.%user"
/// under auto-creating parents; 3.3 adds full paths and refuses ambiguous short names.
MappingTarget resolve_mapping_target(const CapacityConfig& config, const std::string& queue,
                                     const HadoopVersion& version);

/// Where the CapacityScheduler places an application `who` submits without naming a queue
/// (UserGroupMappingPlacementRule.getPlacementForUser; the 3.4 engine runs the same legacy
/// mappings): the first yarn.scheduler.capacity.queue-mappings entry that matches the user or
/// one of the groups, else the queue "default"; the queue must then be a leaf, or one an
/// auto-creating parent makes. nullopt when the file does not tell: 3.4 rules in JSON
/// (mapping-rule-format json), which schedlint does not read.
std::optional<PlacementResult> place_application(const CapacityConfig& config,
                                                 const HadoopVersion& version,
                                                 const Submitter& who);

/// Whether a queue creates its children automatically: auto-create-child-queue.enabled (3.1+,
/// ManagedParentQueue), or auto-queue-creation-v2.enabled (3.4+).
bool creates_children(const CapacityQueueSettings& settings, const HadoopVersion& version);

}  // namespace schedlint
