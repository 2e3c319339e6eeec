#include <fmt/format.h>
#include <optional>
#include <variant>

#include "java/float_text.h"
#include "java/numbers.h"
#include "workload/flink_memory.h"
#include "workload/framework_workloads.h"

namespace schedlint::workload {

namespace flink_workload_detail {

// The memory options of a Flink process (JobManagerOptions, TaskManagerOptions), Flink 1.11 on.
struct ProcessKeys {
  std::string_view name;  // "JobManager"
  std::string_view process_size;
  std::string_view flink_size;
  std::string_view metaspace;
  std::string_view overhead_min;
  std::string_view overhead_max;
  std::string_view overhead_fraction;
  std::string_view legacy_size;    // jobmanager.heap.size, read as the process size on YARN
  std::string_view legacy_mb;      // jobmanager.heap.mb (MiB)
  std::string_view heap_size;      // the JobManager's one fine-grained option ("" for TaskManagers)
  std::string_view off_heap_size;  // the JobManager's off-heap memory ("" for TaskManagers)
};

constexpr ProcessKeys kJobManager{"JobManager",
                                  "jobmanager.memory.process.size",
                                  "jobmanager.memory.flink.size",
                                  "jobmanager.memory.jvm-metaspace.size",
                                  "jobmanager.memory.jvm-overhead.min",
                                  "jobmanager.memory.jvm-overhead.max",
                                  "jobmanager.memory.jvm-overhead.fraction",
                                  "jobmanager.heap.size",
                                  "jobmanager.heap.mb",
                                  "jobmanager.memory.heap.size",
                                  "jobmanager.memory.off-heap.size"};
constexpr ProcessKeys kTaskManager{"TaskManager",
                                   "taskmanager.memory.process.size",
                                   "taskmanager.memory.flink.size",
                                   "taskmanager.memory.jvm-metaspace.size",
                                   "taskmanager.memory.jvm-overhead.min",
                                   "taskmanager.memory.jvm-overhead.max",
                                   "taskmanager.memory.jvm-overhead.fraction",
                                   "taskmanager.heap.size",
                                   "taskmanager.heap.mb",
                                   "",
                                   ""};

// The defaults of both processes since Flink 1.11 (TaskManagers had a smaller metaspace in 1.10).
constexpr int64_t kMetaspaceDefault = int64_t{256} << 20;
constexpr int64_t kOverheadMinDefault = int64_t{192} << 20;
constexpr int64_t kOverheadMaxDefault = int64_t{1} << 30;
constexpr float kOverheadFractionDefault = 0.1f;
constexpr int64_t kOffHeapDefault = int64_t{128} << 20;  // JobManagerOptions.OFF_HEAP_MEMORY

// Reads a process's memory options as Configuration.get does, recording what the client cannot
// read: each such value is reported at its line and the client fails.
class OptionReader {
 public:
  OptionReader(ClientConf& conf, WorkloadRole& role) : conf_(conf), role_(role) {}

  bool set(std::string_view key) const { return conf_.find(key) != nullptr; }
  bool failed() const { return failed_; }
  ClientConf& conf() { return conf_; }

  // A MemorySize option: its bytes, else `fallback` (its default) when unset.
  std::optional<int64_t> size(std::string_view key, std::optional<int64_t> fallback = {}) {
    const std::optional<std::string> value = conf_.get(key);
    if (!value) return fallback;
    const auto bytes = flink::parse_bytes(*value);
    if (const std::string* error = std::get_if<std::string>(&bytes)) {
      fail(key, fmt::format("'{}' is '{}': the Flink client fails: {}", key, *value, *error));
      role_.derivation.push_back(fmt::format("{} {}: unreadable", key, *value));
      return std::nullopt;
    }
    return std::get<int64_t>(bytes);
  }

  // A float option (ConfigurationUtils.convertToFloat: Float.parseFloat of the text).
  float fraction(std::string_view key, float fallback) {
    const std::optional<std::string> value = conf_.get(key);
    if (!value) return fallback;
    if (const std::optional<float> parsed = java::parse_float(*value)) return *parsed;
    fail(key, fmt::format("'{}' is '{}': the Flink client fails: it is not a float", key, *value));
    return fallback;
  }

  // "<key> <value>" for a set option, "<key> unset: <default>" for one that is not.
  std::string shown(std::string_view key, std::string_view fallback) const {
    const std::optional<std::string> value = conf_.get(key);
    return value ? fmt::format("{} {}", key, *value)
                 : fmt::format("{} unset: {} (the default)", key, fallback);
  }

  void fail(std::string_view key, std::string message) {
    conf_.report(key, std::move(message));
    failed_ = true;
  }

 private:
  ClientConf& conf_;
  WorkloadRole& role_;
  bool failed_ = false;
};

// MemoryBackwardsCompatibilityUtils.getConfWithLegacyHeapSizeMappedToNewConfigOption, with the
// process size as the new option (AbstractContainerizedClusterClientFactory): unless the process
// size is set, the legacy heap option is read as the process size. Sets `key` to the option read.
std::optional<int64_t> process_size(OptionReader& r, const ProcessKeys& keys, std::string_view& key,
                                    WorkloadRole& role) {
  if (r.set(keys.process_size) || r.set(keys.legacy_size)) {
    key = r.set(keys.process_size) ? keys.process_size : keys.legacy_size;
    const std::optional<int64_t> bytes = r.size(key);
    if (bytes) {
      role.derivation.push_back(
          fmt::format("{} = {} MiB", r.shown(key, ""), flink::mebibytes(*bytes)));
    }
    return bytes;
  }
  if (!r.set(keys.legacy_mb)) return std::nullopt;
  key = keys.legacy_mb;
  const int64_t mb = r.conf().get_int(keys.legacy_mb, 0);
  if (mb < 0) {
    r.fail(key, fmt::format("'{}' is {}: the Flink client fails: Configured total process memory "
                            "size ({}MB) must not be less than 0.",
                            key, mb, mb));
    return std::nullopt;
  }
  role.derivation.push_back(fmt::format("{} = {} MiB", key, mb));
  return mb << 20;
}

// The Total Flink Memory when configured: the flink size, else, for the JobManager, its heap and
// off-heap memory when its heap is set (JobManagerFlinkMemoryUtils
// .deriveFromRequiredFineGrainedOptions). With both, Flink 1.11 to 1.14 requires them to add up
// and later releases derive the off-heap memory from the rest: the total is the flink size either
// way, and which of the two refuses an inconsistent pair is not modelled. Sets `key` to the option
// that sized it.
std::optional<int64_t> flink_size(OptionReader& r, const ProcessKeys& keys, std::string_view& key,
                                  WorkloadRole& role) {
  if (r.set(keys.flink_size)) {
    key = keys.flink_size;
    const std::optional<int64_t> flink = r.size(keys.flink_size);
    if (flink) {
      role.derivation.push_back(fmt::format("{} = {} bytes", r.shown(keys.flink_size, ""), *flink));
    }
    return flink;
  }
  if (keys.heap_size.empty() || !r.set(keys.heap_size)) return std::nullopt;
  key = keys.heap_size;
  const std::optional<int64_t> heap = r.size(keys.heap_size);
  const std::optional<int64_t> off_heap = r.size(keys.off_heap_size, kOffHeapDefault);
  if (!heap || !off_heap) return std::nullopt;
  if (*heap > INT64_MAX - *off_heap) {
    r.fail(key, fmt::format("'{}' and '{}' overflow a long: the Flink client fails", key,
                            keys.off_heap_size));
    return std::nullopt;
  }
  role.derivation.push_back(fmt::format("{} + {} = {} bytes of Flink memory",
                                        r.shown(keys.heap_size, ""),
                                        r.shown(keys.off_heap_size, "128m"), *heap + *off_heap));
  return *heap + *off_heap;
}

// JobManagerFlinkMemoryUtils.deriveFromTotalFlinkMemory: the heap is what the off-heap memory
// leaves, and must be positive.
void check_job_manager_heap(OptionReader& r, const ProcessKeys& keys, std::string_view key,
                            int64_t flink) {
  if (keys.off_heap_size.empty() || r.set(keys.heap_size)) return;
  const std::optional<int64_t> off_heap = r.size(keys.off_heap_size, kOffHeapDefault);
  if (!off_heap || flink > *off_heap) return;
  r.fail(key, fmt::format("'{}' leaves the {} no heap: the Flink client fails: The configured "
                          "Total Flink Memory ({}) is less than the configured Off-heap Memory "
                          "({}).",
                          key, keys.name, flink::human_readable(flink),
                          flink::human_readable(*off_heap)));
}

// ProcessMemoryUtils.memoryProcessSpecFromConfig for a process on YARN: the Total Process Memory
// in bytes, from the Flink memory (plus metaspace and overhead) when it is configured, else from
// the process size; nullopt when the client fails (reported) or no option sizes the process.
std::optional<int64_t> process_bytes(OptionReader& r, const ProcessKeys& keys, WorkloadRole& role) {
  std::string_view process_key;
  std::string_view flink_key;
  const std::optional<int64_t> process = process_size(r, keys, process_key, role);
  if (process) role.loc = r.conf().loc(process_key);
  const std::optional<int64_t> flink = flink_size(r, keys, flink_key, role);
  if (r.failed() || (!process && !flink)) return std::nullopt;
  if (flink && !process) role.loc = r.conf().loc(flink_key);

  const std::optional<int64_t> metaspace = r.size(keys.metaspace, kMetaspaceDefault);
  const std::optional<int64_t> min = r.size(keys.overhead_min, kOverheadMinDefault);
  const std::optional<int64_t> max = r.size(keys.overhead_max, kOverheadMaxDefault);
  const float fraction = r.fraction(keys.overhead_fraction, kOverheadFractionDefault);
  if (r.failed()) return std::nullopt;
  const flink::OverheadRange range{*min, *max, static_cast<double>(fraction)};
  if (const std::optional<std::string> error = flink::check_range(range)) {
    const bool fraction_wrong = range.min <= range.max;
    r.fail(fraction_wrong ? keys.overhead_fraction : keys.overhead_max,
           fmt::format("the JVM overhead of {} ({}, {}, fraction {}) is inconsistent: the Flink "
                       "client fails: {}",
                       keys.name, r.shown(keys.overhead_min, "192m"),
                       r.shown(keys.overhead_max, "1g"), java::float_to_string(fraction), *error));
    return std::nullopt;
  }

  std::variant<flink::ProcessMemory, std::string> derived =
      flink && process ? flink::from_flink_and_process_memory(*flink, *process, *metaspace, range)
      : flink          ? flink::from_flink_memory(*flink, *metaspace, range)
                       : flink::from_process_memory(*process, *metaspace, range);
  if (const std::string* error = std::get_if<std::string>(&derived)) {
    const std::string_view key = flink ? flink_key : process_key;
    r.fail(key, flink && process ? fmt::format("'{}' and '{}' do not add up: the Flink client "
                                               "fails: {}",
                                               flink_key, process_key, *error)
                                 : fmt::format("'{}' is too small for the {}'s JVM: the Flink "
                                               "client fails: {}",
                                               key, keys.name, *error));
    return std::nullopt;
  }
  const flink::ProcessMemory& memory = std::get<flink::ProcessMemory>(derived);
  check_job_manager_heap(r, keys, flink ? flink_key : process_key, memory.flink);
  if (r.failed()) return std::nullopt;
  if (!flink) return *process;
  role.derivation.push_back(
      fmt::format("+ {} = {} bytes", r.shown(keys.metaspace, "256m"), memory.metaspace));
  role.derivation.push_back(memory.overhead_derivation);
  if (process) return *process;
  role.derivation.push_back(fmt::format("process size {} + {} + {} = {} bytes = {} MiB",
                                        memory.flink, memory.metaspace, memory.overhead,
                                        memory.total(), flink::mebibytes(memory.total())));
  return memory.total();
}

WorkloadRole process_role(ClientConf& conf, const ProcessKeys& keys, int64_t vcores,
                          int64_t min_allocation) {
  WorkloadRole role;
  role.client_check = ClientCheck::kFlinkMemory;
  role.loc = conf.file();
  conf.reading_for(fmt::format("the {}", keys.name));
  OptionReader reader(conf, role);
  const std::optional<int64_t> bytes = process_bytes(reader, keys, role);
  int64_t mib = 0;
  if (bytes) {
    mib = flink::mebibytes(*bytes);
  } else {
    if (!reader.failed()) {
      conf.report(keys.process_size,
                  fmt::format("no {} (nor {}, or {}): schedlint reads the {} size only from "
                              "these; without any memory option the Flink client fails with "
                              "IllegalConfigurationException",
                              keys.process_size, keys.flink_size, keys.legacy_size, keys.name));
    }
    role.derivation.push_back(fmt::format("{} size unknown: 0 MiB", keys.name));
  }
  role.request = Resource(mib, vcores);
  if (min_allocation > 0) {
    // YarnClusterDescriptor.validateClusterResources' log line: rounded up to a multiple of the
    // minimum allocation, as the CapacityScheduler would.
    const int64_t reported = (mib + min_allocation - 1) / min_allocation * min_allocation;
    role.client_reported_mb = reported;
    role.derivation.push_back(
        fmt::format("Flink reports ceil({} / {}) x {} = {} MiB (extra {} MiB)", mib, min_allocation,
                    min_allocation, reported, reported - mib));
  }
  return role;
}

}  // namespace flink_workload_detail

void add_flink_roles(Workload& workload, ClientConf& conf) {
  using namespace flink_workload_detail;
  set_queue(workload, conf, "yarn.application.queue");
  // Flink reads yarn.scheduler.minimum-allocation-mb from the client's own yarn-site.xml (and from
  // flink.yarn.* keys of its configuration, which it forwards to YARN's); a caller that read that
  // yarn-site passes it as yarn.scheduler.minimum-allocation-mb. Unknown: YARN's default, 1024.
  conf.reading_for("the container size Flink logs", "rounded");
  const std::string_view min_key =
      conf.find("flink.yarn.scheduler.minimum-allocation-mb") != nullptr
          ? "flink.yarn.scheduler.minimum-allocation-mb"
          : "yarn.scheduler.minimum-allocation-mb";
  const int32_t min_allocation = conf.get_int(min_key, 1024);
  if (min_allocation <= 0) {
    conf.report(min_key, fmt::format("The minimum allocation memory ({} MB) configured via "
                                     "'yarn.scheduler.minimum-allocation-mb' should be greater "
                                     "than 0.",
                                     min_allocation));
  }
  conf.reading_for("the JobManager");
  const int32_t am_vcores = conf.get_int("yarn.appmaster.vcores", 1);
  conf.reading_for("the TaskManager");
  // yarn.containers.vcores: -1 means one vcore per slot (taskmanager.numberOfTaskSlots).
  int32_t tm_vcores = conf.get_int("yarn.containers.vcores", -1);
  std::string_view tm_vcores_key = "yarn.containers.vcores";
  if (tm_vcores == -1) {
    tm_vcores_key = "taskmanager.numberOfTaskSlots";
    tm_vcores = conf.get_int(tm_vcores_key, 1);
  }
  workload.am = process_role(conf, kJobManager, am_vcores, min_allocation);
  workload.am.vcores_loc = conf.set_at("yarn.appmaster.vcores");
  WorkloadRole taskmanager = process_role(conf, kTaskManager, tm_vcores, min_allocation);
  taskmanager.name = "taskmanager";
  taskmanager.vcores_loc = conf.set_at(tm_vcores_key);
  workload.roles.push_back(std::move(taskmanager));
}

}  // namespace schedlint::workload
