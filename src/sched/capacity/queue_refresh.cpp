#include "sched/capacity/queue_refresh.h"
#include "model/release_facts.h"

namespace schedlint {

CapacityVersions refresh_versions(const CapacityConfig& before_config,
                                  const CapacityHierarchy& before,
                                  const CapacityConfig& after_config,
                                  const CapacityHierarchy& after, const HadoopVersion& version) {
  CapacityVersions v{before_config, before, after_config, after, version, {}};
  for (const CapacityQueue& q : after.queues)
    v.after_by_name.emplace(q.name, &q);
  return v;
}

const CapacityQueue* refreshed_queue(const CapacityVersions& v, const CapacityQueue& old) {
  if (has(v.version, ReleaseFact::kCsQueuePaths)) return v.after.find(old.path);
  const auto it = v.after_by_name.find(old.name);
  return it == v.after_by_name.end() ? nullptr : it->second;
}

const CapacityQueue* moved_to(const CapacityVersions& v, const CapacityQueue& old) {
  if (old.parent < 0 || v.after.find(old.path) != nullptr) return nullptr;
  const auto [first, last] = v.after_by_name.equal_range(old.name);
  for (auto it = first; it != last; ++it) {
    if (it->second->parent >= 0) return it->second;
  }
  return nullptr;
}

bool managed_parent(const CapacityConfig& config, const CapacityQueue& queue,
                    const HadoopVersion& version) {
  if (!has(version, ReleaseFact::kCsAutoCreatedLeafQueues) || queue.config_index < 0) return false;
  const auto& node = config.queues.at(queue.config_index);
  const auto& enabled = node.settings.auto_create_child_queue_enabled;
  return node.children.empty() && enabled && enabled->value;
}

SourceLocation declared_at(const CapacityConfig& config, const CapacityQueue& queue) {
  if (queue.config_index < 0) return {config.file, 0, 0};
  return config.queues.at(queue.config_index).loc;
}

SourceLocation former_parent_line(const CapacityVersions& v, const CapacityQueue& removed) {
  for (int p = removed.parent; p >= 0; p = v.before.queues[static_cast<size_t>(p)].parent) {
    const CapacityQueue* kept = v.after.find(v.before.queues[static_cast<size_t>(p)].path);
    if (kept == nullptr || kept->config_index < 0) continue;
    const SourceLocation& line = v.after_config.queues.at(kept->config_index).settings.queues_loc;
    if (line.known()) return line;
    return declared_at(v.after_config, *kept);
  }
  return {v.after_config.file, 0, 0};
}

bool deletable(const CapacityVersions& v, const CapacityQueue& old) {
  if (!has(v.version, ReleaseFact::kCsQueueDeletion)) return false;
  if (old.state == QueueState::kStopped) return true;
  return has(v.version, ReleaseFact::kCsRefreshReadsNewQueueState) &&
         v.after_config.undeclared_stopped.count(old.path) > 0;
}

std::string state_name(QueueState state) {
  return state == QueueState::kStopped ? "STOPPED" : "RUNNING";
}

}  // namespace schedlint
