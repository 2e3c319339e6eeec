#pragma once

#include <nlohmann/json.hpp>

#include "model/resource.h"
#include "model/resource_text.h"

namespace schedlint {

/// {"memory_mb": m, "vcores": v} plus any custom type by its name (docs/json-contracts.md, resource
/// objects).
nlohmann::ordered_json resource_json(const Resource& r);

}  // namespace schedlint
