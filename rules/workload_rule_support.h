#pragma once

#include <string>

#include "analysis/workload_fit.h"
#include "model/source_location.h"

namespace schedlint {

/// "nightly-etl's executor": how findings name a role of a workload.
std::string role_title(const WorkloadFit& fit, const RoleFit& role);

/// Where a role's finding points: the setting that sized it, else the workload's entry.
SourceLocation role_location(const WorkloadFit& fit, const RoleFit& role);

/// Where a finding about a role's vcores points: the setting that set them, else role_location.
SourceLocation vcores_location(const WorkloadFit& fit, const RoleFit& role);

/// Whether the ResourceManager refused `role` for its vcores alone after a client that checks
/// memory only (Spark, Flink; Tez compares memory first) let it through: wl-vcores-unchecked-by-
/// client's cause.
bool vcores_refused_past_client(const WorkloadFit& fit, const RoleFit& role);

/// The queue a workload's finding names: its full path once found, else as written.
std::string queue_of(const WorkloadFit& fit);

/// "root.adhoc's AM limit 3072 MB, 1 vcores", or "user alice's AM limit in root.adhoc ..." when
/// the workload's user's own limit is the one that binds. `fit.am_limit` must be set.
std::string am_limit_text(const WorkloadFit& fit);

}  // namespace schedlint
