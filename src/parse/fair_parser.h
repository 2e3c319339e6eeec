#pragma once

#include <string>
#include <vector>

#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "parse/xml_document.h"

namespace schedlint {

/// Reads a FairScheduler allocation file (<allocations>) as AllocationFileLoaderService,
/// AllocationFileParser, AllocationFileQueueParser and QueuePlacementPolicy.fromXml do for the
/// given Hadoop line. What Hadoop rejects, and elements Hadoop does not read, are recorded as
/// reading issues at their element.
/// `resource_types`: the countable resource types, memory-mb and vcores first.
FairConfig parse_fair_config(const XmlDocument& doc, const HadoopVersion& version,
                             const std::vector<std::string>& resource_types,
                             std::vector<ReadingIssue>& issues);

/// FairSchedulerUtilities.trimQueueName: strips Guava's whitespace set (U+0020, U+00A0, U+3000...).
std::string trim_queue_name(std::string_view name);

}  // namespace schedlint
