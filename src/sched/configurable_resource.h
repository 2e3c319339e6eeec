#pragma once

#include "model/configurable_resource.h"
#include "model/resource.h"

namespace schedlint {

/// ConfigurableResource.getResource(cluster): an absolute value as is; a percentage per type of
/// the whole cluster, truncated as Hadoop casts it ((long) for memory and custom types, (int) for
/// vcores).
Resource resolve_configurable(const ConfigurableResource& value, const Resource& cluster);

}  // namespace schedlint
