#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/capacity_vector.h"
#include "model/queue_tree.h"
#include "model/resource.h"
#include "model/source_location.h"

namespace schedlint {

/// How a CapacityScheduler capacity is written: "50" (percent of the parent), "[memory=...,
/// vcores=...]" (absolute) or "2w" (weight among siblings, Hadoop 3.4+).
enum class CapacityMode { kPercentage, kAbsolute, kWeight };

struct CapacityValue {
  /// How the legacy getters read it: kAbsolute when the value has the bracket syntax
  /// (RESOURCE_PATTERN; from 3.4 this alone decides, even when no memory is set).
  CapacityMode mode = CapacityMode::kPercentage;
  float percent = 0;  ///< kPercentage: as written, 0-100 (Float.parseFloat)
  Resource resource;  ///< kAbsolute: memory in MB, vcores, custom types; none without memory
  float weight = 0;   ///< kWeight
  /// 3.4 non-legacy queue mode: the value as QueueCapacityConfigParser reads it.
  CapacityVector vector;
};

/// Settings CapacitySchedulerConfiguration keeps per partition. The default partition ("") is
/// set by the unlabelled keys (capacity, maximum-capacity, maximum-am-resource-percent).
struct PartitionSettings {
  std::optional<Setting<CapacityValue>> capacity;
  std::optional<Setting<CapacityValue>> maximum_capacity;
  std::optional<Setting<float>> maximum_am_resource_percent;
};

enum class QueueState { kRunning, kStopped };

/// What capacity-scheduler.xml sets for one queue (`yarn.scheduler.capacity.<path>.<suffix>`).
/// Unset keys stay empty; defaults and inheritance are applied in src/sched.
struct CapacityQueueSettings {
  SourceLocation queues_loc;  ///< the `<path>.queues` property that lists the children
  /// The keys (after the queue path, e.g. "capacity", "user-limit-factor") whose values Hadoop
  /// rejects (recorded as ReadingIssueKind::kRejectedValue): numbers derived from them are not
  /// the cluster's.
  std::set<std::string> invalid_keys;
  std::map<std::string, PartitionSettings> partitions;  ///< "" and every configured label
  std::optional<Setting<float>> user_limit_factor;
  std::optional<Setting<float>> minimum_user_limit_percent;  ///< an int before 3.4
  std::optional<Setting<int32_t>> maximum_applications;
  std::optional<Setting<int32_t>> max_parallel_apps;
  std::optional<Setting<int32_t>> maximum_allocation_mb;
  std::optional<Setting<int32_t>> maximum_allocation_vcores;
  std::optional<Setting<Resource>> maximum_allocation;
  std::optional<Setting<QueueState>> state;
  std::optional<Setting<std::string>> acl_submit_applications;
  std::optional<Setting<std::string>> acl_administer_queue;
  std::optional<Setting<std::vector<std::string>>> accessible_node_labels;
  std::optional<Setting<std::string>> default_node_label_expression;
  std::optional<Setting<std::string>> ordering_policy;
  std::optional<Setting<int32_t>> priority;
  std::optional<Setting<bool>> disable_preemption;
  std::optional<Setting<bool>> intra_queue_disable_preemption;
  std::optional<Setting<bool>> reservable;
  std::optional<Setting<bool>> auto_create_child_queue_enabled;
  std::optional<Setting<bool>> auto_queue_creation_v2_enabled;
  std::optional<Setting<bool>> allow_zero_capacity_sum;
  std::map<std::string, Setting<float>> user_weights;  ///< user-settings.<user>.weight
  /// `leaf-queue-template.*` (legacy auto-created leaves) and the auto-queue-creation-v2
  /// templates, read with the same key space as a queue.
  std::shared_ptr<CapacityQueueSettings> leaf_queue_template;
  std::shared_ptr<CapacityQueueSettings> aqc_template;
  std::shared_ptr<CapacityQueueSettings> aqc_leaf_template;
  std::shared_ptr<CapacityQueueSettings> aqc_parent_template;
};

/// One `u:source:queue` / `g:source:queue` entry of yarn.scheduler.capacity.queue-mappings.
struct QueueMapping {
  char type = 'u';  ///< 'u' user, 'g' group
  std::string source;
  std::string queue;
  std::string text;  ///< the entry as written
  SourceLocation loc;
};

/// yarn.resourcemanager.monitor.capacity.preemption.* (ProportionalCapacityPreemptionPolicy),
/// read from the scheduler's configuration (yarn-site.xml or capacity-scheduler.xml).
struct PreemptionSettings {
  std::optional<Setting<bool>> observe_only;
  std::optional<Setting<int64_t>> monitoring_interval_ms;
  std::optional<Setting<int64_t>> max_wait_before_kill_ms;
  std::optional<Setting<float>> total_preemption_per_round;
  std::optional<Setting<double>> max_ignored_over_capacity;
  std::optional<Setting<double>> natural_termination_factor;
  std::optional<Setting<bool>> intra_queue_preemption_enabled;
  std::optional<Setting<bool>> select_based_on_reserved_containers;
  std::optional<Setting<bool>> additional_res_balance_based_on_reserved_containers;
  /// preemption-to-balance-queue-after-satisfied.enabled
  std::optional<Setting<bool>> balance_queues_after_satisfied;
};

/// Keys of capacity-scheduler.xml that are not about one queue.
struct CapacityGlobalSettings {
  std::optional<Setting<int32_t>> maximum_applications;
  std::optional<Setting<float>> maximum_am_resource_percent;
  std::optional<Setting<std::string>> resource_calculator;
  std::optional<Setting<int32_t>> node_locality_delay;
  std::optional<Setting<int32_t>> global_queue_max_application;
  std::optional<Setting<bool>> reservations_continue_look_all_nodes;
  std::optional<Setting<bool>> queue_mappings_override;
  std::optional<Setting<bool>> legacy_queue_mode;
  std::optional<Setting<float>> minimum_user_limit_percent;  ///< 3.4+
  std::optional<Setting<float>> user_limit_factor;           ///< 3.4+
  std::optional<SourceLocation> queue_mappings_loc;
  std::vector<QueueMapping> queue_mappings;
  /// 3.4 mapping-rule-format json: placement follows mapping-rule-json, not queue_mappings.
  bool json_mapping_rules = false;
  PreemptionSettings preemption;
};

/// A CapacityScheduler configuration as read: the queue tree from `root.queues` down and the
/// global settings.
struct CapacityConfig {
  std::string file;
  QueueTree<CapacityQueueSettings> queues;
  CapacityGlobalSettings global;
  /// Queues no parent lists whose `<path>.state` still says STOPPED: from 3.3 a refresh may
  /// delete such a queue even while it runs (CapacitySchedulerConfigValidator reads the state
  /// from the new configuration too).
  std::map<std::string, SourceLocation> undeclared_stopped;
};

}  // namespace schedlint
