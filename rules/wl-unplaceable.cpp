// W3: a workload's container the ResourceManager accepts and no node of its partition can hold:
// it stays pending forever.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_unplaceable {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-unplaceable",
      .severity = Severity::kError,
      .summary =
          "A workload's container passes the ResourceManager's checks but fits on no node of "
          "its partition (the maximum allocation is per resource type), so it waits forever.",
      .risk = "W3",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
  <property><name>yarn.scheduler.maximum-allocation-vcores</name><value>32</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache.hadoop.yarn.util.resource.DominantResourceCalculator</value></property>
</configuration>
)xml"},
                {"nodes.yaml", R"yaml(nodes:
  - {group: big-memory, count: 4, memory-mb: 65536, vcores: 8}
  - {group: many-cores, count: 4, memory-mb: 32768, vcores: 32}
)yaml"},
                {"workloads.yaml", R"yaml(workloads:
  - name: wide-job
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: worker, memory-mb: 40960, vcores: 16}
)yaml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
  <property><name>yarn.scheduler.maximum-allocation-vcores</name><value>16</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.resource-calculator</name><value>org.apache.hadoop.yarn.util.resource.DominantResourceCalculator</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", R"yaml(nodes:
  - {group: w, count: 8, memory-mb: 65536, vcores: 16}
)yaml"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: wide-job
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: worker, memory-mb: 16384, vcores: 4}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.normalized || r.fits.empty()) continue;
      bool fits_somewhere = false;
      for (const GroupFit& g : r.fits)
        fits_somewhere = fits_somewhere || g.per_node > 0;
      if (fits_somewhere) continue;
      std::string groups;
      for (const GroupFit& g : r.fits)
        groups += fmt::format("{}{} {}", groups.empty() ? "" : ", ", g.group->name,
                              resource_text(g.group->resource));
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} container {} fits on no node of {} ({}): the ResourceManager accepts "
                      "the request, and it waits forever",
                      role_title(fit, r), resource_text(*r.normalized),
                      partition_name(fit.partition), groups),
          queue_of(fit));
      f.details.push_back(fmt::format(
          "the largest container allowed, {}, takes each type's maximum from a different node",
          resource_text(fit.queue_maximum_allocation)));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_unplaceable
