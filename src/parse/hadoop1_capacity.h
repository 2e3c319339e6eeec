#pragma once

#include <optional>
#include <vector>

#include "model/reading_issue.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// A Hadoop 1 (MRv1) capacity-scheduler.xml: mapred.capacity-scheduler.* properties and no
/// yarn.scheduler.capacity.* one. No YARN release reads those keys: the JobTracker's
/// CapacityScheduler (CapacitySchedulerConf) did.
bool is_hadoop1_capacity_file(const std::vector<ConfProperty>& properties);

/// The one finding about such a file, at its first mapred.capacity-scheduler.* property: YARN
/// never reads it, and which yarn.scheduler.capacity.* key (if any) replaces each of its keys.
/// `runs_capacity_scheduler`: the ResourceManager runs the CapacityScheduler and no YARN
/// capacity-scheduler.xml was given, so this file stands for the one it would load.
ReadingIssue hadoop1_capacity_issue(const std::vector<ConfProperty>& properties,
                                    bool runs_capacity_scheduler);

}  // namespace schedlint
