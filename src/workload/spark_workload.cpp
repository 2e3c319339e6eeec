#include <fmt/format.h>
#include <algorithm>

#include "java/casts.h"
#include "java/numbers.h"
#include "workload/framework_workloads.h"
#include "workload/spark_size.h"

namespace schedlint::workload {

namespace spark_workload_detail {

// ResourceProfile.MEMORY_OVERHEAD_MIN_MIB, and the factor used before spark.*.memoryOverheadFactor
// (3.3.0) and for the client-mode AM (YarnSparkHadoopUtil.AM_MEMORY_OVERHEAD_FACTOR).
constexpr int64_t kMinOverheadMib = 384;
constexpr double kOverheadFactor = 0.10;

// SparkConf.get of a bytesConf entry: the value (or the default) through byteStringAs. A value
// Spark cannot read fails the submission; the role is then sized with the default.
int64_t size_of(ClientConf& conf, std::string_view key, std::string_view fallback, ByteUnit unit) {
  const std::optional<std::string> value = conf.get(key);
  if (value) {
    SparkSize size = byte_string_as(*value, unit);
    if (const int64_t* v = std::get_if<int64_t>(&size)) return *v;
    conf.report(key, fmt::format("'{}' is '{}': spark-submit fails: {}; schedlint uses the "
                                 "default, {}",
                                 key, *value, std::get<std::string>(size), fallback));
  }
  return std::get<int64_t>(byte_string_as(fallback, unit));
}

// ConfigHelpers.toNumber for an intConf: the trimmed value through Integer.parseInt.
int32_t int_of(ClientConf& conf, std::string_view key, int32_t fallback) {
  const std::optional<std::string> value = conf.get(key);
  if (!value) return fallback;
  if (auto parsed = java::parse_int(java::trim(*value))) return *parsed;
  conf.report(key, fmt::format("'{}' is '{}': spark-submit fails: {} should be int, but was {}; "
                               "schedlint uses the default, {}",
                               key, *value, key, *value, fallback));
  return fallback;
}

// ConfigHelpers.toBoolean: Scala's String.toBoolean of the trimmed value (any case).
bool bool_of(ClientConf& conf, std::string_view key, bool fallback) {
  const std::optional<std::string> value = conf.get(key);
  if (!value) return fallback;
  std::string lower(java::trim(*value));
  std::transform(lower.begin(), lower.end(), lower.begin(), [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  });
  if (lower == "true") return true;
  if (lower == "false") return false;
  conf.report(key, fmt::format("'{}' is '{}': spark-submit fails: {} should be boolean, but was "
                               "{}; schedlint uses the default, {}",
                               key, *value, key, *value, fallback));
  return fallback;
}

// A memoryOverheadFactor (3.3.0+): a double greater than 0.
double factor_of(ClientConf& conf, std::string_view key) {
  const std::optional<std::string> value = conf.get(key);
  if (!value) return kOverheadFactor;
  const std::optional<double> parsed = java::parse_double(java::trim(*value));
  if (!parsed) {
    conf.report(key, fmt::format("'{}' is '{}': spark-submit fails: {} should be double, but "
                                 "was {}; schedlint uses the default, 0.1",
                                 key, *value, key, *value));
  } else if (!(*parsed > 0)) {
    conf.report(key, fmt::format("'{}' is '{}': spark-submit fails: '{}' in {} is invalid. "
                                 "Ensure that memory overhead is a double greater than 0; "
                                 "schedlint uses the default, 0.1",
                                 key, *value, *value, key));
  } else {
    return *parsed;
  }
  return kOverheadFactor;
}

struct OverheadKeys {
  std::string_view overhead;      // spark.executor.memoryOverhead
  std::string_view factor;        // spark.executor.memoryOverheadFactor (3.3.0)
  std::string_view min_overhead;  // spark.executor.minMemoryOverhead (4.0.0, SPARK-47208)
  std::string_view before_2_3;    // spark.yarn.executor.memoryOverhead: its name until 2.3
};

// The overhead's key as the release reads it: before 2.3 only the spark.yarn.* name; from 2.3
// SparkConf.configsWithAlternatives still reads that name when the new one is unset.
std::string_view overhead_key(const ClientConf& conf, const OverheadKeys& keys,
                              const SparkVersion& version) {
  if (keys.before_2_3.empty()) return keys.overhead;
  if (!version.at_least(2, 3)) return keys.before_2_3;
  return conf.find(keys.overhead) == nullptr && conf.find(keys.before_2_3) != nullptr
             ? keys.before_2_3
             : keys.overhead;
}

// ResourceProfile.calculateOverHeadMemory and Client's amMemoryOverhead: the key if set, else
// max(factor x memory truncated, the minimum).
int64_t overhead_mib(ClientConf& conf, const OverheadKeys& keys, int64_t memory_mib,
                     const SparkVersion& version, std::vector<std::string>& derivation) {
  const std::string_view key = overhead_key(conf, keys, version);
  if (conf.find(key) != nullptr) {
    const int64_t overhead = size_of(conf, key, "0", ByteUnit::kMiB);
    derivation.push_back(
        key == keys.before_2_3 && version.at_least(2, 3)
            ? fmt::format("{} = {} MiB (the name before Spark 2.3, read as {} is unset)", key,
                          overhead, keys.overhead)
            : fmt::format("{} = {} MiB", key, overhead));
    return overhead;
  }
  const double factor = !keys.factor.empty() && version.at_least(3, 3)
                            ? factor_of(conf, keys.factor)
                            : kOverheadFactor;
  const int64_t minimum = !keys.min_overhead.empty() && version.at_least(4, 0)
                              ? size_of(conf, keys.min_overhead, "384m", ByteUnit::kMiB)
                              : kMinOverheadMib;
  const int64_t scaled = java::to_int(factor * static_cast<double>(memory_mib));
  const int64_t overhead = std::max(scaled, minimum);
  derivation.push_back(fmt::format("overhead max({} x {} = {}, {}) = {}", factor, memory_mib,
                                   scaled, minimum, overhead));
  return overhead;
}

// Utils.executorOffHeapMemorySizeAsMb (counted in the container since SPARK-28577, 3.0.0): 0
// unless enabled; the size in bytes, truncated to MiB, must then be positive.
int64_t off_heap_mib(ClientConf& conf, std::vector<std::string>& derivation) {
  constexpr std::string_view kEnabled = "spark.memory.offHeap.enabled";
  constexpr std::string_view kSize = "spark.memory.offHeap.size";
  const std::string_view enabled_key =
      conf.find(kEnabled) == nullptr && conf.find("spark.unsafe.offHeap") != nullptr
          ? std::string_view("spark.unsafe.offHeap")
          : kEnabled;
  if (!bool_of(conf, enabled_key, false)) return 0;
  const int64_t mib =
      java::to_int(static_cast<double>(size_of(conf, kSize, "0", ByteUnit::kByte) / 1024 / 1024));
  if (mib <= 0) {
    conf.report(conf.find(kSize) != nullptr ? kSize : enabled_key,
                fmt::format("{} is on but {} is under 1 MiB: spark-submit fails: requirement "
                            "failed: {} must be > 0 when {} == true",
                            enabled_key, kSize, kSize, kEnabled));
    return 0;
  }
  derivation.push_back(fmt::format("off-heap {} = {} MiB", kSize, mib));
  return mib;
}

void memory_line(ClientConf& conf, std::string_view key, std::string_view fallback, int64_t mib,
                 std::vector<std::string>& derivation) {
  const std::optional<std::string> value = conf.get(key);
  if (!value) {
    derivation.push_back(fmt::format("{} unset: {} = {} MiB", key, fallback, mib));
  } else if (std::holds_alternative<std::string>(byte_string_as(*value, ByteUnit::kMiB))) {
    derivation.push_back(fmt::format("{} {} unreadable: {} = {} MiB", key, *value, fallback, mib));
  } else {
    derivation.push_back(fmt::format("{} {} = {} MiB", key, *value, mib));
  }
}

WorkloadRole executor_role(ClientConf& conf, const FrameworkOptions& options) {
  constexpr std::string_view kMemory = "spark.executor.memory";
  WorkloadRole role;
  role.name = "executor";
  role.client_check = ClientCheck::kSparkMemory;
  conf.reading_for("the executor");
  const int64_t memory = size_of(conf, kMemory, "1g", ByteUnit::kMiB);
  memory_line(conf, kMemory, "1g", memory, role.derivation);
  role.memory_source = conf.find(kMemory) != nullptr ? MemorySource::kSet : MemorySource::kDefault;
  const int64_t overhead =
      overhead_mib(conf,
                   {"spark.executor.memoryOverhead", "spark.executor.memoryOverheadFactor",
                    "spark.executor.minMemoryOverhead", "spark.yarn.executor.memoryOverhead"},
                   memory, options.spark, role.derivation);
  const int64_t off_heap = options.spark.at_least(3, 0) ? off_heap_mib(conf, role.derivation) : 0;
  int64_t pyspark = 0;
  if (options.python && conf.find("spark.executor.pyspark.memory") != nullptr) {
    pyspark = size_of(conf, "spark.executor.pyspark.memory", "0", ByteUnit::kMiB);
    role.derivation.push_back(fmt::format("spark.executor.pyspark.memory = {} MiB", pyspark));
  }
  const int64_t container = memory + overhead + off_heap + pyspark;
  role.derivation.push_back(
      off_heap == 0 && pyspark == 0
          ? fmt::format("container {} + {} = {} MiB", memory, overhead, container)
          : fmt::format("container {} + {} + {} + {} = {} MiB", memory, overhead, off_heap, pyspark,
                        container));
  role.request = Resource(container, int_of(conf, "spark.executor.cores", 1));
  role.vcores_loc = conf.set_at("spark.executor.cores");
  // ResourceUtils: spark.executor.resource.{gpu,fpga}.amount map to YARN's yarn.io/gpu and
  // yarn.io/fpga (the default spark.yarn.resource{Gpu,Fpga}DeviceName).
  for (auto [spark_name, yarn_name] : {std::pair{"gpu", "yarn.io/gpu"}, {"fpga", "yarn.io/fpga"}}) {
    const std::string key = fmt::format("spark.executor.resource.{}.amount", spark_name);
    if (conf.find(key) == nullptr) continue;
    const int32_t amount = int_of(conf, key, 0);
    if (amount > 0) role.request.set(yarn_name, amount);
  }
  role.heap_mb = memory;
  role.loc = conf.loc(kMemory);
  // SchedulerBackendUtils.getInitialTargetExecutorNumber and the dynamic allocation bounds.
  conf.reading_for("the number of executors", "chosen");
  if (bool_of(conf, "spark.dynamicAllocation.enabled", false)) {
    role.max_concurrent = int_of(conf, "spark.dynamicAllocation.maxExecutors", 2147483647);
  } else {
    role.max_concurrent = int_of(conf, "spark.executor.instances", 2);
  }
  return role;
}

// Client: the AM is the driver in cluster mode, a small launcher AM (spark.yarn.am.*) in client
// mode.
WorkloadRole am_role(ClientConf& conf, const FrameworkOptions& options) {
  const bool cluster = options.spark_cluster_mode;
  const std::string_view memory_key = cluster ? "spark.driver.memory" : "spark.yarn.am.memory";
  const std::string_view fallback = cluster ? "1g" : "512m";
  WorkloadRole am;
  am.client_check = ClientCheck::kSparkMemory;
  conf.reading_for(cluster ? "the driver (the AM)" : "the AM");
  const int64_t memory =
      java::to_int(static_cast<double>(size_of(conf, memory_key, fallback, ByteUnit::kMiB)));
  memory_line(conf, memory_key, fallback, memory, am.derivation);
  am.memory_source = conf.find(memory_key) != nullptr ? MemorySource::kSet : MemorySource::kDefault;
  const OverheadKeys keys =
      cluster ? OverheadKeys{"spark.driver.memoryOverhead", "spark.driver.memoryOverheadFactor",
                             "spark.driver.minMemoryOverhead", "spark.yarn.driver.memoryOverhead"}
              : OverheadKeys{"spark.yarn.am.memoryOverhead", "", "", ""};
  const int64_t overhead = java::to_int(
      static_cast<double>(overhead_mib(conf, keys, memory, options.spark, am.derivation)));
  am.derivation.push_back(
      fmt::format("container {} + {} = {} MiB", memory, overhead, memory + overhead));
  const std::string_view cores_key = cluster ? "spark.driver.cores" : "spark.yarn.am.cores";
  am.request = Resource(memory + overhead, int_of(conf, cores_key, 1));
  am.vcores_loc = conf.set_at(cores_key);
  am.heap_mb = memory;
  am.loc = conf.loc(memory_key);
  return am;
}

}  // namespace spark_workload_detail

void add_spark_roles(Workload& workload, ClientConf& conf, const FrameworkOptions& options) {
  using namespace spark_workload_detail;
  set_queue(workload, conf, "spark.yarn.queue");
  workload.am = am_role(conf, options);
  workload.roles.push_back(executor_role(conf, options));
}

}  // namespace schedlint::workload
