#pragma once

#include <span>
#include <string_view>

#include "model/hadoop_version.h"

namespace schedlint {

/// A behaviour of Hadoop that starts (or changes) in some release: a key or element first read, a
/// default that changed. Each has one row in release_facts(), with the first release of each
/// branch that has it and the Hadoop class or JIRA that proves it; the key tables and readers
/// refer to the row instead of writing a version.
enum class ReleaseFact {
  kEveryRelease,  ///< read by every release line schedlint models (2.7 on)
  // CapacityScheduler keys
  kCsOrderingPolicy,
  kCsRackLocalityFullReset,
  kCsLazyPreemption,
  kCsOffSwitchPerHeartbeat,
  kCsLabelAmResourcePercent,
  kCsDefaultApplicationPriority,
  kReservationAcls,
  kCsUserWeights,
  kCsIntraQueuePreemptionPerQueue,
  kCsQueuePriorities,
  kCsApplicationLifetime,
  kCsApplicationPriorityAcl,
  kCsRackLocalityAdditionalDelay,
  kCsAsyncSchedulingThreads,
  kCsMultipleAssignmentsPerHeartbeat,
  kCsGlobalQueueMaxApplication,
  kCsQueueStateFollowsParent,
  kCsAsyncSchedulingBacklogs,
  kCsApplicationFailFast,
  kCsAbsoluteCapacity,
  kCsAutoCreatedLeafQueues,
  kCsMultiNodePlacement,
  kCsWorkflowPriorityMappings,
  kCsExclusivePartitions,
  kCsQueueMaximumAllocation,
  kCsMaxParallelApps,
  kCsSkipNodesWithReservations,
  kCsMappingRules,
  kCsMultiNodeComparators,
  kCsFlexibleAutoQueueCreation,
  kCsGlobalUserLimits,
  kCsQueueConfigAutoRefresh,
  kCsLegacyQueueMode,
  kCsWeightCapacity,
  // FairScheduler allocation-file elements
  kFsQueueMaxResourcesDefault,
  kFsAllowPreemptionFrom,
  kFsMaxChildResources,
  kFsMaxContainerAllocation,
  // yarn-site.xml keys and yarn-default.xml defaults
  kMaximumAllocationVcoresDefault4,
  kResourceTypes,
  // Framework clients
  kMrResourceTypeKeys,
  kMrYarnIoResourceKeys,
  // Configuration files (org.apache.hadoop.conf.Configuration)
  kConfCompactProperty,
  kConfStreamingParser,
  // CapacityScheduler: reading capacity-scheduler.xml
  kCsPreemptionSettingsInSchedulerXml,
  kCsAbsoluteResourceNamesTrimmed,
  kCsCapacityVectors,
  kCsUserLimitPercentFloat,
  kCsUserWeightAnyUserName,
  // CapacityScheduler: queues, capacities and limits
  kCsQueuePaths,
  kCsQueueDeletion,
  kCsRefreshReadsNewQueueState,
  kCsUnifiedCapacityCalculation,
  kCsAbsoluteCapacityMultiplied,
  kCsSanityCheckAbsoluteOnly,
  kCsUsersManager,
  kCsUserLimitFactorNoCap,
  kCsUserAmShareCapped,
  kCsAmLimitAtLeastGuarantee,
  kCsMappingGroupTokens,
  kCsMappingRuleEngine,
  kCsMappingQueuePaths,
  kCsMultipleResourceTypesNeedDrf,
  kCsQueueMaximumAllocationAllTypes,
  // CapacityScheduler: ProportionalCapacityPreemptionPolicy
  kCsPreemptionPartitions,
  kCsPreemptionReservedContainers,
  kCsPreemptionPriorityUtilization,
  kCsPreemptionConsiderReservedResource,
  kCsPreemptionResourceVectors,
  kCsPreemptionQueueBalancing,
  kCsPreemptionAbsoluteCapacityNormalization,
  // FairScheduler: reading the allocation file
  kFsQueueNameTrimmed,
  kFsDefaultPolicyNotFifo,
  kFsPercentageResources,
  kFsResourceFractionSkipped,
  kFsResourceTypeValues,
  kFsStrictResourceParsing,
  kFsMinResourcesDefaultZero,
  kFsParentTypeWithChildren,
  kFsParentMaxAmShareRefused,
  kFsPlacementRuleInterface,
  kFsRootDefaultsWhenUnset,
  kFsIncrementAllocationPerType,
  // FairScheduler: shares, limits, reservations, queue changes
  kFsMaxShareAtLeastMinShare,
  kFsUnboundedMemoryLong,
  kFsLongResourceArithmetic,
  kFsAmShareRoundedUp,
  kFsAmShareZeroFallback,
  kFsAmLimitAllResourceTypes,
  kFsChildPolicyChecked,
  kFsReservationThreshold,
  kFsReservationBelowFairShare,
  kFsQueueRemovalDeferred,
  // Resource requests (RMServerUtils, SchedulerUtils, RMAppManager)
  kMaximumAllocationCappedByNodes,
  kRequestCappedByQueueMaximum,
  kRequestValidatedAgainstQueueMaximum,
  kInvalidRequestNamesResourceType,
  kInvalidRequestTemplates,
  // MapReduce
  kMrHeapFromContainerSize,
  kMrMapCapabilityMessage,
};

struct ReleaseFactRow {
  ReleaseFact fact;
  ReleaseSince since;
  std::string_view what;    ///< the keys, elements or default concerned
  std::string_view source;  ///< the Hadoop class and JIRA, and the releases checked
};

/// The one table of release facts, in enum order.
std::span<const ReleaseFactRow> release_facts();
const ReleaseFactRow& release_fact(ReleaseFact fact);

/// Whether release line `version` has `fact`.
inline bool has(const HadoopVersion& version, ReleaseFact fact) {
  return release_fact(fact).since.includes(version);
}

}  // namespace schedlint
