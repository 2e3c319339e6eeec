// J6: a node label some node carries and some queue is given capacity in, where every leaf's
// maximum comes to 0: each queue's absolute capacities are fractions of its parent's
// (CSQueueUtils.updateAbsoluteCapacitiesByNodeLabels), a partition a queue holds no numbers for
// reads 0 (QueueCapacities), and before 3.4 root holds no numbers for a label partition unless a
// yarn.scheduler.capacity.root.accessible-node-labels.<label>.* key configures it
// (CapacitySchedulerConfiguration.getConfiguredNodeLabels / getLabeledQueueCapacity).
#include <map>

#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_label_partition_unusable {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-label-partition-unusable",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler node-label partition that nodes carry and queues are given "
          "capacity in, where every queue's maximum comes to 0 (before 3.4, because root "
          "has no capacity in it unless set): its nodes run nothing for applications "
          "asking for it.",
      .risk = "J6",
      .needs = {Need::kCapacityFile, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,ml</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.capacity</name><value>40</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.accessible-node-labels.gpu.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", R"yaml(nodes:
  - {group: w, count: 4, memory-mb: 65536, vcores: 32}
  - {group: g, count: 2, memory-mb: 65536, vcores: 32, labels: [gpu]}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,ml</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.capacity</name><value>40</value></property>
  <property><name>yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.ml.accessible-node-labels.gpu.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - {group: w, count: 4, memory-mb: 65536, vcores: 32}
  - {group: g, count: 2, memory-mb: 65536, vcores: 32, labels: [gpu]}
)yaml"}},
  };
  return kInfo;
}

// The first queue (parents first) whose file gives it a capacity in partition `label`.
const Queue<CapacityQueueSettings>* first_with_capacity(const CapacityConfig& config,
                                                        const std::string& label) {
  for (const auto& q : config.queues.nodes()) {
    const auto it = q.settings.partitions.find(label);
    if (it != q.settings.partitions.end() && it->second.capacity) return &q;
  }
  return nullptr;
}

// Why no queue may use `label`, and what to change.
std::string cause_and_fix(const CapacityHierarchy& h, const std::string& label,
                          const HadoopVersion& version) {
  const auto it = h.queues.front().partitions.find(label);
  if (it == h.queues.front().partitions.end() || it->second.absolute_maximum_capacity <= 0) {
    return fmt::format(
        "yarn.scheduler.capacity.root.accessible-node-labels.{}.capacity is not set, and in "
        "Hadoop {} root then has no capacity in the partition, so every queue's share of it (a "
        "fraction of root's) is 0; applications asking for {} wait forever and those nodes run "
        "nothing for them; set yarn.scheduler.capacity.root.accessible-node-labels.{}.capacity "
        "to 100",
        label, version.to_string(), label, label);
  }
  return fmt::format(
      "every queue's maximum-capacity in it comes to 0; applications asking for {} wait forever "
      "and those nodes run nothing for them; give the queues that use {} a maximum-capacity "
      "there",
      label, label);
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const Model& model = context.model();
  // Only a node spec lists labels; nodes sized from yarn-site say nothing about them.
  const auto origin = model.nodes.origin;
  if (origin != NodeSpec::Origin::kYaml && origin != NodeSpec::Origin::kRestDump) return;
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *model.capacity;
  std::map<std::string, Resource> carried;  // label -> what its nodes offer
  for (const NodeGroup& g : model.nodes.groups) {
    if (g.label.empty()) continue;
    Resource& total = carried[g.label];
    for (const auto& [type, amount] : g.resource.amounts())
      total.set(type, total.get(type) + amount * g.count);
  }
  for (const auto& [label, offered] : carried) {
    const auto* configured = first_with_capacity(config, label);
    if (configured == nullptr) continue;  // no queue was meant to use it
    bool usable = false;
    for (const CapacityQueue& q : h.queues) {
      const auto it = q.partitions.find(label);
      usable = usable ||
               (q.leaf && it != q.partitions.end() && it->second.absolute_maximum_capacity > 0);
    }
    if (usable) continue;
    sink.report(make_finding(
        info(), configured->settings.partitions.at(label).capacity->loc,
        fmt::format("no queue may use partition {} ({} on the nodes labelled {}): {}", label,
                    resource_text(offered), label, cause_and_fix(h, label, model.hadoop_version)),
        configured->path));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_label_partition_unusable
