#include "rules/cs_rule_support.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "sched/request_size.h"

namespace schedlint {

namespace {

template <class T>
SourceLocation or_queue(const std::optional<Setting<T>>& setting, const SourceLocation& queue) {
  return setting ? setting->loc : queue;
}

}  // namespace

namespace {

// The keys a violation of `kind` is computed from.
const std::vector<std::string_view>& keys_of(CapacityViolationKind kind) {
  using K = CapacityViolationKind;
  static const std::vector<std::string_view> kAllocation{
      "maximum-allocation-mb", "maximum-allocation-vcores", "maximum-allocation"};
  static const std::vector<std::string_view> kLabels{"accessible-node-labels",
                                                     "default-node-label-expression"};
  static const std::vector<std::string_view> kState{"state"};
  static const std::vector<std::string_view> kUserWeight{"weight", "minimum-user-limit-percent"};
  static const std::vector<std::string_view> kReservable{"reservable"};
  switch (kind) {
    case K::kMaxAllocationAboveCluster:
      return kAllocation;
    case K::kChildAccessesAnyLabel:
    case K::kLabelsNotSubsetOfParent:
    case K::kDefaultLabelNotAccessible:
      return kLabels;
    case K::kRunningChildOfStoppedParent:
      return kState;
    case K::kUserWeightOutOfRange:
      return kUserWeight;
    case K::kReservableParent:
      return kReservable;
    default:
      return kCapacityKeys;
  }
}

}  // namespace

bool capacity_in_refused_sum(const AnalysisContext& context, int queue) {
  const CapacityConfig& config = *context.model().capacity;
  if (queue < 0 || static_cast<size_t>(queue) >= config.queues.size()) return false;
  const int parent = config.queues.at(queue).parent;
  for (const CapacityViolation& v : context.capacity_violations()) {
    if (v.error && v.kind == CapacityViolationKind::kChildrenCapacitySum && v.queue == parent)
      return true;
  }
  return false;
}

bool fractions_known(const AnalysisContext& context, const CapacityQueue& queue,
                     const PartitionCapacity& p) {
  if (queue.mode == CapacityMode::kAbsolute && !context.has_nodes()) return false;
  return std::isfinite(p.absolute_capacity) && std::isfinite(p.absolute_maximum_capacity) &&
         std::isfinite(p.capacity);
}

std::vector<const CapacityViolation*> violations_of(
    const AnalysisContext& context, std::initializer_list<CapacityViolationKind> kinds) {
  std::vector<const CapacityViolation*> out;
  const CapacityConfig& config = *context.model().capacity;
  for (const CapacityViolation& v : context.capacity_violations()) {
    if (std::find(kinds.begin(), kinds.end(), v.kind) == kinds.end()) continue;
    if (rests_on_invalid_value(config, v.queue, keys_of(v.kind))) continue;
    out.push_back(&v);
  }
  return out;
}

SourceLocation violation_location(const CapacityConfig& config, const CapacityViolation& v) {
  if (v.queue < 0 || static_cast<size_t>(v.queue) >= config.queues.size())
    return {config.file, 1, 1};
  const auto& queue = config.queues.at(v.queue);
  const CapacityQueueSettings& s = queue.settings;
  const auto partition = s.partitions.find(v.partition);
  const PartitionSettings* p = partition == s.partitions.end() ? nullptr : &partition->second;
  using K = CapacitySettingKind;
  switch (v.setting) {
    case K::kQueueDeclaration:
      return queue.loc;
    case K::kQueues:
      return s.queues_loc.known() ? s.queues_loc : queue.loc;
    case K::kCapacity:
      return p ? or_queue(p->capacity, queue.loc) : queue.loc;
    case K::kMaximumCapacity:
      return p ? or_queue(p->maximum_capacity, queue.loc) : queue.loc;
    case K::kState:
      return or_queue(s.state, queue.loc);
    case K::kAccessibleNodeLabels:
      return or_queue(s.accessible_node_labels, queue.loc);
    case K::kDefaultNodeLabelExpression:
      return or_queue(s.default_node_label_expression, queue.loc);
    case K::kMaximumAllocationMb:
      return or_queue(s.maximum_allocation_mb, queue.loc);
    case K::kMaximumAllocationVcores:
      return or_queue(s.maximum_allocation_vcores, queue.loc);
    case K::kMaximumAllocation:
      return or_queue(s.maximum_allocation, queue.loc);
    case K::kReservable:
      return or_queue(s.reservable, queue.loc);
    case K::kUserWeight: {
      const auto it = s.user_weights.find(v.user);
      return it == s.user_weights.end() ? queue.loc : it->second.loc;
    }
  }
  return queue.loc;
}

Finding violation_finding(const RuleInfo& info, const CapacityConfig& config,
                          const CapacityViolation& v, const std::string& what) {
  std::string message =
      what.empty() ? v.message
                   : fmt::format("{}: {} (\"{}\")", what,
                                 v.error ? "the ResourceManager refuses the queues" : "Hadoop logs",
                                 v.message);
  Finding f = make_finding(info, violation_location(config, v), std::move(message), v.queue_path);
  if (!v.error && f.severity == Severity::kError) f.severity = Severity::kWarning;
  return f;
}

}  // namespace schedlint
