#pragma once

#include <cstdint>
#include <string>

#include "model/resource.h"

namespace schedlint::smt {

/// `count` identical nodes: how the proofs see a node group, so a query grows with the groups,
/// not the nodes.
struct NodeGroupSize {
  std::string name;
  int64_t count = 0;
  Resource capacity;  ///< per node: memory-mb and vcores
};

/// An allocation step as the proofs use it: a step of 0 (unset) counts as 1.
inline int64_t at_least_one(int64_t step) {
  return step > 0 ? step : 1;
}

}  // namespace schedlint::smt
