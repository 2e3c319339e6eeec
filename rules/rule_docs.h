#pragma once

#include <string_view>

namespace schedlint {

/// The docs/rules/<id>.md page of a rule, as built into the binary (the help a SARIF report
/// carries); empty for an unknown id.
std::string_view rule_doc(std::string_view id);

}  // namespace schedlint
