#pragma once

#include <map>
#include <string>

#include "model/resource.h"

namespace schedlint {

/// A FairScheduler resource setting (minResources, maxResources, ...) as Hadoop's
/// ConfigurableResource holds it: absolute amounts, or a fraction of the whole cluster per
/// resource type. Every resource type known when the file was read has an entry.
struct ConfigurableResource {
  bool is_percentage = false;
  Resource absolute;                                           ///< when !is_percentage
  std::map<std::string, double, ResourceTypeOrder> fractions;  ///< when is_percentage: 0.5 = 50 %
};

}  // namespace schedlint
