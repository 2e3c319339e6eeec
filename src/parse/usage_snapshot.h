#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

#include "model/usage_snapshot.h"
#include "parse/json_input.h"
#include "parse/text_file.h"

namespace schedlint {

/// Reads the usage snapshot of `schedlint preempt --usage FILE`: a usage.yaml (README.md,
/// `queues: {root.a: {used: {...}, pending: {...}, reserved: {...}}}`) or, when the content
/// starts with '{', a ResourceManager REST /ws/v1/cluster/scheduler dump of a CapacityScheduler
/// (Hadoop 2.x or 3.x). Every problem is an InputError at the offending line.
UsageSnapshot read_usage_snapshot(const std::string& path);

/// The same for a file already in memory.
UsageSnapshot parse_usage_snapshot(const TextFile& file);

/// Whether parsed YAML is a usage snapshot: a mapping with 'queues' and no key but 'queues',
/// 'nodes' and 'labels' (a node spec has only 'nodes').
bool is_usage_yaml(const YAML::Node& root);
/// Whether parsed JSON is a /ws/v1/cluster/scheduler dump ({"scheduler": {...}}).
bool is_rest_scheduler_dump(const JsonValue& root);

/// The snapshot of YAML or JSON already parsed from `path`.
UsageSnapshot usage_from_yaml(const std::string& path, const YAML::Node& root);
UsageSnapshot usage_from_rest_dump(const std::string& path, const JsonValue& root);

}  // namespace schedlint
