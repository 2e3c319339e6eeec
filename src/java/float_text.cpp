#include "java/float_text.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace schedlint::java {

std::string float_to_string(float value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  const std::string sign = std::signbit(value) ? "-" : "";
  if (value == 0) return sign + "0.0";
  // Shortest round-trip digits, as JDK 19+ (and, for the values Hadoop prints, older JDKs) emit.
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof(buf), std::fabs(value), std::chars_format::scientific);
  const std::string sci(buf, res.ptr);
  const size_t e = sci.find('e');
  std::string digits;
  for (size_t i = 0; i < e; ++i) {
    if (sci[i] != '.') digits += sci[i];
  }
  const int exponent = std::atoi(sci.c_str() + e + 1);
  const float magnitude = std::fabs(value);
  if (magnitude >= 1e-3f && magnitude < 1e7f) {
    std::string out;
    if (exponent >= 0) {
      const size_t int_len = static_cast<size_t>(exponent) + 1;
      while (digits.size() < int_len)
        digits += '0';
      out = digits.substr(0, int_len) + "." +
            (digits.size() > int_len ? digits.substr(int_len) : "0");
    } else {
      out = "0." + std::string(static_cast<size_t>(-exponent - 1), '0') + digits;
    }
    return sign + out;
  }
  const std::string fraction = digits.size() > 1 ? digits.substr(1) : "0";
  return sign + digits.substr(0, 1) + "." + fraction + "E" + std::to_string(exponent);
}

}  // namespace schedlint::java
