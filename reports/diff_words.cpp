#include "reports/diff_words.h"

#include <fmt/format.h>

namespace schedlint {

std::vector<SettingChange> queue_setting_changes(const QueueDiff& d) {
  std::vector<SettingChange> out;
  if (d.before == nullptr || d.after == nullptr) return out;
  if (d.before->configured != d.after->configured)
    out.push_back({fmt::format("{} -> {}", d.before->configured, d.after->configured)});
  if (d.before->state != d.after->state && !d.before->state.empty() && !d.after->state.empty()) {
    out.push_back(
        {fmt::format("{} -> {}", d.before->state, d.after->state),
         d.after->state == "STOPPED" ? ChangeDirection::kWorse : ChangeDirection::kBetter});
  }
  if (d.before->leaf != d.after->leaf)
    out.push_back({d.after->leaf ? "parent -> leaf" : "leaf -> parent"});
  return out;
}

std::string figure_words(FigureRole role, const std::string& label, int64_t failure_budget,
                         const std::string& scheduler) {
  const bool fair = scheduler == "fair";
  switch (role) {
    case FigureRole::kGuaranteed:
      return fair ? "steady fair share" : "guaranteed";
    case FigureRole::kMaximum:
      return "maximum";
    case FigureRole::kAmLimit:
      return "AM limit on an idle cluster";
    case FigureRole::kMaxApplications:
      return fair ? "maxRunningApps" : "max applications";
    case FigureRole::kMaxApplicationsPerUser:
      return "max applications per user";
    case FigureRole::kLabelGuaranteed:
      return "guaranteed in partition " + label;
    case FigureRole::kGuaranteedAfterFailures:
      return fmt::format("guaranteed after {} node failure{}", failure_budget,
                         failure_budget == 1 ? "" : "s");
  }
  return "";
}

ChangeDirection figure_direction(const Figure* before, const Figure* after) {
  if (before == nullptr || after == nullptr) return ChangeDirection::kNeither;
  if (after->count) {
    const int64_t b = before->count.value_or(0);
    return *after->count > b   ? ChangeDirection::kBetter
           : *after->count < b ? ChangeDirection::kWorse
                               : ChangeDirection::kNeither;
  }
  if (!after->resource) return ChangeDirection::kNeither;
  // More of one type and less of another (a move to another calculator): neither.
  bool more = false, less = false;
  for (const ResourceDelta& r :
       resource_delta(before->resource.value_or(Resource{}), *after->resource)) {
    more |= r.delta > 0;
    less |= r.delta < 0;
  }
  return more && !less   ? ChangeDirection::kBetter
         : less && !more ? ChangeDirection::kWorse
                         : ChangeDirection::kNeither;
}

}  // namespace schedlint
