#include "parse/yarn_site.h"

#include "parse/scheduler_choice.h"

#include <set>

#include <fmt/format.h>

#include "java/numbers.h"
#include "model/release_facts.h"
#include "parse/char_scan.h"
#include "parse/conf_values.h"
#include "parse/units.h"

namespace schedlint {

namespace {

template <class T>
void assign(Setting<T>& target, std::optional<Setting<T>> value) {
  if (value) target = std::move(*value);
}

// Int-valued settings kept as int64 for arithmetic.
void assign_int(Setting<int64_t>& target, std::optional<Setting<int32_t>> value) {
  if (value) target = Setting<int64_t>{value->value, value->loc};
}

// One DNS label of the pattern below: [A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?
bool is_dns_label(std::string_view label) {
  return !label.empty() && scan::is_alnum(label.front()) && scan::is_alnum(label.back()) &&
         scan::all_of(label, [](char c) { return scan::is_alnum(c) || c == '-'; });
}

// ResourceUtils.validateNameOfResourceType's pattern: an optional "dns.prefix/" (labels joined by
// '.'), then [A-Za-z][\w.-]*.
bool valid_resource_name(std::string_view name) {
  const size_t slash = name.find('/');
  if (slash != std::string_view::npos) {
    std::string_view prefix = name.substr(0, slash);
    size_t start = 0;
    while (true) {
      const size_t dot = prefix.find('.', start);
      if (!is_dns_label(prefix.substr(start, dot - start))) return false;
      if (dot == std::string_view::npos) break;
      start = dot + 1;
    }
    name = name.substr(slash + 1);
  }
  return !name.empty() && scan::is_alpha(name.front()) &&
         scan::all_of(name, [](char c) { return scan::is_word(c) || c == '.' || c == '-'; });
}

void read_resource_types(const HadoopConf& conf, ConfValues& values, ClusterSettings& out) {
  const ConfProperty* p = conf.find("yarn.resource-types");
  if (p == nullptr) return;
  auto text = values.get(*p);
  if (!text) return;
  // ResourceUtils reads the list with getStrings: split on ',' without trimming.
  std::set<std::string> seen;
  size_t start = 0;
  const std::string& list = text->value;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    std::string name = list.substr(start, comma - start);
    start = comma + 1;
    if (name.empty()) continue;
    if (name == "memory" || name == "memory-mb" || name == "vcores") {
      values.invalid(*p, fmt::format("yarn.resource-types re-defines the mandatory resource '{}': "
                                     "the ResourceManager refuses to start",
                                     name));
    } else if (!valid_resource_name(name)) {
      values.invalid(*p, fmt::format("'{}' is not a valid resource name (Hadoop splits "
                                     "yarn.resource-types on ',' without trimming, so spaces "
                                     "count): the ResourceManager refuses to start",
                                     name));
    } else if (!seen.insert(name).second) {
      values.invalid(
          *p, fmt::format("resource type '{}' is listed twice in yarn.resource-types", name));
    } else {
      out.resource_types.push_back({name, text->loc});
    }
  }
}

// FairSchedulerConfiguration.getIncrementAllocation: yarn.resource-types.<r>.increment-allocation
// ("value [unit]") overrides the deprecated yarn.scheduler.increment-allocation-* keys.
void read_increment_override(const HadoopConf& conf, ConfValues& values, std::string_view type,
                             std::string_view target_unit, Setting<int64_t>& target) {
  const std::string key = fmt::format("yarn.resource-types.{}.increment-allocation", type);
  const ConfProperty* p = conf.find(key);
  if (p == nullptr) return;
  auto text = values.get(*p);
  if (!text) return;
  // "^([0-9]+) ?([a-zA-Z]*)$"
  const std::string_view value = text->value;
  const size_t digits_end = scan::skip(value, 0, scan::is_digit);
  const size_t unit_start = scan::has_at(value, digits_end, " ") ? digits_end + 1 : digits_end;
  if (digits_end == 0 || scan::skip(value, unit_start, scan::is_alpha) != value.size()) {
    values.invalid(*p, fmt::format("'{}' is '{}': Hadoop expects \"value [unit]\" (e.g. 512 Mi) "
                                   "and fails with IllegalArgumentException",
                                   key, text->value));
    return;
  }
  auto number = java::parse_long(value.substr(0, digits_end));
  std::string unit(value.substr(unit_start));
  std::optional<int64_t> converted;
  if (number) converted = unit.empty() ? number : convert_units(unit, target_unit, *number);
  if (!converted) {
    values.invalid(*p, fmt::format("'{}' is '{}': unknown unit or out of range", key, text->value));
    return;
  }
  target = Setting<int64_t>{*converted, text->loc};
}

}  // namespace

ClusterSettings read_cluster_settings(const HadoopConf& conf, const HadoopVersion& version,
                                      SchedulerType scheduler, std::vector<ReadingIssue>& issues) {
  const bool fair = scheduler == SchedulerType::kFair;
  ConfValues values(conf, issues);
  ClusterSettings out;
  // yarn-default.xml of 2.7 ships maximum-allocation-vcores=32; from 2.8 on, 4.
  if (!has(version, ReleaseFact::kMaximumAllocationVcoresDefault4)) {
    out.maximum_allocation_vcores.value = 32;
  }

  auto find = [&](std::string_view key) { return conf.find(key); };
  auto int_of = [&](std::string_view key) -> std::optional<Setting<int32_t>> {
    const ConfProperty* p = find(key);
    return p ? values.get_int(*p) : std::nullopt;
  };
  auto long_of = [&](std::string_view key) -> std::optional<Setting<int64_t>> {
    const ConfProperty* p = find(key);
    return p ? values.get_long(*p) : std::nullopt;
  };
  auto float_of = [&](std::string_view key) -> std::optional<Setting<float>> {
    const ConfProperty* p = find(key);
    return p ? values.get_float(*p) : std::nullopt;
  };
  auto bool_of = [&](std::string_view key) -> std::optional<Setting<bool>> {
    const ConfProperty* p = find(key);
    return p ? values.get_boolean(*p) : std::nullopt;
  };
  auto string_of = [&](std::string_view key) -> std::optional<Setting<std::string>> {
    const ConfProperty* p = find(key);
    return p ? values.get_trimmed(*p) : std::nullopt;
  };

  assign_int(out.minimum_allocation_mb, int_of("yarn.scheduler.minimum-allocation-mb"));
  assign_int(out.minimum_allocation_vcores, int_of("yarn.scheduler.minimum-allocation-vcores"));
  assign_int(out.maximum_allocation_mb, int_of("yarn.scheduler.maximum-allocation-mb"));
  assign_int(out.maximum_allocation_vcores, int_of("yarn.scheduler.maximum-allocation-vcores"));
  if (has(version, ReleaseFact::kResourceTypes)) {
    // ResourceUtils: yarn.resource-types.<r>.minimum/maximum-allocation win when set (not -1).
    for (auto [key, target] :
         {std::pair{"yarn.resource-types.memory-mb.minimum-allocation", &out.minimum_allocation_mb},
          std::pair{"yarn.resource-types.memory-mb.maximum-allocation", &out.maximum_allocation_mb},
          std::pair{"yarn.resource-types.vcores.minimum-allocation",
                    &out.minimum_allocation_vcores},
          std::pair{"yarn.resource-types.vcores.maximum-allocation",
                    &out.maximum_allocation_vcores}}) {
      if (auto v = long_of(key); v && v->value != -1) *target = *v;
    }
  }
  // FairSchedulerConfiguration.getIncrementAllocation.
  if (fair && has(version, ReleaseFact::kFsIncrementAllocationPerType)) {
    assign(out.increment_allocation_mb, long_of("yarn.scheduler.increment-allocation-mb"));
  } else if (fair) {
    assign_int(out.increment_allocation_mb, int_of("yarn.scheduler.increment-allocation-mb"));
  }
  if (fair) {
    assign_int(out.increment_allocation_vcores,
               int_of("yarn.scheduler.increment-allocation-vcores"));
  }
  if (fair && has(version, ReleaseFact::kFsIncrementAllocationPerType)) {
    read_increment_override(conf, values, "memory-mb", "Mi", out.increment_allocation_mb);
    read_increment_override(conf, values, "vcores", "", out.increment_allocation_vcores);
  }

  assign(out.scheduler_class, string_of("yarn.resourcemanager.scheduler.class"));
  out.scheduler = scheduler_of_class(out.scheduler_class.value);

  // 3.x ships -1 for both, meaning 8192 MB / 8 vcores unless hardware detection is on. Any other
  // value up to 0 starts the RM, but the NodeManager offering it is sent SHUTDOWN when it
  // registers (ResourceTrackerService.registerNodeManager: below the minimum allocation).
  auto node_amount = [&](const char* key, std::optional<Setting<int64_t>> v, int64_t fallback,
                         Setting<int64_t>& target) {
    if (!v) return;
    if (v->value == -1) v->value = fallback;
    if (v->value <= 0) {
      issues.push_back({ReadingIssueKind::kNodeBelowMinimum, v->loc,
                        fmt::format("'{}' is {}: a NodeManager offering nothing is below the "
                                    "minimum allocation, and the ResourceManager sends it "
                                    "SHUTDOWN when it registers",
                                    key, v->value)});
      return;
    }
    target = *v;
  };
  node_amount("yarn.nodemanager.resource.memory-mb", long_of("yarn.nodemanager.resource.memory-mb"),
              8192, out.nodemanager_memory_mb);
  auto vcores = int_of("yarn.nodemanager.resource.cpu-vcores");
  node_amount("yarn.nodemanager.resource.cpu-vcores",
              vcores ? std::optional<Setting<int64_t>>({vcores->value, vcores->loc}) : std::nullopt,
              8, out.nodemanager_vcores);

  assign(out.acl_enable, bool_of("yarn.acl.enable"));
  if (const ConfProperty* p = find("yarn.admin.acl")) assign(out.admin_acl, values.get(*p));
  assign(out.scheduler_monitor_enable, bool_of("yarn.resourcemanager.scheduler.monitor.enable"));
  assign(out.scheduler_monitor_policies,
         string_of("yarn.resourcemanager.scheduler.monitor.policies"));
  assign(out.node_labels_enabled, bool_of("yarn.node-labels.enabled"));
  assign(out.reservation_system_enable, bool_of("yarn.resourcemanager.reservation-system.enable"));
  if (has(version, ReleaseFact::kResourceTypes)) {
    read_resource_types(conf, values, out);
  } else if (const ConfProperty* p = find("yarn.resource-types")) {
    values.ignored(*p, fmt::format("Hadoop {} has no resource types (from {}): it ignores "
                                   "yarn.resource-types",
                                   version.to_string(),
                                   release_fact(ReleaseFact::kResourceTypes).since.to_string()));
  }
  if (!fair) return out;

  assign(out.fair_preemption, bool_of("yarn.scheduler.fair.preemption"));
  assign(out.fair_preemption_utilization_threshold,
         float_of("yarn.scheduler.fair.preemption.cluster-utilization-threshold"));
  assign(out.fair_reservable_nodes, float_of("yarn.scheduler.fair.reservable-nodes"));
  assign(out.reservation_threshold_increment_multiple,
         float_of("yarn.scheduler.reservation-threshold.increment-multiple"));
  assign(out.fair_user_as_default_queue, bool_of("yarn.scheduler.fair.user-as-default-queue"));
  assign(out.fair_allow_undeclared_pools, bool_of("yarn.scheduler.fair.allow-undeclared-pools"));
  assign(out.fair_size_based_weight, bool_of("yarn.scheduler.fair.sizebasedweight"));
  assign(out.fair_assign_multiple, bool_of("yarn.scheduler.fair.assignmultiple"));
  assign(out.fair_max_assign, int_of("yarn.scheduler.fair.max.assign"));
  assign(out.fair_allocation_file, string_of("yarn.scheduler.fair.allocation.file"));
  return out;
}

}  // namespace schedlint
