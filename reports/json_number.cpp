#include "reports/json_number.h"

#include <cmath>
#include <cstdlib>
#include <string>

#include "java/float_text.h"

namespace schedlint {

double json_float(float value) {
  if (!std::isfinite(value)) return static_cast<double>(value);
  const std::string digits = java::float_to_string(value);
  return std::strtod(digits.c_str(), nullptr);
}

double json_percent(float fraction) {
  return json_float(fraction * 100.0f);
}

}  // namespace schedlint
