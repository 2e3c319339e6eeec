#pragma once

#include <nlohmann/json.hpp>

#include "model/witness.h"

namespace schedlint {

/// A proof's witness as JSON (strings made valid UTF-8), for every JSON-based report.
nlohmann::ordered_json witness_json(const WitnessValue& witness);

}  // namespace schedlint
