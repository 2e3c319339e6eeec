#pragma once

#include <ostream>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// `schedlint explain QUEUE` for a CapacityScheduler: the queue's settings and where they are
/// set, its capacities from root down, the resources they give on this cluster, the application
/// limits and AM limits with the formulas Hadoop applies. `am` is the normalized AM container.
void write_capacity_explanation(const CapacityConfig& config, const CapacityHierarchy& hierarchy,
                                const CapacityQueue& queue, const Resource& am,
                                const HadoopVersion& version, std::ostream& out);

}  // namespace schedlint
