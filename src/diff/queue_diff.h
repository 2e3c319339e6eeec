#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diff/queue_figures.h"

namespace schedlint {

enum class QueueChange { kAdded, kRemoved, kChanged, kUnchanged };

std::string_view queue_change_name(QueueChange change);  ///< "added", "removed"...

/// One figure on both sides (either may be missing: a leaf turned parent has no AM limit after).
struct FigureChange {
  FigureRole role;
  std::string name;   ///< as the version after names it (before, when it has none after)
  std::string label;  ///< kLabelGuaranteed
  const Figure* before = nullptr;
  const Figure* after = nullptr;
};

/// One queue across the two versions, matched by path.
struct QueueDiff {
  std::string path;
  QueueChange status = QueueChange::kUnchanged;
  const QueueFigures* before = nullptr;  ///< null when added
  const QueueFigures* after = nullptr;   ///< null when removed
  std::vector<FigureChange> changes;     ///< the figures that differ
};

/// Every queue of either version: the order of the version after, each removed queue after the
/// queue it followed before. The result points into `before` and `after`, which must outlive it.
/// Figures are compared by role (and partition), so a FairScheduler queue's steady fair share faces
/// the CapacityScheduler guarantee it became.
std::vector<QueueDiff> diff_queues(const std::vector<QueueFigures>& before,
                                   const std::vector<QueueFigures>& after);
// Temporaries would dangle (a test did it): refused at compile time.
std::vector<QueueDiff> diff_queues(std::vector<QueueFigures>&&,
                                   const std::vector<QueueFigures>&) = delete;
std::vector<QueueDiff> diff_queues(const std::vector<QueueFigures>&,
                                   std::vector<QueueFigures>&&) = delete;

/// new - old per resource type of either; percent of old (nullopt where old is 0).
struct ResourceDelta {
  std::string type;
  int64_t before = 0;
  int64_t after = 0;
  int64_t delta = 0;
  std::optional<double> percent;
};
std::vector<ResourceDelta> resource_delta(const Resource& before, const Resource& after);
std::optional<double> percent_change(int64_t before, int64_t after);

}  // namespace schedlint
