#pragma once

// What `yarn rmadmin -refreshQueues` does with a new CapacityScheduler configuration: how it
// matches the running queues to the new configuration's, and which changes it refuses.

#include <optional>
#include <string>
#include <unordered_map>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// Both versions' CapacityScheduler configurations and hierarchies.
struct CapacityVersions {
  const CapacityConfig& before_config;
  const CapacityHierarchy& before;
  const CapacityConfig& after_config;
  const CapacityHierarchy& after;
  const HadoopVersion& version;
  /// The version after's queues by short name (trees of thousands are matched queue by queue).
  std::unordered_multimap<std::string, const CapacityQueue*> after_by_name;
};
/// The two versions, with the version after's queues indexed by short name.
CapacityVersions refresh_versions(const CapacityConfig& before_config,
                                  const CapacityHierarchy& before,
                                  const CapacityConfig& after_config,
                                  const CapacityHierarchy& after, const HadoopVersion& version);

/// The queue of the new configuration a refresh reinitialises `old` with: from 3.3 the one at the
/// same full path (CSQueueStore); before, the one with the same short name (queue names were
/// unique, CapacitySchedulerQueueManager kept them by name). Null when there is none.
const CapacityQueue* refreshed_queue(const CapacityVersions& v, const CapacityQueue& old);

/// The queue of the new configuration with `old`'s short name at another path: `old` moved.
const CapacityQueue* moved_to(const CapacityVersions& v, const CapacityQueue& old);

/// Whether `queue` of a hierarchy is a queue Hadoop builds as a ManagedParentQueue (3.1+): a
/// childless queue with auto-create-child-queue.enabled.
bool managed_parent(const CapacityConfig& config, const CapacityQueue& queue,
                    const HadoopVersion& version);

/// Where `queue` is declared (the `.queues` entry of its parent).
SourceLocation declared_at(const CapacityConfig& config, const CapacityQueue& queue);

/// Where a finding about a queue the new configuration no longer has points: the `.queues` line
/// of its nearest ancestor still there (the line the change edited), else the file.
SourceLocation former_parent_line(const CapacityVersions& v, const CapacityQueue& removed);

/// Whether a refresh may delete `old` (CapacitySchedulerConfigValidator.validateQueueHierarchy,
/// 2.9+ and 3.1+): it is STOPPED where it runs now, or, from 3.3, the new configuration still sets
/// its state to STOPPED. In 2.7, 2.8 and 3.0 no queue can be deleted.
bool deletable(const CapacityVersions& v, const CapacityQueue& old);

/// Hadoop's words for a queue's state: "RUNNING", "STOPPED".
std::string state_name(QueueState state);

}  // namespace schedlint
