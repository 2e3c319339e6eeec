#include "workload/unknown_keys.h"

#include <fmt/format.h>
#include <algorithm>
#include <map>
#include <span>
#include <string_view>

#include "model/did_you_mean.h"
#include "workload/mapreduce_names.h"

namespace schedlint::workload {

namespace unknown_keys_detail {

std::string_view client_name(Framework framework) {
  switch (framework) {
    case Framework::kMapReduce:
      return "MapReduce";
    case Framework::kSpark:
      return "Spark";
    case Framework::kTez:
      return "Tez";
    case Framework::kHive:
      return "Hive";
    case Framework::kFlink:
      return "Flink";
    case Framework::kRoles:
      break;
  }
  return "framework";
}

// Documented keys of each framework that lie within a typo's distance of a key schedlint reads
// but size or place nothing schedlint models, so they are never reported as typos. Found by
// running did_you_mean over mapred-default.xml, yarn-default.xml, TezConfiguration's keys and
// the documented Spark, Hive and Flink keys of the same families.
std::span<const std::string_view> real_neighbours(Framework framework) {
  // SparkConf: dynamic allocation's lower bound (next to maxExecutors), the driver's RPC port
  // (next to spark.driver.cores), and the minimum overheads Spark reads from 4.0 (SPARK-47208),
  // next to the overheads themselves when an older release is modelled.
  static constexpr std::string_view kSpark[] = {
      "spark.dynamicAllocation.minExecutors", "spark.driver.port",
      "spark.executor.minMemoryOverhead", "spark.driver.minMemoryOverhead"};
  // TezConfiguration's DAG-wide task size, which Hive replaces with hive.tez.container.size
  // (next to tez.am.resource.*).
  static constexpr std::string_view kHive[] = {"tez.task.resource.memory.mb",
                                               "tez.task.resource.cpu.vcores"};
  // YARN's maximum allocation, next to the minimum Flink rounds with (forwarded as flink.yarn.*).
  static constexpr std::string_view kFlink[] = {"yarn.scheduler.maximum-allocation-mb",
                                                "flink.yarn.scheduler.maximum-allocation-mb"};
  switch (framework) {
    case Framework::kSpark:
      return kSpark;
    case Framework::kHive:
      return kHive;
    case Framework::kFlink:
      return kFlink;
    default:
      return {};
  }
}

// "the executor is", "the map and the reduce are".
std::string subjects_verb(const KeyUse& use) {
  std::string text;
  for (size_t i = 0; i < use.subjects.size(); ++i) {
    if (i > 0) text += i + 1 == use.subjects.size() ? " and " : ", ";
    text += use.subjects[i];
  }
  return text + (use.subjects.size() > 1 ? " are" : " is");
}

}  // namespace unknown_keys_detail

void report_unknown_keys(Framework framework, const FrameworkConf& conf, const ClientConf& client,
                         std::vector<ReadingIssue>& issues) {
  using namespace unknown_keys_detail;
  const auto& asked = client.asked();
  // The keys read, and for MapReduce their deprecated names too (a typo of either is one).
  std::vector<std::string_view> candidates;
  std::map<std::string_view, std::string_view> current_of;
  for (const auto& [key, use] : asked) {
    candidates.push_back(key);
    if (framework != Framework::kMapReduce) continue;
    for (std::string_view deprecated : mapreduce_deprecated_names(key)) {
      candidates.push_back(deprecated);
      current_of[deprecated] = key;
    }
  }
  const std::span<const std::string_view> neighbours = real_neighbours(framework);
  for (const auto& [key, property] : conf) {
    // A deprecated name is read under the current one: a real key.
    if (property.borrowed || !property.written_as.empty() || asked.count(key) != 0) continue;
    if (std::find(neighbours.begin(), neighbours.end(), key) != neighbours.end()) continue;
    const std::optional<std::string> meant = did_you_mean(key, candidates);
    if (!meant) continue;
    const auto current = current_of.find(*meant);
    const std::string_view read_as = current == current_of.end() ? *meant : current->second;
    const KeyUse& use = asked.find(read_as)->second;
    const std::string description =
        conf.count(std::string(read_as)) == 0
            ? fmt::format(
                  "'{}' is not a {} setting, so {} {} as if it were unset (did you mean "
                  "'{}'?)",
                  key, client_name(framework), subjects_verb(use), use.effect, *meant)
            : fmt::format(
                  "'{}' is not a {} setting and changes nothing: {} {} by '{}' alone "
                  "(did you mean '{}'?)",
                  key, client_name(framework), subjects_verb(use), use.effect, *meant, *meant);
    ReadingIssue issue{ReadingIssueKind::kUnknownWorkloadKey, property.loc, description};
    issue.property = key;
    issues.push_back(std::move(issue));
  }
}

}  // namespace schedlint::workload
