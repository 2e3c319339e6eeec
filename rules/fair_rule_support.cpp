#include "rules/fair_rule_support.h"

#include "sched/request_size.h"

namespace schedlint {

Resource smallest_fair_container(const RuleContext& context) {
  const auto& c = context.model().cluster;
  return normalize_fair_request(Resource(c.minimum_allocation_mb.value, c.minimum_allocation_vcores.value), c);
}

Resource fair_am_container(const RuleContext& context) {
  const auto& o = context.options();
  return normalize_fair_request(Resource(o.am_memory_mb, o.am_vcores), context.model().cluster);
}

const FairQueueSettings& fair_settings_of(const RuleContext& context, const FairQueueShare& q) {
  static const FairQueueSettings kNone;
  return q.config_index >= 0 ? context.model().fair->queues.at(q.config_index).settings : kNone;
}

SourceLocation fair_location_of(const RuleContext& context, const FairQueueShare& q) {
  const FairConfig& config = *context.model().fair;
  return q.config_index >= 0 ? config.queues.at(q.config_index).loc : config.allocations_loc;
}

}  // namespace schedlint
