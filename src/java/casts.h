#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

/// Java's numeric casts, which Hadoop's arithmetic relies on. A C++ static_cast of an
/// out-of-range double is undefined; these do what the JVM does.
namespace schedlint::java {

/// (long) d: truncates toward zero, saturates, NaN gives 0.
inline int64_t to_long(double d) {
  if (std::isnan(d)) return 0;
  if (d >= 9223372036854775808.0) return std::numeric_limits<int64_t>::max();
  if (d <= -9223372036854775808.0) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(d);
}

/// (int) d.
inline int32_t to_int(double d) {
  if (std::isnan(d)) return 0;
  if (d >= 2147483647.0) return std::numeric_limits<int32_t>::max();
  if (d <= -2147483648.0) return std::numeric_limits<int32_t>::min();
  return static_cast<int32_t>(d);
}

}  // namespace schedlint::java
