#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "model/configurable_resource.h"
#include "model/hadoop_version.h"

namespace schedlint {

/// FairSchedulerConfiguration.parseResourceConfigValue(value, missing) for the given Hadoop line:
/// "1024 mb, 2 vcores", "50% memory, 25% cpu", "50%", "memory-mb=1024, vcores=2",
/// "memory-mb=50%, vcores=25%" and custom resource types. `types` are the countable types in
/// Hadoop's order (memory-mb, vcores, then yarn.resource-types). `missing` is what types a
/// new-style value does not name get (INT64_MAX for maxima, 0 for minResources).
/// Returns the resource, or the message Hadoop's AllocationConfigurationException would carry.
std::variant<ConfigurableResource, std::string> parse_fair_resource(
    std::string_view value, int64_t missing, const std::vector<std::string>& types,
    const HadoopVersion& version);

}  // namespace schedlint
