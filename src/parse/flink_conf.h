#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "model/reading_issue.h"
#include "parse/text_file.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// flink-conf.yaml as Flink 1.x's GlobalConfiguration.loadYAMLResource reads it: line by line,
/// everything from the first '#' dropped, then "key: value" split at the first ": " and both
/// trimmed; a later key replaces an earlier one. It is not YAML: a line without ": " or with an
/// empty key or value is skipped with a warning, recorded here as a kWorkloadValue issue.
FrameworkConf read_flink_conf(const TextFile& file, std::vector<ReadingIssue>& issues);

/// Whether a YAML document named config.yaml is Flink's (FLIP-366, Flink 1.19): a mapping with a
/// jobmanager or taskmanager key, nested (`taskmanager: {memory: ...}`) or flat
/// (`taskmanager.memory.process.size: ...`). Every config.yaml Flink ships has both; a file that
/// has neither is someone else's config.yaml and no workload.
bool is_flink_config_yaml(const YAML::Node& root);

/// Flink's config.yaml, read as GlobalConfiguration.loadYAMLResource reads it (Flink 1.19 on).
struct FlinkConfigYaml {
  FrameworkConf conf;
  /// Flink refuses the whole file (a null value, a key that is not a string): the client fails.
  bool client_fails = false;
};

/// GlobalConfiguration.flatten: nested keys joined with '.', each at the line of its leaf value; a
/// list is kept as its flow YAML text ("[a, b]"), as YamlParserUtils.toYAMLString prints it; plain
/// scalars typed as SnakeYAML types them (an int is read as Java prints it: "0x10" is "16"; other
/// scalars as written, a float included, which Flink would print as Double.toString does). A
/// null value or a key SnakeYAML does not read as a string fails the whole file in Flink
/// (Configuration.setValueInternal: "Value must not be null."; the flattening casts each key to
/// String): each is a kWorkloadValue issue at its line, and client_fails is set.
FlinkConfigYaml read_flink_config_yaml(const std::string& path, const YAML::Node& root,
                                       std::vector<ReadingIssue>& issues);

}  // namespace schedlint
