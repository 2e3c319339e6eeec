#include "parse/hadoop1_capacity.h"

#include <map>
#include <string_view>

#include <fmt/format.h>

#include "parse/capacity_keys.h"

namespace schedlint {

namespace {

constexpr std::string_view kMrv1Prefix = "mapred.capacity-scheduler.";
constexpr std::string_view kMrv1QueuePrefix = "mapred.capacity-scheduler.queue.";
constexpr std::string_view kNoYarnKey = "no YARN key";

// Hadoop 1's CapacitySchedulerConf keys and what the YARN CapacityScheduler reads instead.
// Per-queue suffixes (mapred.capacity-scheduler.queue.<queue>.<suffix>):
const std::map<std::string_view, std::string_view>& queue_replacements() {
  static const std::map<std::string_view, std::string_view> map{
      {"capacity", "yarn.scheduler.capacity.root.<queue>.capacity"},
      {"maximum-capacity", "yarn.scheduler.capacity.root.<queue>.maximum-capacity"},
      {"minimum-user-limit-percent",
       "yarn.scheduler.capacity.root.<queue>.minimum-user-limit-percent"},
      {"user-limit-factor", "yarn.scheduler.capacity.root.<queue>.user-limit-factor"},
      {"supports-priority", kNoYarnKey},
      {"maximum-initialized-active-tasks", kNoYarnKey},
      {"maximum-initialized-active-tasks-per-user", kNoYarnKey},
      {"init-accept-jobs-factor", "yarn.scheduler.capacity.root.<queue>.maximum-applications"},
  };
  return map;
}

// Keys after "mapred.capacity-scheduler." that are not about one queue.
const std::map<std::string_view, std::string_view>& global_replacements() {
  static const std::map<std::string_view, std::string_view> map{
      {"maximum-system-jobs", "yarn.scheduler.capacity.maximum-applications"},
      {"default-minimum-user-limit-percent", kNoYarnKey},
      {"default-user-limit-factor", kNoYarnKey},
      {"default-supports-priority", kNoYarnKey},
      {"default-maximum-active-tasks-per-queue", kNoYarnKey},
      {"default-maximum-active-tasks-per-user", kNoYarnKey},
      {"default-init-accept-jobs-factor", kNoYarnKey},
      {"init-poll-interval", kNoYarnKey},
      {"init-worker-threads", kNoYarnKey},
  };
  return map;
}

// "mapred.capacity-scheduler.queue.<queue>.<suffix>" for a per-queue key, the key itself else.
std::string generic_name(std::string_view name) {
  if (!name.starts_with(kMrv1QueuePrefix)) return std::string(name);
  const std::string_view rest = name.substr(kMrv1QueuePrefix.size());
  // MRv1 queue names have no dots, so the queue is the first segment.
  const size_t dot = rest.find('.');
  if (dot == std::string_view::npos) return std::string(name);
  return fmt::format("{}<queue>.{}", kMrv1QueuePrefix, rest.substr(dot + 1));
}

std::string_view replacement(std::string_view name) {
  if (name.starts_with(kMrv1QueuePrefix)) {
    const std::string_view rest = name.substr(kMrv1QueuePrefix.size());
    const size_t dot = rest.find('.');
    if (dot != std::string_view::npos) {
      auto it = queue_replacements().find(rest.substr(dot + 1));
      if (it != queue_replacements().end()) return it->second;
    }
    return kNoYarnKey;
  }
  auto it = global_replacements().find(name.substr(kMrv1Prefix.size()));
  return it == global_replacements().end() ? kNoYarnKey : it->second;
}

}  // namespace

bool is_hadoop1_capacity_file(const std::vector<ConfProperty>& properties) {
  bool hadoop1 = false;
  for (const ConfProperty& p : properties) {
    if (p.name.starts_with(kCapacityPrefix)) return false;
    hadoop1 = hadoop1 || p.name.starts_with(kMrv1Prefix);
  }
  return hadoop1;
}

ReadingIssue hadoop1_capacity_issue(const std::vector<ConfProperty>& properties,
                                    bool runs_capacity_scheduler) {
  const ConfProperty* first = nullptr;
  int count = 0;
  std::map<std::string, std::string_view> found;  // generic key -> its YARN replacement
  for (const ConfProperty& p : properties) {
    if (!p.name.starts_with(kMrv1Prefix)) continue;
    if (first == nullptr) first = &p;
    ++count;
    found.emplace(generic_name(p.name), replacement(p.name));
  }
  std::string keys;
  for (const auto& [mrv1, yarn] : found) {
    keys += fmt::format("{}{} -> {}", keys.empty() ? "" : "; ", mrv1, yarn);
  }
  std::string description = fmt::format(
      "this is a Hadoop 1 (MRv1) CapacityScheduler file: no YARN release reads its {} "
      "mapred.capacity-scheduler.* properties, so it was not analyzed. The YARN "
      "CapacityScheduler reads yarn.scheduler.capacity.*, with every queue under root and listed "
      "in yarn.scheduler.capacity.root.queues (MRv1 listed them in mapred.queue.names)",
      count);
  if (runs_capacity_scheduler) {
    description +=
        "; a ResourceManager running the CapacityScheduler with this file as its "
        "capacity-scheduler.xml finds no yarn.scheduler.capacity.root.queues and does not start";
  }
  description += ". Its keys and their YARN counterparts: " + keys;
  return ReadingIssue{ReadingIssueKind::kUnknownProperty, first->loc, std::move(description)};
}

}  // namespace schedlint
