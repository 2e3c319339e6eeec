#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "model/source_location.h"
#include "model/workload.h"

namespace schedlint {

/// One property of a framework's configuration file, with the line that set it.
struct FrameworkProperty {
  std::string value;
  SourceLocation loc;
  /// Read from another framework's file or the cluster's yarn-site (Hive's mapred-site.xml and
  /// tez-site.xml, Flink's minimum allocation): that file's own reading judges its keys.
  bool borrowed = false;
  /// The name as the file writes it when the client stores it under another (a deprecated
  /// MapReduce name: mapred.job.map.memory.mb for mapreduce.map.memory.mb); empty otherwise.
  std::string written_as;
};

/// A framework's configuration as its client reads it: each key's last value, under the name the
/// client reads (MapReduce's deprecated names under their current one). For Hive, the union of
/// mapred-site.xml, tez-site.xml and hive-site.xml (Hive reads all three).
using FrameworkConf = std::map<std::string, FrameworkProperty>;

/// A Spark release line (its memory overhead rules changed in 3.3 and 4.0).
struct SparkVersion {
  int major = 3;
  int minor = 5;
  bool at_least(int want_major, int want_minor) const {
    return major > want_major || (major == want_major && minor >= want_minor);
  }
};

/// What a framework's configuration does not say but its sizes depend on.
struct FrameworkOptions {
  HadoopVersion hadoop;  ///< MapReduce derives task memory from the heap from 3.0 (MAPREDUCE-5785)
  SparkVersion spark;
  bool spark_cluster_mode = true;  ///< --deploy-mode cluster: the driver is the AM
  bool python = false;             ///< PySpark: spark.executor.pyspark.memory counts
  /// The configuration file (for Hive, the first of its files): the workload's loc, and a role's
  /// when no key sized it.
  SourceLocation file;
};

/// The workload `framework`'s client submits from `conf`: its AM and task roles as requested
/// (before the ResourceManager rounds them), each with its derivation, the client's own check,
/// and the queue its queue key names ("default" when unset). Values the client cannot parse are
/// kWorkloadValue reading issues at their line: the client then fails before it submits
/// (Workload::client_fails), and the roles show the sizes its defaults would give.
Workload workload_from_conf(Framework framework, const FrameworkConf& conf,
                            const FrameworkOptions& options, std::vector<ReadingIssue>& issues);

}  // namespace schedlint
