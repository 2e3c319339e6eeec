#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/source_location.h"

namespace schedlint {

enum class SchedulerType { kCapacity, kFair, kFifo, kOther };

inline constexpr const char* kCapacitySchedulerClass =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.capacity.CapacityScheduler";
inline constexpr const char* kFairSchedulerClass =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.FairScheduler";
inline constexpr const char* kFifoSchedulerClass =
    "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fifo.FifoScheduler";

/// A custom resource type declared in yarn.resource-types.
struct ResourceTypeSetting {
  std::string name;
  SourceLocation loc;
};

/// The ResourceManager and NodeManager settings of yarn-site.xml that scheduling depends on.
/// Each carries Hadoop's default (unknown location) until a file sets it.
struct ClusterSettings {
  Setting<int64_t> minimum_allocation_mb{1024, {}};
  Setting<int64_t> minimum_allocation_vcores{1, {}};
  Setting<int64_t> maximum_allocation_mb{8192, {}};
  Setting<int64_t> maximum_allocation_vcores{4, {}};   ///< 2.7's yarn-default.xml ships 32
  Setting<int64_t> increment_allocation_mb{1024, {}};  ///< FairScheduler only
  Setting<int64_t> increment_allocation_vcores{1, {}};
  Setting<std::string> scheduler_class{kCapacitySchedulerClass, {}};
  SchedulerType scheduler = SchedulerType::kCapacity;
  Setting<int64_t> nodemanager_memory_mb{8192, {}};
  Setting<int64_t> nodemanager_vcores{8, {}};
  Setting<bool> acl_enable{false, {}};
  Setting<std::string> admin_acl{"*", {}};
  Setting<bool> scheduler_monitor_enable{false, {}};
  Setting<std::string> scheduler_monitor_policies{
      "org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity."
      "ProportionalCapacityPreemptionPolicy",
      {}};
  Setting<bool> node_labels_enabled{false, {}};
  std::vector<ResourceTypeSetting> resource_types;  ///< custom types, in declared order
  // yarn.scheduler.fair.* (FairSchedulerConfiguration)
  Setting<bool> fair_preemption{false, {}};
  Setting<float> fair_preemption_utilization_threshold{0.8f, {}};
  Setting<float> fair_reservable_nodes{0.05f, {}};
  Setting<float> reservation_threshold_increment_multiple{2.0f, {}};
  Setting<bool> fair_user_as_default_queue{true, {}};
  Setting<bool> fair_allow_undeclared_pools{true, {}};
  Setting<bool> fair_size_based_weight{false, {}};
  Setting<bool> fair_assign_multiple{false, {}};
  Setting<int32_t> fair_max_assign{-1, {}};
  Setting<std::string> fair_allocation_file{"fair-scheduler.xml", {}};
  Setting<bool> reservation_system_enable{false, {}};
};

}  // namespace schedlint
