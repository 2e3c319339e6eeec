#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// The steps of Hadoop's non-legacy calculation (ResourceCalculationDriver) that gave `queue` its
/// resources in `label`: for the queue and each ancestor below root, the steps of its parent, in
/// Hadoop's order. Siblings' steps are kept (they decide what is left) unless a parent has more
/// than `kExplainedSiblings` children, when only the chain's own steps are.
std::vector<const VectorStep*> explained_vector_steps(const CapacityHierarchy& h,
                                                      const CapacityQueue& queue,
                                                      const std::string& label);

inline constexpr size_t kExplainedSiblings = 20;

/// "absolute", "percentage" or "weight".
std::string_view vector_unit_name(VectorUnit unit);

/// A step's configured value as written: "8095", "30%", "3w".
std::string configured_value_text(const VectorStep& step);

}  // namespace schedlint
