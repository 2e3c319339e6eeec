#include "rules/fair_rule_support.h"

namespace schedlint {

Resource smallest_fair_container(const RuleContext& context) {
  return smallest_fair_container(context.model().cluster);
}

Resource fair_am_container(const RuleContext& context) {
  const AnalysisOptions& o = context.options();
  return fair_am_container(context.model().cluster, Resource(o.am_memory_mb, o.am_vcores));
}

FairQueueMaximum fair_queue_maximum(const RuleContext& context, const FairShares& shares, int index,
                                    const Resource& largest) {
  return fair_queue_maximum(*context.model().fair, shares, index, largest, context.version());
}

std::optional<SteadyAmShortfall> steady_am_shortfall(const RuleContext& context,
                                                     const FairQueueShare& q, const Resource& am) {
  return steady_am_shortfall(q, am, context.version());
}

const FairQueueSettings& fair_settings_of(const RuleContext& context, const FairQueueShare& q) {
  return fair_settings_of(*context.model().fair, q);
}

SourceLocation fair_location_of(const RuleContext& context, const FairQueueShare& q) {
  return fair_location_of(*context.model().fair, q);
}

}  // namespace schedlint
