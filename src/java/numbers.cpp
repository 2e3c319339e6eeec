#include "java/numbers.h"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

namespace schedlint::java {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_hex_digit(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int digit_value(char c, int radix) {
  int v = -1;
  if (is_digit(c))
    v = c - '0';
  else if (c >= 'a' && c <= 'z')
    v = c - 'a' + 10;
  else if (c >= 'A' && c <= 'Z')
    v = c - 'A' + 10;
  return v < radix ? v : -1;
}

// Long.parseLong's algorithm, bounded by [min, max].
std::optional<int64_t> parse_integer(std::string_view s, int radix, int64_t min, int64_t max) {
  if (s.empty()) return std::nullopt;
  size_t i = 0;
  bool negative = false;
  if (s[0] == '-' || s[0] == '+') {
    negative = s[0] == '-';
    if (s.size() == 1) return std::nullopt;
    i = 1;
  }
  // Accumulate negatively, as Java does, so the minimum value parses.
  const int64_t limit = negative ? min : -max;
  const int64_t multmin = limit / radix;
  int64_t result = 0;
  for (; i < s.size(); ++i) {
    int d = digit_value(s[i], radix);
    if (d < 0) return std::nullopt;
    if (result < multmin) return std::nullopt;
    result *= radix;
    if (result < limit + d) return std::nullopt;
    result -= d;
  }
  return negative ? result : -result;
}

// Checks the grammar of FloatingDecimal.readJavaFormatString on an already trimmed string and
// returns the text strtod/strtof should read (without the f/F/d/D suffix), or nullopt.
std::optional<std::string> java_float_text(std::string_view s) {
  if (s.empty()) return std::nullopt;
  size_t i = 0;
  if (s[i] == '+' || s[i] == '-') ++i;
  std::string_view body = s.substr(i);
  if (body == "NaN" || body == "Infinity") return std::string(s);
  const auto strip_suffix = [](std::string_view t) {
    if (!t.empty() && (t.back() == 'f' || t.back() == 'F' || t.back() == 'd' || t.back() == 'D')) {
      t.remove_suffix(1);
    }
    return t;
  };
  if (body.size() >= 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')) {
    // Hex float: 0x<hex>[.<hex>]p<exp>, the binary exponent is mandatory.
    std::string_view t = strip_suffix(body.substr(2));
    size_t j = 0, digits = 0;
    while (j < t.size() && is_hex_digit(t[j]))
      ++j, ++digits;
    if (j < t.size() && t[j] == '.') {
      ++j;
      while (j < t.size() && is_hex_digit(t[j]))
        ++j, ++digits;
    }
    if (digits == 0 || j >= t.size() || (t[j] != 'p' && t[j] != 'P')) return std::nullopt;
    ++j;
    if (j < t.size() && (t[j] == '+' || t[j] == '-')) ++j;
    size_t exp_digits = 0;
    while (j < t.size() && is_digit(t[j]))
      ++j, ++exp_digits;
    if (exp_digits == 0 || j != t.size()) return std::nullopt;
    return std::string(s.substr(0, i)) + "0x" + std::string(t);
  }
  std::string_view t = strip_suffix(body);
  size_t j = 0, digits = 0;
  while (j < t.size() && is_digit(t[j]))
    ++j, ++digits;
  if (j < t.size() && t[j] == '.') {
    ++j;
    while (j < t.size() && is_digit(t[j]))
      ++j, ++digits;
  }
  if (digits == 0) return std::nullopt;
  if (j < t.size() && (t[j] == 'e' || t[j] == 'E')) {
    ++j;
    if (j < t.size() && (t[j] == '+' || t[j] == '-')) ++j;
    size_t exp_digits = 0;
    while (j < t.size() && is_digit(t[j]))
      ++j, ++exp_digits;
    if (exp_digits == 0) return std::nullopt;
  }
  if (j != t.size()) return std::nullopt;
  return std::string(s.substr(0, i)) + std::string(t);
}

}  // namespace

std::string_view trim(std::string_view s) {
  size_t begin = 0, end = s.size();
  while (begin < end && static_cast<unsigned char>(s[begin]) <= 0x20)
    ++begin;
  while (end > begin && static_cast<unsigned char>(s[end - 1]) <= 0x20)
    --end;
  return s.substr(begin, end - begin);
}

std::optional<int32_t> parse_int(std::string_view s, int radix) {
  auto v = parse_integer(s, radix, std::numeric_limits<int32_t>::min(),
                         std::numeric_limits<int32_t>::max());
  if (!v) return std::nullopt;
  return static_cast<int32_t>(*v);
}

std::optional<int64_t> parse_long(std::string_view s, int radix) {
  return parse_integer(s, radix, std::numeric_limits<int64_t>::min(),
                       std::numeric_limits<int64_t>::max());
}

std::optional<double> parse_double(std::string_view s) {
  auto text = java_float_text(trim(s));
  if (!text) return std::nullopt;
  return std::strtod(text->c_str(), nullptr);
}

std::optional<float> parse_float(std::string_view s) {
  auto text = java_float_text(trim(s));
  if (!text) return std::nullopt;
  return std::strtof(text->c_str(), nullptr);
}

bool parse_boolean(std::string_view s) {
  if (s.size() != 4) return false;
  const char* t = "true";
  for (size_t i = 0; i < 4; ++i) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != t[i]) return false;
  }
  return true;
}

namespace {
// Configuration.getHexDigits: "0x1F" -> "1F", "-0x1F" -> "-1F", else nullopt.
std::optional<std::string> hex_digits(std::string_view s) {
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) return std::string(s.substr(2));
  if (s.size() > 3 && s[0] == '-' && s[1] == '0' && (s[2] == 'x' || s[2] == 'X')) {
    return "-" + std::string(s.substr(3));
  }
  return std::nullopt;
}
}  // namespace

std::optional<int32_t> parse_configuration_int(std::string_view s) {
  auto hex = hex_digits(s);
  return hex ? parse_int(*hex, 16) : parse_int(s);
}

std::optional<int64_t> parse_configuration_long(std::string_view s) {
  auto hex = hex_digits(s);
  return hex ? parse_long(*hex, 16) : parse_long(s);
}

}  // namespace schedlint::java
