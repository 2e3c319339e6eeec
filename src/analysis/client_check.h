#pragma once

#include <optional>

#include "model/hadoop_version.h"
#include "model/resource.h"
#include "model/workload.h"
#include "sched/container_request.h"

namespace schedlint {

/// The maxima a framework's client and AM learn from the ResourceManager: the new-application
/// response carries the cluster-wide maximum (never a queue's); the AM's registration carries
/// the queue's (getMaximumResourceCapability(queue), in every release schedlint models).
struct AnnouncedMaxima {
  Resource cluster;
  Resource queue;
};

/// The check `role`'s client (or its AM) makes before the ResourceManager sees the request, in
/// that framework's words; nullopt when it passes or the role has none.
std::optional<Refusal> client_refusal(const WorkloadRole& role, bool am,
                                      const AnnouncedMaxima& maxima, const HadoopVersion& version);

}  // namespace schedlint
