#include "model/node_spec.h"

namespace schedlint {

int64_t NodeSpec::node_count() const {
  int64_t total = 0;
  for (const auto& group : groups)
    total += group.count;
  return total;
}

}  // namespace schedlint
