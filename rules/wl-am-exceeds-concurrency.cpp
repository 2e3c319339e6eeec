// W4: a workload runs more applications at once than its queue's AM limit holds AMs for: the
// rest wait in ACCEPTED.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_am_exceeds_concurrency {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-am-exceeds-concurrency",
      .severity = Severity::kInfo,
      .summary =
          "A workload runs more applications at once (its concurrency) than its queue's AM "
          "limit holds AMs for, so some of them wait in ACCEPTED even on an idle cluster.",
      .risk = "W4",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>30</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 51200, vcores: 16}\n"},
                {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: adhoc
    concurrency: 5
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: 2048}
)yaml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>80</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>20</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>30</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 51200, vcores: 16}\n"},
                 {"workloads.yaml", R"yaml(workloads:
  - name: nightly-etl
    queue: adhoc
    concurrency: 3
    am: {memory-mb: 2048}
    roles:
      - {name: map, memory-mb: 2048}
)yaml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    const int64_t wanted = fit.workload->concurrency;
    // None at all: wl-am-over-am-limit. What the AM limit alone holds (maxRunningApps is not
    // this rule's cause).
    if (!fit.am_limit || fit.ams_in_limit <= 0 || fit.ams_in_limit >= wanted) continue;
    Finding f =
        make_finding(info(), fit.workload->loc,
                     fmt::format("{} runs {} applications at once, but {} holds {} AMs of {}: "
                                 "{} wait in ACCEPTED even on an idle cluster",
                                 fit.workload->name, wanted, am_limit_text(fit), fit.ams_in_limit,
                                 resource_text(*fit.am().normalized), wanted - fit.ams_in_limit),
                     queue_of(fit));
    f.details.push_back(
        fit.am_limit_is_users
            ? "a user's AM limit is the queue's AM limit held to the user's share of the queue "
              "(user-limit-factor, minimum-user-limit-percent); raise them, or run the "
              "applications as different users"
            : "the AM limit is maximum-am-resource-percent (FairScheduler: maxAMShare) of what "
              "the queue may use; raise it, or the queue's maximum, to run them together");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_am_exceeds_concurrency
