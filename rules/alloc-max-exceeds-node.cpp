// A1: the maximum allocation is larger than every node, so asks up to it cannot be served.
#include <algorithm>

#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"

namespace schedlint::rules::alloc_max_exceeds_node {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "alloc-max-exceeds-node",
      .severity = Severity::kWarning,
      .summary =
          "yarn.scheduler.maximum-allocation-mb/-vcores is larger than the largest node, so a "
          "container between the two can never run: Hadoop rejects the ask (2.8+) or it waits "
          "forever.",
      .risk = "A1",
      .needs = {Need::kNodes},
      .fires = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>65536</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 4, memory-mb: 49152, vcores: 16}\n"}},
      .silent = {{"yarn-site.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.maximum-allocation-mb</name><value>49152</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 49152, vcores: 16}\n"}},
  };
  return kInfo;
}

void check_type(const AnalysisContext& context, const Setting<int64_t>& max, const char* type,
                const char* key, const char* unit, FindingSink& sink) {
  const NodeGroup* largest = nullptr;
  for (const NodeGroup& g : context.model().nodes.groups) {
    if (largest == nullptr || g.resource.get(type) > largest->resource.get(type)) largest = &g;
  }
  if (largest == nullptr || max.value <= largest->resource.get(type)) return;
  const bool capped = has(context.version(), ReleaseFact::kMaximumAllocationCappedByNodes);
  Finding f = make_finding(
      info(), max.is_set() ? max.loc : largest->loc,
      fmt::format(
          "{} is {}{} ({}), but the largest node has {}{} (group {}): {}", key, max.value, unit,
          max.is_set() ? "set here" : "its default", largest->resource.get(type), unit,
          largest->name,
          capped ? "the ResourceManager caps the maximum at the largest node (YARN-2604) and "
                   "rejects larger asks with InvalidResourceRequestException"
                 : "a larger ask is accepted but no node can ever run it, so it waits forever"));
  f.details.push_back(fmt::format("set {} to at most {}{}, or add larger nodes", key,
                                  largest->resource.get(type), unit));
  sink.report(std::move(f));
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const ClusterSettings& c = context.model().cluster;
  check_type(context, c.maximum_allocation_mb, "memory-mb", "yarn.scheduler.maximum-allocation-mb",
             " MB", sink);
  check_type(context, c.maximum_allocation_vcores, "vcores",
             "yarn.scheduler.maximum-allocation-vcores", " vcores", sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::alloc_max_exceeds_node
