#pragma once

#include <ostream>

#include "model/hadoop_version.h"
#include "sched/fair/fair_shares.h"

namespace schedlint {

/// `schedlint shares` for a FairScheduler: the queue tree with weight, min, max, steady and
/// instantaneous fair share, and the AM limit.
void write_fair_shares_text(const FairShares& shares, const HadoopVersion& version, int64_t nodes,
                            std::ostream& out);

/// The `shares --format json` object of docs/json-contracts.md for "scheduler": "fair".
void write_fair_shares_json(const FairShares& shares, const HadoopVersion& version, int64_t nodes,
                            std::ostream& out);

}  // namespace schedlint
