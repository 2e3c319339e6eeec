#include "workload/mapreduce_names.h"

#include <array>
#include <utility>

namespace schedlint::workload {

namespace {

// ConfigUtil.addDeprecatedKeys, the entries whose current name the MapReduce reader reads (the
// same in 2.7.7, 2.10, 3.0.0 and 3.3). mapred.child.java.opts is not among them: JobConf still
// reads it as the fallback of both roles' opts. No deprecated name maps to the vcores, the
// running limits, the heap ratio or the AM's keys.
constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kDeprecated{{
    {"mapred.job.queue.name", "mapreduce.job.queuename"},
    {"mapred.job.map.memory.mb", "mapreduce.map.memory.mb"},
    {"mapred.job.reduce.memory.mb", "mapreduce.reduce.memory.mb"},
    {"mapred.map.child.java.opts", "mapreduce.map.java.opts"},
    {"mapred.reduce.child.java.opts", "mapreduce.reduce.java.opts"},
    {"mapred.reduce.slowstart.completed.maps", "mapreduce.job.reduce.slowstart.completedmaps"},
}};

}  // namespace

std::string_view mapreduce_current_name(std::string_view name) {
  for (const auto& [deprecated, current] : kDeprecated) {
    if (deprecated == name) return current;
  }
  return name;
}

std::vector<std::string_view> mapreduce_deprecated_names(std::string_view current) {
  std::vector<std::string_view> names;
  for (const auto& [deprecated, now] : kDeprecated) {
    if (now == current) names.push_back(deprecated);
  }
  return names;
}

}  // namespace schedlint::workload
