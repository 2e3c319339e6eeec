#include "parse/units.h"

#include <array>
#include <limits>
#include <utility>

namespace schedlint {

namespace {

struct Ratio {
  int64_t numerator;
  int64_t denominator;
};

// UnitsConversionUtil's converters: value_in_base = value * numerator / denominator.
std::optional<Ratio> ratio(std::string_view unit) {
  constexpr int64_t k = 1000;
  constexpr int64_t ki = 1024;
  static constexpr std::array<std::pair<std::string_view, Ratio>, 15> table{{
      {"p", {1, k * k * k * k}},
      {"n", {1, k * k * k}},
      {"u", {1, k * k}},
      {"m", {1, k}},
      {"", {1, 1}},
      {"k", {k, 1}},
      {"M", {k * k, 1}},
      {"G", {k * k * k, 1}},
      {"T", {k * k * k * k, 1}},
      {"P", {k * k * k * k * k, 1}},
      {"Ki", {ki, 1}},
      {"Mi", {ki * ki, 1}},
      {"Gi", {ki * ki * ki, 1}},
      {"Ti", {ki * ki * ki * ki, 1}},
      {"Pi", {ki * ki * ki * ki * ki, 1}},
  }};
  for (const auto& [name, r] : table) {
    if (name == unit) return r;
  }
  return std::nullopt;
}

}  // namespace

bool is_known_unit(std::string_view unit) {
  return ratio(unit).has_value();
}

std::optional<int64_t> convert_units(std::string_view from, std::string_view to, int64_t value) {
  auto fc = ratio(from);
  auto tc = ratio(to);
  if (!fc || !tc) return std::nullopt;
  if (from == to) return value;
  const int64_t numerator = fc->numerator * tc->denominator;
  const int64_t denominator = fc->denominator * tc->numerator;
  const int64_t limit = std::numeric_limits<int64_t>::max() / numerator;
  if (numerator < denominator) {
    if (limit < value) return std::nullopt;
    return (value * numerator) / denominator;
  }
  if (limit > value) return (numerator * value) / denominator;
  const int64_t factor = numerator / denominator;
  if (std::numeric_limits<int64_t>::max() / factor < value) return std::nullopt;
  return value * factor;
}

}  // namespace schedlint
