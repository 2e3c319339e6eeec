#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "analysis/workload_fit.h"
#include "model/hadoop_version.h"

namespace schedlint {

/// `schedlint fit` as text: per workload, its queue and the AM limit, then per role the
/// requested and granted container (or who refuses it and with what message), how many one node
/// of each group holds, how many fit in the queue, and how many of its applications run at once.
void write_fit_text(const std::vector<WorkloadFit>& fits, const HadoopVersion& version,
                    std::ostream& out);

/// `explain WORKLOAD`: each container of one workload from its framework's formula to the
/// ResourceManager's grant, step by step.
void write_workload_explanation(const WorkloadFit& fit, std::ostream& out);

/// The `fit --format json` object of docs/json-contracts.md.
void write_fit_json(const std::vector<WorkloadFit>& fits, const HadoopVersion& version,
                    std::ostream& out);

}  // namespace schedlint
