#pragma once

#include <string>
#include <vector>

#include "analysis/workload_fit.h"
#include "model/model.h"

namespace schedlint {

/// The report's Workloads section: per workload, each container before and after the
/// ResourceManager rounds it (or who refuses it), one node of each group packed with it, and the
/// queue's room for it. Every name is escaped.
std::string workloads_html(const std::vector<WorkloadFit>& fits);

/// `fit --format html`: one self-contained page with the section above.
std::string fit_html(const std::vector<WorkloadFit>& fits, const Model& model);

}  // namespace schedlint
