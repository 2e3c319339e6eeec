#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "model/capacity_vector.h"
#include "model/resource.h"
#include "model/resource_text.h"

namespace schedlint {

/// {"memory_mb": m, "vcores": v} plus any custom type by its name (docs/json-contracts.md, resource
/// objects).
nlohmann::ordered_json resource_json(const Resource& r);

/// A capacity vector in Hadoop's notation (QueueCapacityVector.toString): every resource type the
/// cluster knows (`resources`) and any other name written, sorted by name, e.g.
/// "[memory-mb=50.0%,vcores=2.0w]"; "[]" for an empty vector.
std::string capacity_vector_text(const CapacityVector& v,
                                 const std::vector<std::string>& resources);

/// The queue's mode as the REST API names it in non-legacy mode: "percentage", "absolute" or
/// "weight" when the vector uses one unit, "mixed" when it uses more.
std::string_view vector_mode_name(const CapacityVector& v,
                                  const std::vector<std::string>& resources);

}  // namespace schedlint
