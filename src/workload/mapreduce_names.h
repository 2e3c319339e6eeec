#pragma once

#include <string_view>
#include <vector>

/// MapReduce's deprecated key names, as its Configuration reads them: a file's deprecated name is
/// stored under its current name (Configuration.Parser, ConfigUtil.addDeprecatedKeys), so a later
/// setting of either name replaces an earlier one, in file order, unless the earlier is final.
namespace schedlint::workload {

/// The name the MapReduce client stores `name` under: the current name of a deprecated name that
/// sizes or places a workload (mapred.job.map.memory.mb: mapreduce.map.memory.mb), else `name`.
std::string_view mapreduce_current_name(std::string_view name);

/// The deprecated names stored under `current` (none for most keys).
std::vector<std::string_view> mapreduce_deprecated_names(std::string_view current);

}  // namespace schedlint::workload
