#include "model/model.h"

namespace schedlint {

std::string_view input_kind_name(InputKind kind) {
  switch (kind) {
    case InputKind::kCapacity:
      return "capacity";
    case InputKind::kFair:
      return "fair";
    case InputKind::kYarnSite:
      return "yarn-site";
    case InputKind::kNodes:
      return "nodes";
    case InputKind::kNodesRest:
      return "nodes-rest";
    case InputKind::kBaseline:
      return "baseline";
    case InputKind::kUsage:
      return "usage";
    case InputKind::kHadoop1Capacity:
      return "hadoop1-capacity";
    case InputKind::kWorkloads:
      return "workloads";
    case InputKind::kMapredSite:
      return "mapred-site";
    case InputKind::kSparkDefaults:
      return "spark-defaults";
    case InputKind::kTezSite:
      return "tez-site";
    case InputKind::kHiveSite:
      return "hive-site";
    case InputKind::kFlinkConf:
      return "flink-conf";
  }
  return "unknown";
}

std::string property_at(const Model& model, const SourceLocation& loc) {
  const auto file = model.property_lines.find(loc.file);
  if (file == model.property_lines.end()) return "";
  const auto line = file->second.find(loc.line);
  return line == file->second.end() ? "" : line->second;
}

std::vector<std::string> resource_types_of(const Model& model) {
  std::vector<std::string> types{std::string(kMemoryMb), std::string(kVcores)};
  for (const auto& t : model.cluster.resource_types)
    types.push_back(t.name);
  return types;
}

std::string scheduler_read(const Model& model) {
  if (model.capacity) return "capacity";
  if (model.fair) return "fair";
  return "";
}

std::string_view scheduler_title(std::string_view scheduler_read) {
  if (scheduler_read == "capacity") return "CapacityScheduler";
  if (scheduler_read == "fair") return "FairScheduler";
  return "no scheduler file";
}

}  // namespace schedlint
