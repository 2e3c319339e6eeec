#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// What every step of the capacity computation needs to know about the scheduler and cluster.
struct CapacityContext {
  HadoopVersion version;
  ResourceCalculator rc{CalculatorKind::kDefault};
  Resource cluster;  ///< the whole cluster (ClusterNodeTracker)
  Resource zero;     ///< Resources.none() with every known type named
  Resource minimum_allocation;
  std::map<std::string, Resource> partitions;
  bool legacy_queue_mode = true;

  /// Every resource type the cluster knows: memory-mb, vcores, then the declared ones.
  std::vector<std::string> resource_names() const {
    std::vector<std::string> out;
    for (const auto& [type, unused] : cluster.amounts())
      out.push_back(type);
    return out;
  }

  /// RMNodeLabelsManager.getResourceByLabel: zero for a label no node carries.
  Resource partition(const std::string& label) const {
    auto it = partitions.find(label);
    return it == partitions.end() ? zero : it->second;
  }
};

/// CapacitySchedulerConfiguration.getResourceCalculator: DominantResourceCalculator only when
/// that class is named, DefaultResourceCalculator otherwise.
CalculatorKind calculator_of(const CapacityConfig& config);

}  // namespace schedlint
