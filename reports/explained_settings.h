#pragma once

#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/fair_config.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// One setting of a queue as `explain` shows it: the value in effect and where it comes from.
struct ExplainedSetting {
  std::string name;   ///< "weight", "capacity", ...
  std::string value;  ///< as it takes effect ("2", "70", "65536 MB, 16 vcores")
  /// "set" (the queue's own), "default" (Hadoop's), or what else supplies it: "the global value",
  /// "queueMaxAMShareDefault", "the parent's maxChildResources"...
  std::string origin;
  SourceLocation loc;  ///< where it is written; unknown for a default
  std::string note;    ///< a remark on how it applies ("never below the min share"), or ""
};

/// The settings of a FairScheduler queue, in the order explain shows them.
std::vector<ExplainedSetting> fair_explained_settings(const FairConfig& config,
                                                      const FairQueueShare& queue);

/// The settings of a CapacityScheduler queue (default partition), in the order explain shows them.
std::vector<ExplainedSetting> capacity_explained_settings(const CapacityConfig& config,
                                                          const CapacityQueue& queue);

/// "weight 2 (set at fair-scheduler.xml:12)", escaped for a terminal.
std::string explained_setting_line(const ExplainedSetting& setting);

}  // namespace schedlint
