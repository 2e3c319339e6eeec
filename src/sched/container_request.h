#pragma once

#include <optional>
#include <string>

#include "model/hadoop_version.h"
#include "model/node_spec.h"
#include "model/resource.h"
#include "sched/resource_calculator.h"

namespace schedlint {

/// The layer that refuses a container request, in the order a request meets them: the
/// framework's client before it submits, the application master's own check
/// (MapReduce RMContainerAllocator), the ResourceManager when the AM request is submitted
/// (RMAppManager.validateAndCreateResourceRequest: the submission fails), the ResourceManager
/// when a running AM asks (DefaultAMSProcessor.allocate: the allocate call throws, the AM dies).
enum class RefusedBy { kClient, kApplicationMaster, kRmSubmission, kRmAllocate };

/// "client", "am", "rm-submission", "rm-allocate": the names reports and JSON use.
std::string_view refused_by_name(RefusedBy by);

struct Refusal {
  RefusedBy by;
  std::string message;  ///< the refusing layer's own message, as its log or exception shows it
};

/// SchedulerUtils.validateResourceRequest on the raw (un-normalized) ask against `maximum`: a
/// negative amount or one above the maximum, the first such type in order memory, vcores, custom,
/// refuses the request. The message in the release's words; `configured` is the configured
/// maximum the later words also print.
std::optional<std::string> rm_request_refusal(const Resource& ask, const Resource& maximum,
                                              const Resource& configured,
                                              const HadoopVersion& version);

/// Whether the ResourceManager validates a request against its queue's maximum allocation
/// (getMaximumResourceCapability(queue), YARN-8720: 2.9.2, 2.10, 3.1.2 and later) rather than the
/// cluster's, both when the AM is submitted (RMAppManager) and when the AM asks
/// (DefaultAMSProcessor).
bool validates_against_queue_maximum(const HadoopVersion& version);

/// How many containers of the normalized size `container` fit in `room` (one node's resources,
/// or a queue's maximum less its AM), counting the types the calculator counts: memory alone
/// under the DefaultResourceCalculator, every type the container asks for under the
/// DominantResourceCalculator (and the FairScheduler, whose node check
/// FSAppAttempt.hasContainerForNode counts the same types).
int64_t containers_in(const ResourceCalculator& calculator, const Resource& room,
                      const Resource& container);

}  // namespace schedlint
