// H1, H2: a queue mapping whose queue the CapacityScheduler cannot use, so it refuses the queues.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/release_facts.h"
#include "rules/rule.h"
#include "sched/capacity/queue_mappings.h"

namespace schedlint::rules::cs_mapping_invalid_queue {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-mapping-invalid-queue",
      .severity = Severity::kError,
      .summary =
          "A CapacityScheduler queue mapping names a queue that does not exist, is not a leaf, is "
          "ambiguous, or sits under a parent that cannot create queues, so the ResourceManager "
          "refuses "
          "the configuration.",
      .risk = "H1",
      .needs = {Need::kCapacityFile},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:alice:etl,g:bi:analytics</value></property>
</configuration>
)xml"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>default,etl</value></property>
  <property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:alice:etl,u:%user:%user</value></property>
</configuration>
)xml"}},
      .refused_by_rm = true,
  };
  return kInfo;
}

std::string why(const CapacityConfig& config, const MappingTarget& t, const QueueMapping& m,
                const HadoopVersion& version) {
  using Kind = MappingTarget::Kind;
  auto path = [&](int i) { return config.queues.at(i).path; };
  switch (t.kind) {
    case Kind::kParentQueue:
      return fmt::format("{} is a parent queue; applications run only in leaf queues",
                         path(t.queue));
    case Kind::kAmbiguous:
      return fmt::format(
          "several queues are named {}; use the full path (\"mapping contains "
          "ambiguous leaf queue reference\")",
          m.queue);
    case Kind::kWrongParent:
      return fmt::format("{} exists, but under {}, not under {}", path(t.queue),
                         path(config.queues.at(t.queue).parent), t.parent);
    case Kind::kParentNotAutoCreate:
      return fmt::format(
          "{} does not exist, and its parent {} does not create queues ({} is "
          "not true)",
          m.queue, path(t.queue),
          has(version, ReleaseFact::kCsFlexibleAutoQueueCreation)
              ? "neither auto-create-child-queue.enabled nor auto-queue-creation-v2.enabled"
              : "auto-create-child-queue.enabled");
    default:
      if (t.parent.empty()) return fmt::format("no queue is named {}", m.queue);
      if (!has(version, ReleaseFact::kCsQueuePaths) && t.parent.find('.') != std::string::npos) {
        return fmt::format(
            "neither {} nor its parent {} exists (before 3.3 a queue is looked up "
            "by its short name, not its path)",
            m.queue, t.parent);
      }
      return fmt::format("neither {} nor its parent {} exists", m.queue, t.parent);
  }
}

// The leaf queues below `parent` (at most kLeavesShown named), for a mapping to a parent: the
// queues it could name instead, as that release's mappings name them (short names before 3.1).
constexpr size_t kLeavesShown = 10;

std::string leaves_below(const CapacityConfig& config, int parent, const HadoopVersion& version) {
  std::vector<std::string> leaves;
  size_t count = 0;
  for (int i : config.queues.preorder(parent)) {
    const auto& q = config.queues.at(i);
    if (i == parent || !q.is_leaf()) continue;
    if (++count <= kLeavesShown)
      leaves.push_back(!has(version, ReleaseFact::kCsMappingQueuePaths) ? q.name : q.path);
  }
  if (leaves.empty()) return "";
  return fmt::format("map to one of its leaf queues: {}{}", fmt::join(leaves, ", "),
                     count > kLeavesShown ? fmt::format(" and {} more", count - kLeavesShown) : "");
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityConfig& config = *context.model().capacity;
  const HadoopVersion& version = context.version();
  for (const QueueMapping& m : config.global.queue_mappings) {
    const MappingTarget target = resolve_mapping_target(config, m.queue, version);
    if (!target.refused()) continue;
    std::string message = fmt::format(
        "queue mapping {} cannot be used: {}. The ResourceManager refuses the queues (\"mapping "
        "contains invalid or non-leaf queue {}\")",
        m.text, why(config, target, m, version), m.queue);
    const size_t dot = m.queue.rfind('.');
    if (!has(version, ReleaseFact::kCsMappingGroupTokens) &&
        (m.queue.find("%secondary_group") != std::string::npos ||
         (dot != std::string::npos && m.queue.substr(0, dot).find('%') != std::string::npos))) {
      message += fmt::format(
          "; Hadoop {} reads it as a queue name: %secondary_group and a group as the parent of "
          "%user are understood from 3.3 (YARN-9840, YARN-9841, YARN-9865)",
          version.to_string());
    } else if (!has(version, ReleaseFact::kCsMappingQueuePaths) && dot != std::string::npos) {
      message += fmt::format("; before 3.1 a mapping names a leaf by its short name only");
    }
    Finding f = make_finding(info(), m.loc, std::move(message),
                             target.queue >= 0 ? config.queues.at(target.queue).path : "");
    if (target.kind == MappingTarget::Kind::kParentQueue) {
      if (std::string leaves = leaves_below(config, target.queue, version); !leaves.empty())
        f.details.push_back(std::move(leaves));
    }
    sink.report(std::move(f));
  }
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_mapping_invalid_queue
