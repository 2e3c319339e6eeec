#include "reports/explained_settings.h"

#include <fmt/format.h>

#include "model/resource_text.h"
#include "reports/escape.h"
#include "reports/json_number.h"
#include "sched/capacity/leaf_limits.h"

namespace schedlint {

namespace {

template <class T>
ExplainedSetting own_or(std::string name, std::string value, const std::optional<Setting<T>>& own,
                        std::string origin = "default", SourceLocation loc = {}) {
  if (own) return {std::move(name), std::move(value), "set", own->loc, ""};
  return {std::move(name), std::move(value), std::move(origin), loc, ""};
}

// A float as Hadoop holds it, in its shortest digits: 0.04, not 0.0399999991.
std::string number(float v) {
  return fmt::format("{}", v);
}

// A capacity as the queue's mode writes it: "70" (percent), "[memory=...]" shown as a resource,
// or "2w".
std::string capacity_value(const CapacityQueue& q, const PartitionCapacity& p, bool maximum) {
  if (!maximum && q.mode == CapacityMode::kWeight) return fmt::format("{}w", p.weight);
  if (q.mode == CapacityMode::kAbsolute) {
    return resource_text(maximum ? p.configured_max : p.configured_min);
  }
  return fmt::format("{}", json_percent(maximum ? p.maximum_capacity : p.capacity));
}

}  // namespace

std::vector<ExplainedSetting> fair_explained_settings(const FairConfig& config,
                                                      const FairQueueShare& q) {
  const FairQueueSettings empty;
  const FairQueueSettings& s =
      q.config_index >= 0 ? config.queues.at(q.config_index).settings : empty;
  const auto& g = config.global;
  std::vector<ExplainedSetting> out;
  out.push_back(own_or("weight", number(q.weight), s.weight));
  if (s.scheduling_policy || !g.default_queue_scheduling_policy) {
    out.push_back(own_or("policy", q.policy, s.scheduling_policy));
  } else {
    out.push_back({"policy", q.policy, "defaultQueueSchedulingPolicy",
                   g.default_queue_scheduling_policy->loc, ""});
  }
  out.push_back(own_or("min share", resource_text(q.min_share), s.min_resources));
  ExplainedSetting max{
      "max share", resource_text(q.max_share), "default", {}, "never below the min share"};
  const auto* parent_settings =
      q.ad_hoc
          ? &config.queues.at(config.queues.index_of(q.path.substr(0, q.path.rfind('.')))).settings
          : nullptr;
  if (parent_settings != nullptr && parent_settings->max_child_resources) {
    max.origin = "the parent's maxChildResources";
    max.loc = parent_settings->max_child_resources->loc;
  } else if (s.max_resources) {
    max.origin = "maxResources";
    max.loc = s.max_resources->loc;
  } else if (g.queue_max_resources_default) {
    max.origin = "queueMaxResourcesDefault";
    max.loc = g.queue_max_resources_default->loc;
  }
  out.push_back(std::move(max));
  if (q.leaf) {
    if (s.max_am_share || !g.queue_max_am_share_default) {
      out.push_back(own_or("maxAMShare", number(q.max_am_share), s.max_am_share));
    } else {
      out.push_back({"maxAMShare", number(q.max_am_share), "queueMaxAMShareDefault",
                     g.queue_max_am_share_default->loc, ""});
    }
  }
  return out;
}

std::vector<ExplainedSetting> capacity_explained_settings(const CapacityConfig& config,
                                                          const CapacityQueue& q) {
  const CapacityQueueSettings& s = config.queues.at(q.config_index).settings;
  const auto own = s.partitions.find("");
  const PartitionSettings none;
  const PartitionSettings& p = own == s.partitions.end() ? none : own->second;
  const PartitionCapacity& c = q.partitions.at("");
  const auto& g = config.global;
  std::vector<ExplainedSetting> out;
  if (q.parent < 0) {
    out.push_back({"capacity", "100", "root: always 100%", {}, ""});
  } else {
    out.push_back(own_or("capacity", capacity_value(q, c, false), p.capacity));
  }
  out.push_back(own_or("maximum-capacity", capacity_value(q, c, true), p.maximum_capacity));
  if (!q.leaf) return out;
  out.push_back(own_or(
      "maximum-am-resource-percent", number(c.max_am_resource_percent),
      p.maximum_am_resource_percent, g.maximum_am_resource_percent ? "the global value" : "default",
      g.maximum_am_resource_percent ? g.maximum_am_resource_percent->loc : SourceLocation{}));
  out.push_back(
      own_or("maximum-applications", std::to_string(q.max_applications), s.maximum_applications,
             g.maximum_applications
                 ? "derived from the global value"
                 : fmt::format("derived from the default {}", kDefaultMaximumSystemApplications),
             g.maximum_applications ? g.maximum_applications->loc : SourceLocation{}));
  out.push_back(own_or("user-limit-factor", number(q.user_limit_factor), s.user_limit_factor));
  out.push_back(own_or("minimum-user-limit-percent", number(q.minimum_user_limit_percent),
                       s.minimum_user_limit_percent));
  out.push_back(own_or("state", q.state == QueueState::kStopped ? "STOPPED" : "RUNNING", s.state,
                       "inherited or default"));
  return out;
}

std::string explained_setting_line(const ExplainedSetting& s) {
  std::string origin = s.origin;
  if (s.loc.known()) {
    origin = fmt::format("{} at {}:{}", s.origin == "set" ? "set" : s.origin,
                         escape_for_terminal(s.loc.file), s.loc.line);
  }
  if (!s.note.empty()) origin += "; " + s.note;
  return fmt::format("{} {} ({})", s.name, escape_for_terminal(s.value), origin);
}

}  // namespace schedlint
