// D1: a leaf's AM limit holds less than one AM container, so its applications run one at a time
// and the rest wait in ACCEPTED.
#include <optional>

#include <fmt/format.h>

#include "java/float_text.h"

#include "model/release_facts.h"
#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/capacity/configured_capacities.h"
#include "sched/capacity/leaf_limits.h"
#include "sched/resource_calculator.h"

namespace schedlint::rules::cs_am_limit_below_one_am {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-am-limit-below-one-am",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler leaf queue's AM limit (maximum-am-resource-percent of its "
          "resources) holds less than two application masters, so it runs one application at a "
          "time and the others wait in ACCEPTED.",
      .risk = "D1",
      .needs = {Need::kCapacityFile, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>96</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>4</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>4</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>96</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>4</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-capacity</name><value>4</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.maximum-am-resource-percent</name><value>1.0</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}},
  };
  return kInfo;
}

// The setting that decides the AM share of `label` (the queue's declaration for the default).
SourceLocation am_percent_location(const CapacityConfig& config, int queue,
                                   const std::string& label) {
  const auto& q = config.queues.at(queue);
  const Setting<float>* s = am_percent_setting(q.settings, label, config.global);
  return s != nullptr ? s->loc : q.loc;
}

// Whether a workload runs in `queue` (its AM, not --am-mb, is the one judged).
bool assumed_from_workload(const AnalysisContext& context, const std::string& queue) {
  return !context.workloads_in(queue).empty();
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  const CapacityConfig& config = *context.model().capacity;
  const ResourceCalculator calc(h.calculator);
  for (const CapacityQueue& q : h.queues) {
    if (rests_on_invalid_value(config, q.config_index, kCapacityKeys)) {
      continue;
    }
    if (!q.leaf) continue;
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    for (const auto& [label, p] : q.partitions) {
      // Per-partition AM limits came with YARN-3216 (2.8); 2.7 limits the default partition only.
      if (!label.empty() && !has(context.version(), ReleaseFact::kCsLabelAmResourcePercent))
        continue;
      const Resource partition = h.partition_resource(label);
      // A queue without a guarantee or a partition without nodes is not meant to run here.
      if (p.absolute_capacity <= 0 || partition.memory_mb() <= 0) continue;
      if (p.max_am_resource_percent < 0) continue;  // cs-am-percent-out-of-range
      // LeafQueue.activateApplications starts an application while its AM fits the limit beside
      // the running ones (and always the first): a limit that holds fewer than two AMs runs
      // one application at a time.
      Resource two_ams = am;
      for (const auto& [type, amount] : am.amounts())
        two_ams.set(type, 2 * amount);
      if (calc.compare(partition, two_ams, p.am_limit_at_guarantee) <= 0) continue;
      const bool none_fits = calc.compare(partition, am, p.am_limit_at_guarantee) > 0;
      const bool idle_too = calc.compare(partition, none_fits ? am : two_ams, p.am_limit) > 0;
      // A workload's AM no limit holds even idle: wl-am-over-am-limit names the workload.
      if (label.empty() && none_fits && idle_too && assumed_from_workload(context, q.path))
        continue;
      Finding f = make_finding(
          info(), am_percent_location(config, q.config_index, label),
          fmt::format("{}'s AM limit in {} is {} x {} = {}{}, {} one AM container ({}): {}", q.path,
                      partition_name(label), p.max_am_resource_percent,
                      idle_too ? "its resources" : "its guarantee",
                      resource_text(idle_too ? p.am_limit : p.am_limit_at_guarantee),
                      idle_too ? ", even on an idle cluster" : " when the cluster is busy",
                      none_fits ? "less than" : "room for only", resource_text(am),
                      none_fits
                          ? "the first application always starts, the next wait in ACCEPTED "
                            "(\"Queue's AM resource limit exceeded\")"
                          : "applications run one at a time, the next waiting in ACCEPTED until "
                            "it finishes"),
          q.path);
      f.details.push_back("AM container: " + assumed.origin);
      f.details.push_back(
          fmt::format("guaranteed {}, maximum {}; AM limit idle {}, at guarantee {}",
                      resource_text(p.effective_min), resource_text(p.effective_max),
                      resource_text(p.am_limit), resource_text(p.am_limit_at_guarantee)));
      const std::optional<float> enough =
          smallest_am_percent_holding(calc, partition, p.am_guarantee, two_ams,
                                      h.minimum_allocation, p.max_am_resource_percent);
      f.details.push_back(
          enough ? fmt::format("raise maximum-am-resource-percent of {} to at least {} (two AMs "
                               "at its guarantee), or its capacity",
                               q.path, java::float_to_string(*enough))
                 : fmt::format("no maximum-am-resource-percent up to 1.0 holds two AMs of {} "
                               "at {}'s guarantee ({}): raise its capacity, or run smaller AMs",
                               resource_text(am), q.path, resource_text(p.am_guarantee)));
      sink.report(std::move(f));
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_am_limit_below_one_am
