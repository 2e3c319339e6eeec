#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

inline constexpr const char* kDefaultRack = "/default-rack";

/// `count` identical NodeManagers: same resources, rack and partition label.
struct NodeGroup {
  std::string name;
  int64_t count = 0;
  Resource resource;  ///< per node: memory-mb, vcores, custom types
  std::string rack = kDefaultRack;
  std::string label;  ///< CapacityScheduler partition; "" is the default partition
  SourceLocation loc;
};

/// What one NodeManager was using when a ResourceManager REST dump was taken.
struct NodeUsage {
  std::string node_id;
  std::string group;  ///< the NodeGroup it was folded into
  Resource used;
  SourceLocation loc;
};

/// The cluster's nodes, from nodes.yaml, a REST /ws/v1/cluster/nodes dump, or yarn-site.
struct NodeSpec {
  enum class Origin { kNone, kYaml, kRestDump, kYarnSite };
  Origin origin = Origin::kNone;
  std::string file;
  std::vector<NodeGroup> groups;
  std::vector<NodeUsage> usage;  ///< only from a REST dump

  bool empty() const { return groups.empty(); }
  int64_t node_count() const;
};

}  // namespace schedlint
