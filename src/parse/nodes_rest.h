#pragma once

#include "model/node_spec.h"
#include "parse/json_input.h"

namespace schedlint {

/// Reads a ResourceManager REST /ws/v1/cluster/nodes dump: RUNNING nodes of the same rack, label
/// and total resources become one group; each node's used resources become the usage snapshot.
/// Shape or value errors are InputErrors at their line.
NodeSpec nodes_from_rest_dump(const std::string& path, const JsonValue& root);

/// True when a parsed JSON document has the shape {"nodes": {"node": ...}}.
bool is_rest_nodes_dump(const JsonValue& root);

}  // namespace schedlint
