// W3: a MapReduce job whose queue holds its AM and one reducer but then no map: reducers start
// before the maps are done (slow start), take the room, and are preempted for the maps again.
#include <fmt/format.h>

#include "model/resource_text.h"
#include "rules/rule.h"
#include "rules/workload_rule_support.h"
#include "sched/resource_calculator.h"

namespace schedlint::rules::wl_mr_reduce_starves_maps {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "wl-mr-reduce-starves-maps",
      .severity = Severity::kInfo,
      .summary =
          "A MapReduce job's queue holds its AM and one reducer but then no map, while reducers "
          "start before the maps finish (slow start): the reducers take the room and the AM "
          "preempts them for the maps, again and again.",
      .risk = "W3",
      .needs = {Need::kSchedulerFile, Need::kWorkloads, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>97</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>3</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>3.125</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-am-resource-percent</name><value>0.5</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.memory.mb</name><value>4096</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>4096</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,default</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>97</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>3</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-capacity</name><value>3.125</value></property>
  <property><name>yarn.scheduler.capacity.root.default.maximum-am-resource-percent</name><value>0.5</value></property>
</configuration>
)xml"},
                 {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 65536, vcores: 16}\n"},
                 {"mapred-site.xml", R"xml(<configuration>
  <property><name>yarn.app.mapreduce.am.resource.mb</name><value>2048</value></property>
  <property><name>mapreduce.map.memory.mb</name><value>4096</value></property>
  <property><name>mapreduce.reduce.memory.mb</name><value>4096</value></property>
  <property><name>mapreduce.job.reduce.slowstart.completedmaps</name><value>1.0</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

const RoleFit* role_named(const WorkloadFit& fit, std::string_view name) {
  for (const RoleFit& r : fit.roles) {
    if (!r.am && r.role->name == name && r.normalized) return &r;
  }
  return nullptr;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const WorkloadFit& fit : context.workload_fits()) {
    const Workload& w = *fit.workload;
    if (w.framework != Framework::kMapReduce || w.reduce_slowstart >= 1.0f) continue;
    const RoleFit* map = role_named(fit, "map");
    const RoleFit* reduce = role_named(fit, "reduce");
    if (map == nullptr || reduce == nullptr || !fit.am().normalized || map->max_in_queue <= 0 ||
        reduce->max_in_queue <= 0)
      continue;
    // What the queue holds once the AM and one reducer run (the scheduler's calculator counts).
    const ResourceCalculator calc(context.capacity_hierarchy() != nullptr
                                      ? context.capacity_hierarchy()->calculator
                                      : CalculatorKind::kDominant);
    const Resource left = resources::subtract(
        resources::subtract(fit.queue_maximum, *fit.am().normalized), *reduce->normalized);
    if (containers_in(calc, left, *map->normalized) > 0) continue;
    Finding f = make_finding(
        info(), reduce->role->loc.known() ? reduce->role->loc : w.loc,
        fmt::format("{}'s queue {} holds its AM ({}) and one reducer ({}), and then no map ({}): "
                    "with slow start at {} the reducers start before the maps are done, and the "
                    "AM preempts them for the maps again and again",
                    w.name, queue_of(fit), resource_text(*fit.am().normalized),
                    resource_text(*reduce->normalized), resource_text(*map->normalized),
                    w.reduce_slowstart),
        queue_of(fit));
    f.details.push_back(fmt::format(
        "{}'s maximum is {}; set mapreduce.job.reduce.slowstart.completedmaps to 1.0, or run "
        "smaller reducers",
        queue_of(fit), resource_text(fit.queue_maximum)));
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::wl_mr_reduce_starves_maps
