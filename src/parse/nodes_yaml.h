#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

#include "model/node_spec.h"

namespace schedlint {

/// Reads a parsed nodes.yaml node spec (docs/node-spec.md). Every shape or
/// value error is an InputError at its line.
NodeSpec nodes_from_yaml(const std::string& path, const YAML::Node& root);

/// True when a parsed YAML document is a node spec (a mapping with a `nodes` key).
bool is_nodes_yaml(const YAML::Node& root);

}  // namespace schedlint
