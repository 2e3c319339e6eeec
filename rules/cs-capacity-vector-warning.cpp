// C7: what Hadoop 3.4's non-legacy calculation cuts, zeroes or leaves over, as the warnings it
// logs (ResourceCalculationDriver, QueueUpdateWarning).
#include <fmt/format.h>

#include <map>
#include <tuple>

#include "java/casts.h"
#include "model/resource_text.h"
#include "rules/cs_rule_support.h"
#include "rules/rule.h"
#include "sched/resource_calculator.h"

namespace schedlint::rules::cs_capacity_vector_warning {

namespace {

const RuleInfo& info() {
  static const RuleInfo kInfo{
      .id = "cs-capacity-vector-warning",
      .severity = Severity::kWarning,
      .summary =
          "Hadoop 3.4's non-legacy queue mode cuts a queue's capacity vector: a queue "
          "that gets nothing, more asked than its siblings left, a guarantee above its "
          "maximum, absolute children scaled down, or resource left unassigned.",
      .risk = "C7",
      .needs = {Need::kCapacityFile, Need::kNodes},
      .fires = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.legacy-queue-mode.enabled</name><value>false</value></property>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=65536,vcores=32]</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>[memory=50%,vcores=50%]</value></property>
</configuration>
)xml"},
                {"nodes.yaml", "nodes:\n  - {group: w, count: 2, memory-mb: 32768, vcores: 16}\n"}},
      .silent = {{"capacity-scheduler.xml", R"xml(<configuration>
  <property><name>yarn.scheduler.capacity.legacy-queue-mode.enabled</name><value>false</value></property>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>etl,adhoc</value></property>
  <property><name>yarn.scheduler.capacity.root.etl.capacity</name><value>[memory=32768,vcores=16]</value></property>
  <property><name>yarn.scheduler.capacity.root.adhoc.capacity</name><value>[memory=100%,vcores=100%]</value></property>
</configuration>
)xml"},
                 {"nodes.yaml",
                  "nodes:\n  - {group: w, count: 4, memory-mb: 32768, vcores: 16}\n"}},
      .example_version = "3.4",
  };
  return kInfo;
}

using Key = std::tuple<CapacityWarningKind, std::string, std::string>;  // kind, queue, label

struct Grouped {
  std::vector<std::string> resources;
  /// kQueueOverutilized: what each resource asked; kBranchUnderutilized: the largest remainder.
  std::vector<double> asked;
};

// "memory, vcores and yarn.io/gpu" (memory-mb said as memory).
std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    out += (i == 0                  ? ""
            : i + 1 == names.size() ? " and "
                                    : ", ") +
           (names[i] == kMemoryMb ? std::string("memory") : names[i]);
  }
  return out;
}

// Hadoop's log line (QueueUpdateWarningType) and where the finding goes.
struct Wording {
  const char* hadoop;
  CapacitySettingKind setting;
  Severity severity;
};

Wording wording(CapacityWarningKind kind) {
  using K = CapacityWarningKind;
  using S = CapacitySettingKind;
  switch (kind) {
    case K::kBranchUnderutilized:
      return {"Remaining resource found in branch under parent queue '{}'.", S::kQueues,
              Severity::kInfo};
    case K::kQueueOverutilized:
      return {
          "Queue '{}' is configured to use more resources than what is available under its "
          "parent.",
          S::kCapacity, Severity::kWarning};
    case K::kQueueExceedsMaxResource:
      return {"Queue '{}' exceeds its maximum available resources.", S::kCapacity,
              Severity::kWarning};
    case K::kQueueMaxResourceExceedsParent:
      return {"Maximum resources of queue '{}' are greater than its parent's.", S::kMaximumCapacity,
              Severity::kWarning};
    case K::kQueueZeroResource:
      return {"Queue '{}' is assigned zero resource.", S::kCapacity, Severity::kWarning};
    case K::kBranchDownscaled:
      return {
          "Child queues with absolute configured capacity under parent queue '{}' are "
          "downscaled due to insufficient cluster resource.",
          S::kQueues, Severity::kWarning};
  }
  return {"", S::kQueueDeclaration, Severity::kWarning};
}

std::string what_happens(CapacityWarningKind kind, const std::string& queue,
                         const std::string& label, const Grouped& g, const CapacityQueue& q) {
  using K = CapacityWarningKind;
  const std::string where = partition_name(label);
  const auto part = q.partitions.find(label);
  const Resource got = part == q.partitions.end() ? Resource() : part->second.effective_min;
  const Resource max = part == q.partitions.end() ? Resource() : part->second.effective_max;
  switch (kind) {
    case K::kBranchUnderutilized:
      return fmt::format(
          "the children of {} leave part of its guarantee in {} unassigned ({} and maybe "
          "more): no queue below it is guaranteed that part",
          queue, where, amount_text(g.resources.front(), java::to_long(g.asked.front())));
    case K::kQueueOverutilized: {
      std::vector<std::string> parts;
      for (size_t i = 0; i < g.resources.size(); ++i) {
        parts.push_back(fmt::format("{} asked, {} left",
                                    amount_text(g.resources[i], java::to_long(g.asked[i])),
                                    amount_text(g.resources[i], got.get(g.resources[i]))));
      }
      return fmt::format(
          "{} asks more than its siblings leave it in {} ({}): it gets what is "
          "left, in the order Hadoop visits the queues",
          queue, where, joined(parts));
    }
    case K::kQueueExceedsMaxResource: {
      std::vector<std::string> parts;
      for (const std::string& r : g.resources)
        parts.push_back(amount_text(r, max.get(r)));
      return fmt::format("{}'s guarantee in {} is above its maximum and is cut to it ({})", queue,
                         where, joined(parts));
    }
    case K::kQueueMaxResourceExceedsParent:
      return fmt::format("{}'s maximum {} in {} is above its parent's and is cut to it", queue,
                         joined(g.resources), where);
    case K::kQueueZeroResource:
      return fmt::format(
          "{} is guaranteed no {} in {}{}", queue, joined(g.resources), where,
          got.memory_mb() == 0 ? " (without memory it gets nothing of anything)" : "");
    case K::kBranchDownscaled:
      return fmt::format(
          "the absolute capacities under {} ask more {} than it has in {}: Hadoop "
          "scales each of them down in proportion",
          queue, joined(g.resources), where);
  }
  return "";
}

// A leaf that auto-queue-creation-v2 would create under a parent whose other children leave it
// nothing, or so little that its maximum applications work out to 0.
void check_created_leaves(const CapacityHierarchy& h, const CapacityConfig& config,
                          FindingSink& sink) {
  for (const CapacityQueue& q : h.queues) {
    if (!q.dynamic_leaf) continue;
    const DynamicLeafPreview& leaf = *q.dynamic_leaf;
    if (!leaf.zero_resource && leaf.max_applications > 0) continue;
    const auto& enabled = config.queues.at(q.config_index).settings.auto_queue_creation_v2_enabled;
    const std::string got =
        leaf.zero_resource
            ? "is assigned zero resource"
            : fmt::format("is guaranteed only {}", resource_text(leaf.partition.effective_min));
    const std::string logs =
        leaf.zero_resource
            ? fmt::format(" (Hadoop logs: \"Queue '{}.<name>' is assigned zero resource.\")",
                          q.path)
            : "";
    sink.report(make_finding(
        info(), enabled ? enabled->loc : config.queues.at(q.config_index).loc,
        fmt::format("a queue created on submission under {} {}: its siblings take what its "
                    "capacity ({}) would share, {}{}",
                    q.path, got,
                    leaf.partition.capacity_vector.shape == CapacityVector::Shape::kUniform
                        ? "1w unless a template sets one"
                        : "from its template",
                    leaf.max_applications == 0
                        ? "so its maximum applications work out to 0 and every application "
                          "placed there fails"
                        : "so it runs only on what others leave idle",
                    logs),
        q.path));
  }
}

// What rounding alone explains is not worth a word: the floors of the children's shares lose at
// most one unit each, and a weight rounded half up takes at most one unit from the siblings after
// it. Nor is what a parent that creates queues on submission keeps for them.
bool rounding_only(CapacityWarningKind kind, const Grouped& g, const CapacityHierarchy& h,
                   const CapacityQueue& q, const std::string& label) {
  if (kind == CapacityWarningKind::kBranchUnderutilized) {
    // NaN: a parent with nothing to share (Hadoop divides by its zero minimum).
    return !(g.asked.front() >= static_cast<double>(q.children.size())) || q.dynamic_leaf;
  }
  if (kind != CapacityWarningKind::kQueueOverutilized || q.parent < 0) return false;
  const auto part = q.partitions.find(label);
  const double siblings =
      static_cast<double>(h.queues[static_cast<size_t>(q.parent)].children.size());
  for (size_t i = 0; i < g.resources.size(); ++i) {
    const double got = part == q.partitions.end()
                           ? 0
                           : static_cast<double>(part->second.effective_min.get(g.resources[i]));
    if (g.asked[i] - got >= siblings) return false;
  }
  return true;
}

void check(const AnalysisContext& context, FindingSink& sink) {
  const CapacityHierarchy& h = *context.capacity_hierarchy();
  if (h.legacy_queue_mode) return;
  const CapacityConfig& config = *context.model().capacity;
  std::map<Key, Grouped> grouped;
  std::vector<Key> order;
  for (const CapacityWarning& w : h.update_warnings) {
    const Key key{w.kind, w.queue, w.label};
    auto [it, fresh] = grouped.try_emplace(key);
    if (fresh) order.push_back(key);
    bool seen = false;
    for (const std::string& r : it->second.resources)
      seen = seen || r == w.resource;
    if (!seen && !w.resource.empty()) {
      it->second.resources.push_back(w.resource);
      it->second.asked.push_back(w.value);
    }
  }
  for (const Key& key : order) {
    const auto& [kind, queue, label] = key;
    const CapacityQueue* q = h.find(queue);
    if (q == nullptr || rests_on_invalid_value(config, q->config_index, {"capacity"})) continue;
    if (rounding_only(kind, grouped[key], h, *q, label)) continue;
    // A partition no node carries has nothing to share (cs-label-without-nodes says so).
    if (resources::is_none(h.partition_resource(label))) continue;
    const Wording w = wording(kind);
    CapacityViolation where{CapacityViolationKind::kCapacityMissing};  // only its place counts
    where.queue = q->config_index;
    where.partition = label;
    where.setting = w.setting;
    Finding f = make_finding(
        info(), violation_location(config, where),
        fmt::format("{} (Hadoop logs: \"{}\")", what_happens(kind, queue, label, grouped[key], *q),
                    fmt::format(fmt::runtime(w.hadoop), queue)),
        queue);
    f.severity = w.severity;
    sink.report(std::move(f));
  }
  check_created_leaves(h, config, sink);
}

}  // namespace

const Rule& rule() {
  static const Rule rule{info(), check};
  return rule;
}

}  // namespace schedlint::rules::cs_capacity_vector_warning
