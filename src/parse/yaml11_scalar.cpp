#include "parse/yaml11_scalar.h"

#include <algorithm>
#include <array>

namespace schedlint::yaml11 {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Every character of `s` is in `allowed` or '_', and at least one is in `allowed`.
bool digits_with_underscores(std::string_view s, std::string_view allowed) {
  bool digit = false;
  for (char c : s) {
    if (c == '_') continue;
    if (allowed.find(c) == std::string_view::npos) return false;
    digit = true;
  }
  return digit;
}

constexpr std::string_view kDecimal = "0123456789";
constexpr std::string_view kHex = "0123456789abcdefABCDEF";

std::string_view without_sign(std::string_view s) {
  return !s.empty() && (s[0] == '-' || s[0] == '+') ? s.substr(1) : s;
}

// ":[0-5]?[0-9]" repeated, after the first part of a base-60 number.
bool base60_tail(std::string_view s) {
  if (s.empty()) return false;
  while (!s.empty()) {
    if (s[0] != ':') return false;
    s.remove_prefix(1);
    size_t n = 0;
    while (n < s.size() && n < 2 && is_digit(s[n]))
      ++n;
    if (n == 0 || (n == 2 && s[0] > '5')) return false;
    s.remove_prefix(n);
  }
  return true;
}

// INT: [-+]? then 0b..., 0 octal, 0 | [1-9][0-9_]*, 0x..., or [1-9][0-9_]*(:[0-5]?[0-9])+.
bool is_int(std::string_view s) {
  const std::string_view r = without_sign(s);
  if (r.empty()) return false;
  if (r == "0") return true;
  if (r.starts_with("0b")) return digits_with_underscores(r.substr(2), "01");
  if (r.starts_with("0x")) return digits_with_underscores(r.substr(2), kHex);
  if (r[0] == '0') return digits_with_underscores(r.substr(1), "01234567");
  if (r[0] < '1' || r[0] > '9') return false;
  const size_t colon = r.find(':');
  const std::string_view head = r.substr(0, colon);
  if (!std::all_of(head.begin(), head.end(), [](char c) { return is_digit(c) || c == '_'; })) {
    return false;
  }
  return colon == std::string_view::npos || base60_tail(r.substr(colon));
}

// FLOAT: [-+]?(\.[0-9]+|[0-9_]+(\.[0-9_]*)?)([eE][-+]?[0-9]+)?, a base-60 float, [-+]?.inf, .nan.
bool is_float(std::string_view s) {
  // The resolver tries FLOAT only on a scalar that starts with one of these.
  if (s.empty() || std::string_view("-+0123456789.").find(s[0]) == std::string_view::npos) {
    return false;
  }
  for (std::string_view nan : {".nan", ".NaN", ".NAN"})
    if (s == nan) return true;
  const std::string_view r = without_sign(s);
  for (std::string_view inf : {".inf", ".Inf", ".INF"})
    if (r == inf) return true;
  size_t i = 0;
  const auto run = [&](auto accept) {
    const size_t start = i;
    while (i < r.size() && accept(r[i]))
      ++i;
    return i - start;
  };
  const auto digit_or_underscore = [](char c) { return is_digit(c) || c == '_'; };
  if (r.empty()) return false;
  if (r[0] == '.') {
    ++i;
    if (run(is_digit) == 0) return false;
  } else {
    if (run(digit_or_underscore) == 0) return false;
    if (i < r.size() && r[i] == ':') {
      // [0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
      if (!is_digit(r[0])) return false;
      const size_t dot = r.find('.', i);
      if (dot == std::string_view::npos || !base60_tail(r.substr(i, dot - i))) return false;
      i = dot + 1;
      run(digit_or_underscore);
      return i == r.size();
    }
    if (i < r.size() && r[i] == '.') {
      ++i;
      run(digit_or_underscore);
    }
  }
  if (i < r.size() && (r[i] == 'e' || r[i] == 'E')) {
    ++i;
    if (i < r.size() && (r[i] == '-' || r[i] == '+')) ++i;
    if (run(is_digit) == 0) return false;
  }
  return i == r.size();
}

constexpr std::array<std::string_view, 18> kBooleans = {
    "yes",   "Yes",   "YES",   "no", "No", "NO", "true", "True", "TRUE",
    "false", "False", "FALSE", "on", "On", "ON", "off",  "Off",  "OFF"};

using Uint128 = unsigned __int128;

std::string decimal(Uint128 v) {
  std::string out;
  do {
    out.insert(out.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return out;
}

// `digits` in `base` (underscores already dropped), or nullopt past 128 bits.
std::optional<Uint128> value_in(std::string_view digits, unsigned base) {
  Uint128 v = 0;
  for (char c : digits) {
    const unsigned d = is_digit(c)              ? static_cast<unsigned>(c - '0')
                       : (c >= 'a' && c <= 'f') ? static_cast<unsigned>(c - 'a' + 10)
                                                : static_cast<unsigned>(c - 'A' + 10);
    if (v > (~Uint128{0} - d) / base) return std::nullopt;
    v = v * base + d;
  }
  return v;
}

}  // namespace

ScalarType plain_type(std::string_view plain) {
  if (plain.empty() || plain == "~" || plain == "null" || plain == "Null" || plain == "NULL") {
    return ScalarType::kNull;
  }
  if (std::find(kBooleans.begin(), kBooleans.end(), plain) != kBooleans.end()) {
    return ScalarType::kBool;
  }
  if (is_int(plain)) return ScalarType::kInt;
  if (is_float(plain)) return ScalarType::kFloat;
  return ScalarType::kString;
}

std::optional<std::string> int_text(std::string_view plain) {
  if (!is_int(plain)) return std::nullopt;
  std::string value;
  for (char c : plain)
    if (c != '_') value += c;
  std::string_view v = value;
  const bool negative = v[0] == '-';
  if (v[0] == '-' || v[0] == '+') v.remove_prefix(1);
  std::optional<Uint128> magnitude;
  if (v == "0") {
    magnitude = 0;
  } else if (v.starts_with("0b")) {
    magnitude = value_in(v.substr(2), 2);
  } else if (v.starts_with("0x")) {
    magnitude = value_in(v.substr(2), 16);
  } else if (v[0] == '0') {
    magnitude = value_in(v.substr(1), 8);
  } else if (v.find(':') != std::string_view::npos) {
    // Each part is a base-60 digit, the first one as large as it likes.
    magnitude = 0;
    size_t start = 0;
    while (magnitude && start <= v.size()) {
      size_t colon = v.find(':', start);
      if (colon == std::string_view::npos) colon = v.size();
      const std::optional<Uint128> part = value_in(v.substr(start, colon - start), 10);
      if (!part || *magnitude > (~Uint128{0} - *part) / 60) {
        magnitude.reset();
        break;
      }
      magnitude = *magnitude * 60 + *part;
      start = colon + 1;
    }
  } else {
    magnitude = value_in(v, 10);
  }
  if (!magnitude) return std::nullopt;
  return (negative && *magnitude != 0 ? "-" : "") + decimal(*magnitude);
}

}  // namespace schedlint::yaml11
