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
    // Configuration files
    ReleaseFactRow{F::kConfCompactProperty, S::from_3x(0),
                   "<property name=\"..\" value=\"..\" final=\"..\"/> (the attribute form)",
                   "Configuration.Parser: HADOOP-6964 (3.0.0-alpha1, trunk only; no 2.x "
                   "changelog lists it)"},
    ReleaseFactRow{F::kConfStreamingParser, S::from(9, 0),
                   "a <property> read at any depth, and every text event of a field joined",
                   "Configuration.loadResource through a StAX XMLStreamReader: HADOOP-14216 "
                   "(3.0.0-alpha4; committed to branch-2 on 2017-03-29 and listed in the 2.9.0 "
                   "changelog); 2.7 and 2.8 read a DOM tree (the first text node, only the "
                   "<property> children of a <configuration>)"},
    // CapacityScheduler: reading capacity-scheduler.xml
    ReleaseFactRow{F::kCsPreemptionSettingsInSchedulerXml, S::from_2x(8),
                   "yarn.resourcemanager.monitor.capacity.preemption.* read from "
                   "capacity-scheduler.xml as well as yarn-site.xml",
                   "ProportionalCapacityPreemptionPolicy.init (CapacitySchedulerConfiguration): "
                   "YARN-4822 (2.8.0)"},
    ReleaseFactRow{F::kCsAbsoluteResourceNamesTrimmed, S::from_3x(3),
                   "[memory=..,vcores=..]: each resource name trimmed, every declared type read",
                   "CapacitySchedulerConfiguration.internalGetLabeledResourceRequirementForQueue: "
                   "YARN-10503 (3.3.x; absent from 3.2 and 2.10)"},
    ReleaseFactRow{F::kCsCapacityVectors, S::from_3x(4),
                   "every capacity parsed as a vector: a pair with an unknown unit skipped, the "
                   "bracket syntax alone makes a queue absolute",
                   "QueueCapacityConfigParser, QueueCapacityVector, AbstractCSQueue."
                   "setupQueueConfigs (3.4.0; absent from 3.3.x)"},
    ReleaseFactRow{F::kCsUserLimitPercentFloat, S::from_3x(4),
                   "<queue>.minimum-user-limit-percent read as a float (an int before)",
                   "CapacitySchedulerConfiguration.getUserLimit: getFloat in 3.4.0, getInt in "
                   "3.3.x and every 2.x"},
    ReleaseFactRow{F::kCsUserWeightAnyUserName, S::from_3x(4),
                   "user-settings.<user>.weight for a user name that is not \\w+",
                   "CapacitySchedulerConfiguration.getAllUserWeightsForQueue: a getValByRegex on "
                   "\\w+ up to 3.3.x, any name in 3.4.0"},
    // CapacityScheduler: queues, capacities and limits
    ReleaseFactRow{F::kCsQueuePaths, S::from_3x(3),
                   "queues known by full path: duplicate leaf names allowed, messages and lookups "
                   "by path",
                   "CSQueueStore, CapacitySchedulerQueueManager: YARN-9879 (3.3.0)"},
    ReleaseFactRow{
        F::kCsQueueDeletion, S::from(9, 1),
        "a STOPPED queue removed by -refreshQueues, a leaf turned into a parent",
        "CapacitySchedulerQueueManager.validateQueueHierarchy and ParentQueue.reinitialize "
        "(3.1.0, and 2.9.1's source, with the same messages; 2.7, 2.8 and 3.0 refuse with "
        "\"cannot be found during refresh!\")"},
    ReleaseFactRow{F::kCsRefreshReadsNewQueueState, S::from_3x(3),
                   "-refreshQueues reads the new configuration's state of a queue (an undeclared "
                   "or STOPPED queue in the new file)",
                   "CapacitySchedulerQueueManager.validateQueueHierarchy, CSQueueStore (3.3.0)"},
    ReleaseFactRow{
        F::kCsUnifiedCapacityCalculation, S::from_3x(4),
        "capacities, maximum applications and limits computed by the 3.4 capacity "
        "handler (capacitiesSanityCheck gone, NO_LABEL first, modes per label)",
        "CapacitySchedulerQueueCapacityHandler, AbstractCSQueue.updateCapacityConfigType "
        "and updateConfigurableResourceLimits (3.4.0; absent from 3.3.x)"},
    ReleaseFactRow{F::kCsAbsoluteCapacityMultiplied, S::from_3x(3),
                   "an absolute-resource queue's absolute capacity: its capacity times the "
                   "parent's (3.1 and 3.2 divide, reading the default partition)",
                   "ParentQueue.deriveCapacityFromAbsoluteConfigurations (3.3.0; 3.1 and 3.2 "
                   "sources divide)"},
    ReleaseFactRow{F::kCsSanityCheckAbsoluteOnly, S::from(9, 0),
                   "the capacity sanity check compares absolute capacities only and names the "
                   "queue (2.7 and 2.8 also compare capacity with maximum-capacity)",
                   "CSQueueUtils.capacitiesSanityCheck (2.9.0 and 3.0.0 sources; 2.8.5's checks "
                   "both)"},
    ReleaseFactRow{F::kCsUsersManager, S::from(9, 0),
                   "the user limit computed per partition by UsersManager (2.7 and 2.8: "
                   "LeafQueue.computeUserLimit against the whole cluster)",
                   "UsersManager.computeUserLimit: YARN-5889 (3.0.0-alpha4); the 2.9.1 source "
                   "tree has UsersManager and LeafQueue.usersManager, so branch-2 took it for "
                   "2.9 and 2.10"},
    ReleaseFactRow{F::kCsUserLimitFactorNoCap, S::from_3x(4),
                   "<queue>.user-limit-factor -1: users capped at the queue maximum only",
                   "LeafQueue.getUserAMResourceLimitPerPartition, UsersManager: YARN-10531 "
                   "(3.4.0)"},
    ReleaseFactRow{F::kCsUserAmShareCapped, S::from(9, 1),
                   "a user's share of the AM limit weighted and capped at 1",
                   "LeafQueue.getUserAMResourceLimitPerPartition (3.1.0, and 2.9.1's source, "
                   "which weights and caps the same way; 2.8 and 3.0 uncapped)"},
    ReleaseFactRow{F::kCsAmLimitAtLeastGuarantee, S::from_3x(3),
                   "the AM limit taken from the queue's guarantee when its current limit is lower",
                   "LeafQueue.calculateAndGetAMResourceLimitPerPartition (3.3.0)"},
    ReleaseFactRow{F::kCsMappingGroupTokens, S::from_3x(3),
                   "queue mappings with %secondary_group, a %primary_group or %secondary_group "
                   "parent, and u:%user:%user on a group queue",
                   "UserGroupMappingPlacementRule: YARN-9840, YARN-9841, YARN-9865 (3.3.0)"},
    ReleaseFactRow{F::kCsMappingRuleEngine, S::from_3x(4),
                   "legacy queue mappings translated to the mapping-rule engine (g: mappings "
                   "resolve group tokens, the fallbacks of 3.4)",
                   "CSMappingPlacementRule, MappingRuleCreator, LegacyMappingRuleToJson (3.4.0)"},
    ReleaseFactRow{
        F::kCsMappingQueuePaths, S::from_3x(1),
        "a queue mapping to parent.leaf or to a managed parent's new leaf",
        "UserGroupMappingPlacementRule.validateAndGetQueueMapping: YARN-7419, part of YARN-7117 "
        "(3.1.0); 2.9.2, 2.10.0, 2.10.1 and 3.0.x find a mapping's queue by its short name "
        "alone"},
    ReleaseFactRow{F::kCsMultipleResourceTypesNeedDrf, S::from_3x(1),
                   "DefaultResourceCalculator refused when more resource types are configured",
                   "CapacityScheduler.initScheduler: YARN-7789 (3.1.0); not in 3.0.x, nor in "
                   "2.10.0 or 2.10.1, which have resource types (YARN-8200) without this check"},
    ReleaseFactRow{F::kCsQueueMaximumAllocationAllTypes, S::from_3x(4),
                   "a lowered queue maximum allocation compared in every resource type",
                   "AbstractLeafQueue.reinitialize, Resources.fitsIn (3.4.0; memory and vcores "
                   "only in LeafQueue.reinitialize before)"},
    // CapacityScheduler: ProportionalCapacityPreemptionPolicy
    ReleaseFactRow{F::kCsPreemptionPartitions, S::from_2x(8),
                   "preemption per node partition, by FifoCandidatesSelector",
                   "ProportionalCapacityPreemptionPolicy, FifoCandidatesSelector: YARN-2498, "
                   "YARN-4390 (2.8.0)"},
    ReleaseFactRow{F::kCsPreemptionReservedContainers, S::from_2x(8),
                   "reserved containers in the preemption round: offers net of reserved, "
                   "killable containers deducted, select_based_on_reserved_containers",
                   "TempQueuePerPartition, ReservedContainerCandidatesSelector: YARN-4390 "
                   "(2.8.0; branch-2.8's TempQueuePerPartition has it)"},
    ReleaseFactRow{F::kCsPreemptionPriorityUtilization, S::from(9, 0),
                   "preemption offers pending minus reserved and caps a leaf at max(used, "
                   "guaranteed); queues compared by priority and utilization",
                   "TempQueuePerPartition.updatePreemptableExtras, PriorityUtilizationQueue"
                   "OrderingPolicy: YARN-5864 (2.9.0, 3.0.0-alpha2)"},
    ReleaseFactRow{F::kCsPreemptionConsiderReservedResource, S::from(9, 0),
                   "yarn.resourcemanager.monitor.capacity.preemption.additional_res_balance_"
                   "based_on_reserved_containers",
                   "CapacitySchedulerConfiguration: YARN-5731 (2.9.0, 3.0.0)"},
    ReleaseFactRow{F::kCsPreemptionResourceVectors, S::from_3x(1),
                   "the preemption fixpoint over every resource type (zero components -1, offers "
                   "clamped, natural termination rounded up)",
                   "AbstractPreemptableResourceCalculator, CapacitySchedulerPreemptionUtils: "
                   "YARN-8292 (3.1.1, 3.2.0; the 2.9 and 3.0 era sources keep the scalar loop)"},
    ReleaseFactRow{F::kCsPreemptionQueueBalancing, S::from_3x(1),
                   "yarn.resourcemanager.monitor.capacity.preemption.preemption-to-balance-queue-"
                   "after-satisfied.enabled",
                   "FifoCandidatesSelector: YARN-8379 (Fix For 3.2.0, 3.1.1, so the 3.1 line, "
                   "modelled as 3.1.4, has it; not in 3.0.3 or any 2.x)"},
    ReleaseFactRow{F::kCsPreemptionAbsoluteCapacityNormalization, S::from_3x(4),
                   "guarantees that round to 0 for a type normalised by absolute capacity",
                   "PreemptableResourceCalculator.resetCapacity: YARN-11073 (3.4.0)"},
    // FairScheduler: reading the allocation file
    ReleaseFactRow{
        F::kFsQueueNameTrimmed, S::from_2x(8),
        "<queue name> trimmed of whitespace, an empty name refused",
        "AllocationFileLoaderService.loadQueue, FairSchedulerUtilities.trimQueueName (2.8.0; "
        "2.7.7 reads the attribute as written)"},
    ReleaseFactRow{F::kFsDefaultPolicyNotFifo, S::from_2x(9),
                   "<defaultQueueSchedulingPolicy>fifo</defaultQueueSchedulingPolicy> refused",
                   "AllocationFileLoaderService: YARN-4784 (an incompatible change of 2.9.0 and "
                   "3.0.0-alpha2)"},
    ReleaseFactRow{F::kFsPercentageResources, S::from_2x(9),
                   "<maxResources>X% memory, Y% cpu</maxResources>",
                   "FairSchedulerConfiguration.parseResourceConfigValue, ConfigurableResource: "
                   "YARN-2162 (fix versions 2.9.0, 3.0.0, 3.1.0; committed to branch-2)"},
    ReleaseFactRow{F::kFsResourceFractionSkipped, S::from_2x(8),
                   "\"1024.5 mb\" read as 1024 (2.7's \\d+ mb reads 5)",
                   "FairSchedulerConfiguration.parseResourceConfigValue (2.8.0 pattern)"},
    ReleaseFactRow{F::kFsResourceTypeValues, S::from_3x(2),
                   "<maxResources>memory-mb=..,vcores=..</maxResources> and custom types",
                   "FairSchedulerConfiguration.parseNewStyleResource: YARN-7556 (3.2.0, committed "
                   "to trunk only: 3.1.0 to 3.1.4, 3.0.x and 2.10 have no name=value form)"},
    ReleaseFactRow{F::kFsStrictResourceParsing, S::from_3x(3),
                   "resource strings parsed strictly (every type, no trailing text)",
                   "FairSchedulerConfiguration.parseResourceConfigValue (3.3.0)"},
    ReleaseFactRow{F::kFsMinResourcesDefaultZero, S::from_3x(3),
                   "a missing type in <minResources> is 0 (unbounded before)",
                   "AllocationFileQueueParser (3.3.0)"},
    ReleaseFactRow{F::kFsParentTypeWithChildren, S::from_2x(9),
                   "type=\"parent\" with child queues accepted (refused only with <reservation>)",
                   "AllocationFileLoaderService.loadQueue (2.9.0 and 2.10 sources; 2.7 refuses "
                   "any child)"},
    ReleaseFactRow{F::kFsParentMaxAmShareRefused, S::from_3x(3),
                   "<maxAMShare> on a parent queue refused",
                   "AllocationFileQueueParser.loadQueue (3.3.0)"},
    ReleaseFactRow{F::kFsPlacementRuleInterface, S::from_3x(3),
                   "placement rules as PlacementRule objects: create defaults to true, parent "
                   "rules on any rule, root.default always configured, 1-based terminal rule",
                   "QueuePlacementPolicy, FSPlacementRule: YARN-8967 (3.3.0)"},
    ReleaseFactRow{
        F::kFsRootDefaultsWhenUnset, S::from_3x(1),
        "<defaultMinSharePreemptionTimeout> and the other root defaults read only when "
        "the root queue sets none",
        "AllocationFileParser.getDefaultMinSharePreemptionTimeout: YARN-7841 (3.1.0); "
        "AllocationFileLoaderService of 2.9.2, 2.10.0 and 3.0.x parses them as it meets them"},
    ReleaseFactRow{F::kFsIncrementAllocationPerType, S::from_3x(1),
                   "yarn.resource-types.<type>.increment-allocation, increment memory as a long",
                   "FairSchedulerConfiguration.getIncrementAllocation: YARN-7557 (3.1.0); 3.0.x "
                   "and 2.10 read the two int keys alone"},
    // FairScheduler: shares, limits, reservations, queue changes
    ReleaseFactRow{F::kFsMaxShareAtLeastMinShare, S::from_2x(9),
                   "a queue's max share raised to its min share where below it (2.7 and 2.8 keep "
                   "the configured maximum)",
                   "FSQueue.getMaxShare, Resources.componentwiseMax: YARN-2162 (2.9.0, 3.0.0); "
                   "AllocationConfiguration.getMaxResources in 2.8.5"},
    ReleaseFactRow{F::kFsUnboundedMemoryLong, S::from_2x(8),
                   "an unset maximum's memory is Long.MAX_VALUE (Integer.MAX_VALUE in 2.7); "
                   "vcores stay Integer.MAX_VALUE",
                   "Resources.UNBOUNDED.getMemorySize: YARN-4844 (2.8.0)"},
    ReleaseFactRow{F::kFsLongResourceArithmetic, S::from(10, 1),
                   "fair shares summed in long with saturating additions (in int before, where "
                   "an unbounded maximum after a bounded one wraps the sum of maximums)",
                   "ComputeFairShares.safeAdd: YARN-8833 and YARN-9173 (2.10.0, 3.1.2, 3.2.1; "
                   "2.9.2, 3.0.3, 3.1.1 and 3.2.0 sum in int)"},
    ReleaseFactRow{F::kFsAmShareRoundedUp, S::from(9, 0),
                   "maxAMShare times the share rounded up (2.7 and 2.8 truncate)",
                   "FSLeafQueue.computeMaxAMResource, Resources.multiplyAndRoundUp: YARN-6264 "
                   "(committed to trunk and to branch-2 on 2017-03-09, so 2.9.0 and 3.0.0)"},
    ReleaseFactRow{F::kFsAmShareZeroFallback, S::from(9, 0),
                   "a fair-share component of 0 replaced by the root's available resource capped "
                   "by the max share before maxAMShare applies",
                   "FSLeafQueue.computeMaxAMResource (3.0.0 sources, and 2.9.1's, which replaces "
                   "a zero memory or vcores share the same way)"},
    ReleaseFactRow{F::kFsAmLimitAllResourceTypes, S::from(9, 0),
                   "the AM limit of a non-DRF queue checked in every type (memory only in 2.7 and "
                   "2.8)",
                   "FSLeafQueue.canRunAppAM (3.0.0, and 2.9.1's source: Resources.fitsIn on "
                   "memory and vcores whatever the policy)"},
    ReleaseFactRow{F::kFsChildPolicyChecked, S::from_3x(0),
                   "a child policy a parent cannot hold refused; fifo on a parent kept",
                   "SchedulingPolicy.isChildPolicyAllowed: YARN-4212 (3.0.0-alpha4; not in 2.9 "
                   "or 2.10)"},
    ReleaseFactRow{F::kFsReservationThreshold, S::from_2x(8),
                   "yarn.scheduler.fair.reservable-nodes: an application reserves at most "
                   "ceil(nodes x ratio) nodes with off-switch asks",
                   "FSAppAttempt.isReservable, reservationExceedsThreshold: YARN-4270 (2.8.0)"},
    ReleaseFactRow{F::kFsReservationBelowFairShare, S::from(9, 0),
                   "an application reserves only below its fair share",
                   "FSAppAttempt.isReservable (3.0.0, and 2.9.1's source: isStarved(), usage below "
                   "the fair share or a min-share starvation)"},
    ReleaseFactRow{
        F::kFsQueueRemovalDeferred, S::from_3x(2),
        "a queue removed from the allocation file kept until it is empty, then "
        "deleted or converted",
        "QueueManager.updateAllocationConfiguration: YARN-8191 (3.2.0, trunk only; "
        "3.1.0 to 3.1.4 and 2.10 remove an incompatible queue only if it is empty then)"},
    // Resource requests
    ReleaseFactRow{F::kMaximumAllocationCappedByNodes, S::from_2x(8),
                   "the maximum allocation capped by the largest registered NodeManager",
                   "ClusterNodeTracker.getMaxAllowedAllocation: YARN-4719 (2.8.0)"},
    ReleaseFactRow{F::kRequestCappedByQueueMaximum, S::from_3x(2),
                   "an AM request normalised with its queue's maximum allocation; a "
                   "FairScheduler task request too",
                   "RMAppManager, FairScheduler.allocate: YARN-8468 (3.2.0; its branch-3.1 commit "
                   "was reverted the next day, and 2.10 has no per-queue maximum)"},
    ReleaseFactRow{F::kRequestValidatedAgainstQueueMaximum, S::from(9, 1),
                   "a request validated against its queue's maximum allocation",
                   "getMaximumResourceCapability(queue) in RMAppManager and DefaultAMSProcessor: "
                   "YARN-8720 (2.9.2, 2.10.0, 3.1.2)"},
    ReleaseFactRow{F::kInvalidRequestNamesResourceType, S::from(10, 1),
                   "InvalidResourceRequestException names the resource type",
                   "SchedulerUtils.validateResourceRequest: YARN-7739 (3.1.0, 2.10.1)"},
    ReleaseFactRow{F::kInvalidRequestTemplates, S::from_3x(2),
                   "below-zero and above-maximum requests get separate messages",
                   "InvalidResourceRequestException templates: YARN-8566 (3.2.0, trunk only; not "
                   "in 3.1.0 to 3.1.2, nor in 2.10)"},
    // MapReduce
    ReleaseFactRow{
        F::kMrHeapFromContainerSize, S::from_3x(0),
        "task heap derived from the container size, no -Xmx200m default",
        "JobConf.getTaskJavaOpts, MapReduceChildJVM: MAPREDUCE-5785 (Fix For 3.0.0-alpha1; "
        "committed to trunk only)"},
    ReleaseFactRow{F::kMrMapCapabilityMessage, S::from(9, 0),
                   "\"The required MAP capability is more than the supported max container "
                   "capability\" (2.7 and 2.8: \"MAP capability required is more than ...\")",
                   "RMContainerAllocator.handleMapContainerRequest: MAPREDUCE-6765 (committed to "
                   "trunk 2016-11-01; 2.9.1's source has the new wording, as 3.0.0's)"},
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
