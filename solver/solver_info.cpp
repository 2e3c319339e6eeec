#include "solver/solver_info.h"

#include <z3.h>

namespace schedlint {

std::string solver_version() {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  return "Z3 " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

}  // namespace schedlint
