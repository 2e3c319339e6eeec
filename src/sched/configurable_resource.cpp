#include "sched/configurable_resource.h"

#include "java/casts.h"

namespace schedlint {

Resource resolve_configurable(const ConfigurableResource& value, const Resource& cluster) {
  if (!value.is_percentage) return value.absolute;
  Resource out;
  for (const auto& [type, fraction] : value.fractions) {
    const double amount = static_cast<double>(cluster.get(type)) * fraction;
    out.set(type, type == kVcores ? java::to_int(amount) : java::to_long(amount));
  }
  return out;
}

}  // namespace schedlint
