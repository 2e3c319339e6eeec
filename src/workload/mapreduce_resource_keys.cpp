#include "workload/mapreduce_resource_keys.h"

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <limits>

#include "java/numbers.h"
#include "model/release_facts.h"

namespace schedlint::workload {

namespace mapreduce_resource_keys_detail {

// MRJobConfig.RESOURCE_TYPE_NAME_MEMORY, RESOURCE_TYPE_ALTERNATIVE_NAME_MEMORY,
// RESOURCE_TYPE_NAME_VCORE.
constexpr std::string_view kMemory = "memory";
constexpr std::string_view kMemoryMb = "memory-mb";
constexpr std::string_view kVcores = "vcores";

struct Converter {
  std::string_view unit;
  int64_t numerator;
  int64_t denominator;
};

// UnitsConversionUtil's units and their converters.
constexpr int64_t kK = 1000, kKi = 1024;
constexpr std::array<Converter, 15> kConverters{{
    {"p", 1, kK* kK* kK* kK},
    {"n", 1, kK* kK* kK},
    {"u", 1, kK* kK},
    {"m", 1, kK},
    {"", 1, 1},
    {"k", kK, 1},
    {"M", kK* kK, 1},
    {"G", kK* kK* kK, 1},
    {"T", kK* kK* kK* kK, 1},
    {"P", kK* kK* kK* kK* kK, 1},
    {"Ki", kKi, 1},
    {"Mi", kKi* kKi, 1},
    {"Gi", kKi* kKi* kKi, 1},
    {"Ti", kKi* kKi* kKi* kKi, 1},
    {"Pi", kKi* kKi* kKi* kKi* kKi, 1},
}};

const Converter* converter(std::string_view unit) {
  for (const Converter& c : kConverters)
    if (c.unit == unit) return &c;
  return nullptr;
}

// ResourceUtils.RESOURCE_REQUEST_VALUE_PATTERN, ^([0-9]+) ?([a-zA-Z]*)$: the digits and the units.
std::optional<std::pair<std::string_view, std::string_view>> split_value(std::string_view value) {
  const size_t digits = std::min(value.find_first_not_of("0123456789"), value.size());
  if (digits == 0) return std::nullopt;
  size_t units = digits;
  if (units < value.size() && value[units] == ' ') ++units;
  for (size_t i = units; i < value.size(); ++i) {
    const char c = value[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return std::nullopt;
  }
  return std::pair{value.substr(0, digits), value.substr(units)};
}

}  // namespace mapreduce_resource_keys_detail

std::variant<int64_t, std::string> convert_units(std::string_view from, std::string_view to,
                                                 int64_t value) {
  using namespace mapreduce_resource_keys_detail;
  if (from == to) return value;
  const Converter* fc = converter(from);
  const Converter* tc = converter(fc == nullptr ? from : to);
  if (fc == nullptr || tc == nullptr) {
    return fmt::format(
        "Unknown unit '{}'. Known units are [p, n, u, m, , k, M, G, T, P, Ki, Mi, "
        "Gi, Ti, Pi]",
        fc == nullptr ? from : to);
  }
  const int64_t numerator = fc->numerator * tc->denominator;
  const int64_t denominator = fc->denominator * tc->numerator;
  const int64_t limit = std::numeric_limits<int64_t>::max() / numerator;
  const std::string overflow = fmt::format(
      "Converting {} from '{}' to '{}' will result in an overflow of Long", value, from, to);
  if (numerator < denominator) {
    if (limit < value) return overflow;
    return value * numerator / denominator;
  }
  if (limit > value) return numerator * value / denominator;
  const int64_t step = numerator / denominator;
  if (std::numeric_limits<int64_t>::max() / step < value) return overflow;
  return value * step;
}

ResourceTypeRequest read_resource_type_keys(ClientConf& conf, std::string_view prefix,
                                            const HadoopVersion& version,
                                            std::span<const std::string_view> read_elsewhere) {
  using namespace mapreduce_resource_keys_detail;
  ResourceTypeRequest request;
  if (!has(version, ReleaseFact::kMrResourceTypeKeys)) return request;
  // Asked for by name, so that a typo of one is noticed (wl-unknown-key).
  for (std::string_view name : {kMemoryMb, kMemory, kVcores})
    conf.find(fmt::format("{}{}", prefix, name));
  const bool yarn_io = has(version, ReleaseFact::kMrYarnIoResourceKeys);
  for (const std::string& key : conf.keys_with_prefix(prefix)) {
    // The key must match ^<prefix>[^.]+$, from YARN-9444 also ^<prefix>yarn\.io/[^.]+$.
    const std::string name = key.substr(prefix.size());
    std::string_view bare = name;
    if (yarn_io && bare.starts_with("yarn.io/")) bare.remove_prefix(8);
    if (bare.empty() || bare.find('.') != std::string_view::npos) continue;
    const std::string value = *conf.get(key);
    const auto parts = split_value(value);
    const std::optional<int64_t> amount =
        parts ? java::parse_long(parts->first) : std::optional<int64_t>();
    if (!amount) {
      conf.report(key, fmt::format("'{}' is '{}': the job fails: Invalid resource request "
                                   "specified for property {}: \"{}\", expected format is: "
                                   "value[ ][units]",
                                   key, value, key, value));
      continue;
    }
    if (std::find(read_elsewhere.begin(), read_elsewhere.end(), name) != read_elsewhere.end()) {
      continue;
    }
    const std::string_view units = parts->second;
    if (name == kMemory || name == kMemoryMb) {
      if (request.memory_mb) {
        conf.report(key, fmt::format("'{}' and '{}' are both set: the job fails: Only one of the "
                                     "following keys can be specified for a single job: "
                                     "memory-mb, memory",
                                     request.memory_key, key));
        continue;
      }
      // Memory without units is in MiB (ResourceUtils.getDefaultUnit of memory-mb).
      const auto mib = convert_units(units.empty() ? "Mi" : units, "Mi", *amount);
      if (const std::string* error = std::get_if<std::string>(&mib)) {
        conf.report(key, fmt::format("'{}' is '{}': the job fails: {}", key, value, *error));
        continue;
      }
      request.memory_mb = std::get<int64_t>(mib);
      request.memory_key = key;
    } else if (name == kVcores) {
      const auto count = convert_units(units, "", *amount);
      if (const std::string* error = std::get_if<std::string>(&count)) {
        conf.report(key, fmt::format("'{}' is '{}': the job fails: {}", key, value, *error));
        continue;
      }
      // (int) of the long: Java's narrowing keeps the low 32 bits.
      request.vcores = static_cast<int32_t>(std::get<int64_t>(count));
      request.vcores_key = key;
    } else {
      request.others.emplace_back(name, *amount);
    }
  }
  return request;
}

}  // namespace schedlint::workload
