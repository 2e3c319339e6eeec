#pragma once

#include "model/fair_config.h"
#include "model/hadoop_version.h"

namespace schedlint {

/// Whether a FairScheduler placement rule ends the search (QueuePlacementPolicy's terminal
/// table): 3.3+ user/primaryGroup/nestedUserQueue/default are terminal when they may create
/// the queue (nested ones only with a terminal parent rule); before 3.3 default was always
/// terminal and nestedUserQueue never.
bool placement_rule_terminal(const PlacementRule& rule, const HadoopVersion& version);

/// "rule 2 (<rule name="default" create="false">)".
std::string describe_rule(const PlacementPolicy& policy, size_t index);

}  // namespace schedlint
