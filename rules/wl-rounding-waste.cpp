// W2: the ResourceManager rounds a request up to a step (the minimum allocation on the
// CapacityScheduler, the increment on the FairScheduler): what is granted and never used.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_rounding_waste {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-rounding-waste",
      .severity = Severity::kWarning,
      .summary =
          "The ResourceManager rounds a workload's container up by 10% or more of what it "
          "grants (less: info), memory the application never uses and fewer containers per "
          "node.",
      .risk = "W2",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 4505}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: default
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 5120}
)yaml"}},
  };
  return kInfo;
}

// The step the scheduler rounds memory to, in words.
std::string step_text(const AnalysisContext& context) {
  const ClusterSettings& c = context.model().cluster;
  if (context.model().fair) {
    return fmt::format("the FairScheduler rounds to yarn.scheduler.increment-allocation-mb ({})",
                       c.increment_allocation_mb.value);
  }
  return fmt::format("the CapacityScheduler rounds to yarn.scheduler.minimum-allocation-mb ({})",
                     c.minimum_allocation_mb.value);
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.normalized || r.requested.memory_mb() <= 0) continue;
      // Memory MapReduce derived from -Xmx: wl-heap-derivation-rounding says why it rounds.
      if (r.role->memory_source == MemorySource::kDerivedFromHeap) continue;
      const int64_t granted = r.normalized->memory_mb();
      const int64_t waste = granted - r.requested.memory_mb();
      if (waste <= 0) continue;
      const double percent = 100.0 * static_cast<double>(waste) / static_cast<double>(granted);
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} asks for {} MB and is granted {} MB: {} MB ({:.1f}%) of each container "
                      "is never used",
                      role_title(fit, r), r.requested.memory_mb(), granted, waste, percent),
          queue_of(fit));
      if (percent < 10.0) f.severity = Severity::kInfo;
      f.details.push_back(step_text(context));
      // A node where the rounding costs containers.
      for (const GroupFit& g : r.fits) {
        const int64_t unrounded = g.group->resource.memory_mb() / r.requested.memory_mb();
        if (unrounded > g.per_node) {
          f.details.push_back(fmt::format(
              "a node of group {} holds {} of them instead of the {} their requests add up to",
              g.group->name, g.per_node, unrounded));
          break;
        }
      }
      const ClusterSettings& c = context.model().cluster;
      const int64_t step =
          context.model().fair ? c.increment_allocation_mb.value : c.minimum_allocation_mb.value;
      if (step > 0 && granted > step) {
        f.details.push_back(fmt::format(
            "ask for {} MB and give the application the difference (a larger heap or overhead), "
            "or for at most {} MB{}",
            granted, granted - step,
            context.model().fair ? "" : "; a smaller minimum allocation also rounds finer"));
      }
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_rounding_waste
