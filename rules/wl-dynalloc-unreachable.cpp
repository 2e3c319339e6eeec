// W3: a workload may run more containers at once (maxExecutors, running.map.limit) than its
// queue's maximum holds beside its AM: the rest of them never start.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_dynalloc_unreachable {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-dynalloc-unreachable",
      .severity = Severity::kInfo,
      .summary =
          "A workload may run more containers at once (Spark's maxExecutors, MapReduce's running "
          "limits) than its queue's maximum holds beside its AM, so that many never run.",
      .risk = "W3",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
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
      - {name: executor, memory-mb: 5120, max-concurrent: 100}
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
      - {name: executor, memory-mb: 5120, max-concurrent: 40}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (r.am || !r.normalized || !r.role->max_concurrent || r.max_in_queue <= 0) continue;
      if (*r.role->max_concurrent <= r.max_in_queue) continue;
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} may run {} containers at once, but {}'s maximum {} holds {} of {} "
                      "beside the AM: the other {} never run",
                      role_title(fit, r), *r.role->max_concurrent, queue_of(fit),
                      resource_text(fit.queue_maximum), r.max_in_queue,
                      resource_text(*r.normalized), *r.role->max_concurrent - r.max_in_queue),
          queue_of(fit));
      f.details.push_back(fmt::format(
          "lower the limit to {} (or raise the queue's maximum); with other applications in the "
          "queue even fewer start",
          r.max_in_queue));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_dynalloc_unreachable
