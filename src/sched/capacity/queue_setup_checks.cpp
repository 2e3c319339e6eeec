#include "sched/capacity/queue_setup_checks.h"

#include <algorithm>
#include <functional>
#include <map>

#include "java/float_text.h"
#include "model/release_facts.h"

namespace schedlint {

using Found = std::optional<CapacityViolation>;

CapacityViolation QueueSetupChecks::make(CapacityViolationKind kind, int q,
                                         const std::string& label, CapacitySettingKind setting,
                                         std::string message) const {
  CapacityViolation out;
  out.kind = kind;
  out.queue = q;
  out.queue_path = node(q).path;
  out.partition = label;
  out.setting = setting;
  out.message = std::move(message);
  return out;
}

// Before 3.1 a missing capacity reads -1 and fails getNonLabeledQueueCapacity's range check.
std::optional<CapacityViolation> QueueSetupChecks::missing_capacity(int q) const {
  const auto& s = node(q).settings;
  auto it = s.partitions.find("");
  if (has(v(), ReleaseFact::kCsAbsoluteCapacity) || node(q).is_root() ||
      (it != s.partitions.end() && it->second.capacity)) {
    return std::nullopt;
  }
  return make(CapacityViolationKind::kCapacityMissing, q, "",
              CapacitySettingKind::kQueueDeclaration,
              "Illegal capacity of -1.0 for queue " + node(q).path);
}

// CSQueueUtils.capacitiesSanityCheck, per label (gone in 3.4).
std::optional<CapacityViolation> QueueSetupChecks::sanity(int q) const {
  if (has(v(), ReleaseFact::kCsUnifiedCapacityCalculation)) return std::nullopt;
  const QueueSetup& s = setups[static_cast<size_t>(q)];
  for (const std::string& label : s.labels) {
    const LoadedPartition& p = s.partitions.at(label);
    const std::string f1 = java::float_to_string(p.capacity);
    const std::string f2 = java::float_to_string(p.maximum_capacity);
    const std::string a1 = java::float_to_string(p.absolute_capacity);
    const std::string a2 = java::float_to_string(p.absolute_maximum_capacity);
    if (!has(v(), ReleaseFact::kCsSanityCheckAbsoluteOnly)) {
      if (p.capacity > p.maximum_capacity) {
        return make(CapacityViolationKind::kCapacityAboveMaximum, q, label,
                    CapacitySettingKind::kMaximumCapacity,
                    "Illegal queue capacity setting, (capacity=" + f1 +
                        ") > (maximum-capacity=" + f2 + "). When label=[" + label + "]");
      }
      if (p.absolute_capacity > p.absolute_maximum_capacity) {
        return make(CapacityViolationKind::kAbsoluteCapacityAboveMaximum, q, label,
                    CapacitySettingKind::kMaximumCapacity,
                    "Illegal queue capacity setting, (abs-capacity=" + a1 +
                        ") > (abs-maximum-capacity=" + a2 + "). When label=[" + label + "]");
      }
    } else if (p.absolute_capacity > p.absolute_maximum_capacity) {
      return make(CapacityViolationKind::kAbsoluteCapacityAboveMaximum, q, label,
                  CapacitySettingKind::kMaximumCapacity,
                  "Illegal queue capacity setting (abs-capacity=" + a1 +
                      ") > (abs-maximum-capacity=" + a2 + ") for queue=[" + node(q).path +
                      "],label=[" + label + "]");
    }
  }
  return std::nullopt;
}

// The queue's own absolute maximum for a label (before the parent's is inherited).
Resource QueueSetupChecks::own_max(int q, const std::string& label) const {
  const auto& parts = node(q).settings.partitions;
  auto it = parts.find(label);
  if (it == parts.end() || !it->second.maximum_capacity ||
      it->second.maximum_capacity->value.mode != CapacityMode::kAbsolute) {
    return ctx.zero;
  }
  return it->second.maximum_capacity->value.resource;
}

// AbstractCSQueue.updateConfigurableResourceRequirement (3.1-3.3) /
// updateCapacityConfigType + updateConfigurableResourceLimits (3.4).
std::optional<CapacityViolation> QueueSetupChecks::absolute_limits(int q) const {
  if (!has(v(), ReleaseFact::kCsAbsoluteCapacity)) return std::nullopt;
  const QueueSetup& s = setups[static_cast<size_t>(q)];
  const bool root = node(q).is_root();
  const bool check_modes =
      !root && (!has(v(), ReleaseFact::kCsUnifiedCapacityCalculation) || ctx.legacy_queue_mode);
  const std::string mixed =
      "Queue '" + node(q).path +
      "' should use either percentage based capacity configuration or absolute resource.";
  if (has(v(), ReleaseFact::kCsUnifiedCapacityCalculation) && check_modes) {
    for (const std::string& label : s.labels) {
      if (!resources::is_none(s.partitions.at(label).configured_min) != s.absolute) {
        return make(CapacityViolationKind::kQueueMixesCapacityModes, q, label,
                    CapacitySettingKind::kCapacity, mixed);
      }
    }
  }
  for (const std::string& label : s.labels) {
    const LoadedPartition& p = s.partitions.at(label);
    const Resource max = own_max(q, label);
    Resource parent_max = ctx.zero;
    if (!root) {
      const auto& pp = setups[static_cast<size_t>(node(q).parent)].partitions;
      auto it = pp.find(label);
      if (it != pp.end()) parent_max = it->second.configured_max;
    }
    const std::string above_parent =
        "Max resource configuration " + max.to_string() +
        " is greater than parents max value:" + parent_max.to_string() +
        " in queue:" + node(q).path;
    if (!has(v(), ReleaseFact::kCsUnifiedCapacityCalculation)) {
      if (check_modes && !resources::is_none(p.configured_min) != s.absolute) {
        return make(CapacityViolationKind::kQueueMixesCapacityModes, q, label,
                    CapacitySettingKind::kCapacity, mixed);
      }
      if (auto f = min_above_max(q, label, p.configured_min, max)) return f;
      if (!root && resources::greater_than(ctx.rc, ctx.cluster, parent_max, resources::none()) &&
          resources::greater_than(ctx.rc, ctx.cluster, max, parent_max)) {
        return make(CapacityViolationKind::kMaxResourceAboveParentMax, q, label,
                    CapacitySettingKind::kMaximumCapacity, above_parent);
      }
    } else {
      if (!root && !resources::is_none(parent_max) &&
          resources::greater_than(ctx.rc, ctx.cluster, max, parent_max)) {
        return make(CapacityViolationKind::kMaxResourceAboveParentMax, q, label,
                    CapacitySettingKind::kMaximumCapacity, above_parent);
      }
      if (auto f = min_above_max(q, label, p.configured_min, p.configured_max)) return f;
    }
  }
  return std::nullopt;
}

std::optional<CapacityViolation> QueueSetupChecks::min_above_max(int q, const std::string& label,
                                                                 const Resource& min,
                                                                 const Resource& max) const {
  if (resources::is_none(max) || !resources::greater_than(ctx.rc, ctx.cluster, min, max))
    return std::nullopt;
  return make(CapacityViolationKind::kMinResourceAboveMax, q, label, CapacitySettingKind::kCapacity,
              "Min resource configuration " + min.to_string() + " is greater than its max value:" +
                  max.to_string() + " in queue:" + node(q).path);
}

// getMaximumAllocationPerQueue (before YARN-9116) / AbstractCSQueue.setupMaximumAllocation.
std::optional<CapacityViolation> QueueSetupChecks::maximum_allocation(int q) const {
  const auto& s = node(q).settings;
  const Resource cluster_max = cluster_maximum_allocation(cluster);
  const std::string head =
      "Queue maximum allocation cannot be larger than the cluster setting for queue " +
      node(q).path + " max allocation per queue: ";
  const std::string tail = " cluster setting: " + cluster_max.to_string();
  const Resource& effective = props[static_cast<size_t>(q)].maximum_allocation;
  const bool inherits = has(v(), ReleaseFact::kCsQueueMaximumAllocation);
  if (inherits && s.maximum_allocation) {
    for (const auto& [type, amount] : s.maximum_allocation->value.amounts()) {
      if (cluster_max.has(type) && amount > cluster_max.get(type)) {
        return make(CapacityViolationKind::kMaxAllocationAboveCluster, q, "",
                    CapacitySettingKind::kMaximumAllocation,
                    head + s.maximum_allocation->value.to_string() + tail);
      }
    }
    return std::nullopt;
  }
  const bool mb =
      s.maximum_allocation_mb && s.maximum_allocation_mb->value > cluster_max.memory_mb();
  const bool vcores =
      s.maximum_allocation_vcores && s.maximum_allocation_vcores->value > cluster_max.vcores();
  if (!mb && !vcores) return std::nullopt;
  const Resource shown = inherits ? effective : Resource(effective.memory_mb(), effective.vcores());
  return make(CapacityViolationKind::kMaxAllocationAboveCluster, q, "",
              mb ? CapacitySettingKind::kMaximumAllocationMb
                 : CapacitySettingKind::kMaximumAllocationVcores,
              head + shown.to_string() + tail);
}

// AbstractCSQueue.initializeQueueState (YARN-5746: 2.9, 2.10 and 3.0 on; first load).
std::optional<CapacityViolation> QueueSetupChecks::state(int q) const {
  const auto& s = node(q).settings;
  if (!has(v(), ReleaseFact::kCsQueueStateFollowsParent) || node(q).is_root() || !s.state ||
      s.state->value != QueueState::kRunning) {
    return std::nullopt;
  }
  const int parent = node(q).parent;
  if (props[static_cast<size_t>(parent)].state == QueueState::kRunning) return std::nullopt;
  return make(
      CapacityViolationKind::kRunningChildOfStoppedParent, q, "", CapacitySettingKind::kState,
      "The parent queue:" + node(parent).path +
          " cannot be STOPPED as the child queue:" + node(q).path + " is in RUNNING state.");
}

// A child's labels must be a subset of a parent's that is not "*" (root is "*").
std::optional<CapacityViolation> QueueSetupChecks::labels_subset(int q) const {
  if (node(q).is_root()) return std::nullopt;
  const auto& parent = props[static_cast<size_t>(node(q).parent)].accessible_labels;
  const auto& own = props[static_cast<size_t>(q)].accessible_labels;
  auto has = [](const std::vector<std::string>& set, const std::string& s) {
    return std::find(set.begin(), set.end(), s) != set.end();
  };
  if (has(parent, "*")) return std::nullopt;
  if (has(own, "*")) {
    return make(CapacityViolationKind::kChildAccessesAnyLabel, q, "",
                CapacitySettingKind::kAccessibleNodeLabels,
                "Parent's accessible queue is not ANY(*), but child's accessible queue is *");
  }
  std::string diff;
  for (const std::string& label : own) {
    if (!has(parent, label)) diff += (diff.empty() ? "" : ",") + label;
  }
  if (diff.empty()) return std::nullopt;
  return make(
      CapacityViolationKind::kLabelsNotSubsetOfParent, q, "",
      CapacitySettingKind::kAccessibleNodeLabels,
      "Some labels of child queue is not a subset of parent queue, these labels=[" + diff + "]");
}

// LeafQueue.setupQueueConfigs -> SchedulerUtils.checkQueueLabelExpression.
std::optional<CapacityViolation> QueueSetupChecks::default_label(int q) const {
  const QueueProperties& p = props[static_cast<size_t>(q)];
  if (!p.leaf || p.default_label_expression.empty()) return std::nullopt;
  const auto& labels = p.accessible_labels;
  const bool any = std::find(labels.begin(), labels.end(), "*") != labels.end();
  bool ok = true;
  const std::string& expr = p.default_label_expression;
  for (size_t start = 0; start <= expr.size();) {
    size_t end = expr.find("&&", start);
    if (end == std::string::npos) end = expr.size();
    std::string part = expr.substr(start, end - start);
    part.erase(0, part.find_first_not_of(" \t\n\r\f\v"));
    part.erase(part.find_last_not_of(" \t\n\r\f\v") + 1);
    if (!part.empty() && !any && std::find(labels.begin(), labels.end(), part) == labels.end())
      ok = false;
    start = end + 2;
  }
  if (ok) return std::nullopt;
  int owner = q;  // the queue that sets the expression (it may be inherited)
  while (!node(owner).settings.default_node_label_expression && !node(owner).is_root())
    owner = node(owner).parent;
  std::string joined;
  for (const auto& l : labels)
    joined += (joined.empty() ? "" : ",") + l;
  CapacityViolation out =
      make(CapacityViolationKind::kDefaultLabelNotAccessible, owner, "",
           CapacitySettingKind::kDefaultNodeLabelExpression,
           "Invalid default label expression of  queue=" + node(q).path +
               " doesn't have permission to access all labels in default label expression. "
               "labelExpression of resource request=" +
               expr + ". Queue labels=" + joined);
  out.queue_path = node(q).path;
  return out;
}

// CapacitySchedulerQueueManager.parseQueue.
std::optional<CapacityViolation> QueueSetupChecks::reservable_parent(int q) const {
  const auto& r = node(q).settings.reservable;
  if (node(q).children.empty() || !r || !r->value) return std::nullopt;
  return make(CapacityViolationKind::kReservableParent, q, "", CapacitySettingKind::kReservable,
              "Only Leaf Queues can be reservable for " +
                  (has(v(), ReleaseFact::kCsQueuePaths) ? node(q).path : node(q).name));
}

// LeafQueue.setupQueueConfigs validates the weights it inherits and its own (wherever they are
// read: YARN-5892).
void QueueSetupChecks::user_weights(int q, std::set<std::pair<int, std::string>>& reported,
                                    std::vector<CapacityViolation>& out) const {
  const QueueProperties& p = props[static_cast<size_t>(q)];
  if (!has(v(), ReleaseFact::kCsUserWeights) || !p.leaf) return;
  std::map<std::string, std::pair<int, float>> weights;  // user -> (setter, weight)
  for (int a : config.queues.ancestors_and_self(q)) {
    for (const auto& [user, w] : node(a).settings.user_weights)
      weights.emplace(user, std::make_pair(a, w.value));
  }
  const float limit = std::min(100.0f, p.minimum_user_limit_percent);
  const std::string shown_limit = has(v(), ReleaseFact::kCsUserLimitPercentFloat)
                                      ? java::float_to_string(limit)
                                      : std::to_string(static_cast<int>(limit));
  for (const auto& [user, setter_weight] : weights) {
    const auto [setter, w] = setter_weight;
    if (!(w < 0.0f || w > 100.0f / limit) || !reported.insert({setter, user}).second) continue;
    CapacityViolation f = make(
        CapacityViolationKind::kUserWeightOutOfRange, setter, "", CapacitySettingKind::kUserWeight,
        "Weight (" + java::float_to_string(w) + ") for user \"" + user +
            "\" must be between 0 and 100 / " + shown_limit +
            " (= " + java::float_to_string(100.0f / limit) +
            ", the number of concurrent active users in " + node(q).path + ")");
    f.queue_path = node(q).path;
    f.user = user;
    out.push_back(std::move(f));
  }
}

// 3.1-3.3: the parent overwrites an absolute leaf's application limits on every cluster update.
std::optional<CapacityViolation> QueueSetupChecks::ignored_maximum_applications(
    int q, const CapacityHierarchy& h) const {
  const auto& s = node(q).settings;
  if (!has(v(), ReleaseFact::kCsAbsoluteCapacity) ||
      has(v(), ReleaseFact::kCsUnifiedCapacityCalculation) || !s.maximum_applications)
    return std::nullopt;
  const CapacityQueue* computed = h.find(node(q).path);
  if (computed == nullptr || !computed->leaf || computed->mode != CapacityMode::kAbsolute)
    return std::nullopt;
  const auto& labels = h.queues[static_cast<size_t>(computed->parent)].configured_labels;
  auto part = computed->partitions.find(labels.empty() ? "" : labels.back());
  const float abs = part == computed->partitions.end() ? 0 : part->second.absolute_capacity;
  CapacityViolation f =
      make(CapacityViolationKind::kMaximumApplicationsIgnored, q, "",
           CapacitySettingKind::kQueueDeclaration,
           "LeafQueue:" + node(q).name +
               ", maxApplications=" + std::to_string(computed->max_applications) +
               ", maxApplicationsPerUser=" + std::to_string(computed->max_applications_per_user) +
               ", Abs Cap:" + java::float_to_string(abs));
  f.error = false;
  return f;
}

// The first error of the queue's own set-up, in the order Hadoop's constructors check.
std::optional<CapacityViolation> QueueSetupChecks::queue_setup(int q) const {
  const std::vector<std::function<Found()>> checks =
      has(v(), ReleaseFact::kCsUnifiedCapacityCalculation)
          ? std::vector<std::function<Found()>>{
                [&] { return labels_subset(q); }, [&] { return absolute_limits(q); },
                [&] { return maximum_allocation(q); }, [&] { return state(q); },
                [&] { return default_label(q); }}
          : std::vector<std::function<Found()>>{[&] { return missing_capacity(q); },
                                                [&] { return sanity(q); },
                                                [&] { return absolute_limits(q); },
                                                [&] { return maximum_allocation(q); },
                                                [&] { return state(q); },
                                                [&] { return labels_subset(q); },
                                                [&] { return default_label(q); }};
  for (const auto& check : checks) {
    if (auto f = check()) return f;
  }
  return std::nullopt;
}

}  // namespace schedlint
