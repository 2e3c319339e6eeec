#include "analysis/min_share_overruns.h"

#include "java/long_math.h"
#include "sched/configurable_resource.h"

namespace schedlint {

namespace {

struct Limit {
  std::string what;
  Resource amount;
};

}  // namespace

std::vector<MinShareOverrun> min_share_overruns(const AnalysisContext& context, int config_index) {
  std::vector<MinShareOverrun> out;
  const FairConfig& config = *context.model().fair;
  const auto& parent = config.queues.at(config_index);
  Resource sum;
  bool any = false;
  for (int c : parent.children) {
    const auto& child = config.queues.at(c);
    if (!child.settings.min_resources) continue;
    any = true;
    for (const auto& [type, amount] : child.settings.min_resources->value.absolute.amounts())
      sum.set(type, java::saturating_add(sum.get(type), amount));  // no Java sum: saturate
  }
  if (!any) return out;
  std::vector<Limit> limits;
  const auto& s = parent.settings;
  if (s.min_resources)
    limits.push_back({parent.path + "'s minResources", s.min_resources->value.absolute});
  if (s.max_resources && (!s.max_resources->value.is_percentage || context.has_nodes())) {
    limits.push_back({parent.path + "'s maxResources",
                      resolve_configurable(s.max_resources->value, context.cluster())});
  }
  if (parent.is_root() && context.has_nodes()) limits.push_back({"the cluster", context.cluster()});
  for (const Limit& limit : limits) {
    for (const auto& [type, total] : sum.amounts()) {
      if (!limit.amount.has(type) || total <= limit.amount.get(type)) continue;
      out.push_back({limit.what, std::string(type), total, limit.amount.get(type)});
      break;  // one per limit
    }
  }
  return out;
}

}  // namespace schedlint
