// W5: a workload bound to a queue it cannot run in: one that does not exist, a parent, an
// ambiguous short name, or a partition the queue cannot use.
#include <fmt/format.h>

#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_queue_unusable {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-queue-unusable",
      .severity = Severity::kError,
      .summary =
          "A workload names a queue its applications cannot be submitted to (missing, a parent, "
          "an ambiguous short name, or a partition the queue cannot use), so the "
          "ResourceManager refuses them.",
      .risk = "W5",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: batch
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: 2048}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>30</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: etl
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: 2048}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const bool fair = context.model().fair.has_value();
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (fit.queue_problem.empty()) continue;
    const Workload& w = *fit.workload;
    Finding f =
        make_finding(info(), w.queue_loc.known() ? w.queue_loc : w.loc,
                     fmt::format("{}'s queue {}: {}", w.name, w.queue, fit.queue_problem), w.queue);
    // The FairScheduler creates a missing queue when its placement allows: not sized here.
    if (fair && fit.queue_problem.rfind("no queue", 0) == 0) f.severity = Severity::kInfo;
    f.details.push_back("its containers are not checked against a queue until it names one");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_queue_unusable
