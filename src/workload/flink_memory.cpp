#include "workload/flink_memory.h"

#include <charconv>

#include <fmt/format.h>

#include "java/float_text.h"
#include "java/numbers.h"

namespace schedlint::workload::flink {

namespace {

using Int128 = unsigned __int128;

// MemorySize.MemoryUnit: each unit's multiplier and the name toHumanReadableString prints.
struct Unit {
  int64_t multiplier;
  std::string_view name;
};
constexpr Unit kUnits[] = {{1, "bytes"},
                           {int64_t{1} << 10, "kb"},
                           {int64_t{1} << 20, "mb"},
                           {int64_t{1} << 30, "gb"},
                           {int64_t{1} << 40, "tb"}};

std::optional<int64_t> add(int64_t a, int64_t b) {
  int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) return std::nullopt;  // Math.addExact
  return sum;
}

// ProcessMemoryUtils.capToMinMax, with the step for a derivation.
int64_t cap(int64_t relative, const OverheadRange& range, std::string& derivation) {
  if (relative > range.max) {
    derivation += fmt::format(", above its maximum: {} bytes", range.max);
    return range.max;
  }
  if (relative < range.min) {
    derivation += fmt::format(", below its minimum: {} bytes", range.min);
    return range.min;
  }
  return relative;
}

std::string fraction_text(double fraction) {
  return java::float_to_string(static_cast<float>(fraction));
}

constexpr std::string_view kLongOverflow = "long overflow";

}  // namespace

std::variant<int64_t, std::string> parse_bytes(std::string_view text) {
  const std::string_view trimmed = java::trim(text);
  if (trimmed.empty()) return std::string("argument is an empty- or whitespace-only string");
  const size_t digits_end = std::min(trimmed.find_first_not_of("0123456789"), trimmed.size());
  if (digits_end == 0) return std::string("text does not start with a number");
  const std::optional<int64_t> value = java::parse_long(trimmed.substr(0, digits_end));
  if (!value) {
    return fmt::format(
        "The value '{}' cannot be re represented as 64bit number (numeric "
        "overflow).",
        trimmed.substr(0, digits_end));
  }
  std::string unit(java::trim(trimmed.substr(digits_end)));
  for (char& c : unit)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  int64_t multiplier = 0;
  if (unit.empty() || unit == "b" || unit == "bytes") multiplier = 1;
  if (unit == "k" || unit == "kb" || unit == "kibibytes") multiplier = 1LL << 10;
  if (unit == "m" || unit == "mb" || unit == "mebibytes") multiplier = 1LL << 20;
  if (unit == "g" || unit == "gb" || unit == "gibibytes") multiplier = 1LL << 30;
  if (unit == "t" || unit == "tb" || unit == "tebibytes") multiplier = 1LL << 40;
  if (multiplier == 0) {
    return fmt::format(
        "Memory size unit '{}' does not match any of the recognized units: "
        "(b | bytes) / (k | kb | kibibytes) / (m | mb | mebibytes) / "
        "(g | gb | gibibytes) / (t | tb | tebibytes)",
        unit);
  }
  if (*value > INT64_MAX / multiplier) {
    return fmt::format(
        "The value '{}' cannot be re represented as 64bit number of bytes (numeric "
        "overflow).",
        text);
  }
  return *value * multiplier;
}

std::string human_readable(int64_t bytes) {
  const Unit* highest = &kUnits[0];
  for (const Unit& u : kUnits)
    if (bytes > u.multiplier) highest = &u;
  if (highest->multiplier == 1) return fmt::format("{} bytes", bytes);
  // "%.3f" rounds half up; a size over a power of two has an exact decimal value, so rounding the
  // thousandths in integers is exact.
  const auto unit = static_cast<Int128>(highest->multiplier);
  const Int128 thousandths = (static_cast<Int128>(bytes) * 1000 + unit / 2) / unit;
  return fmt::format("{}.{:03}{} ({} bytes)", static_cast<uint64_t>(thousandths / 1000),
                     static_cast<unsigned>(thousandths % 1000), highest->name, bytes);
}

int32_t mebibytes(int64_t bytes) {
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(bytes >> 20)));
}

std::optional<int64_t> multiply(int64_t bytes, double multiplier) {
  // BigDecimal.valueOf(double) reads Double.toString's digits: the shortest that read back (as
  // JDK 19 and later print them; older JDKs agree on all but a few rare values).
  char buf[64];
  const auto res = std::to_chars(buf, buf + sizeof(buf), multiplier, std::chars_format::scientific);
  const std::string_view sci(buf, static_cast<size_t>(res.ptr - buf));
  const size_t e = sci.find('e');
  uint64_t digits = 0;
  int fraction_digits = 0;
  bool after_point = false;
  for (size_t i = 0; i < e; ++i) {
    if (sci[i] == '.') {
      after_point = true;
      continue;
    }
    digits = digits * 10 + static_cast<uint64_t>(sci[i] - '0');
    if (after_point) ++fraction_digits;
  }
  std::string_view exponent_text = sci.substr(e + 1);
  if (!exponent_text.empty() && exponent_text[0] == '+') exponent_text.remove_prefix(1);
  int exponent = 0;
  std::from_chars(exponent_text.data(), exponent_text.data() + exponent_text.size(), exponent);
  const int scale = exponent - fraction_digits;
  Int128 product = static_cast<Int128>(bytes) * digits;  // below 2^63 x 10^17: no overflow
  constexpr auto kLongMax = static_cast<Int128>(INT64_MAX);
  if (scale >= 0) {
    for (int i = 0; i < scale; ++i) {
      if (product > kLongMax) return std::nullopt;
      product *= 10;
    }
    if (product > kLongMax) return std::nullopt;
    return static_cast<int64_t>(product);
  }
  if (-scale > 36) return 0;  // the product is below 10^36
  Int128 divisor = 1;
  for (int i = 0; i < -scale; ++i)
    divisor *= 10;
  const Int128 quotient = product / divisor;
  if (quotient > kLongMax || (quotient == kLongMax && product % divisor != 0)) {
    return std::nullopt;
  }
  return static_cast<int64_t>(quotient);  // BigDecimal.longValue truncates
}

std::optional<std::string> check_range(const OverheadRange& range) {
  if (range.min > range.max) return std::string("min value must be less or equal to max value");
  if (!(range.fraction >= 0 && range.fraction < 1)) {
    return std::string("fraction must be in range [0, 1)");
  }
  return std::nullopt;
}

std::variant<ProcessMemory, std::string> from_flink_memory(int64_t flink, int64_t metaspace,
                                                           const OverheadRange& range) {
  const std::optional<int64_t> base = add(flink, metaspace);
  if (!base) return std::string(kLongOverflow);
  const double inverse = range.fraction / (1 - range.fraction);
  const std::optional<int64_t> relative = multiply(*base, inverse);
  if (!relative) return std::string(kLongOverflow);
  ProcessMemory memory{flink, metaspace, 0, ""};
  memory.overhead_derivation =
      fmt::format("JVM overhead: ({} + {}) x {} / (1 - {}) = {} bytes", flink, metaspace,
                  fraction_text(range.fraction), fraction_text(range.fraction), *relative);
  memory.overhead = cap(*relative, range, memory.overhead_derivation);
  if (!add(*base, memory.overhead)) return std::string(kLongOverflow);
  return memory;
}

std::variant<ProcessMemory, std::string> from_flink_and_process_memory(int64_t flink,
                                                                       int64_t process,
                                                                       int64_t metaspace,
                                                                       const OverheadRange& range) {
  const std::optional<int64_t> base = add(flink, metaspace);
  if (!base) return std::string(kLongOverflow);
  if (process < *base) {
    return fmt::format(
        "The configured Total Process Memory size ({}) is less than the sum of the derived "
        "Total Flink Memory size ({}) and the configured or default JVM Metaspace size  ({}).",
        human_readable(process), human_readable(flink), human_readable(metaspace));
  }
  const int64_t overhead = process - *base;
  if (overhead > range.max || overhead < range.min) {
    return fmt::format(
        "Derived JVM Overhead size ({}) is not in configured JVM Overhead range [{}, {}].",
        human_readable(overhead), human_readable(range.min), human_readable(range.max));
  }
  return ProcessMemory{
      flink, metaspace, overhead,
      fmt::format("JVM overhead: what the process leaves, {} - {} - {} = {} bytes, within [{}, {}]",
                  process, flink, metaspace, overhead, range.min, range.max)};
}

std::variant<ProcessMemory, std::string> from_process_memory(int64_t process, int64_t metaspace,
                                                             const OverheadRange& range) {
  const std::optional<int64_t> relative = multiply(process, range.fraction);
  if (!relative) return std::string(kLongOverflow);
  ProcessMemory memory{0, metaspace, 0, ""};
  memory.overhead_derivation = fmt::format("JVM overhead: {} x {} = {} bytes", process,
                                           fraction_text(range.fraction), *relative);
  memory.overhead = cap(*relative, range, memory.overhead_derivation);
  const std::optional<int64_t> jvm = add(metaspace, memory.overhead);
  if (!jvm) return std::string(kLongOverflow);
  if (*jvm > process) {
    return fmt::format(
        "Sum of configured JVM Metaspace ({}) and JVM Overhead ({}) exceed configured Total "
        "Process Memory ({}).",
        human_readable(metaspace), human_readable(memory.overhead), human_readable(process));
  }
  memory.flink = process - *jvm;
  return memory;
}

}  // namespace schedlint::workload::flink
