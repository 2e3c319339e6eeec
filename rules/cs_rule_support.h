#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "model/capacity_config.h"
#include "model/finding.h"
#include "model/resource.h"
#include "rules/rule.h"
#include "rules/rule_context.h"
#include "sched/capacity/capacity_validation.h"

namespace schedlint {

/// Helpers the CapacityScheduler rules share.

/// Whether a queue's numbers rest on a value Hadoop rejects: one of the keys ending in `keys`
/// (e.g. "capacity" also matches "accessible-node-labels.gpu.capacity") of the queue, of an
/// ancestor it inherits from, or of a child it adds up. parse-invalid-value reports that value,
/// and what schedlint computes without it would only repeat the problem.
bool rests_on_invalid_value(const CapacityConfig& config, int queue,
                            const std::vector<std::string_view>& keys);

/// The keys a queue's capacities and limits are computed from.
inline const std::vector<std::string_view> kCapacityKeys{"capacity",
                                                         "maximum-capacity",
                                                         "maximum-am-resource-percent",
                                                         "maximum-applications",
                                                         "user-limit-factor",
                                                         "minimum-user-limit-percent"};

/// Whether a queue's capacity is part of a children-capacity sum Hadoop refuses (its parent's
/// children do not add up): what follows from that capacity alone repeats that finding.
bool capacity_in_refused_sum(const RuleContext& context, int queue);

/// Whether a queue's capacity fractions mean something: absolute-mode queues have them only on a
/// known cluster (they are effective resource / cluster).
bool fractions_known(const RuleContext& context, const CapacityQueue& queue,
                     const PartitionCapacity& p);

/// The violations of the given kinds, in the order validation found them, except those resting
/// on an invalid value.
std::vector<const CapacityViolation*> violations_of(
    const RuleContext& context, std::initializer_list<CapacityViolationKind> kinds);

/// Where the setting a violation is about is written (the queue's declaration when unset).
SourceLocation violation_location(const CapacityConfig& config, const CapacityViolation& v);

/// A finding of `info`'s rule for a violation, at its setting, with Hadoop's message quoted and
/// `what` in front ("" for Hadoop's message alone); an error or a warning as Hadoop treats it.
Finding violation_finding(const RuleInfo& info, const CapacityConfig& config,
                          const CapacityViolation& v, const std::string& what);

/// The AM container the AM rules assume (--am-mb/--am-vcores), normalized as the
/// CapacityScheduler normalizes requests (its calculator, the minimum allocation as the step).
Resource capacity_am_container(const RuleContext& context, const CapacityHierarchy& hierarchy);

/// "the default partition" or "partition gpu".
std::string partition_name(const std::string& label);

}  // namespace schedlint
