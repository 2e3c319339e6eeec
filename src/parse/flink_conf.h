#pragma once

#include <vector>

#include "model/reading_issue.h"
#include "parse/text_file.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// flink-conf.yaml as Flink 1.x's GlobalConfiguration.loadYAMLResource reads it: line by line,
/// everything from the first '#' dropped, then "key: value" split at the first ": " and both
/// trimmed; a later key replaces an earlier one. It is not YAML: a line without ": " or with an
/// empty key or value is skipped with a warning, recorded here as a kWorkloadValue issue. (The
/// nested config.yaml of Flink 1.19+ is not read here.)
FrameworkConf read_flink_conf(const TextFile& file, std::vector<ReadingIssue>& issues);

}  // namespace schedlint
