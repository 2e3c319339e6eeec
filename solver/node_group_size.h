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

}  // namespace schedlint::smt
