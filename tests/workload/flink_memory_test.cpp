#include <gtest/gtest.h>

#include "workload/flink_memory.h"

namespace schedlint::workload::flink {
namespace flink_memory_test {

constexpr int64_t kMiB = int64_t{1} << 20;

// The defaults of both processes (JobManagerOptions, TaskManagerOptions): 192m to 1g, 0.1.
const OverheadRange kDefaults{192 * kMiB, 1024 * kMiB, static_cast<double>(0.1f)};

ProcessMemory memory_of(const std::variant<ProcessMemory, std::string>& derived) {
  if (const std::string* error = std::get_if<std::string>(&derived)) {
    ADD_FAILURE() << *error;
    return {};
  }
  return std::get<ProcessMemory>(derived);
}

std::string error_of(const std::variant<ProcessMemory, std::string>& derived) {
  if (const std::string* error = std::get_if<std::string>(&derived)) return *error;
  ADD_FAILURE() << "no error";
  return "";
}

TEST(FlinkMemoryTest, ParsesBytesAsMemorySizeDoes) {
  EXPECT_EQ(std::get<int64_t>(parse_bytes("1728m")), 1728 * kMiB);
  EXPECT_EQ(std::get<int64_t>(parse_bytes(" 4 GB ")), 4096 * kMiB);
  EXPECT_EQ(std::get<int64_t>(parse_bytes("1677721600")), 1600 * kMiB);
  EXPECT_EQ(std::get<std::string>(parse_bytes("m")), "text does not start with a number");
  EXPECT_EQ(std::get<std::string>(parse_bytes("  ")),
            "argument is an empty- or whitespace-only string");
  EXPECT_EQ(std::get<std::string>(parse_bytes("1.5g")),
            "Memory size unit '.5g' does not match any of the recognized units: (b | bytes) / "
            "(k | kb | kibibytes) / (m | mb | mebibytes) / (g | gb | gibibytes) / (t | tb | "
            "tebibytes)");
}

// MemorySize.toHumanReadableString, as Flink's exception messages print sizes.
TEST(FlinkMemoryTest, HumanReadableAsMemorySizePrints) {
  EXPECT_EQ(human_readable(100 * kMiB), "100.000mb (104857600 bytes)");
  EXPECT_EQ(human_readable(1024 * kMiB), "1024.000mb (1073741824 bytes)");  // not above 1g
  EXPECT_EQ(human_readable(1024 * kMiB + 1), "1.000gb (1073741825 bytes)");
  EXPECT_EQ(human_readable(2000), "1.953kb (2000 bytes)");
  EXPECT_EQ(human_readable(100), "100 bytes");
  EXPECT_EQ(human_readable(0), "0 bytes");
  EXPECT_EQ(human_readable(kMiB + 64 * 1024), "1.063mb (1114112 bytes)");  // 1.0625, half up
}

// MemorySize.multiply: BigDecimal.valueOf(double) is exact on Double.toString's digits.
TEST(FlinkMemoryTest, MultipliesOnTheDecimalDigitsAndTruncates) {
  EXPECT_EQ(multiply(1000, 0.1), 100);
  const double fraction = 0.1f;  // a float option, widened as RangeFraction stores it
  EXPECT_EQ(multiply(1536 * kMiB, fraction / (1 - fraction)), 178956973);  // 0.11111111295076065
  EXPECT_EQ(multiply(3, 0.5), 1);
  EXPECT_EQ(multiply(0, 3.0), 0);
  EXPECT_EQ(multiply(INT64_MAX, 1.0), INT64_MAX);
  EXPECT_EQ(multiply(INT64_MAX, 2.0), std::nullopt);  // "long overflow"
  EXPECT_EQ(multiply(int64_t{1} << 62, 2.5), std::nullopt);
  EXPECT_EQ(multiply(1000, 1e-40), 0);
  EXPECT_EQ(multiply(7, 1e3), 7000);
  EXPECT_EQ(mebibytes(1811939328), 1728);
  EXPECT_EQ(mebibytes(int64_t{1} << 52), 0);  // (int) of 2^32 MiB wraps, as Java's cast does
}

// JobManagerProcessUtilsTest: 1280m of Total Flink Memory with the defaults. The overhead,
// (1280m + 256m) x 0.1 / 0.9 = 170.7m, is raised to its 192m minimum: a 1728 MiB container.
TEST(FlinkMemoryTest, FlinkMemoryPlusMetaspacePlusOverhead) {
  const ProcessMemory m = memory_of(from_flink_memory(1280 * kMiB, 256 * kMiB, kDefaults));
  EXPECT_EQ(m.overhead, 192 * kMiB);
  EXPECT_EQ(mebibytes(m.total()), 1728);
  EXPECT_EQ(m.overhead_derivation,
            "JVM overhead: (1342177280 + 268435456) x 0.1 / (1 - 0.1) = 178956973 bytes, below "
            "its minimum: 201326592 bytes");
  // Between the bounds the overhead is the fraction of the total: 4g gives 4835 MiB.
  EXPECT_EQ(mebibytes(memory_of(from_flink_memory(4096 * kMiB, 256 * kMiB, kDefaults)).total()),
            4835);
  // Above the maximum: 10g gives 10g + 256m + 1g.
  EXPECT_EQ(mebibytes(memory_of(from_flink_memory(10240 * kMiB, 256 * kMiB, kDefaults)).total()),
            11520);
}

// ProcessMemoryUtilsTestBase#testConfigJvmOverheadFraction, with JobManagerProcessUtilsTest's
// 1280m of Flink memory: the overhead is exactly the total's fraction, total.multiply(0.2f).
TEST(FlinkMemoryTest, TheOverheadIsTheFractionOfTheTotal) {
  const OverheadRange range{0, int64_t{1} << 40, static_cast<double>(0.2f)};
  const ProcessMemory m = memory_of(from_flink_memory(1280 * kMiB, 256 * kMiB, range));
  EXPECT_EQ(m.overhead, multiply(m.total(), static_cast<double>(0.2f)));
  EXPECT_EQ(m.overhead, 402653191);
  EXPECT_EQ(mebibytes(m.total()), 1920);
}

// ProcessMemoryUtilsTestBase#testConfigJvmOverheadDeriveFromProcessAndFlinkMemorySize and its
// Failure, and #testConfigTotalProcessMemoryAddUpFailure.
TEST(FlinkMemoryTest, WithBothSizesTheOverheadIsWhatTheProcessLeaves) {
  const OverheadRange range{50 * kMiB, 200 * kMiB, static_cast<double>(0.5f)};
  const ProcessMemory m =
      memory_of(from_flink_and_process_memory(800 * kMiB, 1000 * kMiB, 100 * kMiB, range));
  EXPECT_EQ(m.overhead, 100 * kMiB);
  EXPECT_EQ(m.total(), 1000 * kMiB);
  EXPECT_EQ(error_of(from_flink_and_process_memory(800 * kMiB, 1000 * kMiB, 100 * kMiB,
                                                   {150 * kMiB, 200 * kMiB, 0.5})),
            "Derived JVM Overhead size (100.000mb (104857600 bytes)) is not in configured JVM "
            "Overhead range [150.000mb (157286400 bytes), 200.000mb (209715200 bytes)].");
  EXPECT_EQ(error_of(from_flink_and_process_memory(500 * kMiB, 699 * kMiB, 100 * kMiB,
                                                   {100 * kMiB, 100 * kMiB, 0.1})),
            "Derived JVM Overhead size (99.000mb (103809024 bytes)) is not in configured JVM "
            "Overhead range [100.000mb (104857600 bytes), 100.000mb (104857600 bytes)].");
  EXPECT_EQ(
      error_of(from_flink_and_process_memory(1024 * kMiB, 1000 * kMiB, 256 * kMiB, kDefaults)),
      "The configured Total Process Memory size (1000.000mb (1048576000 bytes)) is less "
      "than the sum of the derived Total Flink Memory size (1024.000mb (1073741824 bytes)) "
      "and the configured or default JVM Metaspace size  (256.000mb (268435456 bytes)).");
}

TEST(FlinkMemoryTest, FromTheProcessSize) {
  // The shipped 1728m TaskManager: 172.8m of overhead raised to 192m, 1280m of Flink memory.
  const ProcessMemory m = memory_of(from_process_memory(1728 * kMiB, 256 * kMiB, kDefaults));
  EXPECT_EQ(m.overhead, 192 * kMiB);
  EXPECT_EQ(m.flink, 1280 * kMiB);
  EXPECT_EQ(error_of(from_process_memory(400 * kMiB, 256 * kMiB, kDefaults)),
            "Sum of configured JVM Metaspace (256.000mb (268435456 bytes)) and JVM Overhead "
            "(192.000mb (201326592 bytes)) exceed configured Total Process Memory (400.000mb "
            "(419430400 bytes)).");
}

// ProcessMemoryUtilsTestBase#testConfigJvmOverheadRangeFailure, #...FractionFailureNegative and
// #...FractionFailureNoLessThanOne: RangeFraction's checks.
TEST(FlinkMemoryTest, RangeChecks) {
  EXPECT_EQ(check_range({200 * kMiB, 50 * kMiB, 0.1}),
            "min value must be less or equal to max value");
  EXPECT_EQ(check_range({0, kMiB, static_cast<double>(-0.1f)}), "fraction must be in range [0, 1)");
  EXPECT_EQ(check_range({0, kMiB, 1.0}), "fraction must be in range [0, 1)");
  EXPECT_EQ(check_range(kDefaults), std::nullopt);
}

}  // namespace flink_memory_test
}  // namespace schedlint::workload::flink
