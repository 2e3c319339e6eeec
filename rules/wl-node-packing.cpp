// W3: a task container whose shape does not match the nodes': once a node holds as many as one
// resource allows, a quarter or more of another stays unused.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_node_packing {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-node-packing",
      .severity = Severity::kWarning,
      .summary =
          "A workload's task containers fill a node's vcores (or memory) while a quarter or more "
          "of its other resource stays unused, because their shape does not match the node's.",
      .risk = "W3",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache.hadoop.yarn.util.resource.DominantResourceCalculator</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 5120, vcores: 4}
)yaml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>16384</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache.hadoop.yarn.util.resource.DominantResourceCalculator</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 16384, vcores: 4}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    const bool memory_only = context.capacity_hierarchy() != nullptr &&
                             context.capacity_hierarchy()->calculator == CalculatorKind::kDefault;
    for (const RoleFit& r : fit.roles) {
      if (r.am || !r.normalized) continue;
      for (const GroupFit& g : r.fits) {
        if (g.per_node == 0) continue;
        // The resource left most unused, among those the scheduler counts.
        std::string worst;
        int64_t left = 0, of = 0;
        for (const std::string_view type : {kMemoryMb, kVcores}) {
          if (memory_only && type != kMemoryMb) continue;
          const int64_t total = g.group->resource.get(type);
          const int64_t unused = total - g.per_node * r.normalized->get(type);
          if (total > 0 && 4 * unused >= total && (of == 0 || unused * of > left * total)) {
            worst = type;
            left = unused;
            of = total;
          }
        }
        if (worst.empty()) continue;
        Finding f = make_finding(
            info(), role_location(fit, r),
            fmt::format("a node of group {} ({}) holds {} of {}'s {} containers ({} each), leaving "
                        "{} of its {} {} ({}%) unused",
                        g.group->name, resource_text(g.group->resource), g.per_node,
                        fit.workload->name, r.role->name, resource_text(*r.normalized), left, of,
                        worst == kMemoryMb ? "MB of memory" : "vcores", 100 * left / of),
            queue_of(fit));
        f.details.push_back(fmt::format(
            "{} such nodes: shape the containers as the nodes are ({} MB per vcore there)",
            g.group->count,
            g.group->resource.vcores() > 0
                ? g.group->resource.memory_mb() / g.group->resource.vcores()
                : 0));
        sink.report(std::move(f));
        break;  // the first group that strands: one finding per role
      }
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_node_packing
