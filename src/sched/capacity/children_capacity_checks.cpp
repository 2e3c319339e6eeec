#include "sched/capacity/children_capacity_checks.h"

#include <cmath>

#include "java/float_text.h"
#include "model/release_facts.h"

namespace schedlint {

namespace {

constexpr float kPrecision = 0.0005f;  // ParentQueue.PRECISION

enum class ModeSet { kWeight, kAbsolute, kPercent };

struct Parent {
  const CapacityConfig& config;
  int index;
  const std::vector<QueueSetup>& setups;
  const CapacityContext& ctx;

  const Queue<CapacityQueueSettings>& node() const { return config.queues.at(index); }
  const QueueSetup& setup(int q) const { return setups[static_cast<size_t>(q)]; }
  const std::vector<std::string>& labels() const { return setup(index).labels; }
  const std::vector<int>& children() const { return node().children; }
  bool is_root() const { return node().is_root(); }
};

LoadedPartition loaded(const QueueSetup& s, const std::string& label) {
  auto it = s.partitions.find(label);
  if (it != s.partitions.end()) return it->second;
  return LoadedPartition{};  // QueueCapacities reads 0 (weight -1) for a label it lacks
}

CapacityViolation violation(CapacityViolationKind kind, const Parent& p, int queue,
                            const std::string& label, CapacitySettingKind setting,
                            std::string message) {
  CapacityViolation v;
  v.kind = kind;
  v.queue = queue;
  v.queue_path = p.config.queues.at(queue).path;
  v.partition = label;
  v.setting = setting;
  v.message = std::move(message);
  return v;
}

float children_sum(const Parent& p, const std::string& label) {
  float sum = 0;  // float, in configured order, as Hadoop adds them
  for (int c : p.children())
    sum += loaded(p.setup(c), label).capacity;
  return sum;
}

Resource children_min(const Parent& p, const std::string& label) {
  Resource sum = p.ctx.zero;
  for (int c : p.children())
    sum = resources::add(sum, loaded(p.setup(c), label).configured_min);
  return sum;
}

// "Parent Queues capacity: ... is less than to its children" (3.1+), per label.
std::optional<CapacityViolation> parent_min_check(const Parent& p, const std::string& label) {
  const Resource parent_min = loaded(p.setup(p.index), label).configured_min;
  const Resource sum = children_min(p, label);
  if (resources::is_none(parent_min) ||
      !resources::less_than(p.ctx.rc, p.ctx.partition(label), parent_min, sum)) {
    return std::nullopt;
  }
  return violation(CapacityViolationKind::kChildrenMinAboveParentMin, p, p.index, label,
                   CapacitySettingKind::kCapacity,
                   "Parent Queues capacity: " + parent_min.to_string() +
                       " is less than to its children:" + sum.to_string() +
                       " for queue:" + p.node().name);
}

// Before 3.4: sum must be 1 (within 0.0005) under a parent with capacity, 0 under one without.
// 3.1-3.3 waive the first condition when a child has an absolute minimum.
std::optional<CapacityViolation> legacy_sum_check(const Parent& p, const std::string& label,
                                                  bool absolute_children) {
  const float parent_capacity =
      p.is_root() && label.empty() ? 1.0f : loaded(p.setup(p.index), label).capacity;
  const float sum = children_sum(p, label);
  const std::string message = "Illegal capacity of " + java::float_to_string(sum) +
                              " for children of queue " + p.node().name +
                              (label.empty() ? "" : " for label=" + label);
  if (!absolute_children && parent_capacity > 0 && std::fabs(1.0f - sum) > kPrecision) {
    return violation(CapacityViolationKind::kChildrenCapacitySum, p, p.index, label,
                     CapacitySettingKind::kQueues, message);
  }
  if (parent_capacity == 0 && sum > 0) {
    return violation(CapacityViolationKind::kZeroCapacityParent, p, p.index, label,
                     CapacitySettingKind::kCapacity, message);
  }
  return std::nullopt;
}

std::optional<CapacityViolation> check_before_3_1(const Parent& p) {
  if (auto v = legacy_sum_check(p, "", false)) return v;
  for (const std::string& label : p.labels()) {
    if (label.empty()) continue;  // same test as above
    if (auto v = legacy_sum_check(p, label, false)) return v;
  }
  return std::nullopt;
}

std::optional<CapacityViolation> check_3_1_to_3_3(const Parent& p) {
  // getQueueName(): the short name in 3.1/3.2, the full path in the 3.3 messages.
  auto name = [&](int q) {
    const auto& n = p.config.queues.at(q);
    return has(p.ctx.version, ReleaseFact::kCsQueuePaths) ? n.path : n.name;
  };
  const bool root = p.is_root();
  const QueueSetup& own = p.setup(p.index);
  const float own_capacity = root ? 1.0f : loaded(own, "").capacity;
  const bool absolute_children = !resources::is_none(children_min(p, ""));
  for (int c : p.children()) {
    if (!root && own_capacity != 0 && !resources::is_none(loaded(p.setup(c), "").configured_min)) {
      return violation(
          CapacityViolationKind::kParentChildModeMismatch, p, c, "", CapacitySettingKind::kCapacity,
          "Parent queue '" + name(p.index) + "' and child queue '" + name(c) +
              "' should use either percentage based capacity configuration or absolute "
              "resource together.");
    }
  }
  if (auto v = legacy_sum_check(p, "", absolute_children)) return v;
  for (const std::string& label : p.labels()) {
    for (int c : p.children()) {
      if (!root && own.absolute != p.setup(c).absolute) {
        return violation(
            CapacityViolationKind::kParentChildModeMismatch, p, c, label,
            CapacitySettingKind::kCapacity,
            "Parent queue '" + name(p.index) + "' and child queue '" + name(c) +
                "' should use either percentage based capacityconfiguration or absolute "
                "resource together for label:" +
                label);
      }
    }
    if (!label.empty()) {
      if (auto v = legacy_sum_check(p, label, absolute_children)) return v;
    }
    if (auto v = parent_min_check(p, label)) return v;
  }
  return std::nullopt;
}

// ParentQueue.getCapacityConfigurationTypeForQueues (3.4 legacy mode), over the parent's labels.
ModeSet mode_of(const Parent& p, const std::vector<int>& queues,
                std::optional<CapacityViolation>& error) {
  bool percentage = false;
  bool weight = false;
  bool absolute = false;
  std::string diag;
  for (int q : queues) {
    const std::string& path = p.config.queues.at(q).path;
    for (const std::string& label : p.labels()) {
      const LoadedPartition l = loaded(p.setup(q), label);
      if (l.capacity > 0) percentage = true;
      if (l.weight >= 0) {
        weight = true;
        diag += "{Queue=" + path + ", label=" + label + " uses weight mode}. ";
      }
      if (!resources::is_none(l.configured_min)) {
        absolute = true;
        percentage = false;  // an absolute queue's capacity is derived, so it does not count
        diag += "{Queue=" + path + ", label=" + label + " uses absolute mode}. ";
      }
      if (percentage) diag += "{Queue=" + path + ", label=" + label + " uses percentage mode}. ";
    }
  }
  const bool first_is_root = !queues.empty() && p.config.queues.at(queues.front()).is_root();
  if (!error && !queues.empty() && !first_is_root &&
      int{percentage} + int{weight} + int{absolute} > 1) {
    error = violation(
        CapacityViolationKind::kMixedSiblingCapacityModes, p, p.index, "",
        CapacitySettingKind::kQueues,
        "Parent queue '" + p.node().path +
            "' have children queue used mixed of  weight mode, "
            "percentage and absolute mode, it is not allowed, please double check, details:" +
            diag);
  }
  if (weight || queues.empty()) return ModeSet::kWeight;
  return absolute ? ModeSet::kAbsolute : ModeSet::kPercent;
}

std::optional<CapacityViolation> check_3_4(const Parent& p) {
  std::optional<CapacityViolation> error;
  const ModeSet children = mode_of(p, p.children(), error);
  const ModeSet parent = mode_of(p, {p.index}, error);
  if (error) return error;
  if (children == ModeSet::kAbsolute || parent == ModeSet::kAbsolute) {
    if (children != parent && !p.is_root()) {
      return violation(CapacityViolationKind::kParentChildModeMismatch, p, p.index, "",
                       CapacitySettingKind::kQueues,
                       "Parent=" + p.node().path +
                           ": When absolute minResource is used, we must make sure both "
                           "parent and child all use absolute minResource");
    }
    for (const std::string& label : p.labels()) {
      if (auto v = parent_min_check(p, label)) return v;
    }
  }
  if (children != ModeSet::kPercent) return std::nullopt;
  const auto& allow = p.node().settings.allow_zero_capacity_sum;
  const bool allow_zero = allow && allow->value;
  for (const std::string& label : p.labels()) {
    const float sum = children_sum(p, label);
    const float own =
        p.is_root() && label.empty() ? 1.0f : loaded(p.setup(p.index), label).capacity;
    const std::string head = "Illegal capacity sum of " + java::float_to_string(sum) +
                             " for children of queue " + p.node().name + " for label=" + label;
    if (std::fabs(1 - sum) > kPrecision) {
      if (std::fabs(sum) > kPrecision) {
        return violation(CapacityViolationKind::kChildrenCapacitySum, p, p.index, label,
                         CapacitySettingKind::kQueues, head + ". It should be either 0 or 1.0");
      }
      if (parent == ModeSet::kPercent && std::fabs(own) > kPrecision && !allow_zero) {
        return violation(
            CapacityViolationKind::kChildrenCapacitySum, p, p.index, label,
            CapacitySettingKind::kQueues,
            head +
                ". It is set to 0, but parent percent != 0, and doesn't allow children "
                "capacity to set to 0");
      }
    } else if (parent == ModeSet::kPercent && std::fabs(own) <= 0 && !allow_zero) {
      return violation(CapacityViolationKind::kZeroCapacityParent, p, p.index, label,
                       CapacitySettingKind::kCapacity,
                       head + ". queue=" + p.node().name +
                           " has zero capacity, but childqueues have positive "
                           "capacities");
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<CapacityViolation> check_children(const CapacityConfig& config, int parent,
                                                const std::vector<QueueSetup>& setups,
                                                const CapacityContext& ctx) {
  const Parent p{config, parent, setups, ctx};
  if (p.children().empty()) return std::nullopt;
  if (has(ctx.version, ReleaseFact::kCsUnifiedCapacityCalculation)) {
    if (!ctx.legacy_queue_mode) return std::nullopt;
    return check_3_4(p);
  }
  if (has(ctx.version, ReleaseFact::kCsAbsoluteCapacity)) return check_3_1_to_3_3(p);
  return check_before_3_1(p);
}

}  // namespace schedlint
