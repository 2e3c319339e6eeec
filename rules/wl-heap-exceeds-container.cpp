// W2: a JVM heap as large as (or larger than) its container: the NodeManager kills the container
// for running beyond its memory once the heap fills.
#include <fmt/format.h>

#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_heap_exceeds_container {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-heap-exceeds-container",
      .severity = Severity::kWarning,
      .summary =
          "A workload's JVM heap (-Xmx) is larger than the container it runs in, so the "
          "NodeManager kills the container when the heap grows; a heap above 90% of it leaves "
          "little for the JVM's own memory (info).",
      .risk = "W2",
      .needs = {Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.memory.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.java.opts</name><value>-Xmx3g</value></property>
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
  <property><name>mapreduce.map.memory.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.java.opts</name><value>-Xmx1638m</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>2048</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (fit.workload->client_fails) continue;  // nothing runs: wl-unit-parse
    for (const RoleFit& r : fit.roles) {
      // A heap derived from the granted container is a share of that container.
      const int64_t container = r.role->heap_fraction_of_grant && r.normalized
                                    ? r.normalized->memory_mb()
                                    : r.requested.memory_mb();
      if (!r.heap_mb || container <= 0) continue;
      const int64_t heap = *r.heap_mb;
      if (10 * heap <= 9 * container) continue;
      const bool over = heap > container;
      // Spark sizes the container as the heap plus an overhead meant for the rest of the JVM.
      if (!over && fit.workload->framework == Framework::kSpark) continue;
      Finding f = make_finding(
          info(), role_location(fit, r),
          over ? fmt::format("{}'s heap (-Xmx{}m) is larger than its {} MB container: the "
                             "NodeManager kills the container (\"running beyond physical memory "
                             "limits\") once the heap grows past it",
                             role_title(fit, r), heap, container)
               : fmt::format("{}'s heap (-Xmx{}m) takes {}% of its {} MB container, leaving "
                             "{} MB for the JVM's own memory (threads, metaspace, buffers)",
                             role_title(fit, r), heap, 100 * heap / container, container,
                             container - heap),
          queue_of(fit));
      if (!over) f.severity = Severity::kInfo;
      f.details.push_back(fmt::format("keep the heap near 80% of the container: -Xmx{}m for {} MB",
                                      container * 8 / 10, container));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_heap_exceeds_container
