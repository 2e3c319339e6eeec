#include "workload/spark_size.h"

#include <fmt/format.h>
#include <array>
#include <limits>
#include <optional>

#include "java/numbers.h"

namespace schedlint::workload {

namespace spark_size_detail {

constexpr std::array<int64_t, 6> kMultiplier = {1,         1LL << 10, 1LL << 20,
                                                1LL << 30, 1LL << 40, 1LL << 50};
constexpr std::array<std::string_view, 6> kUnitName = {"BYTE", "KiB", "MiB", "GiB", "TiB", "PiB"};

// JavaUtils.byteSuffixes.
std::optional<ByteUnit> suffix_unit(std::string_view suffix) {
  if (suffix == "b") return ByteUnit::kByte;
  if (suffix == "k" || suffix == "kb") return ByteUnit::kKiB;
  if (suffix == "m" || suffix == "mb") return ByteUnit::kMiB;
  if (suffix == "g" || suffix == "gb") return ByteUnit::kGiB;
  if (suffix == "t" || suffix == "tb") return ByteUnit::kTiB;
  if (suffix == "p" || suffix == "pb") return ByteUnit::kPiB;
  return std::nullopt;
}

// String.toLowerCase(Locale.ROOT) as far as the pattern can tell: ASCII letters, and the Kelvin
// sign U+212A, which lower-cases to an ASCII 'k'. Other non-ASCII text never matches anyway.
std::string lower_case(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (s.substr(i, 3) == "\xE2\x84\xAA") {
      out += 'k';
      i += 2;
    } else {
      out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
  }
  return out;
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}
bool all_letters(std::string_view s) {
  return s.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string_view::npos;
}

// Spark's message is two lines; a finding is one, so they are joined with a space.
std::string size_error(const std::string& detail) {
  return "Size must be specified as bytes (b), kibibytes (k), mebibytes (m), gibibytes (g), "
         "tebibytes (t), or pebibytes(p). E.g. 50b, 100k, or 250m. " +
         detail;
}

}  // namespace spark_size_detail

SparkSize byte_string_as(std::string_view text, ByteUnit unit) {
  using namespace spark_size_detail;
  const std::string lower = lower_case(text);
  const std::string_view trimmed = java::trim(lower);
  const size_t digits_end = std::min(trimmed.find_first_not_of("0123456789"), trimmed.size());
  const std::string_view digits = trimmed.substr(0, digits_end);
  const std::string_view rest = trimmed.substr(digits_end);
  if (all_digits(digits) && all_letters(rest)) {
    const std::optional<int64_t> value = java::parse_long(digits);
    if (!value) return size_error(fmt::format("For input string: \"{}\"", digits));
    ByteUnit from = unit;
    if (!rest.empty()) {
      const std::optional<ByteUnit> suffix = suffix_unit(rest);
      if (!suffix) return size_error(fmt::format("Invalid suffix: \"{}\"", rest));
      from = *suffix;
    }
    // ByteUnit.convertTo
    const int64_t from_mult = kMultiplier[static_cast<size_t>(from)];
    const int64_t to_mult = kMultiplier[static_cast<size_t>(unit)];
    if (from_mult > to_mult) {
      const int64_t ratio = from_mult / to_mult;
      if (std::numeric_limits<int64_t>::max() / ratio < *value) {
        return fmt::format(
            "Conversion of {} exceeds Long.MAX_VALUE in {}. Try a larger unit (e.g. MiB instead of "
            "KiB)",
            *value, kUnitName[static_cast<size_t>(from)]);
      }
      return *value * ratio;
    }
    return *value / (to_mult / from_mult);
  }
  // BYTE_STRING_FRACTION_PATTERN: ([0-9]+\.[0-9]+)([a-z]+)?
  const size_t dot = trimmed.find('.');
  if (dot != std::string_view::npos && all_digits(trimmed.substr(0, dot))) {
    const std::string_view after = trimmed.substr(dot + 1);
    const size_t frac_end = std::min(after.find_first_not_of("0123456789"), after.size());
    if (frac_end > 0 && all_letters(after.substr(frac_end))) {
      return size_error(fmt::format("Fractional values are not supported. Input was: {}",
                                    trimmed.substr(0, dot + 1 + frac_end)));
    }
  }
  return size_error(fmt::format("Failed to parse byte string: {}", text));
}

}  // namespace schedlint::workload
