// W2: MapReduce derives a task's memory from its -Xmx (heap / 0.8, rounded up) when the memory
// is unset; a heap just above 0.8 of a step lands one MB over it and is rounded up a whole step.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_heap_derivation_rounding {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-heap-derivation-rounding",
      .severity = Severity::kWarning,
      .summary =
          "A MapReduce task's memory is derived from its -Xmx (Hadoop 3: heap divided by "
          "mapreduce.job.heap.memory-mb.ratio, rounded up) and lands just above a step, so the "
          "ResourceManager rounds it up by 10% or more.",
      .risk = "W2",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.java.opts</name><value>-Xmx820m</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>2048</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.java.opts</name><value>-Xmx819m</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>2048</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.normalized || r.role->memory_source != MemorySource::kDerivedFromHeap) continue;
      const int64_t derived = r.requested.memory_mb();
      const int64_t granted = r.normalized->memory_mb();
      if (derived <= 0 || granted <= derived) continue;
      const double percent =
          100.0 * static_cast<double>(granted - derived) / static_cast<double>(granted);
      if (percent < 10.0) continue;
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{}'s memory is unset, so MapReduce derives {} MB from its heap (-Xmx{}m), "
                      "which the ResourceManager rounds up to {} MB: {} MB ({:.1f}%) never used",
                      role_title(fit, r), derived, r.role->heap_mb.value_or(0), granted,
                      granted - derived, percent),
          queue_of(fit));
      for (const std::string& step : r.role->derivation)
        f.details.push_back(step);
      f.details.push_back(fmt::format(
          "set mapreduce.{}.memory.mb explicitly (to {} to use the whole container), or lower "
          "-Xmx so that the derived memory stays within the step below",
          r.role->name, granted));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_heap_derivation_rounding
