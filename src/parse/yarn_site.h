#pragma once

#include <vector>

#include "model/cluster_settings.h"
#include "model/hadoop_version.h"
#include "model/reading_issue.h"
#include "parse/hadoop_conf.h"

namespace schedlint {

/// Reads the scheduling-related yarn-site settings from a (merged) configuration. Values Hadoop
/// would reject become rejected-value reading issues and leave the default in place.
/// Keys only the FairScheduler reads (increment allocation, yarn.scheduler.fair.*, the
/// reservation threshold) are read only when `scheduler` is the FairScheduler: the others
/// never look at them, so their values cannot fail anything.
ClusterSettings read_cluster_settings(const HadoopConf& conf, const HadoopVersion& version,
                                      SchedulerType scheduler, std::vector<ReadingIssue>& issues);

}  // namespace schedlint
