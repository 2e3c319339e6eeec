// J2: queues are given a node label that no node of the node spec carries.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/capacity/requestable_partitions.h"

namespace schedlint::rules::cs_label_without_nodes {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-label-without-nodes",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler queue may use, or defaults to, a node label that no node carries "
          "(or "
          "the default partition when every node is labelled), so applications asking for it wait "
          "forever and its capacity exists only on paper.",
      .risk = "J2",
      .needs = {Need::kCapacityFile, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels</name><value>gpu</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.accessible-node-labels.gpu.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.root.accessible-node-labels.gpu.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - {group: w, count: 4, memory-mb: 65536, vcores: 16}
  - {group: g, count: 2, memory-mb: 65536, vcores: 16, labels: [gpu]}
)yaml"}},
  };
  return kInfo;
}

// Every node is labelled: the leaves whose applications go to the default partition unless they
// ask otherwise. With no other partition they can use they never run at all (an error); else the
// applications that name no label wait forever.
void report_empty_default_partition(const AnalysisContext& context, const CapacityHierarchy& h,
                                    FindingSink& sink) {
  const NodeSpec& nodes = context.model().nodes;
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityQueue& q : h.queues) {
    if (!q.leaf || q.state == QueueState::kStopped || !q.default_label_expression.empty()) continue;
    const std::vector<std::string> usable = requestable_partitions(q, nodes);
    Finding f = make_finding(info(), config.queues.at(q.config_index).loc, "", q.path);
    if (usable.empty()) {
      f.severity = Severity::kError;
      f.message = fmt::format(
          "{} can never run an application: every node of the node spec carries a label, so the "
          "default partition has no nodes, and {} can use no labelled partition: add nodes "
          "without a label, or give it accessible-node-labels with a capacity and a "
          "default-node-label-expression",
          q.path, q.path);
    } else {
      f.message = fmt::format(
          "the default partition has no nodes (every node of the node spec carries a label), "
          "and {} has no default-node-label-expression: its applications that name no label "
          "wait forever; set its default-node-label-expression to {}",
          q.path, usable.front());
    }
    sink.report(std::move(f));
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  // Only a node spec lists labels; nodes sized from yarn-site say nothing about them.
  const auto origin = context.model().nodes.origin;
  if (origin != NodeSpec::Origin::kYaml && origin != NodeSpec::Origin::kRestDump) return;
  std::set<std::string> carried;
  for (const NodeGroup& g : context.model().nodes.groups)
    carried.insert(g.label);
  const CapacityConfig& config = *context.model().capacity;
  std::set<std::string> reported;
  for (const CapacityQueue& q : h.queues) {
    const auto& settings = config.queues.at(q.config_index).settings;
    auto report = [&](const std::string& label, const SourceLocation& at, const char* how) {
      if (label.empty() || label == "*" || carried.count(label) ||
          !reported.insert(q.path + "/" + label).second)
        return;
      sink.report(make_finding(
          info(), at,
          fmt::format(
              "{} {} node label {}, but no node of the node spec carries it: applications asking "
              "for it wait forever, and the capacity given for it exists only on paper",
              q.path, how, label),
          q.path));
    };
    if (settings.accessible_node_labels) {
      for (const std::string& label : settings.accessible_node_labels->value) {
        report(label, settings.accessible_node_labels->loc, "may use");
      }
    }
    if (settings.default_node_label_expression) {
      report(settings.default_node_label_expression->value,
             settings.default_node_label_expression->loc, "sends its applications by default to");
    }
  }
  if (!carried.count("")) report_empty_default_partition(context, h, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_label_without_nodes
