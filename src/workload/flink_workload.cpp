#include <fmt/format.h>
#include <optional>
#include <variant>

#include "java/numbers.h"
#include "workload/framework_workloads.h"

namespace schedlint::workload {

namespace flink_workload_detail {

// MemorySize.parseBytes: digits, optional spaces, an optional unit in any case (b/bytes,
// k/kb/kibibytes, m/mb/mebibytes, g/gb/gibibytes, t/tb/tebibytes); no unit is bytes. Returns
// the bytes, or the exception's message.
std::variant<int64_t, std::string> parse_bytes(std::string_view text) {
  const std::string_view trimmed = java::trim(text);
  const size_t digits_end = std::min(trimmed.find_first_not_of("0123456789"), trimmed.size());
  if (digits_end == 0) {
    return fmt::format("text does not start with a number: {}", text);
  }
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

struct ProcessKeys {
  std::string_view name;          // "JobManager"
  std::string_view process_size;  // jobmanager.memory.process.size (FLIP-49/116, 1.10/1.11)
  std::string_view legacy_size;   // jobmanager.heap.size, read as the process size on YARN
  std::string_view legacy_mb;     // jobmanager.heap.mb (MiB)
};

// The process memory in MiB (MemorySize.getMebiBytes truncates), from the first key set.
std::optional<int64_t> process_mib(ClientConf& conf, const ProcessKeys& keys, WorkloadRole& role) {
  for (std::string_view key : {keys.process_size, keys.legacy_size}) {
    const std::optional<std::string> value = conf.get(key);
    if (!value) continue;
    role.loc = conf.loc(key);
    const auto bytes = parse_bytes(*value);
    if (const std::string* error = std::get_if<std::string>(&bytes)) {
      conf.report(key,
                  fmt::format("'{}' is '{}': the Flink client fails: {}", key, *value, *error));
      role.derivation.push_back(fmt::format("{} {}: unreadable", key, *value));
      return std::nullopt;
    }
    const int64_t mib = std::get<int64_t>(bytes) >> 20;
    role.derivation.push_back(fmt::format("{} {} = {} MiB", key, *value, mib));
    return mib;
  }
  if (conf.find(keys.legacy_mb) != nullptr) {
    role.loc = conf.loc(keys.legacy_mb);
    const int64_t mib = conf.get_int(keys.legacy_mb, 0);
    role.derivation.push_back(fmt::format("{} = {} MiB", keys.legacy_mb, mib));
    return mib;
  }
  return std::nullopt;
}

WorkloadRole process_role(ClientConf& conf, const ProcessKeys& keys, int64_t vcores,
                          int64_t min_allocation) {
  WorkloadRole role;
  role.client_check = ClientCheck::kFlinkMemory;
  role.loc = conf.file();
  conf.reading_for(fmt::format("the {}", keys.name));
  std::optional<int64_t> mib = process_mib(conf, keys, role);
  if (!mib) {
    if (role.derivation.empty()) {
      conf.report(keys.process_size,
                  fmt::format("no {} (nor {}): schedlint reads the {} size only from these; "
                              "without any memory option the Flink client fails with "
                              "IllegalConfigurationException",
                              keys.process_size, keys.legacy_size, keys.name));
    }
    role.derivation.push_back(fmt::format("{} size unknown: 0 MiB", keys.name));
    mib = 0;
  }
  role.request = Resource(*mib, vcores);
  if (min_allocation > 0) {
    // YarnClusterDescriptor.validateClusterResources' log line: rounded up to a multiple of the
    // minimum allocation, as the CapacityScheduler would.
    const int64_t reported = (*mib + min_allocation - 1) / min_allocation * min_allocation;
    role.client_reported_mb = reported;
    role.derivation.push_back(
        fmt::format("Flink reports ceil({} / {}) x {} = {} MiB (extra {} MiB)", *mib,
                    min_allocation, min_allocation, reported, reported - *mib));
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
  if (tm_vcores == -1) tm_vcores = conf.get_int("taskmanager.numberOfTaskSlots", 1);
  workload.am = process_role(conf,
                             {"JobManager", "jobmanager.memory.process.size",
                              "jobmanager.heap.size", "jobmanager.heap.mb"},
                             am_vcores, min_allocation);
  WorkloadRole taskmanager = process_role(conf,
                                          {"TaskManager", "taskmanager.memory.process.size",
                                           "taskmanager.heap.size", "taskmanager.heap.mb"},
                                          tm_vcores, min_allocation);
  taskmanager.name = "taskmanager";
  workload.roles.push_back(std::move(taskmanager));
}

}  // namespace schedlint::workload
