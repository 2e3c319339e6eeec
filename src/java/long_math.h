#pragma once

#include <cstdint>
#include <limits>

/// Java's long arithmetic, which wraps on overflow (JLS 15.17, 15.18.2) where C++'s is undefined.
/// Hadoop's resource arithmetic relies on it: Resources.addTo, divideAndCeil's (a + (b - 1)) / b.
namespace schedlint::java {

inline int64_t add(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}

inline int64_t subtract(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}

inline int64_t multiply(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}

/// a / b for b != 0 (the caller throws Java's ArithmeticException): Long.MIN_VALUE / -1 wraps.
inline int64_t divide(int64_t a, int64_t b) {
  if (a == std::numeric_limits<int64_t>::min() && b == -1) return a;
  return a / b;
}

/// Not Java: for schedlint's own totals of Hadoop values (Hadoop has no such sum), which saturate
/// at Long.MAX_VALUE rather than wrap.
inline int64_t saturating_add(int64_t a, int64_t b) {
  int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum))
    return a > 0 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
  return sum;
}

}  // namespace schedlint::java
