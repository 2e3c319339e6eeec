#include "sched/container_request.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "model/release_facts.h"
#include "sched/request_size.h"

namespace schedlint {

std::string_view refused_by_name(RefusedBy by) {
  switch (by) {
    case RefusedBy::kClient:
      return "client";
    case RefusedBy::kApplicationMaster:
      return "am";
    case RefusedBy::kRmSubmission:
      return "rm-submission";
    case RefusedBy::kRmAllocate:
      return "rm-allocate";
  }
  return "client";
}

namespace {

// SchedulerUtils.validateResourceRequest's words before YARN-7739, one sentence per type.
std::string message_before_3_1(std::string_view type, const Resource& ask,
                               const Resource& maximum) {
  if (type == kMemoryMb) {
    return fmt::format(
        "Invalid resource request, requested memory < 0, or requested memory > max configured, "
        "requestedMemory={}, maxMemory={}",
        ask.memory_mb(), maximum.memory_mb());
  }
  return fmt::format(
      "Invalid resource request, requested virtual cores < 0, or requested virtual cores > max "
      "configured, requestedVirtualCores={}, maxVirtualCores={}",
      ask.vcores(), maximum.vcores());
}

}  // namespace

std::optional<std::string> rm_request_refusal(const Resource& ask, const Resource& maximum,
                                              const Resource& configured,
                                              const HadoopVersion& version) {
  // The words changed twice: YARN-7739 (3.1, and 2.10.1) named the resource type, YARN-8566 (3.2)
  // split below-zero from above-maximum into InvalidResourceRequestException's templates.
  const bool typed_words = has(version, ReleaseFact::kInvalidRequestNamesResourceType);
  const bool templates = has(version, ReleaseFact::kInvalidRequestTemplates);
  for (const auto& [type, amount] : ask.amounts()) {
    const bool below = amount < 0;
    const bool above = amount > maximum.get(type);
    if (!below && !above) continue;
    if (!typed_words) {
      // Memory and vcores only: custom types were not validated.
      if (type != kMemoryMb && type != kVcores) continue;
      return message_before_3_1(type, ask, maximum);
    }
    if (!templates) {
      return fmt::format(
          "Invalid resource request, requested resource type=[{}] < 0 or greater than maximum "
          "allowed allocation. Requested resource={}, maximum allowed allocation={}, please note "
          "that maximum allowed allocation is calculated by scheduler based on maximum resource "
          "of registered NodeManagers, which might be less than configured maximum "
          "allocation={}",
          type, ask.to_string(), maximum.to_string(), configured.to_string());
    }
    if (below) {
      return fmt::format(
          "Invalid resource request! Cannot allocate containers as requested resource is less "
          "than 0! Requested resource type=[{}], Requested resource={}",
          type, ask.to_string());
    }
    return fmt::format(
        "Invalid resource request! Cannot allocate containers as requested resource is greater "
        "than maximum allowed allocation. Requested resource type=[{}], Requested resource={}, "
        "maximum allowed allocation={}, please note that maximum allowed allocation is "
        "calculated by scheduler based on maximum resource of registered NodeManagers, which "
        "might be less than configured maximum allocation={}",
        type, ask.to_string(), maximum.to_string(), configured.to_string());
  }
  return std::nullopt;
}

bool validates_against_queue_maximum(const HadoopVersion& version) {
  return has(version, ReleaseFact::kRequestValidatedAgainstQueueMaximum);
}

int64_t containers_in(const ResourceCalculator& calculator, const Resource& room,
                      const Resource& container) {
  if (calculator.kind() == CalculatorKind::kDominant) return containers_that_fit(room, container);
  if (container.memory_mb() <= 0) return 0;
  return std::max<int64_t>(room.memory_mb(), 0) / container.memory_mb();
}

}  // namespace schedlint
