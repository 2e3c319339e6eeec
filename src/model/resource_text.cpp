#include "model/resource_text.h"

#include <limits>

#include <fmt/format.h>

namespace schedlint {

namespace {

bool unlimited(int64_t v) {
  return v == std::numeric_limits<int64_t>::max() || v == std::numeric_limits<int32_t>::max();
}

std::string amount(int64_t v, std::string_view unit) {
  return unlimited(v) ? fmt::format("unlimited {}", unit) : fmt::format("{} {}", v, unit);
}

std::string percent(int64_t part, int64_t whole) {
  if (whole <= 0 || unlimited(part)) return "";
  return fmt::format(" ({:.1f}%)", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
}

}  // namespace

std::string resource_text(const Resource& r) {
  std::string out = amount(r.memory_mb(), "MB") + ", " + amount(r.vcores(), "vcores");
  for (const auto& [type, value] : r.amounts()) {
    if (type != kMemoryMb && type != kVcores) out += ", " + amount(value, type);
  }
  return out;
}

std::string resource_with_share(const Resource& r, const Resource& of, bool with_vcores) {
  std::string out = amount(r.memory_mb(), "MB") + percent(r.memory_mb(), of.memory_mb());
  if (with_vcores) out += ", " + amount(r.vcores(), "vc") + percent(r.vcores(), of.vcores());
  return out;
}

std::string amount_text(std::string_view type, int64_t value) {
  if (type == kMemoryMb) return fmt::format("{} MB", value);
  if (type == kVcores) return fmt::format("{} vcores", value);
  return fmt::format("{} {}", value, type);
}

std::string partition_name(const std::string& label) {
  return label.empty() ? "the default partition" : "partition " + label;
}

}  // namespace schedlint
