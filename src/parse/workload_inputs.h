#pragma once

#include <string>
#include <vector>

#include "model/cluster_settings.h"
#include "model/hadoop_version.h"
#include "model/model.h"
#include "parse/workloads_yaml.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// A framework configuration file among the inputs, read as its framework reads it.
struct FrameworkFile {
  std::string path;
  /// kMapredSite, kSparkDefaults, kTezSite, kHiveSite or kFlinkConf (flink-conf.yaml or Flink's
  /// config.yaml)
  InputKind kind;
  FrameworkConf conf;
  /// The client refuses the file as a whole (Flink, a null value in config.yaml): the workloads
  /// it sizes fail before they submit anything.
  bool client_fails = false;
};

/// The model's workloads: workloads.yaml's entries in order (a framework entry sized from the
/// input its conf: names, with its set: overrides), then one workload per framework file no
/// entry names, bound to the queue its own queue key names. Hive reads mapred-site.xml and
/// tez-site.xml too. Flink's client rounds with yarn.scheduler.minimum-allocation-mb of its own
/// yarn-site.xml, taken to be the cluster's (`cluster`) unless its configuration forwards one.
/// An entry whose conf: names no input is an InputError at its line.
std::vector<Workload> assemble_workloads(const std::vector<WorkloadEntry>& entries,
                                         const std::vector<FrameworkFile>& files,
                                         const HadoopVersion& version,
                                         const ClusterSettings& cluster,
                                         std::vector<ReadingIssue>& issues);

}  // namespace schedlint
