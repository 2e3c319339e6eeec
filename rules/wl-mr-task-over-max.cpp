// W1: a MapReduce map or reduce larger than the maximum the AM learns at registration: the AM
// kills the job.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"

namespace schedlint::rules::wl_mr_task_over_max {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-mr-task-over-max",
      .severity = Severity::kError,
      .summary =
          "A MapReduce map or reduce task is larger than the maximum container the job's AM "
          "learns from the ResourceManager, so the AM kills the job.",
      .risk = "W1",
      .needs = {Need::kSchedulerFile, Need::kWorkloads},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.memory.mb</name><value>2048</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>10240</value></property>
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
  <property><name>mapreduce.reduce.memory.mb</name><value>4096</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    for (const RoleFit& r : fit.roles) {
      if (!r.refusal || r.role->client_check != ClientCheck::kMapReduceTask ||
          r.refusal->by != RefusedBy::kApplicationMaster)
        continue;
      // The AM compares with the maximum of its registration: the queue's.
      const Resource& max = fit.queue_maximum_allocation;
      Finding f = make_finding(
          info(), role_location(fit, r),
          fmt::format("{} task {} is larger than the maximum container {} ({}): the MapReduce "
                      "AM kills the job as soon as it asks for one",
                      role_title(fit, r), resource_text(r.requested), queue_of(fit) + " allows",
                      resource_text(max)),
          queue_of(fit));
      f.details.push_back("the job ends KILLED: " + r.refusal->message);
      f.details.push_back(fmt::format("size the task at most {}, or raise the maximum allocation",
                                      resource_text(max)));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_mr_task_over_max
