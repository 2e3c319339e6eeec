#include "parse/input_error.h"

#include <fmt/format.h>

namespace schedlint {

std::string InputError::formatted() const {
  if (loc_.file.empty()) return fmt::format("schedlint: error: {}", what());
  return fmt::format("{}:{}: error: {}", loc_.file, loc_.line > 0 ? loc_.line : 1, what());
}

}  // namespace schedlint
