#include "parse/input_error.h"

#include <fmt/format.h>

namespace schedlint {

std::string InputError::formatted() const {
  if (loc_.file.empty()) return fmt::format("schedlint: error: {}", what());
  // A problem of the whole file (missing, too large...) has no line to point at.
  if (loc_.line <= 0) return fmt::format("{}: error: {}", loc_.file, what());
  return fmt::format("{}:{}: error: {}", loc_.file, loc_.line, what());
}

}  // namespace schedlint
