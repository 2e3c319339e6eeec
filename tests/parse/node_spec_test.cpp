// nodes.yaml and REST /ws/v1/cluster/nodes dumps: every shape or value error is an InputError at
// its line (exit 2 in the CLI).
#include <gtest/gtest.h>

#include "parse/input_error.h"
#include "parse/json_input.h"
#include "parse/nodes_rest.h"
#include "parse/nodes_yaml.h"
#include "parse/text_file.h"
#include "parse/yaml_input.h"

namespace schedlint {
namespace node_spec_test {

NodeSpec yaml(const std::string& text) {
  TextFile f = text_file_from_memory("nodes.yaml", text);
  return nodes_from_yaml(f.path, yaml_input::load(f));
}

std::string yaml_error(const std::string& text) {
  try {
    yaml(text);
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

NodeSpec rest(const std::string& text) {
  TextFile f = text_file_from_memory("nodes.json", text);
  return nodes_from_rest_dump(f.path, parse_json(f));
}

std::string rest_error(const std::string& text) {
  try {
    rest(text);
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

TEST(NodesYaml, ReadsGroups) {
  const NodeSpec spec = yaml(
      "nodes:\n"
      "  - group: worker\n"
      "    count: 12\n"
      "    memory-mb: 102400\n"
      "    vcores: 32\n"
      "    rack: /rack1\n"
      "  - group: gpu\n"
      "    count: 2\n"
      "    memory-mb: 65536\n"
      "    vcores: 16\n"
      "    labels: [gpu]\n"
      "    resources:\n"
      "      yarn.io/gpu: 4\n");
  ASSERT_EQ(spec.groups.size(), 2u);
  EXPECT_EQ(spec.node_count(), 14);
  EXPECT_EQ(spec.groups[0].resource, Resource(102400, 32));
  EXPECT_EQ(spec.groups[0].rack, "/rack1");
  EXPECT_EQ(spec.groups[1].rack, "/default-rack");
  EXPECT_EQ(spec.groups[1].label, "gpu");
  EXPECT_EQ(spec.groups[1].resource.get("yarn.io/gpu"), 4);
  EXPECT_EQ(spec.groups[1].loc.line, 7);
}

TEST(NodesYaml, ShapeAndValueErrorsPointAtTheirLine) {
  EXPECT_EQ(yaml_error("nodes: 12\n"), "nodes.yaml:1: error: 'nodes' must be a list");
  EXPECT_EQ(yaml_error("node:\n  - group: a\n"),
            "nodes.yaml:1: error: unknown key 'node' in the node spec (did you mean 'nodes'?)");
  EXPECT_EQ(yaml_error("nodes:\n  - group: a\n    count: 2\n    memory-mb: -5\n    vcores: 4\n"),
            "nodes.yaml:4: error: 'memory-mb' must be between 1 and 1099511627776, got -5");
  EXPECT_EQ(yaml_error("nodes:\n  - group: a\n    count: two\n    memory-mb: 5\n    vcores: 4\n"),
            "nodes.yaml:3: error: 'count' must be an integer, got 'two'");
  EXPECT_EQ(yaml_error("nodes:\n  - group: a\n    count: 2\n    memroy-mb: 5\n    vcores: 4\n"),
            "nodes.yaml:4: error: unknown key 'memroy-mb' in nodes[0] (did you mean 'memory-mb'?)");
  EXPECT_EQ(yaml_error("nodes:\n  - group: a\n    count: 2\n    vcores: 4\n"),
            "nodes.yaml:2: error: nodes[0] is missing 'memory-mb'");
  EXPECT_EQ(yaml_error("nodes:\n  - group: a\n    count: 1\n    memory-mb: 5\n    vcores: 4\n"
                       "    labels: [x, y]\n"),
            "nodes.yaml:6: error: group 'a' has 2 labels: a YARN node belongs to exactly one "
            "partition, so give it at most one label");
  EXPECT_EQ(yaml_error("nodes: [\n"),
            "nodes.yaml:2: error: not valid YAML: end of sequence flow not found");
  EXPECT_EQ(yaml_error(""),
            "nodes.yaml:1: error: a node spec must be a mapping with a 'nodes' list "
            "(see docs/node-spec.md)");
}

TEST(NodesYaml, DuplicateGroupNamesAreRefused) {
  const std::string g = "  - {group: a, count: 1, memory-mb: 1024, vcores: 1}\n";
  EXPECT_EQ(yaml_error("nodes:\n" + g + g), "nodes.yaml:3: error: group 'a' is defined twice");
}

TEST(NodesRest, GroupsRunningNodesAndKeepsTheirUsage) {
  const NodeSpec spec = rest(R"({"nodes": {"node": [
    {"id": "h1:8041", "rack": "/r1", "state": "RUNNING", "usedMemoryMB": 1024, "availMemoryMB": 7168,
     "usedVirtualCores": 1, "availableVirtualCores": 7},
    {"id": "h2:8041", "rack": "/r1", "state": "RUNNING", "usedMemoryMB": 0, "availMemoryMB": 8192,
     "usedVirtualCores": 0, "availableVirtualCores": 8},
    {"id": "h3:8041", "rack": "/r1", "state": "LOST", "usedMemoryMB": 0, "availMemoryMB": 8192,
     "usedVirtualCores": 0, "availableVirtualCores": 8},
    {"id": "h4:8041", "rack": "/r2", "state": "RUNNING", "nodeLabels": ["gpu"],
     "usedMemoryMB": 0, "usedVirtualCores": 0, "totalResource": {"memory": 16384, "vCores": 8}}
  ]}})");
  ASSERT_EQ(spec.groups.size(), 2u);
  EXPECT_EQ(spec.groups[0].count, 2);
  EXPECT_EQ(spec.groups[0].resource, Resource(8192, 8));
  EXPECT_EQ(spec.groups[1].label, "gpu");
  EXPECT_EQ(spec.groups[1].resource, Resource(16384, 8));
  ASSERT_EQ(spec.usage.size(), 3u);
  EXPECT_EQ(spec.usage[0].used, Resource(1024, 1));
}

TEST(NodesRest, ErrorsPointAtTheirLine) {
  EXPECT_EQ(rest_error("{\"nodes\": {\"node\": [\n{\"id\": \"a\",\n \"usedMemoryMB\": -1}]}}"),
            "nodes.json:3: error: 'usedMemoryMB' must be a non-negative integer");
  EXPECT_EQ(
      rest_error("{\"apps\": {}}"),
      "nodes.json:1: error: expected {\"nodes\": {\"node\": [...]}} (a /ws/v1/cluster/nodes dump)");
  EXPECT_EQ(rest_error("{\"nodes\": {\"node\": [\n  1\n]}}"),
            "nodes.json:2: error: each node must be a JSON object");
  EXPECT_EQ(rest_error("{\"nodes\": \n {\"node\": [}"),
            "nodes.json:2: error: not valid JSON: syntax error while parsing value - unexpected "
            "'}'; expected '[', '{', or a literal");
}

TEST(JsonInput, NestingIsBounded) {
  std::string deep(1000, '[');
  EXPECT_THROW(parse_json(text_file_from_memory("x.json", deep)), InputError);
}

}  // namespace node_spec_test
}  // namespace schedlint
