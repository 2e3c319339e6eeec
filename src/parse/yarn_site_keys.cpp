#include "parse/yarn_site_keys.h"

#include <array>
#include <vector>

#include <fmt/format.h>

#include "model/did_you_mean.h"
#include "model/queue_tree.h"
#include "parse/capacity_keys.h"
#include "parse/resource_manager_keys.h"

namespace schedlint {

namespace {

using S = ReleaseSince;

constexpr S kEvery = S::from_2x(7);

// The keys of the scheduler's namespaces that a ResourceManager reads from yarn-site.xml, per
// release line. yarn-default.xml lists most of them; the FairScheduler's keys
// (FairSchedulerConfiguration) and the preemption policy's (CapacitySchedulerConfiguration's
// PREEMPTION_CONFIG_PREFIX, read by ProportionalCapacityPreemptionPolicy) mostly are not there.
// The first release of each branch follows the JIRA that added the key: 2.9 and 2.10 came after
// 3.0 and carry backports, so each row names both branches.
constexpr std::array kKeys{
    // YarnConfiguration, listed in yarn-default.xml of every release line.
    YarnSiteKey{"yarn.scheduler.minimum-allocation-mb", kEvery, "YarnConfiguration"},
    YarnSiteKey{"yarn.scheduler.maximum-allocation-mb", kEvery, "YarnConfiguration"},
    YarnSiteKey{"yarn.scheduler.minimum-allocation-vcores", kEvery, "YarnConfiguration"},
    YarnSiteKey{"yarn.scheduler.maximum-allocation-vcores", kEvery, "YarnConfiguration"},
    YarnSiteKey{"yarn.scheduler.include-port-in-node-name", kEvery,
                "YarnConfiguration.RM_SCHEDULER_INCLUDE_PORT_IN_NODE_NAME"},
    YarnSiteKey{"yarn.resourcemanager.scheduler.address", kEvery, "YarnConfiguration"},
    // HAUtil: each RM's own address, the key with the RM id appended
    // (yarn.resourcemanager.ha.rm-ids).
    YarnSiteKey{"yarn.resourcemanager.scheduler.address.<rm-id>", kEvery,
                "YarnConfiguration.RM_SERVICES_ADDRESS_CONF_KEYS, HAUtil.addSuffix"},
    YarnSiteKey{"yarn.resourcemanager.scheduler.client.thread-count", kEvery, "YarnConfiguration"},
    YarnSiteKey{"yarn.resourcemanager.scheduler.class", kEvery, "YarnConfiguration.RM_SCHEDULER"},
    YarnSiteKey{"yarn.resourcemanager.scheduler.monitor.enable", kEvery,
                "YarnConfiguration.RM_SCHEDULER_ENABLE_MONITORS"},
    YarnSiteKey{"yarn.resourcemanager.scheduler.monitor.policies", kEvery,
                "YarnConfiguration.RM_SCHEDULER_MONITOR_POLICIES"},
    YarnSiteKey{"yarn.scheduler.queue-placement-rules", S::from(9, 0),
                "YarnConfiguration.QUEUE_PLACEMENT_RULES: YARN-3635 (2.9.0, 3.0.0)"},
    // The app-name rule's mappings, CapacitySchedulerConfiguration.QUEUE_MAPPING_NAME (read by
    // AppNameMappingPlacementRule). YARN-8016 is in 3.1.0; 2.10 taken to have it (not verified).
    YarnSiteKey{"yarn.scheduler.queue-placement-rules.app-name", S::from(10, 1),
                "CapacitySchedulerConfiguration.QUEUE_MAPPING_NAME: YARN-8016 (3.1.0)"},
    // AppSchedulingInfo's default AppPlacementAllocator. YARN-11026 is in 3.4.0; 3.3 taken to have
    // it (a branch-3.3 backport is not ruled out).
    YarnSiteKey{"yarn.scheduler.app-placement-allocator.class", S::from_3x(3),
                "YarnConfiguration.APPLICATION_PLACEMENT_TYPE_CLASS: YARN-11026"},
    // The scheduler configuration mutation API (YARN-5734, merged into 2.9.0 and 3.1.0).
    YarnSiteKey{"yarn.scheduler.configuration.store.class", S::from(9, 1),
                "YarnConfiguration.SCHEDULER_CONFIGURATION_STORE_CLASS: YARN-5734"},
    YarnSiteKey{"yarn.scheduler.configuration.mutation.acl-policy.class", S::from(9, 1),
                "YarnConfiguration.RM_SCHEDULER_MUTATION_ACL_POLICY_CLASS: YARN-5734"},
    YarnSiteKey{"yarn.scheduler.configuration.leveldb-store.path", S::from(9, 1),
                "YarnConfiguration.RM_SCHEDCONF_STORE_PATH: YARN-5734"},
    YarnSiteKey{"yarn.scheduler.configuration.leveldb-store.compaction-interval-secs",
                S::from(9, 1),
                "YarnConfiguration.RM_SCHEDCONF_LEVELDB_COMPACTION_INTERVAL_SECS: YARN-5734"},
    YarnSiteKey{"yarn.scheduler.configuration.store.max-logs", S::from(9, 1),
                "YarnConfiguration.RM_SCHEDCONF_MAX_LOGS: YARN-5734"},
    YarnSiteKey{"yarn.scheduler.configuration.zk-store.parent-path", S::from(10, 1),
                "YarnConfiguration.RM_SCHEDCONF_STORE_ZK_PARENT_PATH: YARN-6840 (3.1.0, 2.10.0)"},
    YarnSiteKey{"yarn.scheduler.configuration.fs.path", S::from_3x(2),
                "YarnConfiguration.SCHEDULER_CONFIGURATION_FS_PATH: FSSchedulerConfigurationStore"},
    YarnSiteKey{"yarn.scheduler.configuration.max.version", S::from_3x(2),
                "YarnConfiguration.SCHEDULER_CONFIGURATION_FS_MAX_VERSION: "
                "FSSchedulerConfigurationStore"},
    YarnSiteKey{"yarn.scheduler.skip.node.multiplier", S::from_3x(3),
                "YarnConfiguration.SKIP_NODE_MULTIPLIER (yarn-default.xml of 3.3)"},
    // FairSchedulerConfiguration's keys outside yarn.scheduler.fair.
    YarnSiteKey{"yarn.scheduler.increment-allocation-mb", kEvery,
                "FairSchedulerConfiguration.RM_SCHEDULER_INCREMENT_ALLOCATION_MB"},
    YarnSiteKey{"yarn.scheduler.increment-allocation-vcores", kEvery,
                "FairSchedulerConfiguration.RM_SCHEDULER_INCREMENT_ALLOCATION_VCORES"},
    YarnSiteKey{"yarn.scheduler.reservation-threshold.increment-multiple", S::from_2x(8),
                "FairSchedulerConfiguration.RM_SCHEDULER_RESERVATION_THRESHOLD_INCREMENT_MULTIPLE: "
                "YARN-4270 (2.8.0)"},
    // FairSchedulerConfiguration (yarn.scheduler.fair.*), not in yarn-default.xml.
    YarnSiteKey{"yarn.scheduler.fair.allocation.file", kEvery,
                "FairSchedulerConfiguration.ALLOCATION_FILE"},
    YarnSiteKey{"yarn.scheduler.fair.user-as-default-queue", kEvery,
                "FairSchedulerConfiguration.USER_AS_DEFAULT_QUEUE"},
    YarnSiteKey{"yarn.scheduler.fair.allow-undeclared-pools", kEvery,
                "FairSchedulerConfiguration.ALLOW_UNDECLARED_POOLS"},
    YarnSiteKey{"yarn.scheduler.fair.preemption", kEvery, "FairSchedulerConfiguration.PREEMPTION"},
    YarnSiteKey{"yarn.scheduler.fair.preemption.cluster-utilization-threshold", kEvery,
                "FairSchedulerConfiguration.PREEMPTION_THRESHOLD"},
    YarnSiteKey{"yarn.scheduler.fair.waitTimeBeforeKill", kEvery,
                "FairSchedulerConfiguration.WAIT_TIME_BEFORE_KILL"},
    YarnSiteKey{"yarn.scheduler.fair.preemptionInterval", kEvery,
                "FairSchedulerConfiguration.PREEMPTION_INTERVAL: removed by the preemption "
                "rewrite, YARN-4752 (2.9.0, 3.0.0)",
                S::from(9, 0)},
    YarnSiteKey{"yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck", S::from(9, 0),
                "FairSchedulerConfiguration.WAIT_TIME_BEFORE_NEXT_STARVATION_CHECK_MS: YARN-4752 "
                "(2.9.0, 3.0.0)"},
    // The global flag came with YARN-10625 (after 3.3.0; 3.3 taken to have it), the per-queue
    // one with YARN-9537 (3.3.0): FSAppAttempt asks for its queue's full name, root.<...>.
    YarnSiteKey{"yarn.scheduler.fair.am.preemption", S::from_3x(3),
                "FairSchedulerConfiguration.AM_PREEMPTION: YARN-10625"},
    YarnSiteKey{"yarn.scheduler.fair.am.preemption.root.<queue-path+>", S::from_3x(3),
                "FairSchedulerConfiguration.AM_PREEMPTION_PREFIX, FSAppAttempt: YARN-9537 (3.3.0)"},
    YarnSiteKey{"yarn.scheduler.fair.sizebasedweight", kEvery,
                "FairSchedulerConfiguration.SIZE_BASED_WEIGHT"},
    YarnSiteKey{"yarn.scheduler.fair.assignmultiple", kEvery,
                "FairSchedulerConfiguration.ASSIGN_MULTIPLE"},
    YarnSiteKey{"yarn.scheduler.fair.max.assign", kEvery, "FairSchedulerConfiguration.MAX_ASSIGN"},
    // In 2.8.5's FairSchedulerConfiguration, as are reservable-nodes and the reservation threshold.
    YarnSiteKey{"yarn.scheduler.fair.dynamic.max.assign", S::from_2x(8),
                "FairSchedulerConfiguration.DYNAMIC_MAX_ASSIGN: YARN-5035 (2.8.0)"},
    YarnSiteKey{"yarn.scheduler.fair.locality.threshold.node", kEvery,
                "FairSchedulerConfiguration.LOCALITY_THRESHOLD_NODE"},
    YarnSiteKey{"yarn.scheduler.fair.locality.threshold.rack", kEvery,
                "FairSchedulerConfiguration.LOCALITY_THRESHOLD_RACK"},
    YarnSiteKey{"yarn.scheduler.fair.locality-delay-node-ms", kEvery,
                "FairSchedulerConfiguration.LOCALITY_DELAY_NODE_MS"},
    YarnSiteKey{"yarn.scheduler.fair.locality-delay-rack-ms", kEvery,
                "FairSchedulerConfiguration.LOCALITY_DELAY_RACK_MS"},
    YarnSiteKey{"yarn.scheduler.fair.continuous-scheduling-enabled", kEvery,
                "FairSchedulerConfiguration.CONTINUOUS_SCHEDULING_ENABLED"},
    YarnSiteKey{"yarn.scheduler.fair.continuous-scheduling-sleep-ms", kEvery,
                "FairSchedulerConfiguration.CONTINUOUS_SCHEDULING_SLEEP_MS"},
    YarnSiteKey{"yarn.scheduler.fair.update-interval-ms", kEvery,
                "FairSchedulerConfiguration.UPDATE_INTERVAL_MS"},
    YarnSiteKey{"yarn.scheduler.fair.event-log-enabled", kEvery,
                "FairSchedulerConfiguration.EVENT_LOG_ENABLED: FairSchedulerEventLog removed by "
                "YARN-7524 (3.0.1 and 3.1.0; every 2.x reads it)",
                S::from_3x(0)},
    YarnSiteKey{"yarn.scheduler.fair.reservable-nodes", S::from_2x(8),
                "FairSchedulerConfiguration.RESERVABLE_NODES: YARN-4270 (2.8.0)"},
    YarnSiteKey{
        "yarn.scheduler.fair.migration.mode", S::from_3x(3),
        "FairSchedulerConfiguration.MIGRATION_MODE: the fs2cs converter, YARN-9698 (3.3.0)"},
    YarnSiteKey{"yarn.scheduler.fair.no-terminal-rule.check", S::from_3x(3),
                "FairSchedulerConfiguration.NO_TERMINAL_RULE_CHECK: the fs2cs converter, YARN-9698 "
                "(3.3.0)"},
    // ProportionalCapacityPreemptionPolicy's keys, CapacitySchedulerConfiguration's
    // PREEMPTION_CONFIG_PREFIX; not in yarn-default.xml.
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.observe_only", kEvery,
                "CapacitySchedulerConfiguration.PREEMPTION_OBSERVE_ONLY: YARN-569"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval", kEvery,
                "CapacitySchedulerConfiguration.PREEMPTION_MONITORING_INTERVAL: YARN-569"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill", kEvery,
                "CapacitySchedulerConfiguration.PREEMPTION_WAIT_TIME_BEFORE_KILL: YARN-569"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.total_preemption_per_round",
                kEvery, "CapacitySchedulerConfiguration.TOTAL_PREEMPTION_PER_ROUND: YARN-569"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.max_ignored_over_capacity",
                kEvery,
                "CapacitySchedulerConfiguration.PREEMPTION_MAX_IGNORED_OVER_CAPACITY: YARN-569"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor",
                kEvery,
                "CapacitySchedulerConfiguration.PREEMPTION_NATURAL_TERMINATION_FACTOR: YARN-569"},
    YarnSiteKey{
        "yarn.resourcemanager.monitor.capacity.preemption.select_based_on_reserved_containers",
        S::from_2x(8),
        "CapacitySchedulerConfiguration.PREEMPTION_SELECT_CANDIDATES_FOR_RESERVED_CONTAINERS: "
        "YARN-4390 (2.8.0)"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption."
                "additional_res_balance_based_on_reserved_containers",
                S::from_2x(8),
                "CapacitySchedulerConfiguration."
                "ADDITIONAL_RESOURCE_BALANCE_BASED_ON_RESERVED_CONTAINERS: YARN-4390 (2.8.0)"},
    // Intra-queue preemption: YARN-2009 and YARN-2113, in branch-2.8 too (YARN-7813, which makes
    // it configurable per queue, is in 2.8.4).
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption.enabled",
                S::from_2x(8),
                "CapacitySchedulerConfiguration.INTRAQUEUE_PREEMPTION_ENABLED: YARN-2009"},
    YarnSiteKey{
        "yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption."
        "minimum-threshold",
        S::from_2x(8),
        "CapacitySchedulerConfiguration.INTRAQUEUE_PREEMPTION_MINIMUM_THRESHOLD: YARN-2009"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption."
                "max-allowable-limit",
                S::from_2x(8),
                "CapacitySchedulerConfiguration.INTRAQUEUE_PREEMPTION_MAX_ALLOWABLE_LIMIT: "
                "YARN-2009"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption."
                "preemption-order-policy",
                S::from_2x(8),
                "CapacitySchedulerConfiguration.INTRAQUEUE_PREEMPTION_ORDER_POLICY: YARN-2113"},
    // YARN-8292: absent from 3.1.2's CapacitySchedulerConfiguration, so not in branch-3.1.
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.conservative-drf", S::from_3x(2),
                "CapacitySchedulerConfiguration.PREEMPTION_CONSERVATIVE_DRF: YARN-8292 (3.2.0)"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption."
                "conservative-drf",
                S::from_3x(2),
                "CapacitySchedulerConfiguration.IN_QUEUE_PREEMPTION_CONSERVATIVE_DRF: YARN-8292 "
                "(3.2.0)"},
    // YARN-8379: in 3.1.2's CapacitySchedulerConfiguration; 2.10 taken to have it (not verified).
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption."
                "preemption-to-balance-queue-after-satisfied.enabled",
                S::from(10, 1),
                "CapacitySchedulerConfiguration.PREEMPTION_TO_BALANCE_QUEUES_BEYOND_GUARANTEED: "
                "YARN-8379"},
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.preemption."
                "preemption-to-balance-queue-after-satisfied.max-wait-before-kill",
                S::from(10, 1),
                "CapacitySchedulerConfiguration."
                "MAX_WAIT_BEFORE_KILL_FOR_QUEUE_BALANCE_PREEMPTION: YARN-8379"},
    // QueueManagementDynamicEditPolicy, the auto-created leaf queues' monitor (YARN-7117).
    YarnSiteKey{"yarn.resourcemanager.monitor.capacity.queue-management.monitoring-interval",
                S::from_3x(1),
                "CapacitySchedulerConfiguration.QUEUE_MANAGEMENT_MONITORING_INTERVAL: YARN-7117 "
                "(3.1.0)"},
};

constexpr std::array<std::string_view, 3> kNamespaces{
    "yarn.scheduler.", "yarn.resourcemanager.scheduler.", "yarn.resourcemanager.monitor."};

bool is_placeholder(std::string_view segment) {
  return segment.size() > 2 && segment.front() == '<' && segment.back() == '>';
}

// "<name+>", a pattern's last segment: one or more segments (the rest of a queue's full name).
bool is_path_placeholder(std::string_view segment) {
  return is_placeholder(segment) && segment.ends_with("+>");
}

// One or more segments, none of them empty.
bool is_dotted_path(std::string_view rest) {
  return !rest.empty() && rest.front() != '.' && rest.back() != '.' &&
         rest.find("..") == std::string_view::npos;
}

// Segment by segment; a placeholder takes one non-empty segment, a path placeholder the rest of
// the key. Linear in the key's length.
bool matches(std::string_view pattern, std::string_view key) {
  while (true) {
    const size_t pattern_dot = pattern.find('.');
    const size_t key_dot = key.find('.');
    const std::string_view want = pattern.substr(0, pattern_dot);
    if (pattern_dot == std::string_view::npos && is_path_placeholder(want)) {
      return is_dotted_path(key);
    }
    const std::string_view have = key.substr(0, key_dot);
    if (is_placeholder(want) ? have.empty() : want != have) return false;
    if (pattern_dot == std::string_view::npos || key_dot == std::string_view::npos) {
      return pattern_dot == key_dot;
    }
    pattern.remove_prefix(pattern_dot + 1);
    key.remove_prefix(key_dot + 1);
  }
}

bool reads(const YarnSiteKey& row, const HadoopVersion& version) {
  return row.since.includes(version) && !row.until.includes(version);
}

}  // namespace

bool in_yarn_site_scheduler_namespace(std::string_view key) {
  if (key.starts_with(kCapacityPrefix)) return false;
  for (std::string_view prefix : kNamespaces) {
    if (key.starts_with(prefix)) return true;
  }
  return false;
}

const YarnSiteKey* match_yarn_site_key(std::string_view key) {
  for (const YarnSiteKey& row : kKeys) {
    if (matches(row.pattern, key)) return &row;
  }
  return nullptr;
}

std::optional<std::string> yarn_site_key_not_read(std::string_view key,
                                                  const HadoopVersion& version) {
  if (const YarnSiteKey* row = match_yarn_site_key(key)) {
    if (reads(*row, version)) return std::nullopt;
    if (!row->since.includes(version)) return read_from_later_release(key, row->since, version);
    return no_longer_read(key, row->until, version);
  }
  // Suggest only what this release reads, spelt out (a pattern's placeholder is no spelling).
  std::vector<std::string_view> candidates;
  for (const YarnSiteKey& row : kKeys) {
    if (reads(row, version) && row.pattern.find('<') == std::string_view::npos) {
      candidates.push_back(row.pattern);
    }
  }
  return fmt::format("{} is not a scheduler property of Hadoop {}: Hadoop ignores it{}", key,
                     version.to_string(), did_you_mean_suffix(key, candidates));
}

std::optional<std::string> capacity_key_not_read(std::string_view key,
                                                 const HadoopVersion& version) {
  if (!key.starts_with(kCapacityPrefix)) return std::nullopt;
  const std::string_view rest = key.substr(kCapacityPrefix.size());
  auto gate = [&](const CsKeyMatch& m) -> std::optional<std::string> {
    if (m.since.includes(version)) return std::nullopt;
    return read_from_later_release(key, m.since, version);
  };
  if (rest != "root" && !rest.starts_with("root.")) {
    if (auto m = match_global_key(rest)) return gate(*m);
    return not_a_capacity_property(key, unknown_global_key_hint(rest));
  }
  // <queue path>.<suffix>, split at each dot in turn (as many as a queue path can have): the
  // first suffix the table knows is the key's; else the suffix closest to a known one (the longer
  // suffix on a tie: more of the key is kept).
  std::string suggestion;
  int closest = 0;
  int splits = 0;
  for (size_t dot = rest.find('.'); dot != std::string_view::npos && splits++ <= kMaxQueueDepth;
       dot = rest.find('.', dot + 1)) {
    const std::string_view suffix = rest.substr(dot + 1);
    if (may_be_queue_suffix(suffix)) {
      if (auto m = match_queue_suffix(suffix)) return gate(*m);
    }
    if (auto s = suggest_queue_suffix(suffix)) {
      const int distance = edit_distance(suffix, *s);
      if (suggestion.empty() || distance < closest) {
        closest = distance;
        suggestion =
            fmt::format(" (did you mean '{}{}.{}'?)", kCapacityPrefix, rest.substr(0, dot), *s);
      }
    }
  }
  return not_a_capacity_property(key, suggestion);
}

std::optional<std::string> capacity_file_preemption_key_not_read(std::string_view key,
                                                                 const HadoopVersion& version) {
  if (!key.starts_with(kPreemptionPolicyPrefix)) return std::nullopt;
  return yarn_site_key_not_read(key, version);
}

void note_unread_yarn_site_keys(const std::vector<ConfProperty>& properties,
                                const HadoopVersion& version, bool capacity_reader_checks_them,
                                std::vector<ReadingIssue>& issues) {
  for (const ConfProperty& p : properties) {
    std::optional<std::string> why;
    if (in_yarn_site_scheduler_namespace(p.name)) {
      why = yarn_site_key_not_read(p.name, version);
    } else if (!capacity_reader_checks_them) {
      why = capacity_key_not_read(p.name, version);
    }
    if (why) {
      issues.push_back(
          {ReadingIssueKind::kUnknownProperty, p.loc, std::move(*why), "", false, p.name});
    }
  }
}

}  // namespace schedlint
