// W3: a workload's container larger than what its queue may ever hold (beside its AM), or than
// one user's limit: the ResourceManager accepts the request and never allocates it.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"
#include "sched/resource_calculator.h"

namespace schedlint::rules::wl_container_over_queue_max {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-container-over-queue-max",
      .severity = Severity::kError,
      .summary =
          "A workload's container does not fit in its queue's maximum resource beside its AM "
          "(or, a warning, in one user's limit), so the ResourceManager accepts it and never "
          "allocates it.",
      .risk = "W3",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
</configuration>
)xml"},
                {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name><value>0.5</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: adhoc
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 28672}
)yaml"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
</configuration>
)xml"},
                 {"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name><value>0.5</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: adhoc
    am: {memory-mb: 2048}
    roles:
      - {name: executor, memory-mb: 8192}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (resources::is_none(fit.queue_maximum))
      continue;  // a queue with nothing: the scheduler rules say why
    for (const RoleFit& r : fit.roles) {
      if (!r.normalized || r.max_in_queue < 0) continue;
      bool on_some_node = false;
      for (const GroupFit& g : r.fits)
        on_some_node = on_some_node || g.per_node > 0;
      if (!on_some_node) continue;  // wl-unplaceable
      if (r.max_in_queue == 0) {
        Finding f = make_finding(
            info(), role_location(fit, r),
            r.am ? fmt::format("{} container {} is larger than {}'s maximum {}: the application "
                               "is accepted and its AM never starts",
                               role_title(fit, r), resource_text(*r.normalized), queue_of(fit),
                               resource_text(fit.queue_maximum))
                 : fmt::format("{} container {} does not fit in {}'s maximum {} beside the AM "
                               "({}): the request is accepted and never allocated",
                               role_title(fit, r), resource_text(*r.normalized), queue_of(fit),
                               resource_text(fit.queue_maximum),
                               resource_text(*fit.am().normalized)),
            queue_of(fit));
        f.details.push_back(
            "the scheduler allocates a container only while the queue's usage with it stays "
            "within the queue's maximum (and, on the FairScheduler, every ancestor's)");
        sink.report(std::move(f));
        continue;
      }
      if (r.max_for_one_user == 0) {
        Finding f = make_finding(
            info(), role_location(fit, r),
            fmt::format("{} container {} does not fit in one user's limit in {}{}: a user alone "
                        "in the queue never gets it",
                        role_title(fit, r), resource_text(*r.normalized), queue_of(fit),
                        r.am ? "" : " beside the AM"),
            queue_of(fit));
        f.severity = Severity::kWarning;
        f.details.push_back(
            "raise the queue's user-limit-factor, or its capacity (the user limit grows from it)");
        sink.report(std::move(f));
      }
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_container_over_queue_max
