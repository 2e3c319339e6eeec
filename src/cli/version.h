#pragma once

namespace schedlint {

/// schedlint's own version (the project version in CMakeLists.txt).
inline constexpr const char* kSchedlintVersion = "0.1.0";

}  // namespace schedlint
