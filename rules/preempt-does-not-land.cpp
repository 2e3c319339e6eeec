// I4: the preemption round kills containers, but on no node does it free room for one container
// of the queue it preempts for.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "analysis/workload_pending.h"
#include "model/release_facts.h"
#include "model/resource_text.h"
#include "rules/rule.h"
#include "sched/capacity/preemption_whatif.h"

namespace schedlint::rules::preempt_does_not_land {

namespace {

// What a node's lines of the witness show at most; the rest are counted.
constexpr size_t kWitnessNodes = 10;
constexpr size_t kWitnessKills = 8;

constexpr const char* kCapacity = R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>ml,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round</name><value>0.25</value></property>
  <property><name>yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor</name><value>0.5</value></property>
</configuration>
)xml";

constexpr const char* kYarnSite = R"xml(<configuration>
  <property><name>yarn.resourcemanager.scheduler.monitor.enable</name><value>true</value></property>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>32768</value></property>
</configuration>
)xml";

constexpr const char* kNodes = R"yaml(nodes:
  - {group: worker, count: 4, memory-mb: 65536, vcores: 32}
)yaml";

// etl fills every node with 8 GB containers, its second application's one on each node; ml waits
// for 32 GB ones.
constexpr const char* kUsageFires = R"yaml(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 65536, vcores: 4}
    pending-container: {memory-mb: 32768, vcores: 2}
  root.etl:
    used: {memory-mb: 262144, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
    applications:
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
)yaml";

// The same cluster, where ml asks for 8 GB containers: what the round kills on one node is room.
constexpr const char* kUsageSilent = R"yaml(queues:
  root.ml:
    used: {memory-mb: 0, vcores: 0}
    pending: {memory-mb: 65536, vcores: 8}
    pending-container: {memory-mb: 8192, vcores: 1}
  root.etl:
    used: {memory-mb: 262144, vcores: 32}
    pending: {memory-mb: 0, vcores: 0}
    applications:
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
)yaml";

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "preempt-does-not-land",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler preemption round kills containers for a queue below its "
          "guarantee, but on no node does it free room for one of the containers that queue "
          "waits for.",
      .risk = "I4",
      .needs = {Need::kCapacityFile, Need::kNodes, Need::kUsage},
      .fires = {{"capacity-scheduler.xml", kCapacity},
                {"yarn-site.xml", kYarnSite},
                {"nodes.yaml", kNodes},
                {"usage.yaml", kUsageFires}},
      .silent = {{"capacity-scheduler.xml", kCapacity},
                 {"yarn-site.xml", kYarnSite},
                 {"nodes.yaml", kNodes},
                 {"usage.yaml", kUsageSilent}},
  };
  return kInfo;
}

constexpr const char* kPolicy = "ProportionalCapacityPreemptionPolicy";

std::string partition_text(const std::string& partition) {
  return partition.empty() ? "the default partition" : fmt::format("partition '{}'", partition);
}

std::string where_text(LandingBasis basis) {
  switch (basis) {
    case LandingBasis::kContainersOnNodes:
      return "the snapshot's containers on their nodes";
    case LandingBasis::kNodeUsage:
      return "each node's usage from the snapshot, the kills placed where they free the least (the "
             "snapshot does not say where the killed containers run)";
    case LandingBasis::kWorstPlacement:
      return "the worst placement the numbers allow: the snapshot gives no per-node usage, so "
             "usage and kills are spread as thinly as they can be; give the nodes' usage (a "
             "'nodes:' block, containers with their nodes, or a REST /ws/v1/cluster/nodes dump as "
             "--nodes) to decide it node by node";
  }
  return "";
}

std::string kills_text(const LandingVerdict& v) {
  if (v.killed_containers > 0) {
    return fmt::format("{} container(s) ({}){}", v.killed_containers, resource_text(v.killed),
                       v.nodes_hit > 0 ? fmt::format(" on {} node(s)", v.nodes_hit) : "");
  }
  return resource_text(v.killed);
}

Finding finding_for(const AnalysisContext& context, const PreemptionWhatIf& w,
                    const LandingVerdict& v) {
  const std::string& queue = w.scenario.policy.queues.front()[v.queue].path;
  // At the line that sized the container: the snapshot's pending-container, or the workload's.
  SourceLocation at = v.request_origin_loc;
  for (const QueueUsage& u : context.model().usage->queues) {
    if (v.request_origin.empty() && u.path == queue && u.partition == v.partition) at = u.loc;
  }
  const bool worst = v.basis == LandingBasis::kWorstPlacement;
  Finding f = make_finding(
      info(), at,
      fmt::format(
          "{} is below its guarantee in {} ({} used of {}) and waits for containers of {}{}, but "
          "the preemption round kills {} and frees room for one on no node{}: {} {}",
          queue, partition_text(v.partition), resource_text(v.used), resource_text(v.guaranteed),
          resource_text(v.request),
          v.request_origin.empty() ? "" : fmt::format(" ({})", v.request_origin), kills_text(v),
          worst ? " in the worst placement the numbers allow" : "",
          worst ? "only a container of at most" : "the most any node has free after the round is",
          amount_text(kMemoryMb, v.largest_free_after.memory_mb())) +
          (worst ? " is sure to fit after the round" : ""),
      queue);
  f.details.push_back("placement: " + where_text(v.basis));
  for (size_t i = 0; i < v.kills.size() && i < kWitnessKills; ++i) {
    const KilledOn& k = v.kills[i];
    f.details.push_back(
        fmt::format("killed: {}{} of {}{}",
                    k.containers > 0 ? fmt::format("{} container(s), ", k.containers) : "",
                    resource_text(k.resource), k.queue, k.node.empty() ? "" : " on " + k.node));
  }
  if (v.kills.size() > kWitnessKills) {
    f.details.push_back(fmt::format("killed: ... and {} more", v.kills.size() - kWitnessKills));
  }
  f.details.push_back(worst ? "nodes after the round (free memory at most):"
                            : "nodes after the round (free before + freed = free after):");
  for (size_t i = 0; i < v.nodes.size() && i < kWitnessNodes; ++i) {
    const NodeAfterRound& n = v.nodes[i];
    const std::string name =
        n.count > 1 || !n.listed ? fmt::format("{} x{}", n.name, n.count) : n.name;
    if (worst) {
      f.details.push_back(fmt::format("  {} ({} each): {} free", name, resource_text(n.total),
                                      amount_text(kMemoryMb, n.free_after.memory_mb())));
      continue;
    }
    f.details.push_back(
        fmt::format("  {}: {} + {} = {} free of {}{}", name, resource_text(n.free_before),
                    resource_text(n.freed), resource_text(n.free_after), resource_text(n.total),
                    n.held_by_reservation ? " (held by another application's reservation)"
                    : n.listed            ? ""
                                          : " (not in the snapshot: idle)"));
  }
  if (v.nodes.size() > kWitnessNodes) {
    f.details.push_back(fmt::format("  ... and {} more nodes", v.nodes.size() - kWitnessNodes));
  }
  // The fixes, most direct first.
  if (v.largest_free_after.memory_mb() > 0) {
    f.details.push_back(fmt::format(
        "fix: ask for smaller containers: after this round a container of at most {} {} on a "
        "node",
        amount_text(kMemoryMb, v.largest_free_after.memory_mb()),
        worst ? "is sure to fit" : "fits"));
  } else {
    f.details.push_back("fix: ask for smaller containers");
  }
  f.details.push_back(fmt::format(
      "fix: or give {} nodes of its own with a node label (accessible-node-labels and a "
      "partition capacity), so its large containers do not wait for other queues' small ones to "
      "end on the same node",
      queue));
  f.details.push_back(
      "fix: or reserve the capacity ahead of time with the ReservationSystem (a reservable queue)");
  const PreemptionRoundSettings& settings = w.scenario.policy.settings;
  if (has(context.version(), ReleaseFact::kCsPreemptionReservedContainers) &&
      !settings.select_based_on_reserved_containers) {
    f.details.push_back(fmt::format(
        "fix: or set yarn.resourcemanager.monitor.capacity.preemption."
        "select_based_on_reserved_containers to true: the policy then preempts on the node that "
        "holds {}'s reservation until the container fits there "
        "(ReservedContainerCandidatesSelector, "
        "YARN-4390)",
        queue));
  } else if (settings.select_based_on_reserved_containers) {
    f.details.push_back(
        "select_based_on_reserved_containers is on, but no reservation of this queue sits on a "
        "node where preempting preemptable containers would make it fit");
  }
  return f;
}

// Below its guarantee, the round kills something, and still no node has room for one container.
bool stranded(const LandingVerdict& v) {
  return v.below_guarantee && !v.nothing_killed && !v.room_before && !v.larger_than_every_node &&
         !v.lands;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  const ClusterSettings& c = model.cluster;
  // The policy runs only with the monitor on and in its list (preempt-never-acts otherwise).
  if (!c.scheduler_monitor_enable.value ||
      c.scheduler_monitor_policies.value.find(kPolicy) == std::string::npos) {
    return;
  }
  const CapacityHierarchy* hierarchy = context.capacity_hierarchy();
  if (hierarchy == nullptr ||
      !check_usage_snapshot(*hierarchy, model.nodes, *model.usage).empty()) {
    return;  // `check` refuses such a snapshot before the rules run
  }
  PreemptionWhatIf whatif;
  try {
    whatif =
        run_preemption_whatif(*hierarchy, *model.capacity, model.nodes, *model.usage,
                              context.version(), workload_pending_requests(context, *hierarchy));
  } catch (const std::runtime_error&) {
    return;  // Hadoop's fixpoint would never settle: `preempt` says so
  }
  for (const LandingVerdict& v : whatif.landing) {
    if (!v.request_origin.empty() || !stranded(v)) continue;
    sink.report(finding_for(context, whatif, v));
  }
  // A queue the snapshot does not size waits for any of its workloads' shapes: one finding per
  // queue and partition, for the smallest that does not land (the larger ones listed with it).
  std::map<std::pair<int, std::string>, std::vector<const LandingVerdict*>> by_queue;
  for (const LandingVerdict& v : whatif.landing) {
    if (!v.request_origin.empty() && stranded(v)) by_queue[{v.queue, v.partition}].push_back(&v);
  }
  for (auto& [key, verdicts] : by_queue) {
    std::stable_sort(verdicts.begin(), verdicts.end(), [](const auto* a, const auto* b) {
      return a->request.memory_mb() < b->request.memory_mb();
    });
    Finding f = finding_for(context, whatif, *verdicts.front());
    for (size_t i = 1; i < verdicts.size(); ++i) {
      f.details.insert(f.details.begin() + static_cast<std::ptrdiff_t>(i - 1),
                       fmt::format("nor do {} ({})", verdicts[i]->request_origin,
                                   resource_text(verdicts[i]->request)));
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule kRule{info(), check};
  return kRule;
}

}  // namespace schedlint::rules::preempt_does_not_land
