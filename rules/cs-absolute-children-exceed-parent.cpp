// C5: absolute-mode minimums that do not fit: children over their parent, min over max, or the
// top level over the cluster.
#include <fmt/format.h>

#include "java/long_math.h"
#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_absolute_children_exceed_parent {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-absolute-children-exceed-parent",
      .severity = Severity::kError,
      .summary =
          "CapacityScheduler absolute capacities ([memory=...,vcores=...]) that cannot all be "
          "given: "
          "children above their parent, a minimum above its maximum, or the top level above the "
          "cluster.",
      .risk = "C5",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>[memory=51200,vcores=5]</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,bi</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>[memory=40960,vcores=4]</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.bi.capacity</name><value>[memory=40960,vcores=4]</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>prod</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.capacity</name><value>[memory=81920,vcores=8]</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.queues</name><value>etl,bi</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.etl.capacity</name><value>[memory=40960,vcores=4]</value></property>
  <property><name>yarn.scheduler.capacity.root.prod.bi.capacity</name><value>[memory=40960,vcores=4]</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

// The top level against the cluster: Hadoop accepts it and scales every guarantee down
// (ParentQueue's absolute-resource ratio), so the configured minimums are not what queues get.
void check_top_level(const AnalysisContext& context, const CapacityHierarchy& h,
                     FindingSink& sink) {
  const CapacityQueue& root = h.queues.front();
  Resource sum;
  for (int c : root.children) {
    const auto it = h.queues[static_cast<size_t>(c)].partitions.find("");
    if (it == h.queues[static_cast<size_t>(c)].partitions.end()) continue;
    // Resources.addTo: a Java long sum, which wraps as Hadoop's does.
    for (const auto& [type, amount] : it->second.configured_min.amounts())
      sum.set(type, java::add(sum.get(type), amount));
  }
  const Resource cluster = h.partition_resource("");
  for (const auto& [type, total] : sum.amounts()) {
    // ParentQueue scales guarantees when lessThan(cluster, sum) by the calculator: memory alone
    // with the DefaultResourceCalculator.
    if (h.calculator == CalculatorKind::kDefault && type != kMemoryMb) continue;
    if (total <= cluster.get(type)) continue;
    const CapacityConfig& config = *context.model().capacity;
    Finding f = make_finding(
        info(),
        config.queues.root().settings.queues_loc.known() ? config.queues.root().settings.queues_loc
                                                         : config.queues.root().loc,
        fmt::format(
            "the absolute capacities under root add up to {}, more than the cluster's {}: Hadoop "
            "scales every guarantee down in proportion, so no queue gets what is written",
            amount_text(type, total), amount_text(type, cluster.get(type))),
        "root");
    f.severity = Severity::kWarning;
    sink.report(std::move(f));
    return;
  }
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kChildrenMinAboveParentMin,
                               CapacityViolationKind::kMinResourceAboveMax,
                               CapacityViolationKind::kMaxResourceAboveParentMax})) {
    sink.report(violation_finding(
        info(), config, *v, fmt::format("{}'s absolute capacities do not fit", v->queue_path)));
  }
  // In non-legacy mode the scale-down is one of the calculation's warnings
  // (cs-capacity-vector-warning).
  const CapacityHierarchy* h = context.capacity_hierarchy();
  if (context.has_nodes() && h->legacy_queue_mode) check_top_level(context, *h, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_absolute_children_exceed_parent
