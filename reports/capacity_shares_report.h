#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "model/capacity_config.h"
#include "model/hadoop_version.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// `schedlint shares` for a CapacityScheduler: the queue tree with mode, configured and absolute
/// capacities, guaranteed and maximum resources, application and AM limits.
void write_capacity_shares_text(const CapacityHierarchy& hierarchy, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out);

/// One table of `shares`: the default partition's (no title), then one per labelled partition.
/// Cells are plain text (each format escapes them).
struct SharesTable {
  std::string title;  ///< "Partition gpu (65536 MB, 16 vcores)"; "" the default partition
  std::vector<std::string> headers;
  std::vector<bool> right_aligned;
  std::vector<std::vector<std::string>> rows;
};
/// The tables text and HTML show: the default partition's with each queue (indented by depth)
/// mode, configured and absolute capacities, guaranteed and maximum resources, application and AM
/// limits; then each labelled partition's capacities and resources.
std::vector<SharesTable> capacity_shares_tables(const CapacityHierarchy& hierarchy);

/// A line per auto-queue-creation-v2 parent: the leaf a submission would create under it.
std::vector<std::string> capacity_dynamic_leaf_notes(const CapacityHierarchy& hierarchy);

/// What `shares` says when the ResourceManager would refuse the configuration (`refusals` errors
/// of the hierarchy's validation): its numbers are what it would compute if it accepted it.
std::string refused_configuration_note(size_t refusals);

/// The `shares --format json` object of docs/json-contracts.md for "scheduler": "capacity".
void write_capacity_shares_json(const CapacityHierarchy& hierarchy, const HadoopVersion& version,
                                int64_t nodes, std::ostream& out);

}  // namespace schedlint
