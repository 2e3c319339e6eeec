#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "model/fair_config.h"

namespace schedlint {

/// The FairScheduler's preemption settings as each queue uses them.

/// What Hadoop keeps of a written fairSharePreemptionThreshold (or
/// defaultFairSharePreemptionThreshold): clamped to [0, 1] without a word, in every release
/// (AllocationFileLoaderService.loadQueue in 2.x, AllocationFileQueueParser from 3.0).
float clamp_fair_share_preemption_threshold(float written);

/// One queue's effective preemption settings (FSQueue.updatePreemptionVariables).
struct FairQueuePreemption {
  /// Starved for its fair share below this fraction of it (FSLeafQueue.fairShareStarvation).
  float fair_share_threshold = 0.5f;
  /// How long a queue stays below its min share / its threshold before it preempts; the
  /// largest long means never (AllocationConfiguration's root default).
  int64_t min_share_timeout_ms = std::numeric_limits<int64_t>::max();
  int64_t fair_share_timeout_ms = std::numeric_limits<int64_t>::max();
};

/// Each queue's settings, indexed as `config.queues`: its own value, else its parent's effective
/// one (FSQueue.updatePreemptionVariables). Root takes its own value, else the file's
/// defaultMinSharePreemptionTimeout / defaultFairSharePreemptionTimeout (or the legacy top-level
/// fairSharePreemptionTimeout) / defaultFairSharePreemptionThreshold, else Long.MAX_VALUE and 0.5
/// (AllocationFileLoaderService: the root queue's properties).
std::vector<FairQueuePreemption> fair_queue_preemption(const FairConfig& config);

/// A preemption timeout or threshold written in the allocation file.
struct WrittenPreemptionSetting {
  std::string
      what;  ///< "root.etl's minSharePreemptionTimeout", "defaultFairSharePreemptionTimeout"
  std::string queue;  ///< the queue it is set on; empty for a top-level default
  SourceLocation loc;
};

/// Every minSharePreemptionTimeout, fairSharePreemptionTimeout and fairSharePreemptionThreshold of
/// the file, per queue and as top-level defaults, in the order of the file. They act only while
/// yarn.scheduler.fair.preemption is on (FairScheduler: the FSPreemptionThread and the starvation
/// checks it serves are created only then).
std::vector<WrittenPreemptionSetting> written_fair_preemption_settings(const FairConfig& config);

}  // namespace schedlint
