#include "parse/capacity_keys.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "model/did_you_mean.h"

namespace schedlint {

namespace {

using F = ReleaseFact;
using R = CsKeyRead;
using T = CsValueType;

// CapacitySchedulerConfiguration's global keys (prefix yarn.scheduler.capacity.).
const std::vector<CsKeySpec>& global_specs() {
  using G = CapacityGlobalSettings;
  static const std::vector<CsKeySpec> specs{
      {"maximum-applications", T::kInt, R::kByType, &G::maximum_applications},
      // A fraction (0.1 = 10 %), read with getFloat and no range check in any release: -1 and
      // 10 are taken as written (cs-am-percent-out-of-range reports them).
      {"maximum-am-resource-percent", T::kFloat, R::kByType, &G::maximum_am_resource_percent},
      {"resource-calculator", T::kClass, R::kResourceCalculator},
      {"node-locality-delay", T::kInt, R::kByType, &G::node_locality_delay},
      {"rack-locality-additional-delay",
       T::kInt,
       R::kByType,
       {},
       F::kCsRackLocalityAdditionalDelay},
      {"rack-locality-full-reset", T::kBool, R::kByType, {}, F::kCsRackLocalityFullReset},
      {"reservations-continue-look-all-nodes", T::kBool, R::kByType,
       &G::reservations_continue_look_all_nodes},
      {"skip-allocate-on-nodes-with-reserved-containers",
       T::kBool,
       R::kByType,
       {},
       F::kCsSkipNodesWithReservations},
      {"user-metrics.enable", T::kBool},
      {"schedule-asynchronously.enable", T::kBool},
      {"schedule-asynchronously.scheduling-interval-ms", T::kLong},
      {"schedule-asynchronously.maximum-threads",
       T::kInt,
       R::kByType,
       {},
       F::kCsAsyncSchedulingThreads},
      {"schedule-asynchronously.maximum-pending-backlogs",
       T::kInt,
       R::kByType,
       {},
       F::kCsAsyncSchedulingBacklogs},
      {"application.fail-fast", T::kBool, R::kByType, {}, F::kCsApplicationFailFast},
      {"queue-mappings", T::kMappings, R::kQueueMappings},
      {"queue-mappings-override.enable", T::kBool, R::kByType, &G::queue_mappings_override},
      {"workflow-priority-mappings", T::kAny, R::kByType, {}, F::kCsWorkflowPriorityMappings},
      {"workflow-priority-mappings-override.enable",
       T::kBool,
       R::kByType,
       {},
       F::kCsWorkflowPriorityMappings},
      {"mapping-rule-format", T::kString, R::kMappingRuleFormat, {}, F::kCsMappingRules},
      {"mapping-rule-json", T::kAny, R::kByType, {}, F::kCsMappingRules},
      {"mapping-rule-json-file", T::kString, R::kByType, {}, F::kCsMappingRules},
      {"lazy-preemption-enabled", T::kBool, R::kByType, {}, F::kCsLazyPreemption},
      {"per-node-heartbeat.multiple-assignments-enabled",
       T::kBool,
       R::kByType,
       {},
       F::kCsMultipleAssignmentsPerHeartbeat},
      {"per-node-heartbeat.maximum-container-assignments",
       T::kInt,
       R::kByType,
       {},
       F::kCsMultipleAssignmentsPerHeartbeat},
      {"per-node-heartbeat.maximum-offswitch-assignments",
       T::kInt,
       R::kByType,
       {},
       F::kCsOffSwitchPerHeartbeat},
      {"global-queue-max-application", T::kInt, R::kByType, &G::global_queue_max_application,
       F::kCsGlobalQueueMaxApplication},
      {"max-parallel-apps", T::kInt, R::kByType, {}, F::kCsMaxParallelApps},
      {"user.max-parallel-apps", T::kInt, R::kByType, {}, F::kCsMaxParallelApps},
      {"user.<user>.max-parallel-apps", T::kIntUntrimmed, R::kByType, {}, F::kCsMaxParallelApps},
      {"minimum-user-limit-percent", T::kFloat, R::kByType, &G::minimum_user_limit_percent,
       F::kCsGlobalUserLimits},
      {"user-limit-factor", T::kFloat, R::kByType, &G::user_limit_factor, F::kCsGlobalUserLimits},
      {"ordering-policy.priority-utilization.underutilized-preemption.enabled",
       T::kBool,
       R::kByType,
       {},
       F::kCsQueuePriorities},
      {"ordering-policy.priority-utilization.underutilized-preemption.reserved-container-delay-ms",
       T::kLong,
       R::kByType,
       {},
       F::kCsQueuePriorities},
      {"ordering-policy.priority-utilization.underutilized-preemption.allow-move-reservation",
       T::kBool,
       R::kByType,
       {},
       F::kCsQueuePriorities},
      {"multi-node-placement-enabled", T::kBool, R::kByType, {}, F::kCsMultiNodePlacement},
      {"multi-node-sorting.policy.names", T::kAny, R::kByType, {}, F::kCsMultiNodePlacement},
      {"multi-node-sorting.policy", T::kString, R::kByType, {}, F::kCsMultiNodePlacement},
      {"multi-node-sorting.policy.<name>.class",
       T::kClass,
       R::kByType,
       {},
       F::kCsMultiNodePlacement},
      {"multi-node-sorting.policy.<name>.sorting-interval.ms",
       T::kLong,
       R::kByType,
       {},
       F::kCsMultiNodePlacement},
      {"multi-node-sorting.policy.<name>.comparators",
       T::kAny,
       R::kByType,
       {},
       F::kCsMultiNodeComparators},
      {"multi-node-sorting.policy.<name>.prefer-ratio",
       T::kFloat,
       R::kByType,
       {},
       F::kCsMultiNodeComparators},
      {"multi-node-sorting.policy.<name>.ignore-ratio",
       T::kFloat,
       R::kByType,
       {},
       F::kCsMultiNodeComparators},
      {"auto-queue-creation-v2.queue-expiration-time",
       T::kLong,
       R::kByType,
       {},
       F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.maximum-queue-depth",
       T::kInt,
       R::kByType,
       {},
       F::kCsFlexibleAutoQueueCreation},
      {"queue.auto.refresh.monitoring-interval",
       T::kLong,
       R::kByType,
       {},
       F::kCsQueueConfigAutoRefresh},
      {"legacy-queue-mode.enabled", T::kBool, R::kByType, &G::legacy_queue_mode,
       F::kCsLegacyQueueMode},
  };
  return specs;
}

// Per-queue suffixes (yarn.scheduler.capacity.<queue-path>.<suffix>).
const std::vector<CsKeySpec>& queue_specs() {
  using Q = CapacityQueueSettings;
  static const std::vector<CsKeySpec> specs{
      {"queues", T::kQueueList, R::kQueues},
      {"capacity", T::kCapacity, R::kCapacity},
      {"maximum-capacity", T::kMaxCapacity, R::kMaximumCapacity},
      {"user-limit-factor", T::kFloat, R::kUserLimitFactor},
      {"minimum-user-limit-percent", T::kFloat, R::kMinimumUserLimitPercent},
      {"maximum-applications", T::kInt, R::kByType, &Q::maximum_applications},
      {"maximum-am-resource-percent", T::kFloat, R::kMaximumAmResourcePercent},
      {"max-parallel-apps", T::kIntUntrimmed, R::kByType, &Q::max_parallel_apps,
       F::kCsMaxParallelApps},
      {"maximum-allocation-mb", T::kInt, R::kByType, &Q::maximum_allocation_mb},
      {"maximum-allocation-vcores", T::kInt, R::kByType, &Q::maximum_allocation_vcores},
      {"maximum-allocation", T::kResource, R::kMaximumAllocation, {}, F::kCsQueueMaximumAllocation},
      {"state", T::kState, R::kState},
      {"acl_submit_applications", T::kAcl, R::kAclSubmitApplications},
      {"acl_administer_queue", T::kAcl, R::kAclAdministerQueue},
      {"acl_administer_reservations", T::kAcl, R::kByType, {}, F::kReservationAcls},
      {"acl_list_reservations", T::kAcl, R::kByType, {}, F::kReservationAcls},
      {"acl_submit_reservations", T::kAcl, R::kByType, {}, F::kReservationAcls},
      {"acl_application_max_priority", T::kAny, R::kByType, {}, F::kCsApplicationPriorityAcl},
      {"accessible-node-labels", T::kLabelList, R::kAccessibleNodeLabels},
      {"accessible-node-labels.<label>.capacity", T::kCapacity, R::kLabelCapacity},
      {"accessible-node-labels.<label>.maximum-capacity", T::kMaxCapacity,
       R::kLabelMaximumCapacity},
      {"accessible-node-labels.<label>.maximum-am-resource-percent",
       T::kFloat,
       R::kLabelMaximumAmResourcePercent,
       {},
       F::kCsLabelAmResourcePercent},
      {"accessible-node-labels.<label>", T::kAny, R::kLabelWithoutProperty},
      {"default-node-label-expression", T::kString, R::kDefaultNodeLabelExpression},
      {"ordering-policy", T::kOrderingPolicy, R::kOrderingPolicy, {}, F::kCsOrderingPolicy},
      {"ordering-policy.fair.enable-size-based-weight",
       T::kAny,
       R::kByType,
       {},
       F::kCsOrderingPolicy},
      {"ordering-policy.exclusive-enforced-partitions",
       T::kAny,
       R::kByType,
       {},
       F::kCsExclusivePartitions},
      {"priority", T::kInt, R::kByType, &Q::priority, F::kCsQueuePriorities},
      {"default-application-priority", T::kInt, R::kByType, {}, F::kCsDefaultApplicationPriority},
      {"maximum-application-lifetime", T::kLong, R::kByType, {}, F::kCsApplicationLifetime},
      {"default-application-lifetime", T::kLong, R::kByType, {}, F::kCsApplicationLifetime},
      {"disable_preemption", T::kBool, R::kByType, &Q::disable_preemption},
      {"intra-queue-preemption.disable_preemption", T::kBool, R::kByType,
       &Q::intra_queue_disable_preemption, F::kCsIntraQueuePreemptionPerQueue},
      {"user-settings.<user>.weight", T::kFloat, R::kUserWeight, {}, F::kCsUserWeights},
      {"reservable", T::kBool, R::kByType, &Q::reservable},
      {"reservation-agent", T::kString},
      {"reservation-policy", T::kString},
      {"reservation-planner", T::kString},
      {"reservation-window", T::kLong},
      {"reservation-enforcement-window", T::kLong},
      {"reservation-move-on-expiry", T::kBool},
      {"show-reservations-as-queues", T::kBool},
      {"average-capacity", T::kFloat},
      {"instantaneous-max-capacity", T::kFloat},
      {"auto-create-child-queue.enabled", T::kBool, R::kByType, &Q::auto_create_child_queue_enabled,
       F::kCsAutoCreatedLeafQueues},
      {"auto-create-child-queue.management-policy",
       T::kClass,
       R::kByType,
       {},
       F::kCsAutoCreatedLeafQueues},
      {"auto-create-child-queue.max-queues", T::kInt, R::kByType, {}, F::kCsAutoCreatedLeafQueues},
      {"auto-create-child-queue.fail-on-exceeding-parent-capacity",
       T::kBool,
       R::kByType,
       {},
       F::kCsAutoCreatedLeafQueues},
      {"auto-queue-creation-v2.enabled", T::kBool, R::kByType, &Q::auto_queue_creation_v2_enabled,
       F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.max-queues",
       T::kInt,
       R::kByType,
       {},
       F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.maximum-queue-depth",
       T::kInt,
       R::kByType,
       {},
       F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.queue-auto-removal.enable",
       T::kBool,
       R::kByType,
       {},
       F::kCsFlexibleAutoQueueCreation},
      {"allow-zero-capacity-sum", T::kBool, R::kByType, &Q::allow_zero_capacity_sum,
       F::kCsGlobalUserLimits},
      {"multi-node-sorting.policy", T::kString, R::kByType, {}, F::kCsMultiNodePlacement},
  };
  return specs;
}

// Template prefixes under which every per-queue suffix is valid again.
struct TemplatePrefix {
  std::string_view prefix;
  ReleaseFact fact;
};
const std::vector<TemplatePrefix>& template_prefixes() {
  static const std::vector<TemplatePrefix> prefixes{
      {"leaf-queue-template.", F::kCsAutoCreatedLeafQueues},
      {"auto-queue-creation-v2.template.", F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.leaf-template.", F::kCsFlexibleAutoQueueCreation},
      {"auto-queue-creation-v2.parent-template.", F::kCsFlexibleAutoQueueCreation},
  };
  return prefixes;
}

std::vector<std::string_view> split_segments(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  while (true) {
    size_t dot = s.find('.', start);
    if (dot == std::string_view::npos) {
      out.push_back(s.substr(start));
      return out;
    }
    out.push_back(s.substr(start, dot - start));
    start = dot + 1;
  }
}

// The releases that read both a template prefix and the suffix under it.
ReleaseSince later(ReleaseSince a, ReleaseSince b) {
  return {std::max(a.first_2x_minor, b.first_2x_minor),
          std::max(a.first_3x_minor, b.first_3x_minor)};
}

bool is_placeholder(std::string_view segment) {
  return segment.size() > 2 && segment.front() == '<' && segment.back() == '>';
}

// Matches key segments against pattern segments. A placeholder takes one segment, except <user>,
// which may span several (user names may hold dots: UserWeights reads "\S+" from 3.4). A pattern
// has at most one <user>, so it spans exactly the segments the rest of the pattern leaves over.
bool match_segments(const std::vector<std::string_view>& pattern,
                    const std::vector<std::string_view>& key, std::vector<std::string>& captures) {
  if (key.size() < pattern.size()) return false;
  size_t k = 0;
  for (size_t p = 0; p < pattern.size(); ++p) {
    if (!is_placeholder(pattern[p])) {
      if (pattern[p] != key[k++]) return false;
      continue;
    }
    const size_t span = pattern[p] == "<user>" ? key.size() - (pattern.size() - 1) : 1;
    std::string capture;
    for (size_t i = k; i < k + span; ++i) {
      if (i > k) capture += '.';
      capture += key[i];
    }
    if (capture.empty()) return false;
    captures.push_back(std::move(capture));
    k += span;
  }
  return k == key.size();
}

// Each pattern of `specs` split into segments once: every property of a large file is matched
// against every pattern, several times (once per way of splitting off its queue path).
struct SplitPatterns {
  std::vector<std::vector<std::string_view>> segments;  ///< per spec
  std::set<std::string_view> first_segments;            ///< every pattern starts with a literal
};

SplitPatterns split_patterns(const std::vector<CsKeySpec>& specs) {
  SplitPatterns out;
  for (const auto& spec : specs) {
    out.segments.push_back(split_segments(spec.pattern));
    out.first_segments.insert(out.segments.back().front());
  }
  return out;
}

bool starts_a_pattern(const SplitPatterns& patterns, std::string_view key) {
  return patterns.first_segments.contains(key.substr(0, key.find('.')));
}

std::optional<CsKeyMatch> match_in(const std::vector<CsKeySpec>& specs,
                                   const SplitPatterns& patterns, std::string_view key) {
  // A key whose first segment starts no pattern is refused before it is split: a key is tried
  // once per dot of its queue path, so this keeps long keys linear.
  if (!starts_a_pattern(patterns, key)) return std::nullopt;
  const auto key_segments = split_segments(key);
  for (size_t i = 0; i < specs.size(); ++i) {
    std::vector<std::string> captures;
    if (match_segments(patterns.segments[i], key_segments, captures)) {
      return CsKeyMatch{&specs[i], std::move(captures), "", release_fact(specs[i].fact).since};
    }
  }
  return std::nullopt;
}

std::optional<CsKeyMatch> match_global(std::string_view key) {
  static const auto patterns = split_patterns(global_specs());
  return match_in(global_specs(), patterns, key);
}

const SplitPatterns& queue_patterns() {
  static const auto patterns = split_patterns(queue_specs());
  return patterns;
}

std::optional<CsKeyMatch> match_queue(std::string_view key) {
  return match_in(queue_specs(), queue_patterns(), key);
}

// Candidate spellings for did-you-mean: each pattern with its placeholders filled from the
// misspelt key where the segment counts agree.
std::optional<std::string> suggest_in(const std::vector<CsKeySpec>& specs, std::string_view key) {
  const auto key_segments = split_segments(key);
  std::vector<std::string> candidates;
  for (const auto& spec : specs) {
    auto segments = split_segments(spec.pattern);
    std::string candidate;
    for (size_t i = 0; i < segments.size(); ++i) {
      if (i > 0) candidate += '.';
      if (is_placeholder(segments[i])) {
        if (segments.size() != key_segments.size()) {
          candidate.clear();
          break;
        }
        candidate += key_segments[i];
      } else {
        candidate += segments[i];
      }
    }
    if (!candidate.empty()) candidates.push_back(candidate);
  }
  std::vector<std::string_view> views(candidates.begin(), candidates.end());
  return did_you_mean(key, views);
}

}  // namespace

std::span<const CsKeySpec> capacity_global_keys() {
  return global_specs();
}

std::span<const CsKeySpec> capacity_queue_keys() {
  return queue_specs();
}

std::optional<CsKeyMatch> match_global_key(std::string_view key) {
  return match_global(key);
}

std::optional<CsKeyMatch> match_queue_suffix(std::string_view suffix) {
  if (auto m = match_queue(suffix)) return m;
  for (const auto& t : template_prefixes()) {
    if (suffix.rfind(t.prefix, 0) == 0) {
      if (auto m = match_queue(suffix.substr(t.prefix.size()))) {
        m->template_prefix = std::string(t.prefix.substr(0, t.prefix.size() - 1));
        m->since = later(m->since, release_fact(t.fact).since);
        return m;
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string> suggest_global_key(std::string_view key) {
  return suggest_in(global_specs(), key);
}

bool may_be_queue_suffix(std::string_view suffix) {
  if (starts_a_pattern(queue_patterns(), suffix)) return true;
  for (const auto& t : template_prefixes()) {
    if (suffix.starts_with(t.prefix) &&
        starts_a_pattern(queue_patterns(), suffix.substr(t.prefix.size()))) {
      return true;
    }
  }
  return false;
}

std::optional<std::string> suggest_queue_suffix(std::string_view suffix) {
  for (const auto& t : template_prefixes()) {
    if (suffix.rfind(t.prefix, 0) == 0) {
      if (auto s = suggest_in(queue_specs(), suffix.substr(t.prefix.size()))) {
        return std::string(t.prefix) + *s;
      }
    }
  }
  return suggest_in(queue_specs(), suffix);
}

std::string unknown_global_key_hint(std::string_view rest) {
  const size_t dot = rest.find('.');
  if (match_queue_suffix(rest)) {
    return fmt::format(" ('{}' is a per-queue setting: write {}<queue path>.{})", rest,
                       kCapacityPrefix, rest);
  }
  if (dot != std::string_view::npos && match_queue_suffix(rest.substr(dot + 1))) {
    return fmt::format(" (queue paths start at root: {}root.{})", kCapacityPrefix, rest);
  }
  if (auto s = suggest_global_key(rest)) {
    return fmt::format(" (did you mean '{}{}'?)", kCapacityPrefix, *s);
  }
  return "";
}

std::string not_a_capacity_property(std::string_view key, std::string_view hint) {
  return std::string(key) + " is not a CapacityScheduler property: Hadoop ignores it" +
         std::string(hint);
}

}  // namespace schedlint
