#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

/// The JVM heap of a container and the memory derived from it: MapReduce's (MAPREDUCE-5785,
/// Hadoop 3.0) in the float32 arithmetic JobConf uses, and Tez's, in double.
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

/// Whether Tez leaves `java_opts` as they are: they name -Xmx or -Xms anywhere, as a substring
/// (TezClientUtils.maybeAddDefaultMemoryJavaOpts uses String.contains).
bool tez_opts_size_heap(std::string_view java_opts);

/// TezClientUtils.maybeAddDefaultMemoryJavaOpts for opts without -Xmx and -Xms: the -Xmx, in MiB,
/// Tez puts before them for a container of `memory_mb` (Resource.getMemory, an int):
/// (int) (memory * fraction) in double, at least 1. A fraction of -1 is the sliding scale of
/// TEZ-3647 (Tez 0.9): 0.7 below 4096 MiB, else 0.8; exactly -1 since TEZ-4289 (0.10.1), anything
/// within 0.01 of it before. nullopt when Tez adds no -Xmx and the JVM picks its own maximum:
/// memory <= 0, or a fraction <= 0 (but -1) or >= 1.
std::optional<int32_t> tez_default_heap_mb(int64_t memory_mb, double fraction);

/// tez.container.max.java.heap.fraction's default, TezConfiguration
/// .TEZ_CONTAINER_MAX_JAVA_HEAP_FRACTION_DEFAULT.
inline constexpr double kTezDefaultHeapFraction = 0.8;

}  // namespace schedlint::workload
