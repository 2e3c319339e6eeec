#pragma once

#include <string>
#include <string_view>

#include "model/workload.h"
#include "workload/client_conf.h"
#include "workload/framework_conf.h"

/// One function per framework client, each filling the roles of `workload` as that client sizes
/// them (workload_from_conf dispatches and sets what they share: framework, name, loc).
namespace schedlint::workload {

/// MapReduce: YARNRunner's AM, and TaskAttemptImpl's map and reduce requests.
void add_mapreduce_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options);
/// Spark on YARN: Client's AM (the driver in cluster mode) and YarnAllocator's executors.
void add_spark_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options);
/// Tez (TezClient's AM, the DAG's task resource) or Hive on Tez (TezSessionState's AM,
/// DagUtils.getContainerResource's tasks).
void add_tez_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options,
                   bool hive);
/// Flink on YARN: YarnClusterDescriptor's JobManager (the AM) and TaskManagers.
void add_flink_roles(Workload& workload, ClientConf& conf);

/// A task's java opts, and the key its user opts come from (else its admin opts' key).
struct TaskJavaOpts {
  std::string opts;
  std::string_view key;
};
/// A MapReduce map task's java opts: its admin opts, then mapreduce.map.java.opts, else
/// mapred.child.java.opts, else the release's default. Hive on Tez runs them too when
/// hive.tez.container.size is unset (Tez's MRHelpers.getJavaOptsForMRMapper).
TaskJavaOpts map_task_java_opts(const ClientConf& conf, const HadoopVersion& hadoop);

/// Sets workload.queue from `key` ("default" when unset), with its line.
void set_queue(Workload& workload, ClientConf& conf, std::string_view key);

}  // namespace schedlint::workload
