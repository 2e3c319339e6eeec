#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

/// Flink's process memory model (FLIP-49 for TaskManagers, Flink 1.10; FLIP-116 for the
/// JobManager, 1.11): a process is its Total Flink Memory plus JVM Metaspace plus JVM Overhead,
/// the overhead a fraction of the process capped to a range. Sizes are bytes in a long, as Flink's
/// MemorySize holds them; each derivation returns the sizes or the message of the exception the
/// Flink client throws.
namespace schedlint::workload::flink {

/// MemorySize.parseBytes: digits, optional spaces, an optional unit in any case (b/bytes,
/// k/kb/kibibytes, m/mb/mebibytes, g/gb/gibibytes, t/tb/tebibytes); no unit is bytes.
std::variant<int64_t, std::string> parse_bytes(std::string_view text);

/// MemorySize.toHumanReadableString: "%.3f" of the largest unit the size exceeds, rounded half up,
/// then the bytes: "192.000mb (201326592 bytes)"; "100 bytes" below a kibibyte.
std::string human_readable(int64_t bytes);

/// MemorySize.getMebiBytes: (int) (bytes >> 20), the container size Flink asks YARN for.
int32_t mebibytes(int64_t bytes);

/// MemorySize.multiply(double): the exact product of the bytes and BigDecimal.valueOf(multiplier)
/// (the digits of Double.toString), truncated to a long; nullopt when it exceeds a long (Flink's
/// "long overflow").
std::optional<int64_t> multiply(int64_t bytes, double multiplier);

/// RangeFraction: JVM Overhead's min and max and the fraction (a float option widened to double).
struct OverheadRange {
  int64_t min;
  int64_t max;
  double fraction;
};

/// RangeFraction's constructor checks: min <= max, and 0 <= fraction < 1. The failed check's
/// message, if one fails.
std::optional<std::string> check_range(const OverheadRange& range);

/// A process's memory by part.
struct ProcessMemory {
  int64_t flink = 0;
  int64_t metaspace = 0;
  int64_t overhead = 0;
  /// How the overhead was found, for a role's derivation.
  std::string overhead_derivation;
  int64_t total() const { return flink + metaspace + overhead; }
};

/// ProcessMemoryUtils.deriveJvmMetaspaceAndOverheadFromTotalFlinkMemory without a process size:
/// overhead = (flink + metaspace) x fraction / (1 - fraction) (deriveWithInverseFraction), capped
/// to the range, so that it is the fraction of the total. `range` must pass check_range.
std::variant<ProcessMemory, std::string> from_flink_memory(int64_t flink, int64_t metaspace,
                                                           const OverheadRange& range);

/// The same with a process size too (deriveJvmOverheadFromTotalFlinkMemoryAndOtherComponents):
/// the overhead is what the process leaves, and must lie in the range.
std::variant<ProcessMemory, std::string> from_flink_and_process_memory(int64_t flink,
                                                                       int64_t process,
                                                                       int64_t metaspace,
                                                                       const OverheadRange& range);

/// ProcessMemoryUtils.deriveJvmMetaspaceAndOverheadWithTotalProcessMemory: overhead = process x
/// fraction capped to the range (deriveWithFraction); metaspace and overhead must fit the process.
std::variant<ProcessMemory, std::string> from_process_memory(int64_t process, int64_t metaspace,
                                                             const OverheadRange& range);

}  // namespace schedlint::workload::flink
