#pragma once

#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

/// What one CapacityScheduler leaf queue held and asked for in one partition when a usage snapshot
/// was taken (`schedlint preempt --usage FILE`). Amounts are in Hadoop's units: memory-mb in MB,
/// vcores, custom resource types (yarn.io/gpu...) as the ResourceManager counts them.
struct QueueUsage {
  std::string path;       ///< full leaf path, "root.a.b"
  std::string partition;  ///< node label; "" is the default partition
  Resource used;          ///< allocated to the queue's containers
  Resource pending;       ///< asked for and not yet allocated (0 when !pending_known)
  Resource reserved;      ///< held by reservations on nodes
  /// False when the source does not report pending resources (a Hadoop 2.x REST dump, which has no
  /// per-partition blocks): the preemption what-if must say its demand is unknown, not zero.
  bool pending_known = true;
  SourceLocation loc;  ///< the queue's entry (its per-partition block in a REST dump)
};

/// A usage snapshot: usage.yaml or a ResourceManager /ws/v1/cluster/scheduler dump.
struct UsageSnapshot {
  std::string file;
  /// In file order; at most one entry per (path, partition), never empty.
  std::vector<QueueUsage> queues;
};

}  // namespace schedlint
