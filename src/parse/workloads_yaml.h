#pragma once

#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "model/workload.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// A workloads.yaml entry sized by a framework (spark:, mapreduce:, tez:, hive:, flink:): the
/// framework's configuration file among the inputs, overrides, and what the file does not say.
struct FrameworkBlock {
  Framework framework = Framework::kSpark;
  /// conf: the framework file, resolved against the workloads.yaml's folder (lexically: it must
  /// be one of the inputs given, never a path schedlint opens for this entry).
  std::optional<std::string> conf;
  SourceLocation conf_loc;
  FrameworkConf set;  ///< set: overrides, each at its line
  FrameworkOptions options;
};

/// One entry of workloads.yaml: a workload whose roles it writes out, or one a framework sizes.
struct WorkloadEntry {
  Workload workload;  ///< with roles: complete; with a framework block: name, queue, user...
  std::optional<FrameworkBlock> framework;
};

bool is_workloads_yaml(const YAML::Node& root);

/// Reads workloads.yaml (docs/workloads.md): any deviation from its shape is an InputError at its
/// line. `hadoop` is the release the framework blocks' clients run against.
std::vector<WorkloadEntry> workloads_from_yaml(const std::string& path, const YAML::Node& root,
                                               const HadoopVersion& hadoop);

}  // namespace schedlint
