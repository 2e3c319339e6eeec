#pragma once

#include <string>

namespace schedlint {

/// The version of the SMT solver schedlint proves with ("Z3 4.8.12"), for --version.
std::string solver_version();

}  // namespace schedlint
