#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/configurable_resource.h"
#include "model/queue_tree.h"
#include "model/source_location.h"

namespace schedlint {

/// What one <queue>/<pool> element of a FairScheduler allocation file sets. Absent elements stay
/// unset; effective values (defaults, inheritance) are computed in src/sched.
struct FairQueueSettings {
  std::optional<Setting<float>> weight;  ///< (float) Double.parseDouble, as Hadoop stores it
  std::optional<Setting<ConfigurableResource>> min_resources;
  std::optional<Setting<ConfigurableResource>> max_resources;
  std::optional<Setting<ConfigurableResource>> max_child_resources;
  std::optional<Setting<ConfigurableResource>> max_container_allocation;
  std::optional<Setting<int32_t>> max_running_apps;
  std::optional<Setting<float>> max_am_share;             ///< as written; Hadoop caps it at 1.0
  std::optional<Setting<std::string>> scheduling_policy;  ///< "fair", "drf", "fifo" or a class name
  std::optional<Setting<std::string>> acl_submit_apps;
  std::optional<Setting<std::string>> acl_administer_apps;
  std::optional<Setting<std::string>> acl_administer_reservations;
  std::optional<Setting<std::string>> acl_list_reservations;
  std::optional<Setting<std::string>> acl_submit_reservations;
  std::optional<Setting<int64_t>> min_share_preemption_timeout_ms;
  std::optional<Setting<int64_t>> fair_share_preemption_timeout_ms;
  std::optional<Setting<float>> fair_share_preemption_threshold;  ///< as written (clamped later)
  std::optional<Setting<bool>> allow_preemption_from;
  std::optional<SourceLocation> reservation;  ///< <reservation> present: a plan queue
  bool type_parent = false;                   ///< type="parent"
};

/// A `<user name="u">` element.
struct FairUserSettings {
  std::string name;
  SourceLocation loc;
  std::optional<Setting<int32_t>> max_running_apps;
};

/// One rule of <queuePlacementPolicy>, with its nested parent rule (3.3+ allows one on several
/// rules; nestedUserQueue requires one).
struct PlacementRule {
  std::string name;
  SourceLocation loc;
  std::map<std::string, std::string> attributes;  ///< create, queue, ...
  bool create = true;  ///< absent or empty: true; else Boolean.parseBoolean
  std::shared_ptr<PlacementRule> parent;
};

struct PlacementPolicy {
  SourceLocation loc;
  std::vector<PlacementRule> rules;
};

/// Settings at the top of an allocation file.
struct FairGlobalSettings {
  std::optional<Setting<int32_t>> user_max_apps_default;
  std::optional<Setting<int32_t>> queue_max_apps_default;
  std::optional<Setting<ConfigurableResource>> queue_max_resources_default;
  std::optional<Setting<float>> queue_max_am_share_default;  ///< as written
  std::optional<Setting<std::string>> default_queue_scheduling_policy;
  std::optional<Setting<int64_t>> default_min_share_preemption_timeout_ms;
  std::optional<Setting<int64_t>> default_fair_share_preemption_timeout_ms;
  std::optional<Setting<int64_t>> legacy_fair_share_preemption_timeout_ms;
  std::optional<Setting<float>> default_fair_share_preemption_threshold;
  std::optional<Setting<std::string>> reservation_agent;
  std::optional<Setting<std::string>> reservation_planner;
  std::optional<Setting<std::string>> reservation_policy;
  std::vector<FairUserSettings> users;
  std::optional<PlacementPolicy> placement_policy;
};

/// A FairScheduler allocation file as read: the queue tree under root and the global settings.
struct FairConfig {
  std::string file;
  SourceLocation allocations_loc;
  bool root_declared = false;  ///< the file has a <queue name="root"> element
  QueueTree<FairQueueSettings> queues;
  FairGlobalSettings global;
};

}  // namespace schedlint
