#pragma once

#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// Reads the CapacityScheduler key space (yarn.scheduler.capacity.*) from the scheduler's
/// configuration, which is yarn-site.xml with capacity-scheduler.xml loaded on top
/// (CapacitySchedulerConfiguration). Builds the queue tree from root.queues down as
/// CapacitySchedulerQueueManager.parseQueue does, reads every key Hadoop reads with Hadoop's
/// getters, and reports unknown keys (with did-you-mean), keys of queues outside the hierarchy
/// and values Hadoop would reject. `resource_types` are the declared types besides memory-mb and
/// vcores, which 3.3+ accepts in absolute capacities.
CapacityConfig read_capacity_config(const HadoopConf& conf, const std::string& file,
                                    const HadoopVersion& version, std::vector<ReadingIssue>& issues,
                                    const std::vector<std::string>& resource_types = {});

}  // namespace schedlint
