#pragma once

#include <string_view>
#include <vector>

#include "rules/rule.h"

namespace schedlint {

/// Every rule schedlint has, in catalog order (rules/registry.cpp lists them).
const std::vector<Rule>& all_rules();

/// The rule with this id, or nullptr.
const Rule* find_rule(std::string_view id);

}  // namespace schedlint
