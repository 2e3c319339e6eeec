// H7: no leaf queue "default" and no queue mapping that places every user: an application
// submitted without a queue asks for "default" (YarnConfiguration.DEFAULT_QUEUE_NAME), no mapping
// moves it (UserGroupMappingPlacementRule.getPlacementForUser), and
// CapacityScheduler.addApplication rejects it (unknown queue, or not a leaf queue).
#include <fmt/format.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/capacity/queue_mappings.h"

namespace schedlint::rules::cs_no_default_queue {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-no-default-queue",
      .severity = Severity::kInfo,
      .summary =
          "A CapacityScheduler without a leaf queue default and without a queue mapping "
          "that places every user (u:%user:...): an application submitted without a "
          "queue is rejected.",
      .risk = "H7",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>60</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>40</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:%user:adhoc</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  const HadoopVersion& version = context.model().hadoop_version;
  // 3.4 JSON placement rules are not read; a u:%user mapping places every user, and where it
  // places them is the cs-mapping-* rules' business.
  if (config.global.json_mapping_rules && has(version, ReleaseFact::kCsMappingRules)) return;
  for (const QueueMapping& m : config.global.queue_mappings) {
    if (m.type == 'u' && m.source == "%user") return;
  }
  const MappingTarget t = resolve_mapping_target(config, "default", version);
  if (t.kind != MappingTarget::Kind::kMissing && t.kind != MappingTarget::Kind::kParentQueue)
    return;
  const std::string what =
      t.kind == MappingTarget::Kind::kMissing
          ? "there is no queue default, so the ResourceManager rejects it (\"submitted to "
            "unknown queue: default\")"
          : fmt::format(
                "{} is a parent queue, so the ResourceManager rejects it (\"is not a "
                "leaf queue\")",
                config.queues.at(t.queue).path);
  const std::string mappings =
      config.global.queue_mappings.empty()
          ? "no queue mapping is set, so an application submitted without a queue"
          : "no queue mapping places every user, so an application submitted without a queue by "
            "a user no mapping names";
  sink.report(make_finding(
      info(),
      config.global.queue_mappings_loc ? *config.global.queue_mappings_loc
                                       : config.queues.root().loc,
      fmt::format("{} asks for the queue default, and {}; add a leaf queue root.default, or "
                  "end yarn.scheduler.capacity.queue-mappings with a mapping for every user such "
                  "as u:%user:<queue>",
                  mappings, what),
      ""));
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_no_default_queue
