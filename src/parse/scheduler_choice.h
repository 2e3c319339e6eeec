#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/cluster_settings.h"
#include "model/source_location.h"

namespace schedlint {

/// The scheduler a yarn.resourcemanager.scheduler.class value names: one of Hadoop's three, or a
/// subclass named after one of them (vendor schedulers extend them); kOther otherwise.
SchedulerType scheduler_of_class(std::string_view class_name);

/// "the CapacityScheduler", "the FairScheduler", "the FifoScheduler".
std::string scheduler_name(SchedulerType type);

/// Which scheduler's file schedlint analyzes: the one the ResourceManager runs.
struct SchedulerChoice {
  SchedulerType type = SchedulerType::kCapacity;
  /// Why, as the end of a sentence: "yarn.resourcemanager.scheduler.class names the
  /// FairScheduler (yarn-site.xml:3)", "--scheduler fair was given"...
  std::string reason;
  /// No yarn-site.xml given names a scheduler, yet one was given, and the only scheduler file is
  /// an allocation file: it is analyzed, but the ResourceManager would run its default, the
  /// CapacityScheduler, and never read it.
  bool fair_file_without_class = false;
  bool forced = false;  ///< chosen by --scheduler
};

/// ResourceManager.createScheduler instantiates yarn.resourcemanager.scheduler.class, by default
/// the CapacityScheduler in every release 2.7-3.4. `forced` is --scheduler. Without a class (or
/// with one schedlint cannot classify), the only scheduler file given decides, and with both the
/// default does.
SchedulerChoice choose_scheduler(const std::optional<Setting<std::string>>& scheduler_class,
                                 bool yarn_site_given, bool capacity_file, bool fair_file,
                                 std::optional<SchedulerType> forced);

}  // namespace schedlint
