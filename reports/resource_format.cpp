#include "reports/resource_format.h"

#include "reports/escape.h"

namespace schedlint {

nlohmann::ordered_json resource_json(const Resource& r) {
  nlohmann::ordered_json j;
  j["memory_mb"] = r.memory_mb();
  j["vcores"] = r.vcores();
  for (const auto& [type, value] : r.amounts()) {
    if (type != kMemoryMb && type != kVcores) j[valid_utf8(type)] = value;
  }
  return j;
}

}  // namespace schedlint
