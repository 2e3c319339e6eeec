// D5: applications are sent to a STOPPED queue, which rejects every submission.
#include <fmt/format.h>

#include "rules/rule.h"
#include "sched/capacity/queue_mappings.h"

namespace schedlint::rules::cs_stopped_queue_targeted {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-stopped-queue-targeted",
      .severity = Severity::kWarning,
      .summary =
          "A STOPPED CapacityScheduler queue (or one under a STOPPED parent) is a queue mapping's "
          "target or the default queue, so the applications sent there are rejected.",
      .risk = "D5",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,legacy</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.legacy.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.legacy.state</name><value>STOPPED</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:archiver:legacy</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,legacy</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>90</value></property>
  <property><name>yarn.scheduler.capacity.root.legacy.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.legacy.state</name><value>STOPPED</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:archiver:default</value></property>
</configuration>
)xml"}},
  };
  return kInfo;
}

/// The setting that stops `queue`: its own state or its nearest STOPPED ancestor's.
const Queue<CapacityQueueSettings>* stopper(const CapacityConfig& config, int queue) {
  for (int i : config.queues.ancestors_and_self(queue)) {
    const auto& state = config.queues.at(i).settings.state;
    if (state && state->value == QueueState::kStopped) return &config.queues.at(i);
  }
  return nullptr;
}

Finding stopped_finding(const CapacityConfig& config, int queue, SourceLocation at,
                        const std::string& why) {
  const auto* by = stopper(config, queue);
  const std::string& path = config.queues.at(queue).path;
  std::string message = fmt::format(
      "{} is STOPPED{}, but {}: every such submission fails (\"Queue {} "
      "is STOPPED. Cannot accept submission of application\")",
      path,
      by->index == queue ? ""
      : by->index == config.queues.at(queue).parent
          ? fmt::format(" (its parent {} is)", by->path)
          : fmt::format(" (its ancestor {} is)", by->path),
      why, path);
  Finding f = make_finding(info(), std::move(at), std::move(message), path);
  f.related.push_back({by->settings.state->loc, "the STOPPED state"});
  return f;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  const HadoopVersion& version = context.version();
  for (const QueueMapping& m : config.global.queue_mappings) {
    const MappingTarget target = resolve_mapping_target(config, m.queue, version);
    if (target.kind != MappingTarget::Kind::kLeaf || stopper(config, target.queue) == nullptr)
      continue;
    sink.report(stopped_finding(config, target.queue, m.loc,
                                fmt::format("queue mapping {} sends applications to it", m.text)));
  }
  // Applications that name no queue go to "default" (YarnConfiguration.DEFAULT_QUEUE_NAME),
  // found as a mapping's queue would be (before 3.3, a leaf of that short name anywhere).
  const MappingTarget def_target = resolve_mapping_target(config, "default", version);
  const int def = def_target.kind == MappingTarget::Kind::kLeaf ? def_target.queue : -1;
  if (def >= 0 && stopper(config, def) != nullptr) {
    const auto* by = stopper(config, def);
    sink.report(
        stopped_finding(config, def, by->settings.state->loc,
                        "it is the default queue, where applications that name no queue go"));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_stopped_queue_targeted
