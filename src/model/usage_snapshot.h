#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

/// What one CapacityScheduler leaf queue held and asked for in one partition when a usage snapshot
/// was taken (`schedlint preempt --usage FILE`, `check --usage FILE`). Amounts are in Hadoop's
/// units: memory-mb in MB, vcores, custom resource types (yarn.io/gpu...) as the ResourceManager
/// counts them.
struct QueueUsage {
  std::string path;       ///< full leaf path, "root.a.b"
  std::string partition;  ///< node label; "" is the default partition
  Resource used;          ///< allocated to the queue's containers (reservations included)
  Resource pending;       ///< asked for and not yet allocated (0 when !pending_known)
  Resource reserved;      ///< held by reservations on nodes
  /// False when the source does not report pending resources (a Hadoop 2.x REST dump, which has no
  /// per-partition blocks): the preemption what-if must say its demand is unknown, not zero.
  bool pending_known = true;
  /// Used by the queue's ApplicationMasters (ResourceUsage.getAMUsed; the REST dump's amUsed),
  /// when the source gives it.
  std::optional<Resource> am_used;
  /// The size one of the queue's pending containers asks for (the largest, when they differ), when
  /// the source gives it: what a preemption round must free room for on some node.
  std::optional<Resource> pending_container;
  SourceLocation loc;  ///< the queue's entry (its per-partition block in a REST dump)
};

/// `count` alike containers of an application (allocated one after the other): running on a node,
/// or a reservation held on it.
struct ContainerUsage {
  Resource size;
  int64_t count = 1;
  std::string node;  ///< the node it runs (or is reserved) on; "" when the source does not say
  /// The request's priority (a number: larger is less important, and preempted first).
  int32_t priority = 0;
  bool am = false;        ///< the ApplicationMaster's container
  bool reserved = false;  ///< a reservation on `node`, not a running container
  /// The node label expression the request asked for, when it differs from the node's partition:
  /// "" for a default-partition container running on a non-exclusive labelled node.
  std::optional<std::string> label_expression;
  SourceLocation loc;
};

/// One application of a leaf queue with its containers, in allocation order (container ids
/// increasing): what the preemption policy's container selection walks.
struct ApplicationUsage {
  std::string queue;  ///< full leaf path
  std::string id;     ///< as given, or "app-<n>" in snapshot order
  int32_t priority = 0;
  std::vector<ContainerUsage> containers;
  SourceLocation loc;
};

/// What one NodeManager had allocated when the snapshot was taken.
struct SnapshotNode {
  std::string name;  ///< a node of the node spec (README: how nodes are named)
  Resource used;
  SourceLocation loc;
};

/// A usage snapshot: usage.yaml or a ResourceManager /ws/v1/cluster/scheduler dump.
struct UsageSnapshot {
  std::string file;
  /// In file order; at most one entry per (path, partition), never empty.
  std::vector<QueueUsage> queues;
  /// In file order (submission order); empty when the source lists none.
  std::vector<ApplicationUsage> applications;
  /// Per-node allocation, in file order; empty when the source gives none.
  std::vector<SnapshotNode> nodes;
  /// Node labels declared non-exclusive (rmadmin -addToClusterNodeLabels "x(exclusive=false)");
  /// labels not listed are exclusive, Hadoop's default.
  std::map<std::string, SourceLocation> non_exclusive_labels;
};

}  // namespace schedlint
