#pragma once

#include <vector>

#include "model/reading_issue.h"
#include "parse/text_file.h"
#include "workload/framework_conf.h"

namespace schedlint {

/// spark-defaults.conf as Spark reads it: java.util.Properties.load over UTF-8 text (# and !
/// comments; key and value separated by '=', ':' or white space; a line ending in an odd number
/// of backslashes continues on the next; \t \n \r \f \uXXXX escapes), then every value trimmed
/// (Utils.getPropertiesFromFile). Each key keeps its last value and the line its entry starts on.
/// A malformed \uXXXX makes Properties.load throw: a kWorkloadValue issue, the entry skipped.
FrameworkConf read_properties_file(const TextFile& file, std::vector<ReadingIssue>& issues);

}  // namespace schedlint
