#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/analysis_context.h"
#include "model/source_location.h"

namespace schedlint {

/// A configured limit of a FairScheduler parent that its children's minResources add up to more
/// than, in the first resource type that does.
struct MinShareOverrun {
  std::string limit;  ///< "root.prod's minResources", "root.prod's maxResources", "the cluster"
  std::string type;
  int64_t children_sum = 0;
  int64_t limit_amount = 0;
};

/// For the parent at `config_index` of the allocation file, each of its limits (its minResources,
/// its maxResources, the cluster for root) that its children's minResources exceed with every
/// node up. fs-min-share-sum-exceeds-parent reports these; the failure proof leaves them to it.
std::vector<MinShareOverrun> min_share_overruns(const AnalysisContext& context, int config_index);

}  // namespace schedlint
