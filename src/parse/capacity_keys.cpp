#include "parse/capacity_keys.h"

#include <set>

#include "parse/did_you_mean.h"

namespace schedlint {

namespace {

using K = CsKey;
using T = CsValueType;

// CapacitySchedulerConfiguration's global keys (prefix yarn.scheduler.capacity.), with the first
// release line that reads each.
const std::vector<CsKeySpec>& global_specs() {
  static const std::vector<CsKeySpec> specs{
      {"maximum-applications", K::kMaximumApplications, T::kInt},
      {"maximum-am-resource-percent", K::kMaximumAmResourcePercent, T::kFloat},
      {"resource-calculator", K::kResourceCalculator, T::kClass},
      {"node-locality-delay", K::kNodeLocalityDelay, T::kInt},
      {"rack-locality-additional-delay", K::kGlobalOther, T::kInt, {3, 0}},
      {"rack-locality-full-reset", K::kGlobalOther, T::kBool, {2, 8}},
      {"reservations-continue-look-all-nodes", K::kReservationsContinueLookAllNodes, T::kBool},
      {"skip-allocate-on-nodes-with-reserved-containers", K::kGlobalOther, T::kBool, {3, 4}},
      {"user-metrics.enable", K::kGlobalOther, T::kBool},
      {"schedule-asynchronously.enable", K::kGlobalOther, T::kBool},
      {"schedule-asynchronously.scheduling-interval-ms", K::kGlobalOther, T::kLong},
      {"schedule-asynchronously.maximum-threads", K::kGlobalOther, T::kInt, {3, 0}},
      {"schedule-asynchronously.maximum-pending-backlogs", K::kGlobalOther, T::kInt, {3, 0}},
      {"application.fail-fast", K::kGlobalOther, T::kBool, {3, 0}},
      {"queue-mappings", K::kQueueMappings, T::kMappings},
      {"queue-mappings-override.enable", K::kQueueMappingsOverride, T::kBool},
      {"workflow-priority-mappings", K::kGlobalOther, T::kAny, {3, 3}},
      {"workflow-priority-mappings-override.enable", K::kGlobalOther, T::kBool, {3, 3}},
      {"mapping-rule-format", K::kGlobalOther, T::kString, {3, 4}},
      {"mapping-rule-json", K::kGlobalOther, T::kAny, {3, 4}},
      {"mapping-rule-json-file", K::kGlobalOther, T::kString, {3, 4}},
      {"lazy-preemption-enabled", K::kGlobalOther, T::kBool, {2, 8}},
      {"per-node-heartbeat.multiple-assignments-enabled", K::kGlobalOther, T::kBool, {3, 0}},
      {"per-node-heartbeat.maximum-container-assignments", K::kGlobalOther, T::kInt, {3, 0}},
      {"per-node-heartbeat.maximum-offswitch-assignments", K::kGlobalOther, T::kInt, {3, 0}},
      {"global-queue-max-application", K::kGlobalQueueMaxApplication, T::kInt, {3, 0}},
      {"max-parallel-apps", K::kGlobalOther, T::kInt, {3, 3}},
      {"user.max-parallel-apps", K::kGlobalOther, T::kInt, {3, 3}},
      {"user.<user>.max-parallel-apps", K::kGlobalOther, T::kIntUntrimmed, {3, 3}},
      {"minimum-user-limit-percent", K::kGlobalUserLimitPercent, T::kFloat, {3, 4}},
      {"user-limit-factor", K::kGlobalUserLimitFactor, T::kFloat, {3, 4}},
      {"ordering-policy.priority-utilization.underutilized-preemption.enabled",
       K::kGlobalOther,
       T::kBool,
       {3, 0}},
      {"ordering-policy.priority-utilization.underutilized-preemption.reserved-container-delay-ms",
       K::kGlobalOther,
       T::kLong,
       {3, 0}},
      {"ordering-policy.priority-utilization.underutilized-preemption.allow-move-reservation",
       K::kGlobalOther,
       T::kBool,
       {3, 0}},
      {"multi-node-placement-enabled", K::kGlobalOther, T::kBool, {3, 2}},
      {"multi-node-sorting.policy.names", K::kGlobalOther, T::kAny, {3, 2}},
      {"multi-node-sorting.policy", K::kGlobalOther, T::kString, {3, 2}},
      {"multi-node-sorting.policy.<name>.class", K::kGlobalOther, T::kClass, {3, 2}},
      {"multi-node-sorting.policy.<name>.sorting-interval.ms", K::kGlobalOther, T::kLong, {3, 2}},
      {"multi-node-sorting.policy.<name>.comparators", K::kGlobalOther, T::kAny, {3, 4}},
      {"multi-node-sorting.policy.<name>.prefer-ratio", K::kGlobalOther, T::kFloat, {3, 4}},
      {"multi-node-sorting.policy.<name>.ignore-ratio", K::kGlobalOther, T::kFloat, {3, 4}},
      {"auto-queue-creation-v2.queue-expiration-time", K::kGlobalOther, T::kLong, {3, 4}},
      {"auto-queue-creation-v2.maximum-queue-depth", K::kGlobalOther, T::kInt, {3, 4}},
      {"queue.auto.refresh.monitoring-interval", K::kGlobalOther, T::kLong, {3, 4}},
      {"legacy-queue-mode.enabled", K::kLegacyQueueMode, T::kBool, {3, 4}},
  };
  return specs;
}

// Per-queue suffixes (yarn.scheduler.capacity.<queue-path>.<suffix>).
const std::vector<CsKeySpec>& queue_specs() {
  static const std::vector<CsKeySpec> specs{
      {"queues", K::kQueues, T::kQueueList},
      {"capacity", K::kCapacity, T::kCapacity},
      {"maximum-capacity", K::kMaximumCapacity, T::kMaxCapacity},
      {"user-limit-factor", K::kUserLimitFactor, T::kFloat},
      {"minimum-user-limit-percent", K::kMinimumUserLimitPercent, T::kFloat},
      {"maximum-applications", K::kQueueMaximumApplications, T::kInt},
      {"maximum-am-resource-percent", K::kQueueMaximumAmResourcePercent, T::kFloat},
      {"max-parallel-apps", K::kMaxParallelApps, T::kIntUntrimmed, {3, 3}},
      {"maximum-allocation-mb", K::kMaximumAllocationMb, T::kInt},
      {"maximum-allocation-vcores", K::kMaximumAllocationVcores, T::kInt},
      {"maximum-allocation", K::kMaximumAllocation, T::kResource, {3, 2}},
      {"state", K::kState, T::kState},
      {"acl_submit_applications", K::kAclSubmitApplications, T::kAcl},
      {"acl_administer_queue", K::kAclAdministerQueue, T::kAcl},
      {"acl_administer_reservations", K::kQueueOther, T::kAcl, {2, 8}},
      {"acl_list_reservations", K::kQueueOther, T::kAcl, {2, 8}},
      {"acl_submit_reservations", K::kQueueOther, T::kAcl, {2, 8}},
      {"acl_application_max_priority", K::kQueueOther, T::kAny, {3, 0}},
      {"accessible-node-labels", K::kAccessibleNodeLabels, T::kLabelList},
      {"accessible-node-labels.<label>.capacity", K::kLabelCapacity, T::kCapacity},
      {"accessible-node-labels.<label>.maximum-capacity", K::kLabelMaximumCapacity,
       T::kMaxCapacity},
      {"accessible-node-labels.<label>.maximum-am-resource-percent",
       K::kLabelMaximumAmResourcePercent,
       T::kFloat,
       {2, 8}},
      {"accessible-node-labels.<label>", K::kLabelWithoutProperty, T::kAny},
      {"default-node-label-expression", K::kDefaultNodeLabelExpression, T::kString},
      {"ordering-policy", K::kOrderingPolicy, T::kOrderingPolicy},
      {"ordering-policy.fair.enable-size-based-weight", K::kQueueOther, T::kAny},
      {"ordering-policy.exclusive-enforced-partitions", K::kQueueOther, T::kAny, {3, 3}},
      {"priority", K::kPriority, T::kInt, {3, 0}},
      {"default-application-priority", K::kQueueOther, T::kInt, {2, 8}},
      {"maximum-application-lifetime", K::kQueueOther, T::kLong, {3, 0}},
      {"default-application-lifetime", K::kQueueOther, T::kLong, {3, 0}},
      {"disable_preemption", K::kDisablePreemption, T::kBool},
      {"intra-queue-preemption.disable_preemption",
       K::kIntraQueueDisablePreemption,
       T::kBool,
       {3, 0}},
      {"user-settings.<user>.weight", K::kUserWeight, T::kFloat, {3, 0}},
      {"reservable", K::kReservable, T::kBool},
      {"reservation-agent", K::kQueueOther, T::kString},
      {"reservation-policy", K::kQueueOther, T::kString},
      {"reservation-planner", K::kQueueOther, T::kString},
      {"reservation-window", K::kQueueOther, T::kLong},
      {"reservation-enforcement-window", K::kQueueOther, T::kLong},
      {"reservation-move-on-expiry", K::kQueueOther, T::kBool},
      {"show-reservations-as-queues", K::kQueueOther, T::kBool},
      {"average-capacity", K::kQueueOther, T::kFloat},
      {"instantaneous-max-capacity", K::kQueueOther, T::kFloat},
      {"auto-create-child-queue.enabled", K::kAutoCreateChildQueueEnabled, T::kBool, {3, 1}},
      {"auto-create-child-queue.management-policy", K::kQueueOther, T::kClass, {3, 1}},
      {"auto-create-child-queue.max-queues", K::kQueueOther, T::kInt, {3, 1}},
      {"auto-create-child-queue.fail-on-exceeding-parent-capacity",
       K::kQueueOther,
       T::kBool,
       {3, 1}},
      {"auto-queue-creation-v2.enabled", K::kAutoQueueCreationV2Enabled, T::kBool, {3, 4}},
      {"auto-queue-creation-v2.max-queues", K::kQueueOther, T::kInt, {3, 4}},
      {"auto-queue-creation-v2.maximum-queue-depth", K::kQueueOther, T::kInt, {3, 4}},
      {"auto-queue-creation-v2.queue-auto-removal.enable", K::kQueueOther, T::kBool, {3, 4}},
      {"allow-zero-capacity-sum", K::kAllowZeroCapacitySum, T::kBool, {3, 4}},
      {"multi-node-sorting.policy", K::kQueueOther, T::kString, {3, 2}},
  };
  return specs;
}

// Template prefixes under which every per-queue suffix is valid again.
struct TemplatePrefix {
  std::string_view prefix;
  HadoopVersion since;
};
const std::vector<TemplatePrefix>& template_prefixes() {
  static const std::vector<TemplatePrefix> prefixes{
      {"leaf-queue-template.", {3, 1}},
      {"auto-queue-creation-v2.template.", {3, 4}},
      {"auto-queue-creation-v2.leaf-template.", {3, 4}},
      {"auto-queue-creation-v2.parent-template.", {3, 4}},
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
      return CsKeyMatch{&specs[i], std::move(captures), "", specs[i].since};
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

std::optional<CsKeyMatch> match_global_key(std::string_view key) {
  return match_global(key);
}

std::optional<CsKeyMatch> match_queue_suffix(std::string_view suffix) {
  if (auto m = match_queue(suffix)) return m;
  for (const auto& t : template_prefixes()) {
    if (suffix.rfind(t.prefix, 0) == 0) {
      if (auto m = match_queue(suffix.substr(t.prefix.size()))) {
        m->template_prefix = std::string(t.prefix.substr(0, t.prefix.size() - 1));
        if (m->since.before(t.since.major, t.since.minor)) m->since = t.since;
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

}  // namespace schedlint
