// H3: a queue mapping that an earlier mapping always wins over, so it never applies.
#include <fmt/format.h>

#include "rules/rule.h"

namespace schedlint::rules::cs_mapping_shadowed {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-mapping-shadowed",
      .severity = Severity::kWarning,
      .summary =
          "A CapacityScheduler queue mapping comes after one that matches every application it "
          "would "
          "match (u:%user:..., or the same user or group again), and the first match wins, so it "
          "never applies.",
      .risk = "H3",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:%user:default,u:alice:etl</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:alice:etl,u:%user:default</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

// Whether every application `later` matches is matched by `earlier` first. The first matching
// mapping ends the search in every release, even when it places nothing (a %secondary_group
// with no queue): UserGroupMappingPlacementRule.getPlacementForUser returns its result, and
// 3.4's CSMappingPlacementRule falls back to root.default.
bool covers(const QueueMapping& earlier, const QueueMapping& later) {
  if (earlier.type == 'u' && earlier.source == "%user") return true;  // matches every user
  return earlier.type == later.type && earlier.source == later.source;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const auto& mappings = context.model().capacity->global.queue_mappings;
  for (size_t j = 1; j < mappings.size(); ++j) {
    for (size_t i = 0; i < j; ++i) {
      if (!covers(mappings[i], mappings[j])) continue;
      sink.report(make_finding(
          info(), mappings[j].loc,
          fmt::format("queue mapping {} (entry {}) never applies: {} (entry {}) comes first and "
                      "matches every application it would; move the specific mapping before the "
                      "general one, or remove it",
                      mappings[j].text, j + 1, mappings[i].text, i + 1)));
      break;
    }
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_mapping_shadowed
