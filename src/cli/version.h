#pragma once

namespace schedlint {

/// schedlint's own version: the project version in CMakeLists.txt, its only home.
inline constexpr const char* kSchedlintVersion = SCHEDLINT_VERSION;

}  // namespace schedlint
