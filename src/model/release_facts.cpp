#include "model/release_facts.h"

#include <array>

namespace schedlint {

namespace {

using F = ReleaseFact;
using S = ReleaseSince;

// Checked against the source of each line's releases (rel/release-2.7.7, 2.8.0 to 2.8.5, 2.9.0 to
// 2.9.2, branch-2 as of 2.10.0-SNAPSHOT, 3.0.0 to 3.0.3, 3.1.0 to 3.1.2, 3.2.0, 3.2.1, 3.3.2, and
// trunk for 3.4) and against the CHANGELOG of each release. A line is modelled as its last
// release, so a key backported in a patch release (2.8.2, 3.0.3) counts for the whole line.
constexpr std::array kFacts{
    ReleaseFactRow{F::kEveryRelease, S::from_2x(7), "read by every release line from 2.7", ""},
    ReleaseFactRow{F::kCsOrderingPolicy, S::from_2x(8),
                   "yarn.scheduler.capacity.<queue>.ordering-policy and "
                   "ordering-policy.fair.enable-size-based-weight",
                   "CapacitySchedulerConfiguration.getOrderingPolicy, FairOrderingPolicy: "
                   "YARN-3463 (2.8.0); 2.7.7 has no ordering policy"},
    ReleaseFactRow{F::kCsRackLocalityFullReset, S::from_2x(8),
                   "yarn.scheduler.capacity.rack-locality-full-reset",
                   "CapacitySchedulerConfiguration.RACK_LOCALITY_FULL_RESET: YARN-4287 (listed in "
                   "the 2.8.0 changelog, not in 2.7.3's)"},
    ReleaseFactRow{F::kCsLazyPreemption, S::from_2x(8),
                   "yarn.scheduler.capacity.lazy-preemption-enabled",
                   "CapacitySchedulerConfiguration.LAZY_PREEMPTION_ENABLED: YARN-4108 (2.8.0)"},
    ReleaseFactRow{
        F::kCsOffSwitchPerHeartbeat, S::from_2x(8),
        "yarn.scheduler.capacity.per-node-heartbeat.maximum-offswitch-assignments",
        "CapacitySchedulerConfiguration.OFFSWITCH_PER_HEARTBEAT_LIMIT: YARN-4963 (2.8.0)"},
    ReleaseFactRow{F::kCsLabelAmResourcePercent, S::from_2x(8),
                   "yarn.scheduler.capacity.<queue>.accessible-node-labels.<label>."
                   "maximum-am-resource-percent",
                   "CapacitySchedulerConfiguration.getMaximumAMResourcePercentPerPartition: "
                   "YARN-3216 (2.8.0)"},
    ReleaseFactRow{F::kCsDefaultApplicationPriority, S::from_2x(8),
                   "yarn.scheduler.capacity.<queue>.default-application-priority",
                   "CapacitySchedulerConfiguration.getDefaultApplicationPriorityConfPerQueue: "
                   "YARN-2003 (2.8.0)"},
    ReleaseFactRow{F::kReservationAcls, S::from_2x(8),
                   "acl_administer_reservations, acl_list_reservations, acl_submit_reservations "
                   "(CapacityScheduler); aclAdministerReservations, aclListReservations, "
                   "aclSubmitReservations (FairScheduler)",
                   "ReservationACL: YARN-2575 (2.8.0)"},
    ReleaseFactRow{F::kCsUserWeights, S::from_2x(8),
                   "yarn.scheduler.capacity.<queue>.user-settings.<user>.weight",
                   "CapacitySchedulerConfiguration.getAllUserWeightsForQueue, UserManager: "
                   "YARN-5892 (2.8.2, 2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsIntraQueuePreemptionPerQueue, S::from_2x(8),
                   "yarn.scheduler.capacity.<queue>.intra-queue-preemption.disable_preemption",
                   "CapacitySchedulerConfiguration.getIntraQueuePreemptionDisabled, "
                   "AbstractCSQueue: YARN-7813 (2.8.4, 2.9.1, 2.10.0, 3.0.3, 3.1.0)"},
    ReleaseFactRow{F::kCsQueuePriorities, S::from(9, 0),
                   "yarn.scheduler.capacity.<queue>.priority, ordering-policy.priority-utilization."
                   "underutilized-preemption.*, and an ordering policy on parent queues",
                   "CapacitySchedulerConfiguration.getQueuePriority, ParentQueue: YARN-5864 "
                   "(2.9.0, 3.0.0-alpha2)"},
    ReleaseFactRow{F::kCsApplicationLifetime, S::from(9, 0),
                   "yarn.scheduler.capacity.<queue>.maximum-application-lifetime and "
                   "default-application-lifetime",
                   "LeafQueue, CapacitySchedulerConfiguration.getMaximumLifetimePerQueue: "
                   "YARN-6600 (2.9.0, 3.0.0-beta1)"},
    ReleaseFactRow{F::kCsApplicationPriorityAcl, S::from(9, 0),
                   "yarn.scheduler.capacity.<queue>.acl_application_max_priority",
                   "CapacitySchedulerConfiguration.getPriorityAcls: YARN-3955 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsRackLocalityAdditionalDelay, S::from(9, 0),
                   "yarn.scheduler.capacity.rack-locality-additional-delay",
                   "CapacitySchedulerConfiguration.RACK_LOCALITY_ADDITIONAL_DELAY: YARN-6344 "
                   "(2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsAsyncSchedulingThreads, S::from(9, 0),
                   "yarn.scheduler.capacity.schedule-asynchronously.maximum-threads",
                   "CapacitySchedulerConfiguration.SCHEDULE_ASYNCHRONOUSLY_MAXIMUM_THREADS: "
                   "YARN-5716 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsMultipleAssignmentsPerHeartbeat, S::from(9, 0),
                   "yarn.scheduler.capacity.per-node-heartbeat.multiple-assignments-enabled and "
                   "maximum-container-assignments",
                   "CapacitySchedulerConfiguration.ASSIGN_MULTIPLE_ENABLED: YARN-4161 (2.9.0, "
                   "3.0.0)"},
    ReleaseFactRow{F::kCsGlobalQueueMaxApplication, S::from(9, 0),
                   "yarn.scheduler.capacity.global-queue-max-application",
                   "CapacitySchedulerConfiguration.getGlobalMaximumApplicationsPerQueue: "
                   "YARN-5545 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsQueueStateFollowsParent, S::from(9, 0),
                   "a RUNNING queue under a STOPPED parent is refused",
                   "AbstractCSQueue.initializeQueueState: YARN-5746 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsAsyncSchedulingBacklogs, S::from_3x(0),
                   "yarn.scheduler.capacity.schedule-asynchronously.maximum-pending-backlogs",
                   "CapacitySchedulerConfiguration.SCHEDULE_ASYNCHRONOUSLY_MAXIMUM_PENDING_"
                   "BACKLOGS: YARN-8212 (3.0.3, 3.1.1; in no 2.x release)"},
    ReleaseFactRow{F::kCsApplicationFailFast, S::from_3x(1),
                   "yarn.scheduler.capacity.application.fail-fast",
                   "CapacitySchedulerConfiguration.APP_FAIL_FAST (3.1.1; not in 3.0.3, the last "
                   "3.0 release, nor in 2.x)"},
    ReleaseFactRow{F::kCsAbsoluteCapacity, S::from_3x(1),
                   "capacity and maximum-capacity as [memory=..,vcores=..]",
                   "CapacitySchedulerConfiguration.getMinimumResourceRequirement: YARN-5881 "
                   "(3.1.0)"},
    ReleaseFactRow{F::kCsAutoCreatedLeafQueues, S::from_3x(1),
                   "yarn.scheduler.capacity.<queue>.auto-create-child-queue.* and "
                   "leaf-queue-template.*",
                   "ManagedParentQueue, CapacitySchedulerConfiguration.isAutoCreateChildQueue"
                   "Enabled: YARN-7117 (3.1.0)"},
    ReleaseFactRow{F::kCsMultiNodePlacement, S::from_3x(2),
                   "yarn.scheduler.capacity.multi-node-placement-enabled, multi-node-sorting."
                   "policy*",
                   "MultiNodeSortingManager, CapacitySchedulerConfiguration.getMultiNodePlacement"
                   "Policies: YARN-7494 (3.2.0)"},
    ReleaseFactRow{F::kCsWorkflowPriorityMappings, S::from(10, 1),
                   "yarn.scheduler.capacity.workflow-priority-mappings and its -override.enable",
                   "WorkflowPriorityMappingsManager: YARN-9760 (in the changelogs of 2.10.0, "
                   "3.1.4 and 3.2.2)"},
    ReleaseFactRow{F::kCsExclusivePartitions, S::from(10, 1),
                   "<queue>.ordering-policy.exclusive-enforced-partitions and the ordering "
                   "policies fifo-with-partitions and fifo-for-pending-apps",
                   "FifoOrderingPolicyWithExclusivePartitions: YARN-9730 (in the changelogs of "
                   "3.1.4 and 3.2.2; absent from 3.2.1; 2.10 from the JIRA's backport, not seen "
                   "in a 2.10 changelog)"},
    ReleaseFactRow{F::kCsQueueMaximumAllocation, S::from_3x(3),
                   "yarn.scheduler.capacity.<queue>.maximum-allocation (a resource string), and a "
                   "queue's maximum allocation inherited from its parent",
                   "AbstractCSQueue.setupMaximumAllocation, CapacitySchedulerConfiguration."
                   "getQueueMaximumAllocation: YARN-9116 (3.3.0 release notes; absent from 3.2.0 "
                   "and 3.2.1, not in the 3.2.2 changelog)"},
    ReleaseFactRow{F::kCsMaxParallelApps, S::from_3x(3),
                   "yarn.scheduler.capacity.<queue>.max-parallel-apps, max-parallel-apps, "
                   "user.max-parallel-apps, user.<user>.max-parallel-apps",
                   "CSMaxRunningAppsEnforcer: YARN-9930 (3.3.1)"},
    ReleaseFactRow{F::kCsSkipNodesWithReservations, S::from_3x(4),
                   "yarn.scheduler.capacity.skip-allocate-on-nodes-with-reserved-containers",
                   "CapacitySchedulerConfiguration.SKIP_ALLOCATE_ON_NODES_WITH_RESERVED_"
                   "CONTAINERS (3.4.0; absent from 3.3.2)"},
    ReleaseFactRow{F::kCsMappingRules, S::from_3x(4),
                   "yarn.scheduler.capacity.mapping-rule-format, mapping-rule-json, "
                   "mapping-rule-json-file",
                   "CSMappingPlacementRule, MappingRuleCreator (3.4.0; absent from 3.3.2)"},
    ReleaseFactRow{F::kCsMultiNodeComparators, S::from_3x(4),
                   "multi-node-sorting.policy.<name>.comparators, prefer-ratio, ignore-ratio",
                   "MultiComparatorPolicy (3.4.0)"},
    ReleaseFactRow{F::kCsFlexibleAutoQueueCreation, S::from_3x(4),
                   "auto-queue-creation-v2.* and its template prefixes",
                   "CapacitySchedulerConfiguration.isAutoQueueCreationV2Enabled (3.4.0; absent "
                   "from 3.3.2)"},
    ReleaseFactRow{F::kCsGlobalUserLimits, S::from_3x(4),
                   "yarn.scheduler.capacity.minimum-user-limit-percent and user-limit-factor "
                   "(global defaults), allow-zero-capacity-sum",
                   "CapacitySchedulerConfiguration.getUserLimit, getUserLimitFactor, "
                   "getAllowZeroCapacitySum (3.4.0; absent from 3.3.2)"},
    ReleaseFactRow{F::kCsQueueConfigAutoRefresh, S::from_3x(4),
                   "yarn.scheduler.capacity.queue.auto.refresh.monitoring-interval",
                   "QueueConfigurationAutoRefreshPolicy: YARN-10623 (3.4.0)"},
    ReleaseFactRow{F::kCsLegacyQueueMode, S::from_3x(4),
                   "yarn.scheduler.capacity.legacy-queue-mode.enabled",
                   "CapacitySchedulerConfiguration.isLegacyQueueMode (3.4.0)"},
    ReleaseFactRow{F::kCsWeightCapacity, S::from_3x(4), "capacity as <number>w",
                   "CapacitySchedulerConfiguration.getNonLabeledQueueWeight: YARN-10169 (3.4.0)"},
    ReleaseFactRow{F::kFsQueueMaxResourcesDefault, S::from_2x(8), "<queueMaxResourcesDefault>",
                   "AllocationFileLoaderService: YARN-2913 (2.8.0)"},
    ReleaseFactRow{F::kFsAllowPreemptionFrom, S::from_2x(9), "<allowPreemptionFrom>",
                   "AllocationFileLoaderService: YARN-4462 (2.9.0, 3.0.0; absent from 2.8.5)"},
    ReleaseFactRow{F::kFsMaxChildResources, S::from_2x(9), "<maxChildResources>",
                   "AllocationFileLoaderService: YARN-4702 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kFsMaxContainerAllocation, S::from_3x(2), "<maxContainerAllocation>",
                   "AllocationFileQueueParser: YARN-8468 (3.2.0)"},
    ReleaseFactRow{F::kMaximumAllocationVcoresDefault4, S::from_2x(8),
                   "yarn.scheduler.maximum-allocation-vcores defaults to 4 (32 before)",
                   "yarn-default.xml: YARN-3823 (2.8.0); 2.7.7 still ships 32"},
    ReleaseFactRow{F::kResourceTypes, S::from(10, 0), "yarn.resource-types",
                   "ResourceUtils: YARN-3926 (3.0.0), backported by YARN-8200 (2.10.0)"},
    ReleaseFactRow{F::kMrResourceTypeKeys, S::from(10, 0),
                   "mapreduce.{map,reduce}.resource.*, yarn.app.mapreduce.am.resource.*",
                   "TaskAttemptImpl.populateResourceCapability, YARNRunner: YARN-6927 (3.0.0, "
                   "2.10.0; absent from 2.9.2)"},
    ReleaseFactRow{F::kMrYarnIoResourceKeys, S::from(10, 2),
                   "a yarn.io/ resource name in those keys (mapreduce.map.resource.yarn.io/gpu)",
                   "ResourceUtils.getRequestedResourcesFromConfig: YARN-9444 (3.3.0, 3.2.2, "
                   "2.10.1; absent from 3.1.4)"},
};

constexpr bool in_enum_order() {
  for (size_t i = 0; i < kFacts.size(); ++i) {
    if (static_cast<size_t>(kFacts[i].fact) != i) return false;
  }
  return true;
}
static_assert(in_enum_order(), "release_facts rows must follow the ReleaseFact enum");

}  // namespace

std::span<const ReleaseFactRow> release_facts() {
  return kFacts;
}

const ReleaseFactRow& release_fact(ReleaseFact fact) {
  return kFacts[static_cast<size_t>(fact)];
}

}  // namespace schedlint
