// The preemption what-if over a configuration, nodes and a usage snapshot: what the snapshot must
// match, how it becomes the policy's input, and the landing check's three placements.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "parse/usage_snapshot.h"
#include "sched/capacity/capacity_hierarchy.h"
#include "sched/capacity/preemption_whatif.h"
#include "support/test_support.h"

namespace schedlint {
namespace preemption_whatif_test {

using Props = std::vector<std::pair<std::string, std::string>>;

struct Cluster {
  CapacityConfig config;
  NodeSpec nodes;
  CapacityHierarchy hierarchy;
};

// ml and etl, 50% each (and what `extra` adds), on `count` nodes of 64 GB / 32 vcores; `gpu`
// nodes with the gpu label when asked.
Cluster cluster(const Props& extra = {}, int64_t count = 4, int64_t gpu = 0,
                const HadoopVersion& version = HadoopVersion{3, 3}) {
  Props props{{"yarn.scheduler.capacity.root.queues", "ml,etl"},
              {"yarn.scheduler.capacity.root.ml.capacity", "50"},
              {"yarn.scheduler.capacity.root.etl.capacity", "50"}};
  props.insert(props.end(), extra.begin(), extra.end());
  std::vector<ReadingIssue> issues;
  Cluster c;
  c.config = testing::read_capacity_xml(testing::conf_xml(props), version, issues);
  NodeGroup worker;
  worker.name = "worker";
  worker.count = count;
  worker.resource = Resource(65536, 32);
  c.nodes.groups.push_back(worker);
  if (gpu > 0) {
    NodeGroup g = worker;
    g.name = "gpu";
    g.count = gpu;
    g.label = "gpu";
    c.nodes.groups.push_back(g);
  }
  ClusterSettings settings;
  settings.scheduler_monitor_enable.value = true;
  c.hierarchy = compute_capacity_hierarchy(c.config, settings, c.nodes, {version});
  return c;
}

UsageSnapshot snapshot(const std::string& yaml) {
  return parse_usage_snapshot(text_file_from_memory("usage.yaml", yaml));
}

const std::string kFull = R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 65536, vcores: 8}
    pending-container: {memory-mb: 32768, vcores: 1}
  root.etl:
    used: {memory-mb: 262144, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
)";

TEST(PreemptionWhatIf, TheSnapshotMustMatchTheConfigurationAndTheNodes) {
  const Cluster c = cluster({}, 4, 1);
  const UsageSnapshot s = snapshot(R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 0, vcores: 0}
    applications:
      - containers:
          - {size: {memory-mb: 1, vcores: 1}, node: worker-4}
          - {size: {memory-mb: 1, vcores: 1}, node: worker-5}
          - {size: {memory-mb: 1, vcores: 1}, node: worker-01}
          - {size: {memory-mb: 1, vcores: 1}, node: gpu-1, label-expression: ssd}
  root.zz:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 0, vcores: 0}
nodes:
  worker-0: {used: {memory-mb: 0, vcores: 0}}
labels:
  ssd: {exclusive: false}
)");
  const std::vector<UsageMismatch> m = check_usage_snapshot(c.hierarchy, c.nodes, s);
  ASSERT_EQ(m.size(), 6u);
  EXPECT_EQ(m[0].loc.line, 8);
  EXPECT_EQ(m[0].message,
            "node 'worker-5' is not in the node spec (nodes are named <group>-<n>, like worker-1 "
            "to worker-4)");
  EXPECT_EQ(m[1].loc.line, 9);  // worker-01: no leading zeros
  EXPECT_EQ(m[2].message, "label-expression 'ssd' is on no node of the node spec");
  EXPECT_EQ(m[3].message, "queue root.zz is not in the CapacityScheduler configuration");
  EXPECT_EQ(m[4].loc.line, 15);  // worker-0
  EXPECT_EQ(m[5].message, "label 'ssd' is on no node of the node spec");
}

TEST(PreemptionWhatIf, TheScenarioTakesNodesFromTheSnapshotsContainers) {
  const Cluster c = cluster({}, 4, 1);
  const UsageSnapshot s = snapshot(kFull + R"(    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2, count: 3, am: true}
          - {size: {memory-mb: 4096, vcores: 1}, node: gpu-1, label-expression: ""}
          - {size: {memory-mb: 16384, vcores: 1}, node: worker-3, reserved: true}
labels:
  gpu: {exclusive: false}
)");
  ASSERT_TRUE(check_usage_snapshot(c.hierarchy, c.nodes, s).empty());
  const PreemptionScenario sc =
      build_preemption_scenario(c.hierarchy, c.config, c.nodes, s, HadoopVersion{3, 3});
  EXPECT_TRUE(sc.per_node);
  EXPECT_TRUE(sc.containers_placed);
  ASSERT_EQ(sc.policy.partitions, (std::vector<std::string>{"", "gpu"}));
  ASSERT_EQ(sc.policy.nodes.size(), 3u);
  EXPECT_EQ(sc.policy.nodes[0].name, "worker-2");
  EXPECT_EQ(sc.policy.nodes[0].allocated, Resource(24576, 3));  // its three running containers
  EXPECT_EQ(sc.policy.nodes[2].name, "worker-3");
  EXPECT_EQ(sc.policy.nodes[2].allocated, Resource(0, 0));  // a reservation is not allocated
  const PreemptionApp& app = sc.policy.apps.at(0);
  ASSERT_EQ(app.containers.size(), 5u);
  EXPECT_TRUE(app.containers[3].ignores_exclusivity);
  EXPECT_EQ(app.containers[3].partition, "gpu");
  EXPECT_TRUE(app.containers[4].reserved);
  // worker-1 and worker-4 are not in the snapshot: taken as idle
  ASSERT_EQ(sc.groups.size(), 2u);
  EXPECT_EQ(sc.groups[0].unlisted, 2);
  EXPECT_EQ(sc.groups[1].unlisted, 0);
  // gpu is non-exclusive: a queue without gpu capacity may grow to the whole partition
  const PreemptionQueue& ml_gpu = sc.policy.queues[1][c.hierarchy.index_by_path.at("root.ml")];
  EXPECT_FLOAT_EQ(ml_gpu.absolute_maximum_capacity, 1.0f);
  ASSERT_EQ(sc.requests.size(), 1u);
  EXPECT_EQ(sc.requests[0].size, Resource(32768, 1));
}

// TestPreemptionForQueueWithPriorities' setting: priorities count only under a parent with the
// priority-utilization ordering policy (ProportionalCapacityPreemptionPolicy.cloneQueues).
TEST(PreemptionWhatIf, QueuePrioritiesUnderAPriorityUtilizationParent) {
  const Props priorities{{"yarn.scheduler.capacity.root.ml.priority", "2"},
                         {"yarn.scheduler.capacity.root.etl.priority", "1"}};
  Props ordered = priorities;
  ordered.push_back({"yarn.scheduler.capacity.root.ordering-policy", "priority-utilization"});
  const UsageSnapshot s = snapshot(kFull);
  for (const auto& [props, expected] : {std::pair{priorities, 0}, std::pair{ordered, 2}}) {
    const Cluster c = cluster(props);
    const PreemptionScenario sc =
        build_preemption_scenario(c.hierarchy, c.config, c.nodes, s, HadoopVersion{3, 3});
    EXPECT_EQ(sc.policy.queues[0][c.hierarchy.index_by_path.at("root.ml")].priority, expected);
  }
}

// Only amounts: 32768 MB killed out of 262144 used on four 64 GB nodes. Keeping every node short
// of a 32768 MB container needs 32769 MB on each, 131076 in all; 229376 remain.
TEST(PreemptionWhatIf, WorstPlacementOfTheAmounts) {
  const Cluster c = cluster({{"yarn.resourcemanager.monitor.capacity.preemption."
                              "total_preemption_per_round",
                              "0.25"},
                             {"yarn.resourcemanager.monitor.capacity.preemption."
                              "natural_termination_factor",
                              "0.5"}});
  const PreemptionWhatIf w = run_preemption_whatif(c.hierarchy, c.config, c.nodes, snapshot(kFull),
                                                   HadoopVersion{3, 3}, {});
  ASSERT_EQ(w.landing.size(), 1u);
  const LandingVerdict& v = w.landing[0];
  EXPECT_EQ(v.basis, LandingBasis::kWorstPlacement);
  EXPECT_TRUE(v.below_guarantee);
  EXPECT_EQ(v.killed.memory_mb(), 32768);
  EXPECT_FALSE(v.room_before);
  EXPECT_FALSE(v.lands);
  ASSERT_EQ(v.nodes.size(), 1u);
  EXPECT_EQ(v.nodes[0].count, 4);
  // 229376 spread over four nodes: 57344 each, 8192 free
  EXPECT_EQ(v.nodes[0].free_after.memory_mb(), 8192);
  // keeping four nodes short of 8193 MB takes 4 x 57344 = 229376: a container of 8192 MB is
  // sure to fit, one of 8193 is not
  EXPECT_EQ(v.largest_free_after.memory_mb(), 8192);
}

// 229376 MB used: keeping six nodes short of 32768 MB free takes 6 x 32769 = 196614 of it, so the
// numbers allow no room; eight nodes would take 262152, more than there is, so some node has room
// before the round already.
TEST(PreemptionWhatIf, WorstPlacementLandsWhenTheNumbersLeaveNoChoice) {
  const std::string usage = R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 65536, vcores: 8}
    pending-container: {memory-mb: 32768, vcores: 1}
  root.etl:
    used: {memory-mb: 229376, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
)";
  const Cluster six = cluster({}, 6);
  const Cluster eight = cluster({}, 8);
  for (const auto* c : {&six, &eight}) {
    const PreemptionWhatIf w = run_preemption_whatif(c->hierarchy, c->config, c->nodes,
                                                     snapshot(usage), HadoopVersion{3, 3}, {});
    ASSERT_EQ(w.landing.size(), 1u);
    const int64_t nodes = c->nodes.groups[0].count;
    // 8 x 32769 = 262152 > 229376: room before the round already
    EXPECT_EQ(w.landing[0].room_before, nodes == 8) << nodes;
  }
}

// Per-node usage without containers: the kills go where they free the least.
TEST(PreemptionWhatIf, NodeUsageWithoutContainers) {
  const Cluster c = cluster({{"yarn.resourcemanager.monitor.capacity.preemption."
                              "natural_termination_factor",
                              "1.0"},
                             {"yarn.resourcemanager.monitor.capacity.preemption."
                              "total_preemption_per_round",
                              "1.0"}},
                            2);
  const std::string usage = R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 16384, vcores: 2}
    pending-container: {memory-mb: 16384, vcores: 1}
  root.etl:
    used: {memory-mb: 131072, vcores: 16}
    pending: {memory-mb: 0, vcores: 0}
nodes:
  worker-1: {used: {memory-mb: 65536, vcores: 8}}
  worker-2: {used: {memory-mb: 65536, vcores: 8}}
)";
  const PreemptionWhatIf w = run_preemption_whatif(c.hierarchy, c.config, c.nodes, snapshot(usage),
                                                   HadoopVersion{3, 3}, {});
  ASSERT_EQ(w.landing.size(), 1u);
  const LandingVerdict& v = w.landing[0];
  EXPECT_EQ(v.basis, LandingBasis::kNodeUsage);
  EXPECT_EQ(v.killed.memory_mb(), 16384);
  // 16383 MB of kills fit on one node without making room; the last MB goes on the other
  EXPECT_FALSE(v.lands);
  EXPECT_EQ(v.nodes[0].free_after.memory_mb(), 16383);
  EXPECT_EQ(v.nodes[1].free_after.memory_mb(), 1);
}

// etl's newest container runs on worker-1, which bi's reservation holds: what the round frees
// there is bi's to take, and ml's container fits nowhere (CapacityScheduler
// .allocateContainersToNode serves a reserved node's reservation only).
TEST(PreemptionWhatIf, ANodeHeldByAnotherQueuesReservationDoesNotCount) {
  const Cluster c = cluster({{"yarn.scheduler.capacity.root.queues", "ml,etl,bi"},
                             {"yarn.scheduler.capacity.root.etl.capacity", "40"},
                             {"yarn.scheduler.capacity.root.bi.capacity", "10"},
                             {"yarn.resourcemanager.monitor.capacity.preemption."
                              "natural_termination_factor",
                              "1.0"},
                             {"yarn.resourcemanager.monitor.capacity.preemption."
                              "total_preemption_per_round",
                              "1.0"}},
                            2);
  const std::string usage = R"(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 8192, vcores: 1}
    pending-container: {memory-mb: 8192, vcores: 1}
  root.etl:
    used: {memory-mb: 131072, vcores: 16}
    pending: {memory-mb: 0, vcores: 0}
    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2, count: 8}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, count: 8}
)";
  const std::string bi = R"(  root.bi:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 0, vcores: 0}
    applications:
      - containers:
          - {size: {memory-mb: 16384, vcores: 1}, node: worker-1, reserved: true}
)";
  const PreemptionWhatIf held = run_preemption_whatif(
      c.hierarchy, c.config, c.nodes, snapshot(usage + bi), HadoopVersion{3, 3}, {});
  ASSERT_EQ(held.landing.size(), 1u);
  const LandingVerdict& v = held.landing[0];
  EXPECT_EQ(v.killed_containers, 1);
  EXPECT_FALSE(v.lands);
  ASSERT_EQ(v.nodes.size(), 2u);
  EXPECT_EQ(v.nodes[0].name, "worker-1");
  EXPECT_EQ(v.nodes[0].free_after.memory_mb(), 8192);
  EXPECT_TRUE(v.nodes[0].held_by_reservation);
  EXPECT_FALSE(v.nodes[0].fits);
  const PreemptionWhatIf free = run_preemption_whatif(c.hierarchy, c.config, c.nodes,
                                                      snapshot(usage), HadoopVersion{3, 3}, {});
  EXPECT_TRUE(free.landing.at(0).lands);
}

// A workload's shape stands in for a queue the snapshot does not size, and only there: the
// snapshot's own pending-container wins, and a partition the what-if does not compute is skipped.
TEST(PreemptionWhatIf, WorkloadShapesSizeOnlyWhatTheSnapshotDoesNot) {
  const Cluster c = cluster({{"yarn.resourcemanager.monitor.capacity.preemption."
                              "total_preemption_per_round",
                              "0.25"},
                             {"yarn.resourcemanager.monitor.capacity.preemption."
                              "natural_termination_factor",
                              "0.5"}});
  const int ml = c.hierarchy.index_by_path.at("root.ml");
  const std::vector<PendingRequest> shapes{
      {ml, "", Resource(8192, 1), "the map containers of workload etl", {}},
      {ml, "gpu", Resource(4096, 1), "the executor containers of workload train", {}}};
  const PreemptionWhatIf sized = run_preemption_whatif(
      c.hierarchy, c.config, c.nodes, snapshot(kFull), HadoopVersion{3, 3}, shapes);
  ASSERT_EQ(sized.landing.size(), 1u);
  EXPECT_EQ(sized.landing[0].request.memory_mb(), 32768);
  EXPECT_EQ(sized.landing[0].request_origin, "");

  std::string unsized = kFull;
  unsized.erase(unsized.find("    pending-container"),
                unsized.find("  root.etl") - unsized.find("    pending-container"));
  const PreemptionWhatIf w = run_preemption_whatif(c.hierarchy, c.config, c.nodes,
                                                   snapshot(unsized), HadoopVersion{3, 3}, shapes);
  ASSERT_EQ(w.landing.size(), 1u);
  EXPECT_EQ(w.landing[0].request.memory_mb(), 8192);
  EXPECT_EQ(w.landing[0].request_origin, "the map containers of workload etl");
}

// A group of one node may name it by the group; a REST nodes dump's node by its host alone when no
// other node runs on that host. Either way it is one node.
TEST(PreemptionWhatIf, NodesGoByTheirUnambiguousNames) {
  Cluster c = cluster({}, 1);
  const UsageSnapshot s = snapshot(kFull + R"(    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1}
)");
  ASSERT_TRUE(check_usage_snapshot(c.hierarchy, c.nodes, s).empty());
  PreemptionScenario sc =
      build_preemption_scenario(c.hierarchy, c.config, c.nodes, s, HadoopVersion{3, 3});
  ASSERT_EQ(sc.policy.nodes.size(), 1u);
  EXPECT_EQ(sc.policy.nodes[0].name, "worker-1");
  EXPECT_EQ(sc.policy.nodes[0].allocated, Resource(16384, 2));

  c.nodes.usage = {{"host-a:8041", "worker", Resource(1024, 1), {}},
                   {"host-b:8041", "worker", Resource(2048, 1), {}},
                   {"host-b:8042", "worker", Resource(0, 0), {}}};
  const UsageSnapshot rest = snapshot(kFull + R"(    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: host-a}
          - {size: {memory-mb: 8192, vcores: 1}, node: host-b}
)");
  const std::vector<UsageMismatch> m = check_usage_snapshot(c.hierarchy, c.nodes, rest);
  ASSERT_EQ(m.size(), 1u);  // host-b runs two NodeManagers: say which
  EXPECT_EQ(m[0].loc.line, 12);
  sc = build_preemption_scenario(c.hierarchy, c.config, c.nodes, snapshot(kFull),
                                 HadoopVersion{3, 3});
  // every node of the dump, with the dump's usage
  ASSERT_EQ(sc.policy.nodes.size(), 3u);
  EXPECT_EQ(sc.policy.nodes[0].name, "host-a:8041");
  EXPECT_EQ(sc.policy.nodes[1].allocated, Resource(2048, 1));
}

}  // namespace preemption_whatif_test
}  // namespace schedlint
