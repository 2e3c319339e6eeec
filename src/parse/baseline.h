#pragma once

#include <string>
#include <vector>

#include "model/model.h"
#include "parse/json_input.h"

namespace schedlint {

/// The top-level key that makes a JSON file a schedlint baseline, and its format's version.
inline constexpr std::string_view kBaselineKey = "schedlint_baseline";

/// Whether `json` is a baseline file (an object with kBaselineKey).
bool is_baseline(const JsonValue& json);

/// The entries of a baseline file: {"schedlint_baseline": 2, "findings": [{"rule", "path",
/// "queue", "about", "message", "fingerprint", "count"}]} (format 1: no "about"; its fingerprint is
/// message_fingerprint). A wrong shape is an InputError at its line.
std::vector<BaselineEntry> read_baseline(const std::string& path, const JsonValue& json);

}  // namespace schedlint
