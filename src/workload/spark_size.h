#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

/// Spark's size strings ("4g", "512m", "384"), read as JavaUtils.byteStringAs reads them.
namespace schedlint::workload {

/// Spark's ByteUnit: the unit of a size without a suffix is the key's own (MiB for
/// spark.executor.memory, bytes for spark.memory.offHeap.size).
enum class ByteUnit { kByte, kKiB, kMiB, kGiB, kTiB, kPiB };

/// A size in `unit`, or the message of the exception Spark throws (NumberFormatException for text
/// it cannot read, IllegalArgumentException when the conversion overflows a long).
using SparkSize = std::variant<int64_t, std::string>;

/// JavaUtils.byteStringAs(text, unit): lower-cased and trimmed, then digits and an optional suffix
/// b, k/kb, m/mb, g/gb, t/tb, p/pb (binary units). A fraction ("4.5g") is refused. Converting to
/// a larger unit truncates (ByteUnit.convertTo: 1536k is 1 MiB).
SparkSize byte_string_as(std::string_view text, ByteUnit unit);

}  // namespace schedlint::workload
