// C1, J1: children's capacities that do not add up, per partition (ParentQueue's child checks).
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "rules/cs_rule_support.h"
#include "rules/rule.h"

namespace schedlint::rules::cs_children_capacity_sum {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-children-capacity-sum",
      .severity = Severity::kError,
      .summary =
          "The capacities of a CapacityScheduler parent's children do not add up to 100% (or to 0 "
          "where Hadoop allows it) in some partition, so the ResourceManager refuses the queues.",
      .risk = "C1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>70</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>30</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

// The children's percentages in `label` as written, with their sum ("etl 60 + adhoc 25 + ml 14.9
// = 99.9"), and
// a note at each child's capacity. Empty when a child's capacity is not a percentage (the
// absolute and weight checks have messages of their own).
std::string percent_sum(const AnalysisContext& context, const CapacityViolation& v,
                        Finding& finding) {
  const CapacityHierarchy* h = context.capacity_hierarchy();
  const CapacityQueue* parent = h == nullptr ? nullptr : h->find(v.queue_path);
  if (parent == nullptr || parent->children.empty()) return "";
  const CapacityConfig& config = *context.model().capacity;
  std::vector<std::string> terms;
  float sum = 0;
  for (int child : parent->children) {
    const CapacityQueue& c = h->queues.at(static_cast<size_t>(child));
    const auto& partitions = config.queues.at(c.config_index).settings.partitions;
    const auto it = partitions.find(v.partition);
    const auto* capacity =
        it != partitions.end() && it->second.capacity ? &*it->second.capacity : nullptr;
    if (capacity != nullptr && capacity->value.mode != CapacityMode::kPercentage) return "";
    const float percent = capacity == nullptr ? 0.0f : capacity->value.percent;
    sum += percent;
    const std::string name = c.path.substr(c.path.rfind('.') + 1);
    if (capacity == nullptr) {
      terms.push_back(name + " unset (0)");
      continue;
    }
    terms.push_back(fmt::format("{} {}", name, percent));  // as written: 60, 14.9
    finding.related.push_back({capacity->loc, fmt::format("{}'s capacity: {}", c.path, percent)});
  }
  return fmt::format("{} = {}", fmt::join(terms, " + "), sum);
}

void check(const AnalysisContext& context, FindingSink& sink) {
  for (const CapacityViolation* v :
       violations_of(context, {CapacityViolationKind::kChildrenCapacitySum,
                               CapacityViolationKind::kZeroCapacityParent})) {
    const std::string where = v->partition.empty() ? "" : " in partition " + v->partition;
    Finding sums;
    const std::string arithmetic = v->kind == CapacityViolationKind::kChildrenCapacitySum
                                       ? percent_sum(context, *v, sums)
                                       : "";
    const std::string what =
        v->kind == CapacityViolationKind::kZeroCapacityParent
            ? fmt::format("{} has capacity 0{}, but its children have capacity", v->queue_path,
                          where)
            : fmt::format("the children of {} do not add up to 100%{}{}", v->queue_path, where,
                          arithmetic.empty() ? "" : " (" + arithmetic + ")");
    Finding f = violation_finding(info(), *context.model().capacity, *v, what);
    f.related = std::move(sums.related);
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_children_capacity_sum
