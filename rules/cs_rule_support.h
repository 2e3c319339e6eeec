#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/analysis_context.h"
#include "analysis/invalid_values.h"
#include "model/capacity_config.h"
#include "model/finding.h"
#include "model/resource.h"
#include "rules/rule.h"
#include "sched/capacity/capacity_validation.h"

namespace schedlint {

/// Helpers the CapacityScheduler rules share.

/// Whether a queue's capacity is part of a children-capacity sum Hadoop refuses (its parent's
/// children do not add up): what follows from that capacity alone repeats that finding.
bool capacity_in_refused_sum(const AnalysisContext& context, int queue);

/// Whether a queue's capacity fractions mean something: absolute-mode queues have them only on a
/// known cluster (they are effective resource / cluster).
bool fractions_known(const AnalysisContext& context, const CapacityQueue& queue,
                     const PartitionCapacity& p);

/// The violations of the given kinds, in the order validation found them, except those resting
/// on an invalid value.
std::vector<const CapacityViolation*> violations_of(
    const AnalysisContext& context, std::initializer_list<CapacityViolationKind> kinds);

/// Where the setting a violation is about is written (the queue's declaration when unset).
SourceLocation violation_location(const CapacityConfig& config, const CapacityViolation& v);

/// A finding of `info`'s rule for a violation, at its setting, with Hadoop's message quoted and
/// `what` in front ("" for Hadoop's message alone); an error or a warning as Hadoop treats it.
Finding violation_finding(const RuleInfo& info, const CapacityConfig& config,
                          const CapacityViolation& v, const std::string& what);

}  // namespace schedlint
