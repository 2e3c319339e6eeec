// The usage snapshot of `schedlint preempt --usage`: usage.yaml or a ResourceManager REST
// /ws/v1/cluster/scheduler dump (2.x or 3.x). Every error is an InputError at its line.
#include <gtest/gtest.h>

#include <string>

#include "parse/input_error.h"
#include "parse/usage_snapshot.h"
#include "support/test_support.h"

namespace schedlint {
namespace usage_snapshot_test {

UsageSnapshot parse(const std::string& name, const std::string& text) {
  return parse_usage_snapshot(text_file_from_memory(name, text));
}

std::string error_of(const std::string& name, const std::string& text) {
  try {
    parse(name, text);
  } catch (const InputError& e) {
    return e.formatted();
  }
  return "no error";
}

std::string yaml_error(const std::string& text) {
  return error_of("usage.yaml", text);
}
std::string json_error(const std::string& text) {
  return error_of("usage.json", text);
}

// A 3.x dump with one leaf root.a whose default partition holds `partition` (a JSON object body).
std::string rest_leaf(const std::string& partition) {
  return "{\"scheduler\": {\"schedulerInfo\": {\"type\": \"capacityScheduler\",\n"
         "\"queues\": {\"queue\": [{\"type\": \"capacitySchedulerLeafQueueInfo\",\n"
         "\"queuePath\": \"root.a\", \"queueName\": \"a\",\n"
         "\"resources\": {\"resourceUsagesByPartition\": [{\"partitionName\": \"\",\n" +
         partition + "}]}}]}}}}";
}

// ---- usage.yaml
// -----------------------------------------------------------------------------------

TEST(UsageSnapshotYaml, ReadsTheDesignExample) {
  const UsageSnapshot s = parse("usage.yaml", R"(queues:
  root.a: {used: {memory-mb: 40960, vcores: 10}, pending: {memory-mb: 8192, vcores: 2}}
  root.b: {used: {memory-mb: 0, vcores: 0}, pending: {memory-mb: 20480, vcores: 5}}
)");
  EXPECT_EQ(s.file, "usage.yaml");
  ASSERT_EQ(s.queues.size(), 2u);
  const QueueUsage& a = s.queues[0];
  EXPECT_EQ(a.path, "root.a");
  EXPECT_EQ(a.partition, "");
  EXPECT_EQ(a.used, Resource(40960, 10));
  EXPECT_EQ(a.pending, Resource(8192, 2));
  EXPECT_EQ(a.reserved, Resource(0, 0));
  EXPECT_TRUE(a.pending_known);
  EXPECT_EQ(a.loc, (SourceLocation{"usage.yaml", 2, 0}));
  EXPECT_EQ(s.queues[1].path, "root.b");
  EXPECT_EQ(s.queues[1].pending, Resource(20480, 5));
  EXPECT_EQ(s.queues[1].loc.line, 3);
}

TEST(UsageSnapshotYaml, ReadsCustomTypesAndReserved) {
  const UsageSnapshot s = parse("usage.yaml", R"(# GPU queues
queues:
  root.ml.train:
    used: {memory-mb: 65536, vcores: 16, yarn.io/gpu: 4}
    pending: {memory-mb: 0, vcores: 0, yarn.io/gpu: 2}
    reserved: {memory-mb: 8192, vcores: 2, yarn.io/gpu: 1}
)");
  ASSERT_EQ(s.queues.size(), 1u);
  const QueueUsage& q = s.queues[0];
  EXPECT_EQ(q.path, "root.ml.train");
  EXPECT_EQ(q.used, (Resource{{"memory-mb", 65536}, {"vcores", 16}, {"yarn.io/gpu", 4}}));
  EXPECT_EQ(q.pending, (Resource{{"memory-mb", 0}, {"vcores", 0}, {"yarn.io/gpu", 2}}));
  EXPECT_EQ(q.reserved, (Resource{{"memory-mb", 8192}, {"vcores", 2}, {"yarn.io/gpu", 1}}));
  EXPECT_EQ(q.loc.line, 3);
}

// What the preemption what-if needs beyond amounts: AM usage, the size of a pending container,
// per-partition blocks, applications with their containers, nodes and non-exclusive labels.
TEST(UsageSnapshotYaml, ReadsEverythingThePreemptionWhatIfUses) {
  const UsageSnapshot s = parse("usage.yaml", R"(labels:
  gpu: {exclusive: false}
  ssd: {exclusive: true}
nodes:
  worker-1: {used: {memory-mb: 65536, vcores: 30}}
queues:
  root.ml:
    used: {memory-mb: 32768, vcores: 4}
    pending: {memory-mb: 65536, vcores: 8}
    reserved: {memory-mb: 32768, vcores: 4}
    am-used: {memory-mb: 2048, vcores: 1}
    pending-container: {memory-mb: 32768, vcores: 4}
    partitions:
      gpu: {used: {memory-mb: 8192, vcores: 2}, pending: {memory-mb: 0, vcores: 0}}
    applications:
      - id: application_1700000000000_0007
        priority: 3
        containers:
          - {size: {memory-mb: 2048, vcores: 1}, node: worker-1, am: true, priority: 0}
          - {size: {memory-mb: 8192, vcores: 2}, node: worker-2, count: 3, priority: 1}
          - {size: {memory-mb: 32768, vcores: 4}, node: worker-3, reserved: true}
          - {size: {memory-mb: 4096, vcores: 1}, node: gpu-1, label-expression: ""}
  root.etl:
    partitions:
      gpu: {used: {memory-mb: 1024, vcores: 1}, pending: {memory-mb: 0, vcores: 0}}
    applications:
      - containers: []
)");
  ASSERT_EQ(s.queues.size(), 3u);
  const QueueUsage& ml = s.queues[0];
  EXPECT_EQ(ml.partition, "");
  EXPECT_EQ(ml.am_used, Resource(2048, 1));
  EXPECT_EQ(ml.pending_container, Resource(32768, 4));
  EXPECT_EQ(ml.reserved, Resource(32768, 4));
  EXPECT_EQ(s.queues[1].path, "root.ml");
  EXPECT_EQ(s.queues[1].partition, "gpu");
  EXPECT_EQ(s.queues[1].used, Resource(8192, 2));
  EXPECT_EQ(s.queues[1].loc.line, 14);
  EXPECT_FALSE(s.queues[1].pending_container.has_value());
  // root.etl: only a partition block, no default-partition entry
  EXPECT_EQ(s.queues[2].path, "root.etl");
  EXPECT_EQ(s.queues[2].partition, "gpu");

  ASSERT_EQ(s.applications.size(), 2u);
  const ApplicationUsage& app = s.applications[0];
  EXPECT_EQ(app.queue, "root.ml");
  EXPECT_EQ(app.id, "application_1700000000000_0007");
  EXPECT_EQ(app.priority, 3);
  ASSERT_EQ(app.containers.size(), 4u);
  EXPECT_TRUE(app.containers[0].am);
  EXPECT_EQ(app.containers[0].node, "worker-1");
  EXPECT_EQ(app.containers[0].count, 1);
  EXPECT_EQ(app.containers[1].size, Resource(8192, 2));
  EXPECT_EQ(app.containers[1].priority, 1);
  EXPECT_EQ(app.containers[1].count, 3);
  EXPECT_EQ(app.containers[1].loc.line, 20);
  EXPECT_TRUE(app.containers[2].reserved);
  EXPECT_FALSE(app.containers[2].label_expression.has_value());
  EXPECT_EQ(app.containers[3].label_expression, "");
  EXPECT_EQ(s.applications[1].id, "app-2");  // unnamed: numbered in snapshot order
  EXPECT_TRUE(s.applications[1].containers.empty());

  ASSERT_EQ(s.nodes.size(), 1u);
  EXPECT_EQ(s.nodes[0].name, "worker-1");
  EXPECT_EQ(s.nodes[0].used, Resource(65536, 30));
  EXPECT_EQ(s.non_exclusive_labels.size(), 1u);
  EXPECT_EQ(s.non_exclusive_labels.count("gpu"), 1u);
}

TEST(UsageSnapshotYaml, TheNewBlocksAreChecked) {
  const std::string head =
      "queues:\n  root.a:\n    used: {memory-mb: 0, vcores: 0}\n"
      "    pending: {memory-mb: 0, vcores: 0}\n";
  EXPECT_EQ(yaml_error(head + "    applications:\n      - containers:\n"
                              "          - {node: n-1}\n"),
            "usage.yaml:7: error: a container of application 'app-1' has no 'size'");
  EXPECT_EQ(yaml_error(head + "    applications:\n      - containers:\n"
                              "          - {size: {memory-mb: 1, vcores: 1}, cont: 2}\n"),
            "usage.yaml:7: error: unknown key 'cont' in a container of application 'app-1' (did "
            "you mean 'count'?)");
  EXPECT_EQ(yaml_error(head + "    applications:\n      - containers:\n"
                              "          - {size: {memory-mb: 1, vcores: 1}, count: 0}\n"),
            "usage.yaml:7: error: 'count' must be between 1 and 1000000, got 0");
  EXPECT_EQ(yaml_error(head + "    applications:\n      - containers:\n"
                              "          - {size: {memory-mb: 1, vcores: 1}, count: 999999}\n"
                              "          - {size: {memory-mb: 1, vcores: 1}, count: 2}\n"),
            "usage.yaml:8: error: more than 1000000 containers in the snapshot: schedlint reads "
            "no such snapshot");
  EXPECT_EQ(yaml_error(head + "    pending-container: {memory-mb: 1}\n"),
            "usage.yaml:5: error: root.a pending-container is missing 'vcores'");
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n    partitions:\n      gpu: {used: {memory-mb: 0, "
                       "vcores: 0}}\n"),
            "usage.yaml:4: error: partition 'gpu' of queue 'root.a' is missing 'pending'");
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n    applications: []\n"),
            "usage.yaml:2: error: queue 'root.a' is missing 'used'");
  EXPECT_EQ(yaml_error(head + "nodes:\n  n-1: {used: {memory-mb: 1}}\n"),
            "usage.yaml:6: error: node 'n-1' used is missing 'vcores'");
  EXPECT_EQ(yaml_error(head + "labels:\n  gpu: {exclusiv: false}\n"),
            "usage.yaml:6: error: unknown key 'exclusiv' in label 'gpu' (did you mean "
            "'exclusive'?)");
  EXPECT_EQ(yaml_error(head + "labels:\n  gpu: {exclusive: nope}\n"),
            "usage.yaml:6: error: 'exclusive' must be true or false");
}

TEST(UsageSnapshotYaml, AmountsMustBeIntegersInRange) {
  const auto with_used = [](const std::string& used) {
    return yaml_error("queues:\n  root.a:\n    used: " + used +
                      "\n    pending: {memory-mb: 0, vcores: 0}\n");
  };
  EXPECT_EQ(with_used("{memory-mb: -5, vcores: 1}"),
            "usage.yaml:3: error: 'memory-mb' of root.a used must be an integer from 0 to "
            "1099511627776, got '-5'");
  EXPECT_EQ(with_used("{memory-mb: 1.5, vcores: 1}"),
            "usage.yaml:3: error: 'memory-mb' of root.a used must be an integer from 0 to "
            "1099511627776, got '1.5'");
  EXPECT_EQ(with_used("{memory-mb: 99999999999999999999, vcores: 1}"),
            "usage.yaml:3: error: 'memory-mb' of root.a used must be an integer from 0 to "
            "1099511627776, got '99999999999999999999'");
  EXPECT_EQ(with_used("{memory-mb: 1024, vcores: 2147483648}"),
            "usage.yaml:3: error: 'vcores' of root.a used must be an integer from 0 to "
            "2147483647, got '2147483648'");
  EXPECT_EQ(with_used("{memory-mb: 1024, vcores: 1, yarn.io/gpu: [1]}"),
            "usage.yaml:3: error: 'yarn.io/gpu' of root.a used must be an integer from 0 to "
            "1125899906842624, got a list");
  // An empty value's error points at its key, not at the next line.
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n    used:\n      memory-mb:\n      vcores: 1\n"
                       "    pending: {memory-mb: 0, vcores: 0}\n"),
            "usage.yaml:4: error: 'memory-mb' of root.a used must be an integer from 0 to "
            "1099511627776, got nothing");
}

TEST(UsageSnapshotYaml, ResourceBlocksNeedMemoryAndVcoresAndNoTypos) {
  const auto with_pending = [](const std::string& pending) {
    return yaml_error(
        "queues:\n  root.a:\n    used: {memory-mb: 0, vcores: 0}\n    pending: " + pending + "\n");
  };
  EXPECT_EQ(with_pending("{memory-mb: 1024}"),
            "usage.yaml:4: error: root.a pending is missing 'vcores'");
  EXPECT_EQ(with_pending("{memroy-mb: 1024, vcores: 1}"),
            "usage.yaml:4: error: unknown resource type 'memroy-mb' in root.a pending (did you "
            "mean 'memory-mb'?)");
  EXPECT_EQ(with_pending("{memory: 1024, vcores: 1}"),
            "usage.yaml:4: error: unknown resource type 'memory' in root.a pending (did you mean "
            "'memory-mb'?)");
  EXPECT_EQ(with_pending("{memory-mb: 1024, vCores: 1}"),
            "usage.yaml:4: error: unknown resource type 'vCores' in root.a pending (did you mean "
            "'vcores'?)");
  EXPECT_EQ(with_pending("{memory-mb: 1, memory-mb: 2, vcores: 1}"),
            "usage.yaml:4: error: the key 'memory-mb' is given twice in one mapping (first at line "
            "4): YAML forbids it, and schedlint will not guess which is meant");
  EXPECT_EQ(with_pending("8192"),
            "usage.yaml:4: error: root.a pending must be a mapping like {memory-mb: 1024, "
            "vcores: 1}");
}

TEST(UsageSnapshotYaml, QueueEntriesAreChecked) {
  EXPECT_EQ(yaml_error("queues:\n  root.a: {used: {memory-mb: 0, vcores: 0},\n"
                       "           pendng: {memory-mb: 0, vcores: 0}}\n"),
            "usage.yaml:3: error: unknown key 'pendng' in queue 'root.a' (did you mean "
            "'pending'?)");
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n    used: {memory-mb: 0, vcores: 0}\n"),
            "usage.yaml:2: error: queue 'root.a' is missing 'pending'");
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n  root.b: {}\n"),
            "usage.yaml:2: error: queue 'root.a' must be a mapping with 'used' and 'pending'");
  EXPECT_EQ(yaml_error("queues:\n  root.a:\n    used: {memory-mb: 0, vcores: 0}\n"
                       "    used: {memory-mb: 1, vcores: 1}\n"),
            "usage.yaml:4: error: the key 'used' is given twice in one mapping (first at line 3): "
            "YAML forbids it, and schedlint will not guess which is meant");
}

TEST(UsageSnapshotYaml, QueuePathsAreFullLeafPaths) {
  const std::string usage =
      ": {used: {memory-mb: 0, vcores: 0}, pending: {memory-mb: 0, vcores: 0}}\n";
  for (const std::string path : {"a", "root", "root..a", "root.a.", "default.root.a"}) {
    EXPECT_EQ(
        yaml_error("queues:\n  " + path + usage),
        "usage.yaml:2: error: '" + path +
            "' is not a full leaf queue path: expected root.<queue>[.<queue>...], like root.a");
  }
  EXPECT_EQ(yaml_error("queues:\n  root.a" + usage + "  root.b" + usage + "  root.a" + usage),
            "usage.yaml:4: error: the key 'root.a' is given twice in one mapping (first at line "
            "2): YAML forbids it, and schedlint will not guess which is meant");
}

TEST(UsageSnapshotYaml, DocumentShapeErrors) {
  EXPECT_EQ(yaml_error("queues: {}\n"),
            "usage.yaml:1: error: 'queues' is empty: list at least one leaf queue");
  EXPECT_EQ(yaml_error("# nothing yet\nqueues:\n\n"),
            "usage.yaml:2: error: 'queues' is empty: list at least one leaf queue");
  EXPECT_EQ(yaml_error("queues: [root.a]\n"),
            "usage.yaml:1: error: 'queues' must map leaf queue paths to their usage, like "
            "root.a: {used: {memory-mb: 1024, vcores: 1}, pending: {...}}");
  EXPECT_EQ(yaml_error("queue:\n  root.a: {}\n"),
            "usage.yaml:1: error: unknown key 'queue' in the usage snapshot (did you mean "
            "'queues'?)");
  EXPECT_EQ(yaml_error("# nothing yet\n{}\n"),
            "usage.yaml:2: error: the usage snapshot has no 'queues' map");
  // Content starting with '{' is a REST dump, whatever the file's name.
  EXPECT_EQ(yaml_error("{}\n"),
            "usage.yaml:1: error: expected a ResourceManager /ws/v1/cluster/scheduler dump: "
            "{\"scheduler\": {\"schedulerInfo\": {...}}}");
  const std::string not_a_map =
      ": error: a usage snapshot must be a mapping with a 'queues' map of leaf queues (or a "
      "/ws/v1/cluster/scheduler JSON dump)";
  EXPECT_EQ(yaml_error(""), "usage.yaml:1" + not_a_map);
  EXPECT_EQ(yaml_error("- root.a\n"), "usage.yaml:1" + not_a_map);
  EXPECT_EQ(yaml_error("queues: [\n"),
            "usage.yaml:2: error: not valid YAML: end of sequence flow not found");
}

TEST(UsageSnapshotYaml, DeepNestingIsRefusedNotACrash) {
  EXPECT_THROW(parse("usage.yaml", "queues: " + std::string(100000, '[')), InputError);
}

// ---- REST /ws/v1/cluster/scheduler
// ----------------------------------------------------------------

TEST(UsageSnapshotRest, Reads3xPartitionsUnderNestedParents) {
  const UsageSnapshot s = parse("scheduler.json", R"({"scheduler": {"schedulerInfo": {
  "type": "capacityScheduler", "capacity": 100.0, "queueName": "root", "queuePath": "root",
  "queues": {"queue": [
    {"queuePath": "root.eng", "queueName": "eng", "resourcesUsed": {"memory": 1, "vCores": 1},
     "queues": {"queue": [
       {"type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.eng.batch",
        "queueName": "batch", "resourcesUsed": {"memory": 9999, "vCores": 9},
        "resources": {"resourceUsagesByPartition": [
          {"partitionName": "",
           "used": {"memory": 40960, "vCores": 10},
           "reserved": {"memory": 2048, "vCores": 1},
           "pending": {"memory": 8192, "vCores": 2},
           "amUsed": {"memory": 1024, "vCores": 1}},
          {"partitionName": "gpu",
           "used": {"memory": 16384, "vCores": 4, "resourceInformations": {"resourceInformation": [
             {"name": "memory-mb", "units": "Mi", "value": 16384},
             {"name": "vcores", "units": "", "value": 4},
             {"name": "yarn.io/gpu", "units": "", "value": 2,
              "maximumAllocation": 9223372036854775807}]}},
           "reserved": {"memory": 0, "vCores": 0},
           "pending": {"memory": 4096, "vCores": 1}}]}},
       {"type": "capacitySchedulerLeafQueueInfo", "queueName": "adhoc",
        "resources": {"resourceUsagesByPartition": [
          {"partitionName": "", "used": {"memory": 0, "vCores": 0},
           "reserved": {"memory": 0, "vCores": 0}, "pending": {"memory": 1024, "vCores": 1}}]}}]}},
    {"type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.default", "queueName": "default",
     "resources": {"resourceUsagesByPartition": []}}]}
}}})");
  ASSERT_EQ(s.queues.size(), 4u);
  const QueueUsage& batch = s.queues[0];
  EXPECT_EQ(batch.path, "root.eng.batch");
  EXPECT_EQ(batch.partition, "");
  EXPECT_EQ(batch.used, Resource(40960, 10));  // from the partition block, not resourcesUsed
  EXPECT_EQ(batch.reserved, Resource(2048, 1));
  EXPECT_EQ(batch.pending, Resource(8192, 2));
  EXPECT_EQ(batch.am_used, Resource(1024, 1));  // amUsed
  EXPECT_TRUE(batch.pending_known);
  EXPECT_EQ(batch.loc, (SourceLocation{"scheduler.json", 9, 0}));
  const QueueUsage& gpu = s.queues[1];
  EXPECT_EQ(gpu.path, "root.eng.batch");
  EXPECT_EQ(gpu.partition, "gpu");
  EXPECT_EQ(gpu.used, (Resource{{"memory-mb", 16384}, {"vcores", 4}, {"yarn.io/gpu", 2}}));
  EXPECT_EQ(gpu.pending, Resource(4096, 1));
  EXPECT_FALSE(gpu.am_used.has_value());  // no amUsed block: not known
  EXPECT_EQ(gpu.loc.line, 14);
  // Without queuePath the path is built from the parents' names.
  EXPECT_EQ(s.queues[2].path, "root.eng.adhoc");
  EXPECT_EQ(s.queues[2].pending, Resource(1024, 1));
  // No partition block: the queue holds nothing anywhere.
  EXPECT_EQ(s.queues[3].path, "root.default");
  EXPECT_EQ(s.queues[3].used, Resource(0, 0));
  EXPECT_TRUE(s.queues[3].pending_known);
}

TEST(UsageSnapshotRest, Reads2xDumpsWithPendingUnknown) {
  const UsageSnapshot s = parse("scheduler.json", R"({"scheduler": {"schedulerInfo": {
  "type": "capacityScheduler", "capacity": 100.0, "queueName": "root",
  "queues": {"queue": [
    {"queueName": "a", "capacity": 50.0, "resourcesUsed": {"memory": 1024, "vCores": 1},
     "queues": {"queue": [
       {"type": "capacitySchedulerLeafQueueInfo", "queueName": "a1",
        "usedResources": "<memory:1024, vCores:1>",
        "resourcesUsed": {"memory": 1024, "vCores": 1}, "users": null,
        "usedAMResource": {"memory": 512, "vCores": 1}}]}},
    {"type": "capacitySchedulerLeafQueueInfo", "queueName": "b",
     "resourcesUsed": {"memory": 2048, "vCores": 2},
     "users": {"user": [{"username": "u", "resourcesUsed": {"memory": 2048, "vCores": 2}}]}}]}
}}})");
  ASSERT_EQ(s.queues.size(), 2u);
  EXPECT_EQ(s.queues[0].path, "root.a.a1");
  EXPECT_EQ(s.queues[0].used, Resource(1024, 1));
  EXPECT_FALSE(s.queues[0].pending_known);
  EXPECT_EQ(s.queues[0].pending, Resource(0, 0));
  EXPECT_EQ(s.queues[0].am_used, Resource(512, 1));  // usedAMResource
  EXPECT_EQ(s.queues[0].loc.line, 6);
  EXPECT_EQ(s.queues[1].path, "root.b");
  EXPECT_EQ(s.queues[1].used, Resource(2048, 2));
  EXPECT_FALSE(s.queues[1].pending_known);
}

TEST(UsageSnapshotRest, ReadsJersey2LoneObjectsAndEmptyParents) {
  // Jersey 2 builds render a one-element list as a lone object and the type as @xsi.type; an
  // auto-creation parent with no children yet holds nothing.
  const UsageSnapshot s = parse("scheduler.json", R"({"scheduler": {"schedulerInfo": {
  "@xsi.type": "capacityScheduler", "queueName": "root",
  "queues": {"queue": [
    {"queuePath": "root.auto", "queueName": "auto", "queues": {}},
    {"@xsi.type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.a", "queueName": "a",
     "resources": {"resourceUsagesByPartition": {"partitionName": "",
       "used": {"memory": 2048, "vCores": 2}, "pending": {"memory": 1024, "vCores": 1}}}}]}
}}})");
  ASSERT_EQ(s.queues.size(), 1u);
  EXPECT_EQ(s.queues[0].path, "root.a");
  EXPECT_EQ(s.queues[0].used, Resource(2048, 2));
  EXPECT_EQ(s.queues[0].pending, Resource(1024, 1));
  EXPECT_EQ(s.queues[0].reserved, Resource(0, 0));
}

TEST(UsageSnapshotRest, APartitionWithoutPendingHasItUnknown) {
  const UsageSnapshot s =
      parse("usage.json", rest_leaf("\"used\": {\"memory\": 1, \"vCores\": 1}"));
  ASSERT_EQ(s.queues.size(), 1u);
  EXPECT_FALSE(s.queues[0].pending_known);
}

TEST(UsageSnapshotRest, OnlyCapacitySchedulerDumps) {
  EXPECT_EQ(json_error(R"({"scheduler": {"schedulerInfo": {
  "type": "fairScheduler",
  "rootQueue": {"queueName": "root", "childQueues": {"queue": []}}}}})"),
            "usage.json:2: error: this is a FairScheduler dump: preempt is for the "
            "CapacityScheduler");
  EXPECT_EQ(json_error(R"({"scheduler": {"schedulerInfo": {"type": "fifoScheduler"}}})"),
            "usage.json:1: error: scheduler type 'fifoScheduler': preempt is for the "
            "CapacityScheduler (expected \"type\": \"capacityScheduler\")");
}

TEST(UsageSnapshotRest, AmountsMustBeIntegersInRange) {
  const std::string pending = "\"pending\": {\"memory\": 0, \"vCores\": 0}";
  EXPECT_EQ(json_error(rest_leaf("\"used\": {\"memory\": -1, \"vCores\": 0},\n" + pending)),
            "usage.json:5: error: 'memory' of root.a used must be an integer from 0 to "
            "1099511627776, got -1");
  EXPECT_EQ(json_error(rest_leaf("\"used\": {\"memory\": 1.5, \"vCores\": 0},\n" + pending)),
            "usage.json:5: error: 'memory' of root.a used must be an integer from 0 to "
            "1099511627776, got 1.5");
  EXPECT_EQ(json_error(rest_leaf("\"used\": {\"memory\": \"1024\", \"vCores\": 0},\n" + pending)),
            "usage.json:5: error: 'memory' of root.a used must be an integer from 0 to "
            "1099511627776, got \"1024\"");
  EXPECT_EQ(json_error(rest_leaf("\"used\": {\"memory\": 0,\n\"vCores\": 99999999999999999999}")),
            "usage.json:6: error: 'vCores' of root.a used must be an integer from 0 to "
            "2147483647, got 1e+20");
  EXPECT_EQ(
      json_error(rest_leaf("\"used\": {\"memory\": 0, \"vCores\": 0, \"resourceInformations\":"
                           "\n{\"resourceInformation\": [{\"name\": \"yarn.io/gpu\", "
                           "\"value\": -2}]}}")),
      "usage.json:6: error: 'yarn.io/gpu' of root.a used must be an integer from 0 to "
      "1125899906842624, got -2");
  EXPECT_EQ(json_error(rest_leaf("\"used\": {\"vCores\": 0}")),
            "usage.json:5: error: root.a used has no 'memory'");
}

TEST(UsageSnapshotRest, PartitionAmountsNameTheirPartition) {
  EXPECT_EQ(json_error(R"({"scheduler": {"schedulerInfo": {"type": "capacityScheduler",
"queues": {"queue": {"type": "capacitySchedulerLeafQueueInfo", "queuePath": "root.a",
"resources": {"resourceUsagesByPartition": [{"partitionName": "gpu",
"pending": {"memory": 0, "vCores": -3}}]}}}}}})"),
            "usage.json:4: error: 'vCores' of root.a pending in partition 'gpu' must be an "
            "integer from 0 to 2147483647, got -3");
}

TEST(UsageSnapshotRest, QueuesAndPartitionsAreListedOnce) {
  EXPECT_EQ(json_error(R"({"scheduler": {"schedulerInfo": {"queues": {"queue": [
  {"queuePath": "root.a", "resourcesUsed": {"memory": 0, "vCores": 0}},
  {"queuePath": "root.a", "resourcesUsed": {"memory": 0, "vCores": 0}}]}}}})"),
            "usage.json:3: error: queue 'root.a' is listed twice (first at line 2)");
  EXPECT_EQ(json_error(R"({"scheduler": {"schedulerInfo": {"queues": {"queue": [
  {"queuePath": "root.a", "resources": {"resourceUsagesByPartition": [
    {"partitionName": "gpu", "used": {"memory": 0, "vCores": 0}},
    {"partitionName": "gpu", "used": {"memory": 0, "vCores": 0}}]}}]}}}})"),
            "usage.json:4: error: queue 'root.a' in partition 'gpu' is listed twice (first at "
            "line 3)");
}

TEST(UsageSnapshotRest, ShapeErrors) {
  EXPECT_EQ(json_error("{\"apps\": {}}"),
            "usage.json:1: error: expected a ResourceManager /ws/v1/cluster/scheduler dump: "
            "{\"scheduler\": {\"schedulerInfo\": {...}}}");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"type\": \"capacityScheduler\",\n"
                       "\"queueName\": \"root\"}}}"),
            "usage.json:1: error: the dump lists no leaf queue");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"queues\": {\"queue\": [\n"
                       "{\"queuePath\": \"a\", \"resourcesUsed\": {\"memory\": 0, \"vCores\": 0}}"
                       "]}}}}"),
            "usage.json:2: error: 'a' is not a full leaf queue path: expected "
            "root.<queue>[.<queue>...], like root.a");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"queues\": {\"queue\": [\n"
                       "{\"queuePath\": \"root.a\"}]}}}}"),
            "usage.json:2: error: queue 'root.a' has neither 'resources' (per-partition usage) "
            "nor 'resourcesUsed'");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"queues\": {\"queue\": [\n"
                       "{\"capacity\": 10}]}}}}"),
            "usage.json:2: error: each queue needs a 'queuePath' or 'queueName' string");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"queues\": {\"queue\": [7]}}}}"),
            "usage.json:1: error: each queue must be a JSON object");
  EXPECT_EQ(json_error("{\"scheduler\": {\"schedulerInfo\": {\"queues\": [\n]}}}"),
            "usage.json:1: error: 'queues' must be an object: {\"queue\": [...]}");
  EXPECT_EQ(json_error("{\"scheduler\": \n {\"schedulerInfo\": [}"),
            "usage.json:2: error: not valid JSON: syntax error while parsing value - unexpected "
            "'}'; expected '[', '{', or a literal");
}

TEST(UsageSnapshotRest, NestingIsBounded) {
  // Queues nested as deep as the JSON depth limit allows are read; deeper input is refused.
  const auto nested = [](int levels) {
    std::string json = "{\"scheduler\": {\"schedulerInfo\": {\"queues\": {\"queue\": ";
    for (int i = 0; i < levels; ++i)
      json += "{\"queueName\": \"q\", \"queues\": {\"queue\": ";
    json += "{\"queueName\": \"leaf\", \"resourcesUsed\": {\"memory\": 0, \"vCores\": 0}}";
    for (int i = 0; i < levels; ++i)
      json += "}}";
    return json + "}}}}";
  };
  const UsageSnapshot s = parse("usage.json", nested(100));
  ASSERT_EQ(s.queues.size(), 1u);
  EXPECT_EQ(s.queues[0].path.size(), std::string("root.leaf").size() + 100 * 2);
  EXPECT_THROW(parse("usage.json", nested(10000)), InputError);
}

// ---- Reading files ------------------------------------------------------------------------------

TEST(UsageSnapshotFile, DecidesTheFormByContent) {
  testing::TempDir dir;
  // A JSON dump named .yaml, with a byte order mark and leading blank lines, is still JSON.
  const std::string path = dir.write(
      "usage.yaml", "\xEF\xBB\xBF\n  \n" + rest_leaf("\"used\": {\"memory\": 3, \"vCores\": 1}"));
  const UsageSnapshot s = read_usage_snapshot(path);
  EXPECT_EQ(s.file, path);
  ASSERT_EQ(s.queues.size(), 1u);
  EXPECT_EQ(s.queues[0].used, Resource(3, 1));
  EXPECT_EQ(s.queues[0].loc.line, 6);
}

TEST(UsageSnapshotFile, UnreadableFilesAreInputErrors) {
  testing::TempDir dir;
  const std::string missing = (dir.path() / "nope.yaml").string();
  try {
    read_usage_snapshot(missing);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.formatted(), missing + ": error: cannot read: no such file or directory");
  }
  EXPECT_EQ(yaml_error(std::string("queues:\n\0", 10)),
            "usage.yaml:2: error: binary data (a NUL byte): expected a text file");
}

}  // namespace usage_snapshot_test
}  // namespace schedlint
