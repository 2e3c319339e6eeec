#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

/// The JVM heap of a MapReduce task and the container memory derived from it (MAPREDUCE-5785,
/// Hadoop 3.0), in the float32 arithmetic JobConf uses.
namespace schedlint::workload {

/// JobConf.parseMaximumHeapSizeMB: the rightmost -Xmx<size>[kKmMgG] that stands as a word in
/// `java_opts` (a plain number is bytes), in MiB, or -1 when there is none or it is not positive.
/// nullopt when the digits overflow a long: Long.parseLong throws and the job fails.
std::optional<int32_t> parse_max_heap_mb(std::string_view java_opts);

/// JobConf.getMemoryRequired for an unset (or non-positive) memory.mb with an -Xmx:
/// (int) ceil(heap / ratio), the division in float. The ratio is used as given, even outside
/// [0, 1] (0 gives Integer.MAX_VALUE).
int32_t memory_from_heap_mb(int32_t heap_mb, float ratio);

/// JobConf.getTaskJavaOpts for opts without -Xmx: (int) ceil(memory * ratio), in float, with a
/// ratio outside [0, 1] replaced by the default 0.8 (Hadoop logs "Invalid value for ...").
int32_t heap_from_memory_mb(int32_t memory_mb, float ratio);

/// mapreduce.job.heap.memory-mb.ratio's default, MRJobConfig.DEFAULT_HEAP_MEMORY_MB_RATIO.
inline constexpr float kDefaultHeapRatio = 0.8f;

}  // namespace schedlint::workload
