#pragma once

// One finding as the `check --format json` contract shows it (docs/json-contracts.md), shared by
// `check` and `diff`. Internal to reports/.

#include <nlohmann/json.hpp>

#include "model/finding.h"

namespace schedlint {

nlohmann::ordered_json finding_json(const Finding& finding);

}  // namespace schedlint
