// W4: a workload's AM container larger than its queue's AM limit: on the CapacityScheduler its
// applications run one at a time; on the FairScheduler they never start.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_am_over_am_limit {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-am-over-am-limit",
      .severity = Severity::kWarning,
      .summary =
          "A workload's AM container is larger than its queue's AM limit even on an idle "
          "cluster: the CapacityScheduler runs its applications one at a time, the FairScheduler "
          "never starts one (error).",
      .risk = "W4",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>20</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 25600, vcores: 8}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: adhoc
    am: {memory-mb: 3072}
    roles:
      - {name: executor, memory-mb: 4096}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name><value>0.3</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 25600, vcores: 8}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: adhoc-spark
    queue: adhoc
    am: {memory-mb: 3072}
    roles:
      - {name: executor, memory-mb: 4096}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    if (!fit.am_limit || fit.roles.empty() || !fit.am().normalized) continue;
    const Resource& am = *fit.am().normalized;
    const bool fair = !fit.first_am_exempt;
    const bool none_fits = fit.ams_in_limit == 0;
    if (!none_fits) continue;
    Finding f = make_finding(
        info(), role_location(fit, fit.am()),
        fair ? fmt::format("{}'s AM container {} is larger than {} even when it is the "
                           "only active queue: the FairScheduler never starts its applications "
                           "(they stay ACCEPTED)",
                           fit.workload->name, resource_text(am), am_limit_text(fit))
             : fmt::format("{}'s AM container {} is larger than {} even on an idle "
                           "cluster: its applications run one at a time, the others waiting in "
                           "ACCEPTED (\"{}'s AM resource limit exceeded\")",
                           fit.workload->name, resource_text(am), am_limit_text(fit),
                           fit.am_limit_is_users ? "User" : "Queue"),
        queue_of(fit));
    if (fair) f.severity = Severity::kError;
    f.details.push_back(
        fair ? "raise the queue's maxAMShare (or its share), or run a smaller AM"
        : fit.am_limit_is_users
            ? "raise the queue's maximum-am-resource-percent or user-limit-factor, or run a "
              "smaller AM"
            : "raise the queue's maximum-am-resource-percent (or its maximum capacity), or run "
              "a smaller AM");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_am_over_am_limit
