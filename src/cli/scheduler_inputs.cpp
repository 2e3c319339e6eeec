#include "cli/scheduler_inputs.h"

#include <fmt/format.h>

#include "model/did_you_mean.h"
#include "parse/input_error.h"
#include "sched/capacity/preemption_input.h"

namespace schedlint {

void require_scheduler_file(const Model& model) {
  switch (model.cluster.scheduler) {
    case SchedulerType::kFair:
      if (!model.fair) {
        throw InputError(
            {},
            "the FairScheduler is configured but no allocation file (fair-scheduler.xml) "
            "was given");
      }
      return;
    case SchedulerType::kCapacity:
      require_capacity_scheduler(model);
      return;
    default:
      throw InputError(
          model.cluster.scheduler_class.loc,
          "yarn.resourcemanager.scheduler.class names neither the CapacityScheduler nor "
          "the FairScheduler: there are no queue numbers to compute");
  }
}

void require_capacity_scheduler(const Model& model) {
  if (model.cluster.scheduler != SchedulerType::kCapacity) {
    throw InputError(model.cluster.scheduler_class.loc,
                     "this is for the CapacityScheduler, but yarn.resourcemanager.scheduler.class "
                     "names another scheduler");
  }
  if (!model.capacity) {
    throw InputError({},
                     "the CapacityScheduler is configured but no capacity-scheduler.xml was given");
  }
}

void require_nodes(const Model& model) {
  if (model.nodes.empty()) {
    throw InputError({},
                     "the numbers depend on the cluster: give its nodes with --nodes nodes.yaml "
                     "(or a REST nodes dump), or --node-count N with a yarn-site.xml");
  }
}

void require_usage_matches(const CapacityHierarchy& hierarchy, const Model& model) {
  if (!model.usage) return;
  const std::vector<UsageMismatch> mismatches =
      check_usage_snapshot(hierarchy, model.nodes, *model.usage);
  if (!mismatches.empty()) throw InputError(mismatches.front().loc, mismatches.front().message);
}

void check_active_queues(const Model& model, const AnalysisOptions& options) {
  if (!options.active_queues || !model.fair) return;
  const auto& tree = model.fair->queues;
  for (const auto& path : *options.active_queues) {
    const auto* queue = tree.find(path);
    if (queue != nullptr && queue->is_leaf()) continue;
    if (path == "root.default") continue;  // QueueManager creates it
    if (created_on_submission(model, path)) continue;
    std::vector<std::string> paths;
    for (const auto& q : tree.nodes())
      paths.push_back(q.path);
    throw InputError(
        {}, fmt::format("--active: '{}' is neither a leaf queue of the allocation file nor "
                        "a new queue directly under one of its parent queues (give full "
                        "paths such as root.analytics){}",
                        path, queue_suggestion(path, paths)));
  }
}

bool created_on_submission(const Model& model, const std::string& path) {
  if (!model.fair) return false;
  const auto& tree = model.fair->queues;
  const size_t dot = path.rfind('.');
  if (tree.find(path) != nullptr || dot == std::string::npos) return false;
  const auto* parent = tree.find(path.substr(0, dot));
  return parent != nullptr && (parent->is_root() || !parent->is_leaf());
}

std::string queue_suggestion(const std::string& name, const std::vector<std::string>& paths) {
  const std::string last = name.substr(name.rfind('.') + 1);
  std::vector<std::string_view> same_leaf;
  for (const std::string& p : paths) {
    if (p.size() > last.size() && p.compare(p.size() - last.size(), last.size(), last) == 0 &&
        p[p.size() - last.size() - 1] == '.') {
      same_leaf.push_back(p);
    }
  }
  if (same_leaf.size() == 1) return fmt::format(" (did you mean '{}'?)", same_leaf.front());
  std::vector<std::string_view> candidates(paths.begin(), paths.end());
  return did_you_mean_suffix(full_queue_path(name), candidates);
}

std::string full_queue_path(const std::string& name) {
  if (name == "root" || name.rfind("root.", 0) == 0) return name;
  return "root." + name;
}

}  // namespace schedlint
