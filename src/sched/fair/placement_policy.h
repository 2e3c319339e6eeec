#pragma once

#include <optional>
#include <string>

#include "model/cluster_settings.h"
#include "model/fair_config.h"
#include "model/hadoop_version.h"
#include "sched/placement_result.h"

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

/// Whether placement may create the queue `path` (not in the file) when an application is
/// submitted: a `specified` rule with create takes any name the application asks for; other rules
/// create under the parent queue_creation names. Without a queuePlacementPolicy the
/// FairScheduler's own rules apply: specified and user, creating only with
/// yarn.scheduler.fair.allow-undeclared-pools (QueuePlacementPolicy.fromConfiguration).
bool placement_may_create(const FairConfig& config, bool allow_undeclared_pools,
                          const std::string& path);

/// Where the FairScheduler places an application `who` submits without naming a queue: the
/// placement rules in order (QueuePlacementPolicy.assignAppToQueue before 3.3, the FSPlacementRule
/// classes from 3.3), each placing it when it may create the queue or the queue is in the file;
/// then the queue must be a leaf (QueueManager.getLeafQueue). Without a queuePlacementPolicy, the
/// rules yarn-site implies (QueuePlacementPolicy.fromConfiguration).
PlacementResult place_application(const FairConfig& config, const ClusterSettings& cluster,
                                  const HadoopVersion& version, const Submitter& who);

/// "rule 2 (<rule name="default" create="false">)".
std::string describe_rule(const PlacementPolicy& policy, size_t index);

}  // namespace schedlint
