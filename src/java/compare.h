#pragma once

#include <cmath>

namespace schedlint::java {

/// Double.compare(a, b): -0.0 sorts before 0.0, NaN after everything and equal to itself.
inline int double_compare(double a, double b) {
  if (a < b) return -1;
  if (a > b) return 1;
  const bool a_nan = std::isnan(a);
  const bool b_nan = std::isnan(b);
  if (a_nan || b_nan) return a_nan == b_nan ? 0 : (a_nan ? 1 : -1);
  if (std::signbit(a) == std::signbit(b)) return 0;
  return std::signbit(a) ? -1 : 1;
}

}  // namespace schedlint::java
