#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "support/rule_harness.h"

namespace schedlint {
namespace preempt_does_not_land_test {

using testing::conf_xml;
using testing::Files;
using testing::run_rule;

constexpr const char* kRule = "preempt-does-not-land";

// ml and etl share four 64 GB nodes half and half; the round may take a quarter of the cluster
// and asks for half of what it finds.
std::string capacity(const std::vector<std::pair<std::string, std::string>>& extra = {}) {
  std::vector<std::pair<std::string, std::string>> p{
      {"yarn.scheduler.capacity.root.queues", "ml,etl"},
      {"yarn.scheduler.capacity.root.ml.capacity", "50"},
      {"yarn.scheduler.capacity.root.etl.capacity", "50"},
      {"yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round", "0.25"},
      {"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor", "0.5"}};
  p.insert(p.end(), extra.begin(), extra.end());
  return conf_xml(p);
}

const std::string kMonitorOn = conf_xml({{"yarn.resourcemanager.scheduler.monitor.enable", "true"},
                                         {"yarn.scheduler.maximum-allocation-mb", "32768"}});

const std::string kNodes = "nodes:\n  - {group: worker, count: 4, memory-mb: 65536, vcores: 32}\n";

// etl's two applications: the first with seven 8 GB containers on each node, the second (the
// newest, which the FIFO selector takes first) with one on each node.
const std::string kEtlContainers = R"(    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, count: 7}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2, count: 7}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-3, count: 7}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-4, count: 7}
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-3}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-4}
)";

// ml waits for containers of `request` MB (0: the snapshot does not size them); etl holds the
// whole cluster, with `etl_extra` after its usage (its applications, or nothing).
std::string usage(int request, const std::string& etl_extra, const std::string& ml_extra = "") {
  return "queues:\n"
         "  root.ml:\n"
         "    used: {memory-mb: 0, vcores: 0}\n"
         "    pending: {memory-mb: 65536, vcores: 8}\n" +
         (request > 0
              ? "    pending-container: {memory-mb: " + std::to_string(request) + ", vcores: 1}\n"
              : std::string()) +
         ml_extra +
         "  root.etl:\n"
         "    used: {memory-mb: 262144, vcores: 32}\n"
         "    pending: {memory-mb: 0, vcores: 0}\n" +
         etl_extra;
}

Files cluster(const std::string& usage_yaml, const std::string& capacity_xml = capacity()) {
  return {{"capacity-scheduler.xml", capacity_xml},
          {"yarn-site.xml", kMonitorOn},
          {"nodes.yaml", kNodes},
          {"usage.yaml", usage_yaml}};
}

bool has_detail(const Finding& f, const std::string& text) {
  return std::any_of(f.details.begin(), f.details.end(),
                     [&](const std::string& d) { return d.find(text) != std::string::npos; });
}

// The failure: the round takes etl's newest application, one 8 GB container on each node, and
// no node ends with 32 GB free.
TEST(PreemptDoesNotLand, KillsSpreadThinOverManyNodes) {
  const auto f = run_rule(cluster(usage(32768, kEtlContainers)), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "usage.yaml");
  EXPECT_EQ(f[0].loc.line, 2);  // root.ml's entry
  EXPECT_EQ(f[0].queue, "root.ml");
  EXPECT_NE(f[0].message.find("waits for containers of 32768 MB"), std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("kills 4 container(s) (32768 MB, 4 vcores) on 4 node(s)"),
            std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("the most any node has free after the round is 8192 MB"),
            std::string::npos);
  EXPECT_TRUE(has_detail(f[0], "placement: the snapshot's containers on their nodes"));
  EXPECT_TRUE(
      has_detail(f[0], "killed: 1 container(s), 8192 MB, 1 vcores of root.etl on worker-3"));
  // the witness: every node before, freed and after the round
  EXPECT_TRUE(has_detail(
      f[0], "worker-4: 0 MB, 24 vcores + 8192 MB, 1 vcores = 8192 MB, 25 vcores free of 65536 MB"));
  EXPECT_TRUE(has_detail(f[0], "a container of at most 8192 MB fits on a node"));
  EXPECT_TRUE(has_detail(f[0], "node label"));
  EXPECT_TRUE(has_detail(f[0], "ReservationSystem"));
  EXPECT_TRUE(has_detail(f[0], "select_based_on_reserved_containers to true"));
}

// The opposite: the same round frees 8 GB on each node, room for an 8 GB container.
TEST(PreemptDoesNotLand, SilentWhenAContainerFitsWhereTheRoundFreesRoom) {
  EXPECT_TRUE(run_rule(cluster(usage(8192, kEtlContainers)), kRule).empty());
}

// Containers of etl's newest application all on one node: the round frees that node.
TEST(PreemptDoesNotLand, SilentWhenTheKillsAreOnOneNode) {
  const std::string etl = R"(    applications:
      - containers:
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-1, count: 8}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-2, count: 8}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-3, count: 8}
          - {size: {memory-mb: 8192, vcores: 1}, node: worker-4, count: 8}
)";
  EXPECT_TRUE(run_rule(cluster(usage(32768, etl)), kRule).empty());
}

// With select_based_on_reserved_containers and ml's reservation on worker-1, the
// ReservedContainerCandidatesSelector frees worker-1 for it: it lands.
TEST(PreemptDoesNotLand, TheReservedContainerSelectorMakesItLand) {
  const std::string ml_reservation = R"(    applications:
      - containers:
          - {size: {memory-mb: 32768, vcores: 1}, node: worker-1, reserved: true}
)";
  const std::string ml = usage(32768, kEtlContainers, ml_reservation);
  // ml's reservation counts in its usage, as the CapacityScheduler books it
  std::string with_reserved = ml;
  with_reserved.replace(with_reserved.find("used: {memory-mb: 0, vcores: 0}"),
                        std::string("used: {memory-mb: 0, vcores: 0}").size(),
                        "used: {memory-mb: 32768, vcores: 1}\n"
                        "    reserved: {memory-mb: 32768, vcores: 1}");
  const std::string select = capacity(
      {{"yarn.resourcemanager.monitor.capacity.preemption.select_based_on_reserved_containers",
        "true"}});
  EXPECT_TRUE(run_rule(cluster(with_reserved, select), kRule).empty());
  // without the selector the FIFO selector's kills are spread again
  const auto f = run_rule(cluster(with_reserved), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_TRUE(has_detail(f[0], "select_based_on_reserved_containers to true"));
  // Hadoop 2.7 has no such selector (YARN-4390 came in 2.8): the key is not offered as a fix
  const auto f27 = run_rule(cluster(with_reserved, select), kRule, "2.7");
  ASSERT_EQ(f27.size(), 1u);
  EXPECT_FALSE(has_detail(f27[0], "select_based_on_reserved_containers"));
}

// Only amounts: usage and kills spread as badly as the numbers allow. 32 GB kills out of a full
// cluster can leave every node with less than 32 GB free; 8 GB containers must find room.
TEST(PreemptDoesNotLand, WorstPlacementWhenTheSnapshotHasOnlyAmounts) {
  const auto f = run_rule(cluster(usage(32768, "")), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_TRUE(has_detail(f[0], "the worst placement the numbers allow"));
  EXPECT_TRUE(has_detail(f[0], "worker x4 (65536 MB, 32 vcores each): 8192 MB free"));
  EXPECT_NE(f[0].message.find("kills 32768 MB, 1 vcores"), std::string::npos) << f[0].message;
  EXPECT_TRUE(run_rule(cluster(usage(8192, "")), kRule).empty());
}

// Each node's usage known, not where the kills fall: they are put where they free the least.
TEST(PreemptDoesNotLand, NodeUsageWithoutContainers) {
  const std::string nodes = R"(nodes:
  worker-1: {used: {memory-mb: 65536, vcores: 8}}
  worker-2: {used: {memory-mb: 65536, vcores: 8}}
  worker-3: {used: {memory-mb: 65536, vcores: 8}}
  worker-4: {used: {memory-mb: 65536, vcores: 8}}
)";
  const auto f = run_rule(cluster(usage(32768, "") + nodes), kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_TRUE(has_detail(f[0], "each node's usage from the snapshot"));
  // a node with 24 GB free before the round: 8 GB of kills there would make room, so they go
  // elsewhere; with 40 GB free it already has room, and preemption is not the problem
  std::string one_free = nodes;
  one_free.replace(one_free.find("65536"), 5, "40960");
  EXPECT_EQ(run_rule(cluster(usage(32768, "") + one_free), kRule).size(), 1u);
  one_free.replace(one_free.find("40960"), 5, "24576");
  EXPECT_TRUE(run_rule(cluster(usage(32768, "") + one_free), kRule).empty());
}

TEST(PreemptDoesNotLand, SilentWithoutASnapshotOrWithoutTheMonitor) {
  Files no_usage = cluster(usage(32768, kEtlContainers));
  no_usage.pop_back();
  EXPECT_TRUE(run_rule(no_usage, kRule).empty());
  Files monitor_off = cluster(usage(32768, kEtlContainers));
  monitor_off[1].second = conf_xml({{"yarn.scheduler.maximum-allocation-mb", "32768"}});
  EXPECT_TRUE(run_rule(monitor_off, kRule).empty());
  // observe_only: the round kills nothing
  const std::string observe =
      capacity({{"yarn.resourcemanager.monitor.capacity.preemption.observe_only", "true"}});
  EXPECT_TRUE(run_rule(cluster(usage(32768, kEtlContainers), observe), kRule).empty());
}

// A container larger than every node is container-unplaceable's business, not preemption's.
TEST(PreemptDoesNotLand, SilentForAContainerNoNodeCouldHold) {
  EXPECT_TRUE(run_rule(cluster(usage(98304, kEtlContainers)), kRule).empty());
}

// ml runs a training workload: a 2 GB AM and 32 GB executors (written out in workloads.yaml).
std::string training(const std::string& extra_role = "") {
  return "workloads:\n"
         "  - name: train\n"
         "    queue: root.ml\n"
         "    am: {memory-mb: 2048, vcores: 1}\n"
         "    roles:\n"
         "      - name: executor\n"
         "        memory-mb: 32768\n" +
         extra_role;
}

// The snapshot says ml waits but not for what: its workload's executors are what it waits for,
// and the finding points at the line that sized them. The AM fits where the round frees 8 GB.
TEST(PreemptDoesNotLand, AQueueTheSnapshotDoesNotSizeIsJudgedByItsWorkloads) {
  Files files = cluster(usage(0, kEtlContainers));
  files.push_back({"workloads.yaml", training()});
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].loc.file, "workloads.yaml");
  EXPECT_EQ(f[0].loc.line, 6);  // the executor role
  EXPECT_NE(f[0].message.find(
                "waits for containers of 32768 MB, 1 vcores (the executor containers of workload "
                "train)"),
            std::string::npos)
      << f[0].message;
  EXPECT_NE(f[0].message.find("the most any node has free after the round is 8192 MB"),
            std::string::npos);
  // without the workloads nothing says what ml waits for: no check
  EXPECT_TRUE(run_rule(cluster(usage(0, kEtlContainers)), kRule).empty());
}

// Two shapes that do not land are one cause: one finding, on the smaller, naming the larger.
TEST(PreemptDoesNotLand, OneFindingPerQueueForItsWorkloadsShapes) {
  Files files = cluster(usage(0, kEtlContainers));
  files.push_back({"workloads.yaml", training("      - name: shuffle\n"
                                              "        memory-mb: 16384\n")});
  const auto f = run_rule(files, kRule);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].message.find("16384 MB, 1 vcores (the shuffle containers of workload train)"),
            std::string::npos)
      << f[0].message;
  EXPECT_TRUE(has_detail(f[0], "nor do the executor containers of workload train (32768 MB"));
}

// What the snapshot says the queue waits for wins over the workloads' shapes: 8 GB lands.
TEST(PreemptDoesNotLand, TheSnapshotsPendingContainerWinsOverTheWorkloads) {
  Files files = cluster(usage(8192, kEtlContainers));
  files.push_back({"workloads.yaml", training()});
  EXPECT_TRUE(run_rule(files, kRule).empty());
}

}  // namespace preempt_does_not_land_test
}  // namespace schedlint
