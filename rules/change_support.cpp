#include "rules/change_support.h"

namespace schedlint {

CapacityVersions capacity_versions(const ChangeContext& change) {
  return refresh_versions(*change.before.model().capacity, *change.before.capacity_hierarchy(),
                          *change.after.model().capacity, *change.after.capacity_hierarchy(),
                          change.after.version());
}

}  // namespace schedlint
