#include "analysis/client_check.h"
#include "model/release_facts.h"

#include <fmt/format.h>

namespace schedlint {

namespace {

// RMContainerAllocator.handleEvent (CONTAINER_REQ): the raw map or reduce request against the
// maximum of the AM's registration, memory and vcores; the job is killed.
std::optional<Refusal> mapreduce_task(const WorkloadRole& role, const Resource& maximum,
                                      const HadoopVersion& version) {
  const Resource& ask = role.request;
  if (ask.memory_mb() <= maximum.memory_mb() && ask.vcores() <= maximum.vcores())
    return std::nullopt;
  const bool reduce = role.name == "reduce";
  const std::string opening = reduce ? "REDUCE capability required is more than"
                              : has(version, ReleaseFact::kMrMapCapabilityMessage)
                                  ? "The required MAP capability is more than"
                                  : "MAP capability required is more than";
  return Refusal{
      RefusedBy::kApplicationMaster,
      fmt::format("{} the supported max container capability in the cluster. Killing "
                  "the Job. {}ResourceRequest: {} maxContainerCapability:{}",
                  opening, reduce ? "reduce" : "map", ask.to_string(), maximum.to_string())};
}

}  // namespace

std::optional<Refusal> client_refusal(const WorkloadRole& role, bool am,
                                      const AnnouncedMaxima& maxima, const HadoopVersion& version) {
  const Resource& ask = role.request;
  switch (role.client_check) {
    case ClientCheck::kNone:
      return std::nullopt;
    case ClientCheck::kSparkMemory:
      // Client.verifyClusterResources: memory only, before the application is submitted.
      if (ask.memory_mb() <= maxima.cluster.memory_mb()) return std::nullopt;
      return Refusal{
          RefusedBy::kClient,
          fmt::format("Spark refuses to submit: required {} memory ({} MB with its overhead) is "
                      "above the max threshold ({} MB) of this cluster! Please check the values "
                      "of 'yarn.scheduler.maximum-allocation-mb' and/or "
                      "'yarn.nodemanager.resource.memory-mb'.",
                      am ? "AM" : "executor", ask.memory_mb(), maxima.cluster.memory_mb())};
    case ClientCheck::kMapReduceTask:
      return mapreduce_task(role, maxima.queue, version);
    case ClientCheck::kTezVertex:
      // The DAG's vertex check: Resource.compareTo, memory first, then vcores.
      if (ask.memory_mb() < maxima.cluster.memory_mb() ||
          (ask.memory_mb() == maxima.cluster.memory_mb() &&
           ask.vcores() <= maxima.cluster.vcores())) {
        return std::nullopt;
      }
      return Refusal{RefusedBy::kApplicationMaster,
                     fmt::format("Vertex's TaskResource is beyond the cluster container "
                                 "capability,Vertex=<vertex>, Requested TaskResource={}, Cluster "
                                 "MaxContainerCapability={}",
                                 ask.to_string(), maxima.cluster.to_string())};
    case ClientCheck::kFlinkMemory:
      // YarnClusterDescriptor.validateClusterResources: memory against the cluster's maximum.
      if (ask.memory_mb() <= maxima.cluster.memory_mb()) return std::nullopt;
      return Refusal{RefusedBy::kClient,
                     fmt::format("The cluster does not have the requested resources for the {} "
                                 "available! Maximum Memory: {}MB Requested: {}MB. Please check "
                                 "the 'yarn.scheduler.maximum-allocation-mb' and the "
                                 "'yarn.nodemanager.resource.memory-mb' configuration values",
                                 am ? "JobManager" : "TaskManagers", maxima.cluster.memory_mb(),
                                 ask.memory_mb())};
  }
  return std::nullopt;
}

}  // namespace schedlint
