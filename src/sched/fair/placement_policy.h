#pragma once

#include <optional>
#include <string>

#include "model/fair_config.h"
#include "model/hadoop_version.h"

namespace schedlint {

/// Whether a FairScheduler placement rule ends the search (QueuePlacementPolicy's terminal
/// table): 3.3+ user/primaryGroup/nestedUserQueue/default are terminal when they may create
/// the queue (nested ones only with a terminal parent rule); before 3.3 default was always
/// terminal and nestedUserQueue never.
bool placement_rule_terminal(const PlacementRule& rule, const HadoopVersion& version);

/// Where a placement rule creates queues when applications are submitted
/// (QueueManager.getLeafQueue with create): under `parent`, a configured queue, or under a queue
/// created on the way (a primary group's under root) when `parent` is empty.
struct QueueCreation {
  std::string parent;  ///< full path, "" when the parent is created too
};

/// The queues `rule` may create, as far as the allocation file tells: nullopt when it creates
/// none (create="false", an existing-queue rule, a configured target).
std::optional<QueueCreation> queue_creation(const FairConfig& config, const PlacementRule& rule);

/// "rule 2 (<rule name="default" create="false">)".
std::string describe_rule(const PlacementPolicy& policy, size_t index);

}  // namespace schedlint
