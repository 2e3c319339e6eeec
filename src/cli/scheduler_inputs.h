#pragma once

#include <string>
#include <vector>

#include "model/analysis_options.h"
#include "model/model.h"
#include "sched/capacity/capacity_hierarchy.h"

namespace schedlint {

/// Checks shared by the commands that show computed numbers (`shares`, `explain`): the active
/// scheduler's file was given, the nodes are known, and --active names leaf queues.
/// Each throws InputError (exit 2) with what to give instead.
void require_scheduler_file(const Model& model);
void require_capacity_scheduler(const Model& model);
void require_nodes(const Model& model);
void check_active_queues(const Model& model, const AnalysisOptions& options);
/// The usage snapshot speaks of this configuration's leaves, partitions and nodes; else an
/// InputError at the first entry that does not (exit 2).
void require_usage_matches(const CapacityHierarchy& hierarchy, const Model& model);

/// Whether `path` is a queue the allocation file does not declare, directly under one of its
/// parent queues: one a placement rule creates when an application is submitted to it
/// (QueueManager.createQueue).
bool created_on_submission(const Model& model, const std::string& path);

/// A queue path as users type it: "analytics.adhoc" means "root.analytics.adhoc", as the
/// FairScheduler's QueueManager.ensureRootPrefix reads names.
std::string full_queue_path(const std::string& name);

/// " (did you mean 'root.prod.etl'?)" for a queue name that is not among `paths`: the one queue
/// whose last component is the name's, else the closest path by edit distance; "" when nothing
/// is close.
std::string queue_suggestion(const std::string& name, const std::vector<std::string>& paths);

}  // namespace schedlint
