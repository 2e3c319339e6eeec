#pragma once

#include <string>

#include "model/usage_snapshot.h"
#include "parse/text_file.h"

namespace schedlint {

/// Reads the usage snapshot of `schedlint preempt --usage FILE`: a usage.yaml (README.md,
/// `queues: {root.a: {used: {...}, pending: {...}, reserved: {...}}}`) or, when the content
/// starts with '{', a ResourceManager REST /ws/v1/cluster/scheduler dump of a CapacityScheduler
/// (Hadoop 2.x or 3.x). Every problem is an InputError at the offending line.
UsageSnapshot read_usage_snapshot(const std::string& path);

/// The same for a file already in memory.
UsageSnapshot parse_usage_snapshot(const TextFile& file);

}  // namespace schedlint
