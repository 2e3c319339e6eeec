#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

/// What sized a workload's containers: roles written out in workloads.yaml, or a framework's
/// client reading its own configuration (mapred-site.xml, spark-defaults.conf, ...).
enum class Framework { kRoles, kMapReduce, kSpark, kTez, kHive, kFlink };

std::string_view framework_name(Framework framework);

/// The check a framework's client makes on a request before the ResourceManager sees it.
enum class ClientCheck {
  kNone,
  /// Spark Client.verifyClusterResources: memory only, against the cluster-wide maximum the
  /// new-application response carries (never the queue's).
  kSparkMemory,
  /// MapReduce RMContainerAllocator: memory and vcores of the raw request against the maximum
  /// the AM's registration returned (the queue's).
  kMapReduceTask,
  /// Tez's DAG check: Resource.compareTo against the cluster-wide maximum.
  kTezVertex,
  /// Flink YarnClusterDescriptor.validateClusterResources: memory against the cluster-wide
  /// maximum.
  kFlinkMemory,
};

/// Where a role's memory came from, for the MapReduce heap derivation (MAPREDUCE-5785).
enum class MemorySource { kSet, kDerivedFromHeap, kDefault };

/// One kind of container a workload asks for: its AM, or a task role (map, reduce, executor,
/// driver, task, taskmanager, jobmanager...).
struct WorkloadRole {
  std::string name;
  /// The request before the ResourceManager rounds it: memory-mb, vcores, custom types. Memory
  /// may be negative or zero (the RM rejects the first and raises the second).
  Resource request;
  /// The JVM heap (-Xmx) the container runs, in MiB, when known.
  std::optional<int64_t> heap_mb;
  /// A heap the framework derives from the container the ResourceManager grants rather than from
  /// the request: (int) (granted memory x this fraction), as a Tez AM sizes the JVMs of its task
  /// containers (AMContainerHelpers.createContainerLaunchContext). The analysis computes it
  /// (RoleFit::heap_mb); heap_mb is then unset.
  std::optional<double> heap_fraction_of_grant;
  MemorySource memory_source = MemorySource::kSet;
  /// How many of these containers one application runs at once at most (maxExecutors,
  /// mapreduce.job.running.map.limit, ...), and over its life.
  std::optional<int64_t> max_concurrent;
  std::optional<int64_t> total;
  ClientCheck client_check = ClientCheck::kNone;
  /// The memory the framework's client says YARN will grant (Flink's log line), when it says one.
  std::optional<int64_t> client_reported_mb;
  SourceLocation loc;         ///< the setting that sized it (else the workload)
  SourceLocation vcores_loc;  ///< the setting that set its vcores, when one did
  /// The framework's formula, step by step, for `explain` and the findings' details.
  std::vector<std::string> derivation;
};

/// Applications of one kind that run in one queue: a workloads.yaml entry, or a framework
/// configuration file read as its client reads it.
struct Workload {
  std::string name;
  std::string queue;  ///< as given: a full path or a leaf's short name
  SourceLocation queue_loc;
  std::string user;
  std::string partition;    ///< a node label; "" is the default partition
  int64_t concurrency = 1;  ///< applications of this workload running at once
  Framework framework = Framework::kRoles;
  WorkloadRole am;
  std::vector<WorkloadRole> roles;  ///< every role but the AM
  SourceLocation loc;               ///< the entry, or the framework file
  /// MapReduce: the share of maps done before reduces are scheduled
  /// (mapreduce.job.reduce.slowstart.completedmaps); reduces then hold containers maps wait for.
  float reduce_slowstart = 1.0f;
  /// The framework's client fails before it submits anything (a value it cannot read, reported
  /// where it is set): no container of it reaches the ResourceManager.
  bool client_fails = false;
};

}  // namespace schedlint
