// A maximum-am-resource-percent a leaf uses that is not a fraction from 0 to 1. Hadoop reads it
// with getFloat and checks no range (CapacitySchedulerConfiguration
// .getMaximumAMResourcePercentPerPartition, every release): the value is taken as written.
#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/capacity/configured_capacities.h"

namespace schedlint::rules::cs_am_percent_out_of_range {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-am-percent-out-of-range",
      .severity = Severity::kWarning,
      .summary =
          "A maximum-am-resource-percent that a leaf queue uses is not a fraction from 0 to 1: "
          "the ResourceManager takes it as written, so a negative one lets one application run "
          "at a time and one above 1 puts no limit on application masters.",
      .risk = "D1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.maximum-am-resource-percent</name><value>20</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
  <property><name>yarn.scheduler.capacity.maximum-am-resource-percent</name><value>0.2</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

struct Use {
  float value = 0;
  std::string key;
  std::vector<std::string> leaves;
};

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  // One finding per setting, naming the leaves (and partitions) that use it.
  std::map<SourceLocation, Use> uses;
  for (const auto& q : config.queues.nodes()) {
    if (!q.is_leaf()) continue;
    std::vector<std::string> labels{""};
    // Per-partition AM limits came with YARN-3216 (2.8).
    if (has(context.version(), ReleaseFact::kCsLabelAmResourcePercent)) {
      for (const auto& [label, unused] : q.settings.partitions)
        if (!label.empty()) labels.push_back(label);
    }
    for (const std::string& label : labels) {
      const Setting<float>* s = am_percent_setting(q.settings, label, config.global);
      if (s == nullptr || (s->value >= 0 && s->value <= 1)) continue;
      Use& use = uses[s->loc];
      use.value = s->value;
      const std::string leaf =
          label.empty() ? q.path : fmt::format("{} (partition {})", q.path, label);
      if (std::find(use.leaves.begin(), use.leaves.end(), leaf) == use.leaves.end())
        use.leaves.push_back(leaf);
    }
  }
  for (const auto& [loc, use] : uses) {
    const std::string effect =
        use.value < 0 ? "a negative share leaves every application master over the limit, and "
                        "LeafQueue.activateApplications then starts one only when none is running: "
                        "applications run one at a time, the rest wait in ACCEPTED"
                      : fmt::format(
                            "it is a fraction, so {} means {}% of the queue: application "
                            "masters alone may take all of it, leaving their tasks no room",
                            use.value, use.value * 100);
    Finding f = make_finding(
        info(), loc,
        fmt::format("maximum-am-resource-percent is {}, not a fraction from 0 to 1: Hadoop "
                    "takes it as written; {} (used by {})",
                    use.value, effect, fmt::join(use.leaves, ", ")));
    if (use.leaves.size() == 1) f.queue = use.leaves.front();
    f.details.push_back("write a fraction: 0.1 means 10% of the queue's resources for AMs");
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_am_percent_out_of_range
