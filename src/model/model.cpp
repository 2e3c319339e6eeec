#include "model/model.h"

namespace schedlint {

std::string_view input_kind_name(InputKind kind) {
  switch (kind) {
    case InputKind::kCapacity:
      return "capacity";
    case InputKind::kFair:
      return "fair";
    case InputKind::kYarnSite:
      return "yarn-site";
    case InputKind::kNodes:
      return "nodes";
    case InputKind::kNodesRest:
      return "nodes-rest";
    case InputKind::kBaseline:
      return "baseline";
  }
  return "unknown";
}

}  // namespace schedlint
