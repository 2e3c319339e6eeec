#include "reports/resource_format.h"

#include <algorithm>

#include "java/float_text.h"
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

namespace {

std::string_view suffix_of(VectorUnit unit) {
  switch (unit) {
    case VectorUnit::kPercentage:
      return "%";
    case VectorUnit::kWeight:
      return "w";
    case VectorUnit::kAbsolute:
      break;
  }
  return "";
}

}  // namespace

std::string capacity_vector_text(const CapacityVector& v,
                                 const std::vector<std::string>& resources) {
  if (v.empty()) return "[]";
  std::vector<std::string> names = resources;
  for (const VectorEntry& e : v.bracketed) {
    bool known = false;
    for (const std::string& n : names)
      known = known || n == e.resource;
    if (!known) names.push_back(e.resource);
  }
  std::sort(names.begin(), names.end());  // ResourceVector keeps its resources sorted by name
  std::string out = "[";
  for (size_t i = 0; i < names.size(); ++i) {
    const VectorEntry e = *v.entry(names[i]);
    out += (i == 0 ? "" : ",") + valid_utf8(names[i]) + "=" +
           java::float_to_string(static_cast<float>(e.value)) + std::string(suffix_of(e.unit));
  }
  return out + "]";
}

std::string_view vector_mode_name(const CapacityVector& v,
                                  const std::vector<std::string>& resources) {
  const std::set<VectorUnit> units = v.units(resources);
  if (units.size() > 1) return "mixed";
  if (units.count(VectorUnit::kAbsolute)) return "absolute";
  if (units.count(VectorUnit::kWeight)) return "weight";
  return "percentage";
}

}  // namespace schedlint
