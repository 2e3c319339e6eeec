#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/hadoop_version.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// The preemption policy's keys (ProportionalCapacityPreemptionPolicy, read through
/// CapacitySchedulerConfiguration).
inline constexpr std::string_view kPreemptionPolicyPrefix =
    "yarn.resourcemanager.monitor.capacity.preemption.";

/// Why a key in capacity-scheduler.xml has no effect because the ResourceManager reads it from
/// its own configuration (yarn-site.xml and core-site.xml) and never from the scheduler's, or
/// nullopt when the CapacityScheduler reads it from capacity-scheduler.xml too. `yarn` is the
/// yarn-site configuration given, which decides the consequence.
///  - yarn.resourcemanager.scheduler.monitor.enable and .policies: the scheduler monitors are
///    built from the RM's Configuration (ResourceManager.RMActiveServices.createPolicyMonitors /
///    createSchedulerMonitors before 3.1, SchedulingMonitorManager from 3.1, YARN-6124), in every
///    release.
///  - yarn.resourcemanager.monitor.capacity.preemption.* in 2.7: the policy reads them in init
///    from the RM's Configuration; from 2.8 (YARN-4822) from the CapacityScheduler's, which adds
///    capacity-scheduler.xml on top of yarn-site.xml.
std::optional<std::string> read_by_resource_manager_only(const ConfProperty& property,
                                                         const HadoopConf& yarn,
                                                         const HadoopVersion& version);

}  // namespace schedlint
