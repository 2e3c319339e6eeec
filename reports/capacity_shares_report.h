#pragma once

#include <ostream>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// `schedlint shares` for a CapacityScheduler: the queue tree with mode, configured and absolute
/// capacities, guaranteed and maximum resources, application and AM limits.
void write_capacity_shares_text(const CapacityHierarchy& hierarchy, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out);

/// The `shares --format json` object of docs/json-contracts.md for "scheduler": "capacity".
void write_capacity_shares_json(const CapacityHierarchy& hierarchy, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out);

}  // namespace schedlint
