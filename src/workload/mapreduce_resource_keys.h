#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "model/hadoop_version.h"
#include "workload/client_conf.h"

namespace schedlint::workload {

/// What a MapReduce role asks for through its resource-type keys (YARN-6927): `<prefix><name>`
/// = `<value>[ ][<units>]`, for mapreduce.map.resource., mapreduce.reduce.resource. and
/// yarn.app.mapreduce.am.resource.
struct ResourceTypeRequest {
  std::optional<int64_t> memory_mb;  ///< from `memory-mb` or `memory`, in MiB
  std::string memory_key;
  std::optional<int32_t> vcores;  ///< from `vcores`
  std::string vcores_key;
  /// Every other resource type (yarn.io/gpu...), with its value as written.
  std::vector<std::pair<std::string, int64_t>> others;
};

/// The keys under `prefix` as ResourceUtils.getRequestedResourcesFromConfig and
/// TaskAttemptImpl.populateResourceCapability (YARNRunner for the AM) read them, in the releases
/// that have them; a name in `read_elsewhere` (the AM's own mb and cpu-vcores) is checked but
/// left to its own reader. A value Hadoop refuses is reported: the job fails.
ResourceTypeRequest read_resource_type_keys(ClientConf& conf, std::string_view prefix,
                                            const HadoopVersion& version,
                                            std::span<const std::string_view> read_elsewhere = {});

/// UnitsConversionUtil.convert: `value` in `from` units as `to` units, or the exception's message
/// (an unknown unit, or an overflow of a long).
std::variant<int64_t, std::string> convert_units(std::string_view from, std::string_view to,
                                                 int64_t value);

}  // namespace schedlint::workload
