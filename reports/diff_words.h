#pragma once

// How the diff reports say a queue's changes in words: one home for the text and HTML formats.

#include <cstdint>
#include <string>
#include <vector>

#include "diff/queue_diff.h"

namespace schedlint {

/// Whether a change gives the queue more (room, applications, a running state) or less.
enum class ChangeDirection { kBetter, kWorse, kNeither };

/// One setting of a queue that changed: "40.00% -> 60.00%", "RUNNING -> STOPPED", "leaf -> parent".
struct SettingChange {
  std::string text;
  ChangeDirection direction = ChangeDirection::kNeither;
};
/// The settings that changed between the two sides of a changed queue (both sides present).
std::vector<SettingChange> queue_setting_changes(const QueueDiff& d);

/// A figure in words for people: "guaranteed", "AM limit on an idle cluster", "guaranteed in
/// partition gpu", "guaranteed after 1 node failure"; `scheduler` of the side ("fair" names a
/// FairScheduler's figures as it does: "steady fair share", "maxRunningApps").
std::string figure_words(FigureRole role, const std::string& label, int64_t failure_budget,
                         const std::string& scheduler);

/// Every figure is something the queue has more or less of: more is better for it.
ChangeDirection figure_direction(const Figure* before, const Figure* after);

}  // namespace schedlint
