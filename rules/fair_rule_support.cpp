#include "rules/fair_rule_support.h"

#include <fmt/format.h>

#include "model/resource_text.h"

namespace schedlint {

Resource smallest_fair_container(const AnalysisContext& context) {
  return smallest_fair_container(context.model().cluster);
}

FairQueueMaximum fair_queue_maximum(const AnalysisContext& context, const FairShares& shares,
                                    int index, const Resource& largest) {
  return fair_queue_maximum(*context.model().fair, shares, index, largest, context.version());
}

std::optional<SteadyAmShortfall> steady_am_shortfall(const AnalysisContext& context,
                                                     const FairQueueShare& q, const Resource& am) {
  return steady_am_shortfall(q, am, context.version());
}

std::vector<std::string> busy_am_limit_details(const AnalysisContext& context,
                                               const std::string& path) {
  std::vector<std::string> out;
  const FairShares* shares = context.fair_shares();
  if (shares == nullptr) return out;
  for (const FairQueueShare& q : shares->queues) {
    if (q.path != path && q.path.rfind(path + ".", 0) != 0) continue;
    const AnalysisContext::AssumedAm assumed = context.am_for_queue(q.path);
    const Resource& am = assumed.container;
    const auto shortfall = steady_am_shortfall(context, q, am);
    if (!shortfall) continue;
    out.push_back(fmt::format(
        "{}'s AM limit on a busy cluster is maxAMShare {} x steady fair share {} = {}, less than "
        "one AM container ({}): its applications stay ACCEPTED until other queues go idle",
        q.path, q.max_am_share, amount_text(shortfall->type, shortfall->share),
        amount_text(shortfall->type, shortfall->limit), resource_text(am)));
    out.push_back(fmt::format("AM container {}: {}", resource_text(am), assumed.origin));
  }
  return out;
}

bool under_zero_weight(const FairShares& shares, int index) {
  for (int i = index; i >= 0; i = shares.queues[static_cast<size_t>(i)].parent) {
    if (shares.queues[static_cast<size_t>(i)].weight <= 0) return true;
  }
  return false;
}

bool under_wrapped_max_sum(const FairShares& shares, int index) {
  for (int i = shares.queues[static_cast<size_t>(index)].parent; i >= 0;
       i = shares.queues[static_cast<size_t>(i)].parent) {
    if (memory_split_cut_by_wrap(shares, i) != nullptr) return true;
  }
  return false;
}

const FairQueueSettings& fair_settings_of(const AnalysisContext& context, const FairQueueShare& q) {
  return fair_settings_of(*context.model().fair, q);
}

SourceLocation fair_location_of(const AnalysisContext& context, const FairQueueShare& q) {
  return fair_location_of(*context.model().fair, q);
}

}  // namespace schedlint
